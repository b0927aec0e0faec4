import { type Actor, AppError, type Notification } from '@advice/domain';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { publishUnreadCounts, unreadCount } from './notifications.producer.ts';

function present(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
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
  await inTransaction(runtime, async (uow) => {
    const now = new Date();
    const updated = await uow.tx
      .update(notifications)
      .set(change === 'seen' ? { seenAt: now } : { archivedAt: now, seenAt: now })
      .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw new AppError('resource.not_found');
    await publishUnreadCounts(uow, [actor.userId]);
  });
}

export async function markAllSeen(runtime: Runtime, actor: Actor): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    await uow.tx
      .update(notifications)
      .set({ seenAt: new Date() })
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.seenAt)));
    await publishUnreadCounts(uow, [actor.userId]);
  });
}
