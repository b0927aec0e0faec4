import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type MessageCategory, type MessageKind, messageNotices } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { messageAttachments, messages, users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { ClientAccess } from '../people/client-access.ts';
import { fullNameOf } from '../users/users.queries.ts';
import type { MessageFile } from './messages.files.ts';
import type { LinkTarget } from './messages.links.ts';
import { publishNewMessage } from './messages.realtime.ts';

/** A message ready to be written: its files and links already checked for the sender. */
export type MessageDraft = {
  kind: MessageKind;
  body: string;
  category: MessageCategory;
  files: readonly MessageFile[];
  links: readonly LinkTarget[];
  bulkId: string | null;
};

/** Where the request came from: the audit's address, and the site the bells' mails would point at. */
export type SendContext = { ip: string | null; origin: string };

/** The practice-note action is staff's alone (left out of all a client reads); a client note's is not. */
const auditActionOf = { client_note: 'message_sent', practice_note: 'practice_note_written' } as const;

/**
 * Writes one message in the client's thread, every way a message is sent (one client's thread, or each
 * client of a message to many): the message and what it carries, its audit event, the bells (once while
 * the reader has one unread: a burst rings once; e-mails come batched from their own job), and at commit
 * the live event to everyone who may read the thread. A practice note tells staff alone.
 */
export async function writeMessage(uow: UnitOfWork, actor: Actor, access: ClientAccess, draft: MessageDraft, context: SendContext) {
  const { tx } = uow;
  const practiceId = access.user.practiceId;
  if (!practiceId) throw new AppError('resource.not_found');
  const clientId = access.user.id;
  const [message] = await tx
    .insert(messages)
    .values({
      id: randomUUID(),
      practiceId,
      clientId,
      authorId: actor.userId,
      kind: draft.kind,
      category: draft.category,
      body: draft.body,
      bulkId: draft.bulkId,
    })
    .returning();
  if (!message) throw new Error('message insert returned nothing');
  const attachments = [
    ...draft.files.map((file) => ({
      kind: 'upload' as const,
      fileId: file.fileId,
      linkedId: null,
      name: file.name,
      sizeBytes: file.sizeBytes,
    })),
    ...draft.links.map((link) => ({ kind: link.kind, fileId: null, linkedId: link.id, name: link.name, sizeBytes: link.sizeBytes })),
  ];
  if (attachments.length > 0)
    await tx
      .insert(messageAttachments)
      .values(
        attachments.map((attachment, position) => ({ id: randomUUID(), practiceId, messageId: message.id, position, ...attachment })),
      );
  await writeAudit(tx, {
    actor,
    practiceId,
    entityKind: 'client',
    entityId: clientId,
    action: auditActionOf[draft.kind],
    after: { message_id: message.id, category: draft.category, attachment_count: attachments.length, bulk_id: draft.bulkId },
    ip: context.ip,
  });
  const [author] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.userId));
  const texts = messageNotices({
    kind: draft.kind,
    clientId,
    clientName: fullNameOf(access.user),
    authorName: author ? fullNameOf(author) || null : null,
    isAuthorClient: actor.userId === clientId,
  });
  await notify(uow, {
    area: 'client-space',
    kind: 'messages.received',
    actor: { userId: actor.userId, practiceId },
    client: access.user,
    tell: { client: draft.kind === 'client_note', staff: true },
    texts,
    origin: context.origin,
    mailing: 'none',
    isOncePerUnread: true,
  });
  publishNewMessage(uow, { practiceId, clientId, kind: draft.kind }, { id: message.id, authorId: actor.userId });
  return message;
}
