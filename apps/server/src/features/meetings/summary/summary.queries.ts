import type { MeetingSummaryView } from '@advice/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { meetingSummaries, users } from '../../../db/schema/index.ts';
import { fullNameOf } from '../../users/users.queries.ts';

export type SummaryRow = typeof meetingSummaries.$inferSelect;
type RoomRef = { practiceId: string; id: string };

/** The room's summary, locked for a change when asked; null before one was written. */
export async function findSummary(db: Db | Tx, room: RoomRef, { lock = false } = {}): Promise<SummaryRow | null> {
  const query = db
    .select()
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.practiceId, room.practiceId), eq(meetingSummaries.roomId, room.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Marks the room's summary as being written (a new row, or the one not yet shared); null when it is shared already,
 * which is never written again.
 */
export async function markSummaryPending(db: Db | Tx, room: RoomRef): Promise<SummaryRow | null> {
  const [row] = await db
    .insert(meetingSummaries)
    .values({ roomId: room.id, practiceId: room.practiceId, status: 'pending' })
    .onConflictDoUpdate({
      target: meetingSummaries.roomId,
      set: { status: 'pending', updatedAt: sql`now()` },
      setWhere: and(eq(meetingSummaries.practiceId, room.practiceId), isNull(meetingSummaries.sharedAt)),
    })
    .returning();
  return row ?? null;
}

/** The summary as its readers see it (never the raw row), with the name of who last edited it. */
export async function presentSummary(db: Db | Tx, row: SummaryRow): Promise<MeetingSummaryView> {
  const [editor] = row.editedBy
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.editedBy))
    : [];
  return {
    status: row.status,
    engine: row.engine,
    label: row.label,
    key_points: row.keyPoints,
    action_points: row.actionPoints,
    generated_at: row.generatedAt?.toISOString() ?? null,
    edited_at: row.editedAt?.toISOString() ?? null,
    edited_by: row.editedBy && editor ? { id: row.editedBy, name: fullNameOf(editor) } : null,
    shared_at: row.sharedAt?.toISOString() ?? null,
    todos_filed: row.todosFiled,
  };
}
