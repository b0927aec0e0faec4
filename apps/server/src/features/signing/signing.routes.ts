import { signingEndpoints as endpoints, signBodyMaxBytes } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { type ServeOptions, serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { declineByLink, getSigningByLink, readLinkDocument, readLinkSigningFile, sendLinkPasscode, signByLink } from './signing.by-link.ts';
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
  serve(app, endpoints.sign, (request) => signDocument(runtime, actorOf(request), request.body, requestInfo(request)), {
    bodyLimit: signBodyMaxBytes,
  });
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
  signingLinkRoutes(app, limited);
}

/**
 * A signer without an account (a partner) signs through the link mailed to them: anyone holding the token, on
 * the practice's own host (another practice's is 404), each call under the tighter limit of the verify page.
 * The request log keeps the route's pattern only, never the token in the path.
 */
function signingLinkRoutes(app: FastifyInstance, limited: ServeOptions): void {
  const { runtime } = app;
  const keyOf = (request: FastifyRequest<{ Params: { token: string } }>) => ({
    practiceId: request.practice?.id ?? null,
    token: request.params.token,
  });
  serve(app, endpoints.getSigningLink, (request) => getSigningByLink(runtime, keyOf(request), requestInfo(request)), limited);
  serve(
    app,
    endpoints.downloadSigningLinkDocument,
    async (request, reply) => sendDownload(reply, await readLinkDocument(runtime, keyOf(request))),
    limited,
  );
  serve(app, endpoints.sendSigningLinkPasscode, (request) => sendLinkPasscode(runtime, keyOf(request), requestInfo(request)), limited);
  serve(app, endpoints.signByLink, (request) => signByLink(runtime, keyOf(request), request.body, requestInfo(request)), limited);
  serve(app, endpoints.declineByLink, (request) => declineByLink(runtime, keyOf(request), request.body, requestInfo(request)), limited);
  serve(
    app,
    endpoints.downloadSigningLinkSigned,
    async (request, reply) => sendDownload(reply, await readLinkSigningFile(runtime, keyOf(request), 'signed')),
    limited,
  );
  serve(
    app,
    endpoints.downloadSigningLinkCertificate,
    async (request, reply) => sendDownload(reply, await readLinkSigningFile(runtime, keyOf(request), 'certificate')),
    limited,
  );
}
