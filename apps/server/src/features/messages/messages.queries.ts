import {
  addressOf,
  caseDocumentsEndpoints,
  type MessageAttachmentView,
  type MessageAuthor,
  type MessageKind,
  messagesEndpoints,
  type ThreadMessage,
} from '@advice/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { messageAttachments, messageReads, messages, storedFiles, users } from '../../db/schema/index.ts';
import { findLinkTargets, linkKey } from './messages.links.ts';

export type MessageRow = typeof messages.$inferSelect;
type AttachmentRow = typeof messageAttachments.$inferSelect & { contentType: string | null };

/** One thread: a client's client notes or practice notes. */
export type ThreadKey = { practiceId: string; clientId: string; kind: MessageKind };
/** Who reads: their id (their own messages are seen), and whether they are the client (who sees only what is theirs to see). */
export type Reader = { userId: string; isClient: boolean };

const authorName = sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

function threadWhere(thread: ThreadKey): SQL | undefined {
  return and(eq(messages.practiceId, thread.practiceId), eq(messages.clientId, thread.clientId), eq(messages.kind, thread.kind));
}

/** Whether the reader has seen the message: it is theirs, or they marked it. */
function isSeenBy(readerId: string): SQL<boolean> {
  return sql<boolean>`(${messages.authorId} is not distinct from ${readerId}::uuid or exists (select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${readerId}::uuid))`;
}

const downloadEndpoint = {
  client_note: messagesEndpoints.downloadClientMessageAttachment,
  practice_note: messagesEndpoints.downloadPracticeMessageAttachment,
} as const;

/** The address of an attachment served by the thread itself (an upload, an addendum). */
export function attachmentAddress(thread: ThreadKey, messageId: string, attachmentId: string): string {
  return addressOf(downloadEndpoint[thread.kind], { id: thread.clientId, messageId, attachmentId });
}

/**
 * The attachments of these messages as the reader sees them, in their order: uploads served by the thread,
 * linked documents by their case's own download. A link to what the reader may no longer reach (removed,
 * or for the client concealed or on a case not shown to them) is left out.
 */
async function attachmentsOf(tx: Tx, thread: ThreadKey, reader: Reader, messageIds: string[]) {
  const byMessage = new Map<string, MessageAttachmentView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows: AttachmentRow[] = await tx
    .select({
      id: messageAttachments.id,
      practiceId: messageAttachments.practiceId,
      messageId: messageAttachments.messageId,
      kind: messageAttachments.kind,
      fileId: messageAttachments.fileId,
      linkedId: messageAttachments.linkedId,
      name: messageAttachments.name,
      sizeBytes: messageAttachments.sizeBytes,
      position: messageAttachments.position,
      contentType: storedFiles.mediaType,
    })
    .from(messageAttachments)
    .leftJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
    .where(and(eq(messageAttachments.practiceId, thread.practiceId), inArray(messageAttachments.messageId, messageIds)))
    .orderBy(asc(messageAttachments.position), asc(messageAttachments.id));
  const links = rows.flatMap((row) => (row.kind !== 'upload' && row.linkedId ? [{ kind: row.kind, id: row.linkedId }] : []));
  const targets = await findLinkTargets(tx, thread, links);
  for (const row of rows) {
    const view = presentAttachment(thread, reader, row, targets);
    if (!view) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push(view);
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

function presentAttachment(
  thread: ThreadKey,
  reader: Reader,
  row: AttachmentRow,
  targets: Awaited<ReturnType<typeof findLinkTargets>>,
): MessageAttachmentView | null {
  const own = attachmentAddress(thread, row.messageId, row.id);
  if (row.kind === 'upload')
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      size_bytes: row.sizeBytes,
      content_type: row.contentType,
      download_url: own,
      case_id: null,
    };
  const target = row.linkedId ? targets.get(linkKey(row.kind, row.linkedId)) : undefined;
  if (!target || (reader.isClient && !target.isVisibleToClient)) return null;
  const download =
    target.kind === 'Addendum' ? own : addressOf(caseDocumentsEndpoints.downloadCaseDocument, { id: target.caseId, documentId: target.id });
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size_bytes: target.sizeBytes,
    content_type: target.contentType,
    download_url: download,
    case_id: target.caseId,
  };
}

function authorOf(row: { authorId: string | null; authorName: string | null; authorRole: MessageAuthor['role'] | null }) {
  return row.authorId && row.authorRole ? { id: row.authorId, name: row.authorName ?? '', role: row.authorRole } : null;
}

/** Messages of a thread as the reader sees them: newest first, a page of them, or the ones named. */
export async function listThreadMessages(
  tx: Tx,
  thread: ThreadKey,
  reader: Reader,
  page: { limit: number; offset: number } | { ids: string[] },
): Promise<{ rows: ThreadMessage[]; total: number }> {
  const where = 'ids' in page ? and(threadWhere(thread), inArray(messages.id, page.ids)) : threadWhere(thread);
  const query = tx
    .select({
      message: messages,
      authorId: users.id,
      authorName,
      authorRole: users.role,
      isSeen: isSeenBy(reader.userId),
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id));
  const [rows, [total]] = await Promise.all([
    'ids' in page ? query : query.limit(page.limit).offset(page.offset),
    tx.select({ value: count() }).from(messages).where(where),
  ]);
  const attachments = await attachmentsOf(
    tx,
    thread,
    reader,
    rows.map((row) => row.message.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.message.id,
      client_id: row.message.clientId,
      kind: row.message.kind,
      category: row.message.category,
      body: row.message.body,
      author: authorOf(row),
      attachments: attachments.get(row.message.id) ?? [],
      created_at: row.message.createdAt.toISOString(),
      is_seen: row.isSeen === true,
      is_own: row.message.authorId === reader.userId,
      bulk_id: row.message.bulkId,
    })),
    total: total?.value ?? 0,
  };
}

/** One attachment of one message of the thread; null when the thread has no such message or attachment. */
export async function findAttachment(tx: Tx, thread: ThreadKey, messageId: string, attachmentId: string) {
  const [row] = await tx
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(threadWhere(thread), eq(messages.id, messageId), eq(messageAttachments.id, attachmentId)));
  return row?.attachment ?? null;
}
