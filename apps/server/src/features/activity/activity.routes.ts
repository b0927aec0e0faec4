import { activityEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { interactionReportCsv, reportFileNames, summaryReportCsv } from './activity.csv.ts';
import { getInteractionReport, getSummaryReport, listActivityFeed } from './activity.service.ts';

const flagsOf = (request: FastifyRequest) => request.practice?.featureFlags ?? {};

function sendCsv(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return sendDownload(reply, { body, contentType: 'text/csv; charset=utf-8', fileName });
}

/** A client's activity feed and the interaction reports, each read from the client's audit events. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listActivityFeed, (request) =>
    listActivityFeed(runtime, actorOf(request), request.params.id, request.query, flagsOf(request)),
  );
  serve(app, endpoints.getInteractionReport, (request) =>
    getInteractionReport(runtime, actorOf(request), request.params.id, request.query, flagsOf(request)),
  );
  serve(app, endpoints.downloadInteractionReport, async (request, reply) => {
    const report = await getInteractionReport(runtime, actorOf(request), request.params.id, request.query, flagsOf(request));
    return sendCsv(reply, reportFileNames.interaction(report), interactionReportCsv(report));
  });
  serve(app, endpoints.getSummaryInteractionReport, (request) =>
    getSummaryReport(runtime, actorOf(request), request.params.id, request.query, flagsOf(request)),
  );
  serve(app, endpoints.downloadSummaryInteractionReport, async (request, reply) => {
    const report = await getSummaryReport(runtime, actorOf(request), request.params.id, request.query, flagsOf(request));
    return sendCsv(reply, reportFileNames.summary(report), summaryReportCsv(report));
  });
}
