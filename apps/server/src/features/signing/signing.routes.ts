import { signingEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { saveSigningDraft, sendSigning } from './signing.draft.ts';
import { sendSigningPasscode } from './signing.passcode.ts';
import { declineSigning, getSigning, readSigningFile, verifySignedDocument, voidSigning } from './signing.service.ts';
import { signDocument } from './signing.sign.ts';

/**
 * Signing a case document inside the product (spec 1 §7 `PATCH /sign`), behind the eSignature flag: staff
 * prepare, send and cancel; the signer whose turn it is signs or declines; anyone who may see the document
 * downloads the sealed PDF and its certificate; anyone at all checks a fingerprint on the verify page.
 * The passcode and the public check take the tighter rate limit of the sign-in routes.
 */
export async function signingRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };

  serve(app, endpoints.getSigning, (request) => getSigning(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, endpoints.saveSigningDraft, (request) =>
    saveSigningDraft(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.sendSigning, (request) => sendSigning(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, endpoints.voidSigning, (request) => voidSigning(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(
    app,
    endpoints.sendSigningPasscode,
    (request) => sendSigningPasscode(runtime, actorOf(request), request.params.id, requestInfo(request)),
    limited,
  );
  serve(app, endpoints.declineSigning, (request) =>
    declineSigning(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.sign, (request) => signDocument(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.downloadSignedDocument, async (request, reply) =>
    sendDownload(reply, await readSigningFile(runtime, actorOf(request), request.params.id, 'signed')),
  );
  serve(app, endpoints.downloadSigningCertificate, async (request, reply) =>
    sendDownload(reply, await readSigningFile(runtime, actorOf(request), request.params.id, 'certificate')),
  );
  serve(
    app,
    endpoints.verifySignedDocument,
    (request) => verifySignedDocument(runtime, request.practice?.id ?? null, request.body.sha256),
    limited,
  );
}
