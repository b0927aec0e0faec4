import { type MeetingNotificationKind, meetingRoomNotices } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { type AttendeeRow, listAttendees, type RoomRow } from './meetings.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** One of the client's rooms changed (scheduled, edited, cancelled, completed, its guests): open pages read it again. */
    'meetingRooms.changed': { clientId: string; roomId: string };
    /** A document was added to the room or deleted from it: its open documents lists read it again. */
    'meetingRooms.documents': { clientId: string; roomId: string };
  }
}

/**
 * Tells the open pages a room changed, at commit: the staff who may see the client's rooms, and every
 * attendee (the client among them, and whoever was just removed, so their page lets go of it).
 */
export function publishRoomChange(uow: UnitOfWork, room: RoomRow, attendeeIds: readonly string[]): void {
  const event = { type: 'meetingRooms.changed', clientId: room.clientId, roomId: room.id } as const;
  uow.publish({ kind: 'clientStaff', practiceId: room.practiceId, clientId: room.clientId, action: 'meetingRoom.view' }, event);
  for (const userId of new Set(attendeeIds)) uow.publish({ kind: 'user', userId }, event);
}

/**
 * Tells the open pages the room's documents changed, at commit: the staff who may see the client's rooms and the
 * room's attendees (a guest has no such socket; the call tells those in it, live.documents.ts).
 */
export async function publishRoomDocumentsChange(uow: UnitOfWork, room: RoomRow): Promise<void> {
  const event = { type: 'meetingRooms.documents', clientId: room.clientId, roomId: room.id } as const;
  const attendees = (await listAttendees(uow.tx, [room.id])).get(room.id) ?? [];
  uow.publish({ kind: 'clientStaff', practiceId: room.practiceId, clientId: room.clientId, action: 'meetingRoom.view' }, event);
  for (const userId of new Set(attendees.map((attendee) => attendee.id))) uow.publish({ kind: 'user', userId }, event);
}

/** Rings the attendees' bells (never the actor's) about the room: invited, changed or cancelled. */
export async function tellAttendees(
  uow: UnitOfWork,
  change: {
    kind: Exclude<MeetingNotificationKind, 'meetings.summary_shared'>;
    actorId: string;
    room: RoomRow;
    attendees: readonly AttendeeRow[];
  },
): Promise<void> {
  const { room } = change;
  const facts = { roomId: room.id, clientId: room.clientId, name: room.name, startAt: room.startAt.toISOString() };
  const texts = {
    'meetings.scheduled': meetingRoomNotices.invited,
    'meetings.changed': meetingRoomNotices.changed,
    'meetings.cancelled': meetingRoomNotices.cancelled,
  }[change.kind];
  await notify(uow, {
    area: 'meetings',
    kind: change.kind,
    actor: { userId: change.actorId, practiceId: room.practiceId },
    attendees: change.attendees,
    texts: { client: texts(facts, 'client'), staff: texts(facts, 'staff') },
  });
}
