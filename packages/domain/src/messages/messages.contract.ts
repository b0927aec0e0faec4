import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  mailingListSchema,
  markMessagesSeenBody,
  messageBulkBody,
  messageBulkCreatedSchema,
  messageBulkSchema,
  messagesSummaryQuery,
  messagesSummaryRowSchema,
  messageThreadQuery,
  messageUploadSchema,
  newMessageBody,
  sentMessageSchema,
  threadMessageSchema,
  unreadMessagesSchema,
} from './messages.ts';

const tag = 'messages';
const staff = { roles: staffRoles } as const;
/** The client and their staff: the relation table decides per client. */
const inThread = { roles: clientRolesFor('messages.view') } as const;
/** Staff only, whatever the relation: a client never reaches a practice note. */
const practiceNotes = { roles: clientRolesFor('practiceNotes.view') } as const;
const attachmentParams = z.object({ id: z.uuid(), messageId: z.uuid(), attachmentId: z.uuid() });

/**
 * A client's messages (spec 1 §7): the thread of client notes the client and their staff share, the staff's
 * practice notes (flag `notes` as well), unread counts, the staff's summary and messages to many clients.
 * Files go up one at a time (`uploadMessageFile`), then the message names them in `files`.
 */
export const messagesEndpoints = {
  /** Newest first: page 1 holds the latest messages. */
  listClientMessages: endpoint({
    method: 'GET',
    path: '/clients/:id/client-messages',
    tag,
    access: inThread,
    feature: 'messages',
    params: idParam,
    query: messageThreadQuery,
    answer: answers.page(threadMessageSchema),
  }),
  sendClientMessage: endpoint({
    method: 'POST',
    path: '/clients/:id/client-messages',
    tag,
    access: inThread,
    feature: 'messages',
    params: idParam,
    body: newMessageBody,
    answer: answers.data(sentMessageSchema, 201),
  }),
  /** Marks the reader's unseen client notes of the thread seen (the ids given, or all up to now); answers their new counts. */
  markClientMessagesSeen: endpoint({
    method: 'POST',
    path: '/clients/:id/client-messages/seen',
    tag,
    access: inThread,
    feature: 'messages',
    params: idParam,
    body: markMessagesSeenBody,
    answer: answers.data(unreadMessagesSchema),
  }),
  downloadClientMessageAttachment: endpoint({
    method: 'GET',
    path: '/clients/:id/client-messages/:messageId/attachments/:attachmentId',
    tag,
    access: inThread,
    feature: 'messages',
    params: attachmentParams,
    answer: answers.file,
  }),
  /** Practice notes: the flag `messages` must be on too (the server checks it). */
  listPracticeMessages: endpoint({
    method: 'GET',
    path: '/clients/:id/practice-messages',
    tag,
    access: practiceNotes,
    feature: 'notes',
    params: idParam,
    query: messageThreadQuery,
    answer: answers.page(threadMessageSchema),
  }),
  sendPracticeMessage: endpoint({
    method: 'POST',
    path: '/clients/:id/practice-messages',
    tag,
    access: practiceNotes,
    feature: 'notes',
    params: idParam,
    body: newMessageBody,
    answer: answers.data(sentMessageSchema, 201),
  }),
  markPracticeMessagesSeen: endpoint({
    method: 'POST',
    path: '/clients/:id/practice-messages/seen',
    tag,
    access: practiceNotes,
    feature: 'notes',
    params: idParam,
    body: markMessagesSeenBody,
    answer: answers.data(unreadMessagesSchema),
  }),
  downloadPracticeMessageAttachment: endpoint({
    method: 'GET',
    path: '/clients/:id/practice-messages/:messageId/attachments/:attachmentId',
    tag,
    access: practiceNotes,
    feature: 'notes',
    params: attachmentParams,
    answer: answers.file,
  }),
  /**
   * Uploads one file for a message (multipart, field `files`, the messageAttachment policy); the answer's id
   * goes in the message's `files` within 30 minutes. All of one message's files together: 10 MB at most.
   */
  uploadMessageFile: endpoint({
    method: 'POST',
    path: '/message-attachments',
    tag,
    access: { roles: clientRolesFor('messages.send') },
    feature: 'messages',
    upload: { purpose: 'messageAttachment' },
    answer: answers.data(messageUploadSchema, 201),
  }),
  /** The signed-in user's unseen messages, in all and per client. */
  getUnreadMessages: endpoint({
    method: 'GET',
    path: '/users/:id/messages/unread',
    tag,
    access: { roles: clientRolesFor('messages.view'), self: true },
    feature: 'messages',
    params: idParam,
    answer: answers.data(unreadMessagesSchema),
  }),
  markAllMessagesSeen: endpoint({
    method: 'POST',
    path: '/users/:id/messages/mark-all-as-seen',
    tag,
    access: { roles: clientRolesFor('messages.view'), self: true },
    feature: 'messages',
    params: idParam,
    answer: answers.data(unreadMessagesSchema.extend({ message: z.string() })),
  }),
  /** Staff: each client they may see with their latest message and the reader's unseen count, latest first. */
  listMessagesSummary: endpoint({
    method: 'GET',
    path: '/clients/messages-summary',
    tag,
    access: staff,
    feature: 'messages',
    query: messagesSummaryQuery,
    answer: answers.page(messagesSummaryRowSchema),
  }),
  /** Staff: one client note to many clients, written by a job; 202 with the progress so far. */
  createMessageBulk: endpoint({
    method: 'POST',
    path: '/messages/bulk-create',
    tag,
    access: staff,
    feature: 'messages',
    body: messageBulkBody,
    answer: answers.data(messageBulkCreatedSchema, 202),
  }),
  /** The sender's own message to several clients: its progress and each client's result. */
  getMessageBulk: endpoint({
    method: 'GET',
    path: '/message-bulks/:id',
    tag,
    access: staff,
    feature: 'messages',
    params: idParam,
    answer: answers.data(messageBulkSchema),
  }),
  /** Staff: who is e-mailed about this client's messages. */
  getMailingList: endpoint({
    method: 'GET',
    path: '/clients/:id/mailing-list',
    tag,
    access: staff,
    feature: 'messages',
    params: idParam,
    answer: answers.data(mailingListSchema),
  }),
};
