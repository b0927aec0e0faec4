import { addressOf, vaultLinksEndpoints as endpoints, shareLinkAccessMinutes, vaultLinkMessages } from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { type ServeOptions, serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { documentRequestRoutes } from './document-requests.routes.ts';
import {
  getSharedDocument,
  type LinkKey,
  readSharedDocumentFile,
  sendSharedDocumentPasscode,
  verifySharedDocumentPasscode,
} from './vault-links.public.ts';
import { createShareLink, listDocumentShareLinks, revokeShareLink } from './vault-links.service.ts';

/** The cookie holding a browser's access to one link's document, after the right passcode; its path is that link's. */
const accessCookie = 'shared_document_access';

/**
 * Share links to one vault document for someone outside the portal (the client, or an adviser for a document
 * shared with them), and document requests; all behind the documentVault flag.
 */
export async function vaultLinksRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };

  serve(app, endpoints.listShareLinks, (request) =>
    listDocumentShareLinks(runtime, actorOf(request), request.params.id, request.params.itemId, request.query),
  );
  // Each link mails someone outside the portal: the tighter limit keeps an account from sending a flood of them.
  serve(
    app,
    endpoints.createShareLink,
    async (request) => {
      const { id, itemId } = request.params;
      const link = await createShareLink(runtime, actorOf(request), id, itemId, request.body, requestInfo(request));
      return { ...link, message: vaultLinkMessages['vaultLinks.created'] };
    },
    limited,
  );
  serve(app, endpoints.revokeShareLink, (request) => {
    const { id, itemId, linkId } = request.params;
    return revokeShareLink(runtime, actorOf(request), { clientId: id, itemId, linkId }, requestInfo(request));
  });
  sharedDocumentRoutes(app, limited);
  documentRequestRoutes(app);
}

/**
 * The link holder's calls: anyone with the token, on the practice's own host (another practice's is 404), each
 * under the tighter limit of the sign-in routes. The request log keeps the route's pattern only, never the token.
 */
function sharedDocumentRoutes(app: FastifyInstance, limited: ServeOptions): void {
  const { runtime } = app;
  const keyOf = (request: FastifyRequest<{ Params: { token: string } }>): LinkKey => ({
    practiceId: request.practice?.id ?? null,
    token: request.params.token,
  });
  const accessOf = (request: FastifyRequest) => request.cookies[accessCookie];

  serve(app, endpoints.getSharedDocument, (request) => getSharedDocument(runtime, keyOf(request), accessOf(request)), limited);
  serve(
    app,
    endpoints.sendSharedDocumentPasscode,
    (request) => sendSharedDocumentPasscode(runtime, keyOf(request), requestInfo(request)),
    limited,
  );
  serve(
    app,
    endpoints.verifySharedDocumentPasscode,
    async (request, reply) => {
      const key = keyOf(request);
      const { accessKey, document } = await verifySharedDocumentPasscode(runtime, key, request.body.passcode, requestInfo(request));
      setAccessCookie(request, reply, key.token, accessKey);
      return document;
    },
    limited,
  );
  serve(
    app,
    endpoints.downloadSharedDocument,
    async (request, reply) =>
      sendDownload(reply, await readSharedDocumentFile(runtime, keyOf(request), accessOf(request), requestInfo(request))),
    limited,
  );
}

function setAccessCookie(request: FastifyRequest, reply: FastifyReply, token: string, accessKey: string): void {
  reply.setCookie(accessCookie, accessKey, {
    path: addressOf(endpoints.getSharedDocument, { token }),
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: shareLinkAccessMinutes * 60,
  });
}
