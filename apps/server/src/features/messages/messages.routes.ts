import {
  addressOf,
  caseDocumentsEndpoints,
  messagesEndpoints as endpoints,
  isFeatureOn,
  type MessageKind,
  messageTexts,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import { bulkQueuedText, createMessageBulk, getMessageBulk } from './messages.bulk.ts';
import { uploadMessageFile } from './messages.files.ts';
import { getMailingList } from './messages.mailing.ts';
import {
  type AttachmentReply,
  getUnread,
  listMessages,
  listMessagesSummary,
  markAllSeen,
  markThreadSeen,
  type PracticeFlags,
  readAttachment,
  sendMessage,
} from './messages.service.ts';

function flagsOf(request: FastifyRequest): PracticeFlags {
  return { notesOn: isFeatureOn(request.practice?.featureFlags ?? {}, 'notes') };
}

function contextOf(request: FastifyRequest) {
  const { ip, origin } = requestInfo(request);
  return { ip, origin };
}

const documentAddress = (caseId: string, documentId: string) =>
  addressOf(caseDocumentsEndpoints.downloadCaseDocument, { id: caseId, documentId });

function replyWith(reply: FastifyReply, answer: AttachmentReply): FastifyReply {
  return 'redirect' in answer ? reply.redirect(answer.redirect, 303) : sendDownload(reply, answer.file);
}

/** The client's thread of client notes: the client and their staff. */
function clientNoteRoutes(app: FastifyInstance): void {
  const { runtime } = app;
  const kind: MessageKind = 'client_note';
  serve(app, endpoints.listClientMessages, (request) => listMessages(runtime, actorOf(request), request.params.id, kind, request.query));
  serve(app, endpoints.sendClientMessage, async (request) => {
    const sent = await sendMessage(runtime, actorOf(request), request.params.id, kind, request.body, contextOf(request));
    return { ...sent, message: messageTexts.messageSent };
  });
  serve(app, endpoints.markClientMessagesSeen, (request) =>
    markThreadSeen(runtime, actorOf(request), request.params.id, kind, request.body, flagsOf(request)),
  );
  serve(app, endpoints.downloadClientMessageAttachment, async (request, reply) => {
    const { id, messageId, attachmentId } = request.params;
    return replyWith(reply, await readAttachment(runtime, actorOf(request), id, kind, messageId, attachmentId, documentAddress));
  });
}

/** Practice notes: staff alone (the routes' roles and the relation table), with the `messages` flag as well as `notes`. */
function practiceNoteRoutes(app: FastifyInstance): void {
  const { runtime } = app;
  const kind: MessageKind = 'practice_note';
  serve(app, endpoints.listPracticeMessages, (request) => {
    assertFeatureOn(request, 'messages');
    return listMessages(runtime, actorOf(request), request.params.id, kind, request.query);
  });
  serve(app, endpoints.sendPracticeMessage, async (request) => {
    assertFeatureOn(request, 'messages');
    const sent = await sendMessage(runtime, actorOf(request), request.params.id, kind, request.body, contextOf(request));
    return { ...sent, message: messageTexts.messageSent };
  });
  serve(app, endpoints.markPracticeMessagesSeen, (request) => {
    assertFeatureOn(request, 'messages');
    return markThreadSeen(runtime, actorOf(request), request.params.id, kind, request.body, flagsOf(request));
  });
  serve(app, endpoints.downloadPracticeMessageAttachment, async (request, reply) => {
    assertFeatureOn(request, 'messages');
    const { id, messageId, attachmentId } = request.params;
    return replyWith(reply, await readAttachment(runtime, actorOf(request), id, kind, messageId, attachmentId, documentAddress));
  });
}

/** A client's messages: the two threads, files for them, unread counts, the staff's summary and messages to many clients. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  clientNoteRoutes(app);
  practiceNoteRoutes(app);

  serve(app, endpoints.uploadMessageFile, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.messageAttachment);
    return uploadMessageFile(runtime, actorOf(request), file);
  });
  serve(app, endpoints.getUnreadMessages, (request) => getUnread(runtime.db, actorOf(request), flagsOf(request)));
  serve(app, endpoints.markAllMessagesSeen, async (request) => {
    const unread = await markAllSeen(runtime, actorOf(request), flagsOf(request));
    return { ...unread, message: messageTexts['messages.allSeen'] };
  });
  serve(app, endpoints.listMessagesSummary, (request) => listMessagesSummary(runtime, actorOf(request), request.query, flagsOf(request)));
  serve(app, endpoints.createMessageBulk, async (request) => {
    const bulk = await createMessageBulk(runtime, actorOf(request), request.body, requestInfo(request));
    return { ...bulk, message: bulkQueuedText(bulk.total) };
  });
  serve(app, endpoints.getMessageBulk, (request) => getMessageBulk(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.getMailingList, (request) => getMailingList(runtime, actorOf(request), request.params.id));
}
