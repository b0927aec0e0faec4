import { identityEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { parseFields } from '../../http/errors.ts';
import { isMultipart, readMultipart, readUpload } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import {
  getIdentification,
  listIdentityCopyRequests,
  lockIdentitySection,
  markIdentityCopyReceived,
  requestIdentityCopy,
  saveIdentityPersonalDetails,
  unlockIdentitySection,
} from './identity.service.ts';
import {
  addIdentityDocument,
  assertIdentityDocumentAdd,
  assertIdentityFileUpload,
  readIdentityDocumentFile,
  removeIdentityDocument,
  updateIdentityDocument,
  uploadIdentityDocumentFile,
} from './identity-documents.service.ts';
import { listAwaitedCopies } from './identity-home.queries.ts';

const policy = uploadPolicies.identityDocument;

/** A new document's fields and its scan: a multipart form, or a JSON body of the fields alone. */
async function readDocumentForm(request: FastifyRequest) {
  if (!isMultipart(request)) return { fields: parseFields(endpoints.addIdentityDocument.upload.fields, request.body ?? {}), file: null };
  const form = await readMultipart(request, policy);
  return { fields: parseFields(endpoints.addIdentityDocument.upload.fields, form.fields), file: form.file };
}

/** A client's identification: the client and their staff keep it; the adviser locks sections and asks for physical copies. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getIdentification, (request) => getIdentification(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveIdentityPersonalDetails, (request) =>
    saveIdentityPersonalDetails(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.addIdentityDocument, async (request) => {
    await assertIdentityDocumentAdd(runtime, actorOf(request), request.params.id);
    const { fields, file } = await readDocumentForm(request);
    return addIdentityDocument(runtime, actorOf(request), request.params.id, fields, file, requestInfo(request));
  });
  serve(app, endpoints.updateIdentityDocument, (request) =>
    updateIdentityDocument(runtime, actorOf(request), request.params.id, request.params.documentId, request.body, requestInfo(request)),
  );
  serve(app, endpoints.uploadIdentityDocumentFile, async (request) => {
    const { id, documentId } = request.params;
    await assertIdentityFileUpload(runtime, actorOf(request), id, documentId);
    const { file } = await readUpload(request, policy);
    return uploadIdentityDocumentFile(runtime, actorOf(request), id, documentId, file, requestInfo(request));
  });
  serve(app, endpoints.downloadIdentityDocumentFile, async (request, reply) =>
    sendDownload(reply, await readIdentityDocumentFile(runtime, actorOf(request), request.params.id, request.params.documentId)),
  );
  serve(app, endpoints.removeIdentityDocument, (request) =>
    removeIdentityDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request)),
  );
  serve(app, endpoints.lockIdentitySection, (request) =>
    lockIdentitySection(runtime, actorOf(request), request.params.id, request.params.section, requestInfo(request)),
  );
  serve(app, endpoints.unlockIdentitySection, (request) =>
    unlockIdentitySection(runtime, actorOf(request), request.params.id, request.params.section, requestInfo(request)),
  );
  serve(app, endpoints.listIdentityCopyRequests, (request) =>
    listIdentityCopyRequests(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.requestIdentityCopy, (request) =>
    requestIdentityCopy(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.markIdentityCopyReceived, (request) =>
    markIdentityCopyReceived(runtime, actorOf(request), request.params.id, request.params.requestId, requestInfo(request)),
  );
  serve(app, endpoints.listAwaitedIdentityCopies, (request) =>
    listAwaitedCopies(runtime.db, practiceActorOf(actorOf(request)), pageOffset(request.query)),
  );
}
