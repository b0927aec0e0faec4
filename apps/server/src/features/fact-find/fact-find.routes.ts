import { factFindEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  getCaseFactFind,
  getFactFind,
  listFactFindChanges,
  listFactFindVersions,
  reviewFactFind,
  saveCaseFactFindSection,
  saveFactFindSection,
} from './fact-find.service.ts';
import {
  assertFactFindDocumentUpload,
  listFactFindDocuments,
  readFactFindDocument,
  removeFactFindDocument,
  uploadFactFindDocument,
} from './fact-find-documents.service.ts';

/**
 * A client's fact find: read and saved section by section (from the client's area, the adviser's client
 * page and a case's fact-find section), its versions and changes, staff's reviews, and its documents.
 */
export async function factFindRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getFactFind, (request) => getFactFind(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveFactFindSection, (request) =>
    saveFactFindSection(runtime, actorOf(request), request.params.id, request.params.section, request.body, requestInfo(request)),
  );
  serve(app, endpoints.listFactFindVersions, (request) =>
    listFactFindVersions(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.listFactFindChanges, (request) =>
    listFactFindChanges(runtime, actorOf(request), request.params.id, request.query.since),
  );
  serve(app, endpoints.reviewFactFind, (request) => reviewFactFind(runtime, actorOf(request), request.params.id, requestInfo(request)));

  serve(app, endpoints.listFactFindDocuments, (request) =>
    listFactFindDocuments(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.uploadFactFindDocument, async (request) => {
    await assertFactFindDocumentUpload(runtime, actorOf(request), request.params.id);
    const { file } = await readUpload(request, uploadPolicies.factFindDocument);
    return uploadFactFindDocument(runtime, actorOf(request), request.params.id, file, requestInfo(request));
  });
  serve(app, endpoints.downloadFactFindDocument, async (request, reply) =>
    sendDownload(reply, await readFactFindDocument(runtime, actorOf(request), request.params.id, request.params.documentId)),
  );
  serve(app, endpoints.removeFactFindDocument, (request) =>
    removeFactFindDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request)),
  );

  serve(app, endpoints.getCaseFactFind, (request) => getCaseFactFind(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveCaseFactFindSection, (request) =>
    saveCaseFactFindSection(runtime, actorOf(request), request.params.id, request.params.section, request.body, requestInfo(request)),
  );
}
