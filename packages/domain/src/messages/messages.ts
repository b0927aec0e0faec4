import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { excerptOf, interpolate, listOf } from '../shared/audit.ts';
import { paginationQuery, searchTerm } from '../shared/fields.ts';
import { roles, staffRoles } from '../shared/roles.ts';

/**
 * Messages between a client and their practice (spec 1 §3): a client note is shared with the client; a
 * practice note is the staff's alone and never reaches the client by any route, notification, e-mail,
 * socket event, export or personal-data download.
 */
export const messageKinds = ['client_note', 'practice_note'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The note categories of spec 1 §3. */
export const messageCategories = ['general', 'reviewMeetingPreparation', 'introductionMeetingPreparation'] as const;
export type MessageCategory = (typeof messageCategories)[number];

/** Each category as a choice or a label reads (en-GB). */
export const messageCategoryLabels = {
  general: 'General',
  reviewMeetingPreparation: 'Review meeting preparation',
  introductionMeetingPreparation: 'Introduction meeting preparation',
} as const satisfies Record<MessageCategory, string>;

/**
 * What a message's attachment is: a file uploaded with it, or a link to something the sender may see
 * (a case's addendum, an Advice room's document, a document pack's or recommendation pack's document).
 */
export const messageAttachmentKinds = [
  'upload',
  'Addendum',
  'AdviceRoomDocument',
  'DocumentPackDocument',
  'RecommendationPackDocument',
] as const;
export type MessageAttachmentKind = (typeof messageAttachmentKinds)[number];

/** The attachments that link to something already in the portal rather than carry a file of their own. */
export const messageLinkKinds = [
  'Addendum',
  'AdviceRoomDocument',
  'DocumentPackDocument',
  'RecommendationPackDocument',
] as const satisfies readonly MessageAttachmentKind[];
export type MessageLinkKind = (typeof messageLinkKinds)[number];

/** A message to many clients at once runs as a job: its state, and each client's result. */
export const messageBulkStatuses = ['running', 'done'] as const;
export type MessageBulkStatus = (typeof messageBulkStatuses)[number];
export const messageBulkResultStatuses = ['pending', 'sent', 'failed'] as const;
export type MessageBulkResultStatus = (typeof messageBulkResultStatuses)[number];

/** The longest message: a long letter fits, a pasted file does not. */
export const messageBodyMaxLength = 10_000;
/** All of one message's files together (spec 1 §9: 10,485,760 bytes). */
export const messageAttachmentsMaxBytes = 10_485_760;
/** Files and links on one message. */
export const messageAttachmentsMaxCount = 10;
/** Clients one message to many may go to. */
export const messageBulkMaxClients = 500;
/**
 * How long a file uploaded for a message waits to be sent with one; well inside the orphan sweep's grace,
 * so a file being sent is never swept.
 */
export const messageUploadLifetimeMinutes = 30;
/** How long a message waits before it is e-mailed, so that someone reading live is not mailed too. */
export const messageMailGraceSeconds = 60;
/** The longest excerpt of a message a summary shows. */
export const messageExcerptLength = 120;

/** Texts of the messages area, shown by the server and early in the browser (en-GB). */
export const messageTexts = {
  /** The spec's toast of a sent message (spec 1 §8). */
  messageSent: 'Message sent',
  'messages.empty': 'Write a message or attach a file.',
  'messages.bulkEmpty': 'A message to several clients needs a body or an attached file.',
  'messages.bulkNoClients': 'Choose at least one client.',
  'messages.bulkTooManyClients': 'Choose at most 500 clients.',
  'messages.bodyTooLong': 'A message can be at most 10,000 characters long.',
  'messages.attachmentsTooLarge': 'Attachments greater than 10MB in total cannot be sent.',
  'messages.tooManyAttachments': 'Attach at most 10 files and documents to one message.',
  'messages.uploadNotFound': 'An attached file could not be found. Attach it again.',
  'messages.uploadExpired': 'An attached file was uploaded too long ago. Attach it again.',
  'messages.linkNotFound': 'This document cannot be linked: it does not exist, or you cannot see it.',
  'messages.linkConcealed':
    'The client cannot see this document (it is concealed from them, or its case is not shared with them yet), so it cannot be linked in a message they read.',
  'messages.roomDocumentUnavailable': 'Documents of Advice rooms cannot be linked yet. Upload the file instead.',
  'messages.notFound': 'This message does not exist.',
  'messages.attachmentNotFound': 'This attachment does not exist.',
  'messages.allSeen': 'All messages marked as seen',
  'messages.bulkQueued': 'Sending your message to {{count}} clients',
  'messages.bulkQueuedOne': 'Sending your message to 1 client',
  'messages.bulkNotFound': 'This message to several clients does not exist.',
  'messages.bulkClientUnavailable': 'Not sent: this client is not one you may message, or no longer exists.',
  'messages.bulkClientReadOnly': 'Not sent: this client’s account is deactivated.',
  'messages.bulkSenderGone': 'Not sent: the sender’s account is no longer active.',
} as const;

/** Whether a message carries anything: words, or at least one file or linked document. */
export function hasMessageContent(body: string, attachmentCount: number): boolean {
  return body.trim() !== '' || attachmentCount > 0;
}

/** Whether files of these sizes fit in one message together (10 MB in total). */
export function fitsMessageAttachments(sizes: readonly number[]): boolean {
  return sizes.reduce((total, size) => total + size, 0) <= messageAttachmentsMaxBytes;
}

const bodyField = z.string().trim().max(messageBodyMaxLength, messageTexts['messages.bodyTooLong']).default('');
const categoryField = z.enum(messageCategories).default('general');
const filesField = z.array(z.uuid()).max(messageAttachmentsMaxCount, messageTexts['messages.tooManyAttachments']).default([]);

/** A link to a document the sender may see; Advice rooms do not exist yet, so their documents are refused. */
export const messageLinkSchema = z.object({
  kind: z
    .enum(messageLinkKinds)
    .refine((kind) => kind !== 'AdviceRoomDocument', { message: messageTexts['messages.roomDocumentUnavailable'] }),
  id: z.uuid(),
});
export type MessageLink = z.infer<typeof messageLinkSchema>;

/**
 * A new message in a client's thread: its words, category, the files uploaded for it (`files`: ids from
 * the upload call) and links to documents. It needs words or something attached.
 */
export const newMessageBody = z
  .object({
    body: bodyField,
    category: categoryField,
    files: filesField,
    links: z.array(messageLinkSchema).max(messageAttachmentsMaxCount, messageTexts['messages.tooManyAttachments']).default([]),
  })
  .refine((message) => hasMessageContent(message.body, message.files.length + message.links.length), {
    message: messageTexts['messages.empty'],
    path: ['body'],
  })
  .refine((message) => message.files.length + message.links.length <= messageAttachmentsMaxCount, {
    message: messageTexts['messages.tooManyAttachments'],
    path: ['files'],
  });
export type NewMessageBody = z.infer<typeof newMessageBody>;

/** One message to many clients (staff): a client note each, with the same words and files (no links: those are one client's). */
export const messageBulkBody = z
  .object({
    client_ids: z
      .array(z.uuid())
      .min(1, messageTexts['messages.bulkNoClients'])
      .max(messageBulkMaxClients, messageTexts['messages.bulkTooManyClients']),
    body: bodyField,
    category: categoryField,
    files: filesField,
  })
  .refine((message) => hasMessageContent(message.body, message.files.length), {
    message: messageTexts['messages.bulkEmpty'],
    path: ['body'],
  });
export type MessageBulkBody = z.infer<typeof messageBulkBody>;

/** Marks the reader's messages of a thread as seen: the ones named, or (without ids) the whole thread up to now. */
export const markMessagesSeenBody = z.object({ message_ids: z.array(z.uuid()).min(1).max(200).optional() });
export type MarkMessagesSeenBody = z.infer<typeof markMessagesSeenBody>;

/** A thread's page: newest first, so page 1 holds the latest messages (the browser shows them oldest at the top). */
export const messageThreadQuery = paginationQuery;

/** Who wrote a message, as they are called now; null once their account is gone. */
export const messageAuthorSchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(roles) });
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

/**
 * One attachment as the reader sees it. `download_url`: where the browser saves it (a linked case document's
 * own download; an addendum downloads as text). `case_id`: the case a linked document or addendum is on.
 */
export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(messageAttachmentKinds),
  name: z.string(),
  size_bytes: z.number().int().nullable(),
  content_type: z.string().nullable(),
  download_url: z.string(),
  case_id: z.uuid().nullable(),
});
export type MessageAttachmentView = z.infer<typeof messageAttachmentSchema>;

/** One message of a thread as its reader sees it; `is_seen` is always true of the reader's own. */
export const threadMessageSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  kind: z.enum(messageKinds),
  category: z.enum(messageCategories),
  body: z.string(),
  author: messageAuthorSchema.nullable(),
  attachments: z.array(messageAttachmentSchema),
  created_at: z.string(),
  is_seen: z.boolean(),
  is_own: z.boolean(),
  /** The message to several clients this one was sent as part of. */
  bulk_id: z.uuid().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A sent message with the sentence its toast shows ('Message sent'). */
export const sentMessageSchema = threadMessageSchema.extend({ message: z.string() });

/** A file uploaded to go with a message, until a message takes it (its `id` goes in `files`). */
export const messageUploadSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  expires_at: z.string(),
});
export type MessageUpload = z.infer<typeof messageUploadSchema>;

/** The reader's unseen messages: in all, and per client thread with any (at most 500 threads, latest first). */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  clients: z.array(z.object({ client_id: z.uuid(), count: z.number().int() })),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const messagesSummaryFilters = ['all', 'with_messages', 'unread'] as const;

/** The staff's summary of their clients' threads: by name (3 characters or more), and all, those with messages, or unread. */
export const messagesSummaryQuery = paginationQuery.extend({
  search: searchTerm.optional(),
  filter: z.enum(messagesSummaryFilters).default('all'),
});
export type MessagesSummaryQuery = z.infer<typeof messagesSummaryQuery>;

/** One client in the summary: their latest message (practice notes included, for staff) and how many the reader has not seen. */
export const messagesSummaryRowSchema = z.object({
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
  last_message: z
    .object({
      id: z.uuid(),
      kind: z.enum(messageKinds),
      excerpt: z.string(),
      created_at: z.string(),
      author: messageAuthorSchema.nullable(),
      attachment_count: z.number().int(),
    })
    .nullable(),
  unread_count: z.number().int(),
});
export type MessagesSummaryRow = z.infer<typeof messagesSummaryRowSchema>;

/**
 * Who is e-mailed about a client's messages (spec 1 §6): the staff who follow the client and may see them
 * (a practice admin only when following), and whether the client is (never when they have no adviser).
 */
export const mailingListSchema = z.object({
  staff: z.array(z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string(), role: z.enum(staffRoles) })),
  is_client_mailed: z.boolean(),
});
export type MailingList = z.infer<typeof mailingListSchema>;

/** A message to several clients and how far it has gone: each client's result, as the sender may read it. */
export const messageBulkSchema = z.object({
  id: z.uuid(),
  status: z.enum(messageBulkStatuses),
  category: z.enum(messageCategories),
  excerpt: z.string(),
  attachment_count: z.number().int(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  results: z.array(
    z.object({
      client_id: z.uuid(),
      /** Null for a client the sender may not see. */
      client: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
      status: z.enum(messageBulkResultStatuses),
      message_id: z.uuid().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type MessageBulk = z.infer<typeof messageBulkSchema>;
export const messageBulkCreatedSchema = messageBulkSchema.extend({ message: z.string() });

/**
 * Realtime events of the messages area, as the browser reads them from `/api/v1/realtime`:
 * - `messages.created`: a message arrived in a thread the user may read (refetch that thread and the counts);
 * - `messages.unread`: the user's unseen total changed (they marked messages seen in another tab);
 * - `messages.bulk-progress`: the sender's message to several clients moved on.
 */
export const messagesRealtimeEventSchemas = {
  'messages.created': z.object({
    type: z.literal('messages.created'),
    client_id: z.uuid(),
    kind: z.enum(messageKinds),
    message_id: z.uuid(),
    author_id: z.uuid().nullable(),
  }),
  'messages.unread': z.object({ type: z.literal('messages.unread'), total: z.number().int() }),
  'messages.bulk-progress': z.object({
    type: z.literal('messages.bulk-progress'),
    bulk_id: z.uuid(),
    status: z.enum(messageBulkStatuses),
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
} as const;
export type MessagesRealtimeEvent = z.infer<(typeof messagesRealtimeEventSchemas)[keyof typeof messagesRealtimeEventSchemas]>;

/** Where a reader opens a client's messages in the browser: the client their own page, staff the client's. */
export function messageThreadLink(isClient: boolean, clientId: string): string {
  return isClient ? '/messages' : `/clients/${clientId}/messages`;
}

/** Who the bell names as the sender; someone whose account is gone is 'Someone'. */
export type MessageNoticeFacts = {
  kind: MessageKind;
  clientId: string;
  clientName: string;
  authorName: string | null;
  isAuthorClient: boolean;
};

/**
 * The bell's words about a new message, per audience: the client hears of client notes only; staff of both.
 * The words never quote the message (a bell is no place for it; the thread shows it).
 */
export function messageNotices(f: MessageNoticeFacts): { client?: NoticeText; staff: NoticeText } {
  const author = f.authorName ?? 'Someone';
  const staffLink = messageThreadLink(false, f.clientId);
  if (f.kind === 'practice_note')
    return { staff: { title: 'New practice note', body: `${author} wrote a practice note about ${f.clientName}.`, link: staffLink } };
  return {
    client: { title: 'New message', body: `${author} sent you a message.`, link: messageThreadLink(true, f.clientId) },
    staff: f.isAuthorClient
      ? { title: `New message from ${f.clientName}`, body: `${f.clientName} sent a message.`, link: staffLink }
      : { title: `New message to ${f.clientName}`, body: `${author} sent ${f.clientName} a message.`, link: staffLink },
  };
}

/** Names of a batch's senders as a mail reads them: 'Priya Shah', 'Priya Shah and Tom Jones', 'A, B and 2 others'. */
export function senderNamesOf(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  if (distinct.length <= 3) return listOf(distinct);
  const others = distinct.length - 2;
  return `${distinct.slice(0, 2).join(', ')} and ${others} others`;
}

/** A message as a summary or an audit sentence quotes it: its first words, or what it carries when it has none. */
export function messageExcerpt(body: string, attachmentCount: number): string {
  if (body.trim() !== '') return excerptOf(body, messageExcerptLength);
  if (attachmentCount === 1) return 'An attachment';
  return attachmentCount > 1 ? interpolate('{{count}} attachments', { count: String(attachmentCount) }) : '';
}
