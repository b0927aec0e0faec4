import {
  type Actor,
  AppError,
  type MarkMessagesSeenBody,
  type MessageKind,
  type MessagesSummaryQuery,
  messageExcerpt,
  messageTexts,
  messageThreadLink,
  type NewMessageBody,
  type Pagination,
  type ThreadMessage,
  type UnreadMessages,
} from '@advice/domain';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { DownloadBody } from '../../http/download.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { publishUnreadCounts } from '../notifications/notifications.producer.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { resolveMessageFiles } from './messages.files.ts';
import { findAddendumText, findLinkTargets, linkKey, resolveMessageLinks } from './messages.links.ts';
import { findAttachment, listThreadMessages, type ThreadKey } from './messages.queries.ts';
import { countUnread, insertReads, listSummary, markMessageBellsSeen, type ReaderScope } from './messages.unread.ts';
import { type SendContext, writeMessage } from './messages.write.ts';

/*
 * A client's two threads: client notes (the client and their staff) and practice notes (staff alone).
 * Every function goes through the client loader with the thread's action, which the relation table
 * never gives the client for practice notes, so a practice note cannot reach a client by any route here.
 */

const viewAction = { client_note: 'messages.view', practice_note: 'practiceNotes.view' } as const;
const sendAction = { client_note: 'messages.send', practice_note: 'practiceNotes.write' } as const;

/** What the reader's practice has switched on: practice notes count as readable only with the `notes` flag. */
export type PracticeFlags = { notesOn: boolean };

function threadOf(access: ClientAccess, kind: MessageKind): ThreadKey {
  return { practiceId: access.user.practiceId ?? '', clientId: access.user.id, kind };
}

function readerOf(actor: Actor, access: ClientAccess) {
  return { userId: actor.userId, isClient: access.subject.relation === 'self' };
}

function scopeOf(actor: Actor, flags: PracticeFlags): ReaderScope {
  return { actor: practiceActorOf(actor), notesOn: flags.notesOn };
}

/** A thread, newest first: page 1 holds the latest messages. */
export async function listMessages(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  kind: MessageKind,
  query: Pagination,
): Promise<{ rows: ThreadMessage[]; total: number }> {
  const access = await loadClientFor(runtime.db, actor, clientId, viewAction[kind]);
  return listThreadMessages(runtime.db, threadOf(access, kind), readerOf(actor, access), pageOffset(query));
}

/**
 * Sends a message in a client's thread as the signed-in user: the files they uploaded for it (10 MB in
 * all) and links to documents they and (for a client note) the client may see, checked before anything
 * is written; then the message, its audit event, bells and the live event, in one unit of work.
 */
export async function sendMessage(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  kind: MessageKind,
  body: NewMessageBody,
  context: SendContext,
): Promise<ThreadMessage> {
  return inTransaction(runtime, async (uow) => {
    const access = await loadClientFor(uow.tx, actor, clientId, sendAction[kind]);
    const files = await resolveMessageFiles(uow.tx, actor, body.files);
    const links = await resolveMessageLinks(uow.tx, access, kind, body.links);
    const message = await writeMessage(
      uow,
      actor,
      access,
      { kind, body: body.body, category: body.category, files, links, bulkId: null },
      context,
    );
    const { rows } = await listThreadMessages(uow.tx, threadOf(access, kind), readerOf(actor, access), { ids: [message.id] });
    const [sent] = rows;
    if (!sent) throw new Error('sent message not found');
    return sent;
  });
}

/**
 * Tells the reader's open tabs their new unseen total, and once a client's threads hold nothing unseen for
 * them, marks that client's message bells seen (so the next message rings again).
 */
async function afterReading(uow: UnitOfWork, actor: Actor, scope: ReaderScope, clientId: string | null): Promise<UnreadMessages> {
  const unread = await countUnread(uow.tx, scope);
  const isThreadClear = clientId !== null && !unread.clients.some((client) => client.client_id === clientId);
  const link = clientId === null ? undefined : messageThreadLink(actor.role === 'client', clientId);
  const bells = clientId === null || isThreadClear ? await markMessageBellsSeen(uow.tx, actor.userId, link) : 0;
  if (bells > 0) await publishUnreadCounts(uow, [actor.userId]);
  uow.publish({ kind: 'user', userId: actor.userId }, { type: 'messages.unread', total: unread.total });
  return unread;
}

/** Marks the reader's unseen messages of one thread seen (the ids named, or all up to now); answers their new counts. */
export async function markThreadSeen(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  kind: MessageKind,
  body: MarkMessagesSeenBody,
  flags: PracticeFlags,
): Promise<UnreadMessages> {
  return inTransaction(runtime, async (uow) => {
    await loadClientFor(uow.tx, actor, clientId, viewAction[kind]);
    const scope = scopeOf(actor, flags);
    await insertReads(uow.tx, scope, { clientId, kind, ids: body.message_ids });
    return afterReading(uow, actor, scope, clientId);
  });
}

/** Marks every message the user may read seen, and their message bells with them. */
export async function markAllSeen(runtime: Runtime, actor: Actor, flags: PracticeFlags): Promise<UnreadMessages> {
  return inTransaction(runtime, async (uow) => {
    const scope = scopeOf(actor, flags);
    await insertReads(uow.tx, scope);
    return afterReading(uow, actor, scope, null);
  });
}

/** The signed-in user's unseen messages, in all and per client. */
export async function getUnread(db: Db | Tx, actor: Actor, flags: PracticeFlags): Promise<UnreadMessages> {
  return countUnread(db, scopeOf(actor, flags));
}

/** Staff: each client they may see, with the latest message and what they have not seen. */
export async function listMessagesSummary(runtime: Runtime, actor: Actor, query: MessagesSummaryQuery, flags: PracticeFlags) {
  return listSummary(runtime.db, scopeOf(actor, flags), query, messageExcerpt);
}

const attachmentNotFound = () => new AppError('resource.not_found', { detail: messageTexts['messages.attachmentNotFound'] });

/** What the attachment route answers: a file to save, or the case document's own download a link leads to. */
export type AttachmentReply = { file: { body: DownloadBody; contentType: string; fileName: string } } | { redirect: string };

/**
 * One attachment of a message in the thread, for its reader: an uploaded file's bytes; an addendum's words
 * as text; a linked document through its case's own download (which checks the reader again). A link to
 * what the reader may no longer reach is not found.
 */
export async function readAttachment(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  kind: MessageKind,
  messageId: string,
  attachmentId: string,
  documentAddress: (caseId: string, documentId: string) => string,
): Promise<AttachmentReply> {
  const access = await loadClientFor(runtime.db, actor, clientId, viewAction[kind]);
  const thread = threadOf(access, kind);
  const attachment = await findAttachment(runtime.db, thread, messageId, attachmentId);
  if (!attachment) throw attachmentNotFound();
  if (attachment.kind === 'upload') {
    const file = await readStoredFile(runtime, { practiceId: thread.practiceId, id: attachment.fileId });
    if (!file) throw attachmentNotFound();
    return { file: { body: file.body, contentType: file.contentType, fileName: attachment.name } };
  }
  const linkedId = attachment.linkedId ?? '';
  const target = (await findLinkTargets(runtime.db, thread, [{ kind: attachment.kind, id: linkedId }])).get(
    linkKey(attachment.kind, linkedId),
  );
  if (!target || (readerOf(actor, access).isClient && !target.isVisibleToClient)) throw attachmentNotFound();
  if (target.kind !== 'Addendum') return { redirect: documentAddress(target.caseId, target.id) };
  const text = await findAddendumText(runtime.db, thread, target.id);
  if (text === null) throw attachmentNotFound();
  return { file: { body: text, contentType: 'text/plain; charset=utf-8', fileName: 'addendum.txt' } };
}
