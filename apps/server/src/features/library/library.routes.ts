import { brochureEndpoints, libraryEndpoints, libraryMessages, practiceBrochureEndpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  choosePracticeBrochure,
  createBrochure,
  deleteBrochure,
  getBrochure,
  getPracticeBrochure,
  listBrochures,
  listPracticeBrochures,
  readBrochurePdf,
  readPracticeBrochurePdf,
  updateBrochure,
  uploadBrochurePdf,
} from './brochures.service.ts';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  listLibraryItems,
  readLibraryPdf,
  updateLibraryItem,
  uploadLibraryPdf,
} from './library.service.ts';

/** The brochure library: the practice's own content, the platform's brochures and each practice's choice of them. */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const items = libraryEndpoints;
  const saved = libraryMessages['library.saved'];

  serve(app, items.uploadLibraryPdf, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.libraryPdf);
    return uploadLibraryPdf(runtime, actorOf(request), file);
  });
  serve(app, items.listLibraryItems, (request) => listLibraryItems(runtime, actorOf(request), request.query));
  serve(app, items.createLibraryItem, async (request) => ({
    ...(await createLibraryItem(runtime, actorOf(request), request.body, requestInfo(request))),
    message: saved,
  }));
  serve(app, items.getLibraryItem, (request) => getLibraryItem(runtime, actorOf(request), request.params.id));
  serve(app, items.updateLibraryItem, async (request) => ({
    ...(await updateLibraryItem(runtime, actorOf(request), request.params.id, request.body, requestInfo(request))),
    message: saved,
  }));
  serve(app, items.deleteLibraryItem, (request) => deleteLibraryItem(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, items.downloadLibraryPdf, async (request, reply) =>
    sendDownload(reply, await readLibraryPdf(runtime, actorOf(request), request.params.id)),
  );

  const platform = brochureEndpoints;
  const brochureSaved = libraryMessages['library.brochureSaved'];
  serve(app, platform.uploadBrochurePdf, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.brochurePdf);
    return uploadBrochurePdf(runtime, actorOf(request), file);
  });
  serve(app, platform.listBrochures, (request) => listBrochures(runtime, request.query));
  serve(app, platform.createBrochure, async (request) => ({
    ...(await createBrochure(runtime, actorOf(request), request.body, requestInfo(request))),
    message: brochureSaved,
  }));
  serve(app, platform.getBrochure, (request) => getBrochure(runtime, request.params.id));
  serve(app, platform.updateBrochure, async (request) => ({
    ...(await updateBrochure(runtime, actorOf(request), request.params.id, request.body, requestInfo(request))),
    message: brochureSaved,
  }));
  serve(app, platform.deleteBrochure, (request) => deleteBrochure(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, platform.downloadBrochurePdf, async (request, reply) =>
    sendDownload(reply, await readBrochurePdf(runtime, request.params.id)),
  );

  const chosen = practiceBrochureEndpoints;
  serve(app, chosen.listPracticeBrochures, (request) => listPracticeBrochures(runtime, actorOf(request), request.query));
  serve(app, chosen.getPracticeBrochure, (request) => getPracticeBrochure(runtime, actorOf(request), request.params.id));
  serve(app, chosen.choosePracticeBrochure, async (request) => {
    const { shown } = request.body;
    const brochure = await choosePracticeBrochure(runtime, actorOf(request), request.params.id, shown, requestInfo(request));
    return { ...brochure, message: libraryMessages[shown ? 'library.brochureShown' : 'library.brochureHidden'] };
  });
  serve(app, chosen.downloadPracticeBrochurePdf, async (request, reply) =>
    sendDownload(reply, await readPracticeBrochurePdf(runtime, actorOf(request), request.params.id)),
  );
}
