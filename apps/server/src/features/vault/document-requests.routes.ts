import { documentRequestMessages, vaultLinksEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createDocumentRequest,
  fulfilDocumentRequestItem,
  listDocumentRequests,
  listRequestableDocuments,
  withdrawDocumentRequest,
} from './document-requests.service.ts';

/** Document requests: staff ask a client for documents; the client provides them from their vault. */
export function documentRequestRoutes(app: FastifyInstance): void {
  const { runtime } = app;

  serve(app, endpoints.listDocumentRequests, (request) =>
    listDocumentRequests(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.createDocumentRequest, async (request) => {
    const created = await createDocumentRequest(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return { ...created, message: documentRequestMessages['documentRequests.sent'] };
  });
  serve(app, endpoints.withdrawDocumentRequest, (request) =>
    withdrawDocumentRequest(
      runtime,
      actorOf(request),
      { clientId: request.params.id, requestId: request.params.requestId },
      requestInfo(request),
    ),
  );
  serve(app, endpoints.fulfilDocumentRequestItem, async (request) => {
    const actor = actorOf(request);
    const { id, requestId, itemId } = request.params;
    const updated = await fulfilDocumentRequestItem(
      runtime,
      actor,
      { clientId: id, requestId, itemId },
      request.body,
      requestInfo(request),
    );
    const message = documentRequestMessages[actor.role === 'client' ? 'documentRequests.provided' : 'documentRequests.markedReceived'];
    return { ...updated, message };
  });
  serve(app, endpoints.listRequestableDocuments, (request) =>
    listRequestableDocuments(runtime, actorOf(request), request.params.id, request.query),
  );
}
