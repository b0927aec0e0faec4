import { docusignEndpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import { createDocusignEnvelope, getDocusignEnvelope, readDocusignDocument } from './docusign.service.ts';

/** Sending a case document through an adviser's DocuSign account (spec 1 §7 `/docusign` envelopes and documents). */
export async function docusignRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  // Signing through DocuSign is signing too: without the eSignature flag it does not exist, like the docusign
  // flag's absence. Checked before the body is validated, as the docusign flag is; this plugin's routes only.
  app.addHook('onRequest', async (request) => assertFeatureOn(request, 'eSignature'));

  serve(app, docusignEndpoints.createDocusignEnvelope, (request) =>
    createDocusignEnvelope(runtime, actorOf(request), request.body, requestInfo(request)),
  );
  serve(app, docusignEndpoints.getDocusignEnvelope, (request) =>
    getDocusignEnvelope(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, docusignEndpoints.downloadDocusignDocument, async (request, reply) =>
    sendDownload(reply, await readDocusignDocument(runtime, actorOf(request), request.params.id, requestInfo(request))),
  );
}
