import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type Notification, type NotificationKind, notificationTexts } from '@advice/domain';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { publishToUser } from '../../realtime/hub.ts';
import type { Runtime } from '../../runtime.ts';

type NewNotification = { userId: string; practiceId: string | null; kind: NotificationKind; title: string; body: string; link?: string };

async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt), isNull(notifications.archivedAt)));
  return row?.value ?? 0;
}

/** Tells every open tab of the user the new unread count; delivered when the transaction commits. */
async function publishCount(tx: Tx, userId: string): Promise<void> {
  await publishToUser(tx, userId, { type: 'notifications.count', count: await unreadCount(tx, userId) });
}

/** Adds a notification inside the caller's transaction. */
export async function notifyUser(tx: Tx, input: NewNotification): Promise<void> {
  await tx.insert(notifications).values({ id: randomUUID(), ...input, link: input.link ?? null });
  await publishCount(tx, input.userId);
}

/** Tells the account holder about a change to how they sign in, in the same transaction as the change. */
export function notifySecurityChange(tx: Tx, user: { id: string; practiceId: string | null }, kind: NotificationKind): Promise<void> {
  return notifyUser(tx, { userId: user.id, practiceId: user.practiceId, kind, ...notificationTexts[kind] });
}

function present(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    seen: row.seenAt !== null,
    archived: row.archivedAt !== null,
  };
}

export async function listNotifications(
  runtime: Runtime,
  actor: Actor,
  query: { page: number; per_page: number; archived: 'true' | 'false' },
): Promise<{ rows: Notification[]; total: number }> {
  const where = and(
    eq(notifications.userId, actor.userId),
    query.archived === 'true' ? isNotNull(notifications.archivedAt) : isNull(notifications.archivedAt),
  );
  const [rows, [total]] = await Promise.all([
    runtime.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    runtime.db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(present), total: total?.value ?? 0 };
}

export function countUnread(runtime: Runtime, actor: Actor): Promise<number> {
  return unreadCount(runtime.db, actor.userId);
}

/** Marks one of the user's own notifications seen (or archived); another user's answers 404. */
export async function updateNotification(runtime: Runtime, actor: Actor, id: string, change: 'seen' | 'archived'): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(notifications)
      .set(change === 'seen' ? { seenAt: now } : { archivedAt: now, seenAt: now })
      .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw new AppError('resource.not_found');
    await publishCount(tx, actor.userId);
  });
}

export async function markAllSeen(runtime: Runtime, actor: Actor): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ seenAt: new Date() })
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.seenAt)));
    await publishCount(tx, actor.userId);
  });
}
