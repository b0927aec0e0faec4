import {
  caseDocumentMessages,
  caseDocumentUploadFields,
  caseDocumentVersionFields,
  caseDocumentsEndpoints as endpoints,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { InvalidFields, zodFieldErrors } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { addAddendum, listAddenda } from './case-addenda.service.ts';
import { openBusinessPack } from './case-documents.pack.ts';
import {
  assertCaseDocumentUpload,
  editCaseDocument,
  getPdfForm,
  listDocuments,
  readCaseDocument,
  readFilledPdf,
  removeCaseDocument,
  savePdfForm,
  uploadCaseDocument,
  uploadCaseDocumentVersion,
} from './case-documents.service.ts';

/** A service's page (`items`) as the contract's page answer (`rows`). */

/**
 * A case's documents (upload, list by category, download as an attachment, edit, remove), its addenda and
 * the business submission pack. Staff of the client manage documents; the client adds their own to their
 * Online Advice Request while building it, and never sees a concealed one.
 */
export async function caseDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.uploadCaseDocument, async (request) => {
    await assertCaseDocumentUpload(runtime, actorOf(request), request.params.id);
    const { fields, file } = await readMultipart(request, uploadPolicies.caseDocument);
    const parsed = caseDocumentUploadFields.safeParse(fields);
    // A missing file and refused fields are answered together, so the form shows every problem at once.
    if (!file || !parsed.success)
      throw new InvalidFields([
        ...(file ? [] : [{ detail: caseDocumentMessages['caseDocuments.fileRequired'], source: { pointer: '/file' } }]),
        ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
      ]);
    return uploadCaseDocument(runtime, actorOf(request), request.params.id, parsed.data, file, requestInfo(request));
  });
  serve(app, endpoints.uploadCaseDocumentVersion, async (request) => {
    const { id: caseId, documentId } = request.params;
    await assertCaseDocumentUpload(runtime, actorOf(request), caseId);
    const { fields, file } = await readMultipart(request, uploadPolicies.caseDocument);
    const parsed = caseDocumentVersionFields.safeParse(fields);
    if (!file || !parsed.success)
      throw new InvalidFields([
        ...(file ? [] : [{ detail: caseDocumentMessages['caseDocuments.fileRequired'], source: { pointer: '/file' } }]),
        ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
      ]);
    return uploadCaseDocumentVersion(runtime, actorOf(request), { caseId, documentId }, parsed.data, file, requestInfo(request));
  });
  serve(app, endpoints.getPdfForm, (request) => getPdfForm(runtime, actorOf(request), request.params.id, request.params.documentId));
  serve(app, endpoints.savePdfForm, (request) =>
    savePdfForm(
      runtime,
      actorOf(request),
      { caseId: request.params.id, documentId: request.params.documentId },
      request.body,
      requestInfo(request),
    ),
  );
  serve(app, endpoints.downloadFilledPdf, async (request, reply) =>
    sendDownload(reply, await readFilledPdf(runtime, actorOf(request), request.params.id, request.params.documentId)),
  );
  serve(app, endpoints.listCaseDocuments, (request) => listDocuments(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.downloadCaseDocument, async (request, reply) =>
    sendDownload(
      reply,
      await readCaseDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request)),
    ),
  );
  serve(app, endpoints.editCaseDocument, (request) =>
    editCaseDocument(runtime, actorOf(request), request.params.id, request.params.documentId, request.body, requestInfo(request)),
  );
  serve(app, endpoints.removeCaseDocument, (request) =>
    removeCaseDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request)),
  );
  serve(app, endpoints.downloadBusinessPack, async (request, reply) => {
    const { fileName, stream } = await openBusinessPack(runtime, actorOf(request), request.params.id);
    return sendDownload(reply, { body: stream, contentType: 'application/zip', fileName });
  });
  serve(app, endpoints.addAddendum, (request) =>
    addAddendum(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.listAddenda, (request) => listAddenda(runtime, actorOf(request), request.params.id, request.query));
}
