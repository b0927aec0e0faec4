import { AppError, docusignEndpoints, isFeatureOn, messages } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { createDocusignEnvelope, getDocusignEnvelope, readDocusignDocument } from './docusign.service.ts';

/** Signing through DocuSign is signing too: without the eSignature flag it does not exist, like the docusign flag's absence. */
function assertSigningOn(request: FastifyRequest): void {
  if (!isFeatureOn(request.practice?.featureFlags ?? {}, 'eSignature'))
    throw new AppError('feature.disabled', { detail: messages['errors.featureDisabled'] });
}

/** Sending a case document through an adviser's DocuSign account (spec 1 §7 `/docusign` envelopes and documents). */
export async function docusignRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  // Before the body is validated, as the docusign flag's own check is; this plugin's routes only.
  app.addHook('onRequest', async (request) => assertSigningOn(request));

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
