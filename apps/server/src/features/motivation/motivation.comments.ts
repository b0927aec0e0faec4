import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type MotivationComment,
  motivationCommentNotices,
  motivationMessages,
  type Pagination,
} from '@advice/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { motivationComments, users } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { listStaffToTell } from '../people/client-followers.ts';
import { personName } from '../people/person-names.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { type ClientKey, findItem, type MotivationItemRow } from './motivation.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** An item's comments changed (one added or deleted): an open item reloads them. Says which, never what. */
    'motivation.comments': { clientId: string; itemId: string };
  }
}

type CommentRow = typeof motivationComments.$inferSelect;
type Author = { id: string; name: string | null; role: string } | null;

function keyOf(client: ClientAccess): ClientKey {
  return { practiceId: client.user.practiceId ?? '', clientId: client.user.id };
}

function presentComment(row: CommentRow, author: Author, viewerId: string): MotivationComment {
  return {
    id: row.id,
    body: row.body,
    author: author ? { id: author.id, name: author.name ?? '', is_client: author.role === 'client' } : null,
    is_own: row.authorId !== null && row.authorId === viewerId,
    created_at: row.createdAt.toISOString(),
  };
}

/** An item's comments, newest first, each with its author. */
export async function listMotivationComments(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  query: Pagination,
): Promise<{ rows: MotivationComment[]; total: number }> {
  const client = keyOf(await loadClientFor(runtime.db, actor, clientId, 'motivation.view'));
  const item = await findItem(runtime.db, { ...client, id: itemId });
  const where = and(eq(motivationComments.practiceId, client.practiceId), eq(motivationComments.itemId, item.id));
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    runtime.db
      .select({ comment: motivationComments, authorId: users.id, authorName: personName, authorRole: users.role })
      .from(motivationComments)
      .leftJoin(users, eq(users.id, motivationComments.authorId))
      .where(where)
      .orderBy(desc(motivationComments.createdAt), desc(motivationComments.id))
      .limit(limit)
      .offset(offset),
    runtime.db.select({ value: count() }).from(motivationComments).where(where),
  ]);
  return {
    rows: rows.map((row) =>
      presentComment(
        row.comment,
        row.authorId ? { id: row.authorId, name: row.authorName, role: row.authorRole ?? '' } : null,
        actor.userId,
      ),
    ),
    total: total?.value ?? 0,
  };
}

/**
 * Tells every open item page that may show the item to reload its comments, after commit: the client, the
 * staff who hear of the client (their advisers and those following them) and the actor's other tabs.
 */
async function publishCommentsChanged(uow: UnitOfWork, client: ClientAccess, actor: Actor, item: MotivationItemRow): Promise<void> {
  const staff = await listStaffToTell(uow.tx, keyOf(client));
  const audience = new Set([client.user.id, actor.userId, ...staff.map((member) => member.id)]);
  for (const userId of audience)
    uow.publish({ kind: 'user', userId }, { type: 'motivation.comments', clientId: client.user.id, itemId: item.id });
}

async function authorOf(tx: Tx, actor: Actor, client: ClientAccess) {
  if (actor.userId === client.user.id) return client.user;
  const [row] = await tx.select().from(users).where(eq(users.id, actor.userId));
  if (!row) throw new AppError('auth.unauthenticated');
  return row;
}

/**
 * Adds the actor's comment to an item, audited; the other side is told (the client of their staff's
 * comments, the staff of the client's) by a bell and an e-mail, and every open item page reloads.
 */
export async function addMotivationComment(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  body: string,
  request: RequestInfo,
): Promise<MotivationComment> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'motivation.comment');
    const key = keyOf(client);
    const item = await findItem(tx, { ...key, id: itemId });
    const author = await authorOf(tx, actor, client);
    const [row] = await tx
      .insert(motivationComments)
      .values({ id: randomUUID(), practiceId: key.practiceId, itemId: item.id, authorId: actor.userId, body })
      .returning();
    if (!row) throw new Error('motivation comment insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'motivation_comment_added',
      after: { item_id: item.id, comment_id: row.id, title: item.title },
      ip: request.ip,
    });
    const isByClient = actor.userId === client.user.id;
    const facts = {
      clientId,
      clientName: fullNameOf(client.user),
      itemId: item.id,
      itemTitle: item.title,
      authorName: fullNameOf(author),
    };
    await notify(uow, {
      area: 'client-space',
      kind: 'motivation.commented',
      actor: { userId: actor.userId, practiceId: key.practiceId },
      client: client.user,
      tell: { client: !isByClient, staff: isByClient },
      texts: { client: motivationCommentNotices.client(facts), staff: motivationCommentNotices.staff(facts) },
      origin: request.origin,
      mailing: 'now',
      // A conversation on one item rings (and mails) each person once until they have read it.
      isOncePerUnread: true,
    });
    await publishCommentsChanged(uow, client, actor, item);
    return presentComment(row, { id: author.id, name: fullNameOf(author), role: author.role }, actor.userId);
  });
}

/** Deletes one of the actor's own comments (anyone else's is refused), audited. */
export async function removeMotivationComment(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  commentId: string,
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'motivation.comment');
    const key = keyOf(client);
    const item = await findItem(tx, { ...key, id: itemId });
    const [row] = await tx
      .select()
      .from(motivationComments)
      .where(
        and(
          eq(motivationComments.id, commentId),
          eq(motivationComments.itemId, item.id),
          eq(motivationComments.practiceId, key.practiceId),
        ),
      )
      .for('update');
    if (!row) throw new AppError('resource.not_found', { detail: motivationMessages['motivation.commentNotFound'] });
    if (row.authorId !== actor.userId) throw new AppError('auth.forbidden', { detail: motivationMessages['motivation.commentNotYours'] });
    await tx.delete(motivationComments).where(eq(motivationComments.id, row.id));
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'motivation_comment_removed',
      before: { item_id: item.id, comment_id: row.id, title: item.title },
      ip: request.ip,
    });
    await publishCommentsChanged(uow, client, actor, item);
  });
}
