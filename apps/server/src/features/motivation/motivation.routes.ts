import { motivationEndpoints as endpoints, motivationMessages, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { type EndpointRequest, serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { addMotivationComment, listMotivationComments, removeMotivationComment } from './motivation.comments.ts';
import type { MotivationPurpose } from './motivation.files.ts';
import {
  assertMotivationUpload,
  createMotivationItem,
  getMotivationItem,
  listMotivationItems,
  readMotivationImage,
  readMotivationPdf,
  removeMotivationItem,
  updateMotivationItem,
  uploadMotivationFile,
} from './motivation.service.ts';

/** A client's motivation centre: its items (links, PDFs, galleries), their files and their comments. */
export async function motivationRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  const upload = async (request: EndpointRequest<typeof endpoints.uploadMotivationPdf>, purpose: MotivationPurpose) => {
    // The caller and the client are checked before a byte of the file is read.
    const client = await assertMotivationUpload(runtime, actorOf(request), request.params.id);
    const { file } = await readUpload(request, uploadPolicies[purpose]);
    return uploadMotivationFile(runtime, actorOf(request), client, purpose, file);
  };
  serve(app, endpoints.uploadMotivationPdf, (request) => upload(request, 'motivationPdf'));
  serve(app, endpoints.uploadMotivationImage, (request) => upload(request, 'motivationImage'));

  serve(app, endpoints.listMotivationItems, (request) => listMotivationItems(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.createMotivationItem, async (request) => {
    const item = await createMotivationItem(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return { ...item, message: motivationMessages['motivation.added'] };
  });
  serve(app, endpoints.getMotivationItem, (request) =>
    getMotivationItem(runtime, actorOf(request), request.params.id, request.params.itemId),
  );
  serve(app, endpoints.updateMotivationItem, async (request) => {
    const { id, itemId } = request.params;
    const item = await updateMotivationItem(runtime, actorOf(request), id, itemId, request.body, requestInfo(request));
    return { ...item, message: motivationMessages['motivation.updated'] };
  });
  serve(app, endpoints.removeMotivationItem, (request) =>
    removeMotivationItem(runtime, actorOf(request), request.params.id, request.params.itemId, requestInfo(request)),
  );

  serve(app, endpoints.downloadMotivationPdf, async (request, reply) =>
    sendDownload(reply, await readMotivationPdf(runtime, actorOf(request), request.params.id, request.params.itemId)),
  );
  serve(app, endpoints.getMotivationImage, async (request, reply) => {
    const { id, itemId, imageId } = request.params;
    const image = await readMotivationImage(runtime, actorOf(request), id, itemId, imageId);
    // An image's id names its stored bytes, which never change: the browser may keep it a while.
    return sendMedia(reply, image, { cacheControl: 'private, max-age=3600' });
  });

  serve(app, endpoints.listMotivationComments, (request) =>
    listMotivationComments(runtime, actorOf(request), request.params.id, request.params.itemId, request.query),
  );
  serve(app, endpoints.createMotivationComment, (request) =>
    addMotivationComment(runtime, actorOf(request), request.params.id, request.params.itemId, request.body.body, requestInfo(request)),
  );
  serve(app, endpoints.removeMotivationComment, (request) => {
    const { id, itemId, commentId } = request.params;
    return removeMotivationComment(runtime, actorOf(request), id, itemId, commentId, requestInfo(request));
  });
}
