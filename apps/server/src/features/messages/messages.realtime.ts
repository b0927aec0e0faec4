import type { MessageBulkStatus, MessageKind } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';

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
 * Tells everyone who may read the thread now (the author's other tabs too) that a message arrived, at
 * commit: every member of staff who may see the client, following or not, so a thread open on screen
 * updates, and, for a client note only, the client. A practice note's readers are staff alone.
 */
export function publishNewMessage(uow: UnitOfWork, thread: Thread, message: { id: string; authorId: string | null }): void {
  const event = {
    type: 'messages.created',
    client_id: thread.clientId,
    kind: thread.kind,
    message_id: message.id,
    author_id: message.authorId,
  } as const;
  const action = thread.kind === 'practice_note' ? 'practiceNotes.view' : 'messages.view';
  uow.publish({ kind: 'clientStaff', practiceId: thread.practiceId, clientId: thread.clientId, action }, event);
  if (thread.kind === 'client_note') uow.publish({ kind: 'user', userId: thread.clientId }, event);
}
