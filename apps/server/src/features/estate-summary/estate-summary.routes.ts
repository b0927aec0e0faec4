import { estateSummaryEndpoints as endpoints, estateSummaryMessages } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  generateEstateSummaryPdf,
  getEstateSummary,
  listEstateSummaryAuditTrail,
  saveEstateSummarySection,
} from './estate-summary.service.ts';

/** A client's estate summary: read and saved section by section by the client and their staff, its audit trail and its PDF. */
export async function estateSummaryRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getEstateSummary, (request) => getEstateSummary(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveEstateSummarySection, async (request) => {
    const { id, section } = request.params;
    const summary = await saveEstateSummarySection(runtime, actorOf(request), id, section, request.body, requestInfo(request));
    return { ...summary, message: estateSummaryMessages['estateSummary.saved'] };
  });
  serve(app, endpoints.listEstateSummaryAuditTrail, (request) =>
    listEstateSummaryAuditTrail(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.getEstateSummaryPdf, async (request, reply) => {
    const { file, fileName } = await generateEstateSummaryPdf(runtime, actorOf(request), request.params.id);
    return sendDownload(reply, { body: file, contentType: 'application/pdf', fileName });
  });
}
