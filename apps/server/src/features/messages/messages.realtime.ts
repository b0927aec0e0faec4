import type { MessageBulkStatus, MessageKind } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { staffMayActOn } from '../people/client-access.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** A message arrived in a thread the user may read: their open thread and counts refetch. */
    'messages.created': { client_id: string; kind: MessageKind; message_id: string; author_id: string | null };
    /** The user's unseen total changed (they marked messages seen, perhaps in another tab). */
    'messages.unread': { total: number };
    /** The sender's message to several clients moved on. */
    'messages.bulk-progress': { bulk_id: string; status: MessageBulkStatus; total: number; sent: number; failed: number };
  }
}

type Thread = { practiceId: string; clientId: string; kind: MessageKind };

/**
 * Everyone who may read a thread now: every active member of staff who may see the client (the same
 * relation table, read from the staff side: their advisers, supporting admins and directors, following or
 * not, so a thread open on screen updates) and, for client notes only, the client. A practice note's
 * readers are staff alone.
 */
export async function listThreadReaderIds(tx: Tx, thread: Thread): Promise<string[]> {
  const staff = alias(users, 'thread_staff');
  const client = alias(users, 'thread_client');
  const action = thread.kind === 'practice_note' ? 'practiceNotes.view' : 'messages.view';
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(client, and(eq(client.id, thread.clientId), eq(client.practiceId, thread.practiceId)))
    .where(
      and(
        eq(staff.practiceId, thread.practiceId),
        eq(staff.status, 'active'),
        inArray(staff.role, ['adviser', 'admin', 'director']),
        staffMayActOn(staff, action, client),
      ),
    );
  const ids = rows.map((row) => row.id);
  return thread.kind === 'client_note' ? [thread.clientId, ...ids] : ids;
}

/** Tells every reader of the thread (the author's other tabs too) that a message arrived, at commit. */
export async function publishNewMessage(uow: UnitOfWork, thread: Thread, message: { id: string; authorId: string | null }): Promise<void> {
  for (const userId of await listThreadReaderIds(uow.tx, thread))
    uow.publish(
      { kind: 'user', userId },
      { type: 'messages.created', client_id: thread.clientId, kind: thread.kind, message_id: message.id, author_id: message.authorId },
    );
}
