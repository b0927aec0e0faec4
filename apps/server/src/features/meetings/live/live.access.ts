import {
  AppError,
  addressOf,
  type LiveJoiner,
  type LiveParticipant,
  liveJoinState,
  liveJoinWindow,
  liveRoomMessages,
  meetingRoomMessages,
  participantIdOf,
  usersEndpoints,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms, users } from '../../../db/schema/index.ts';
import { hashToken } from '../../auth/sessions.ts';
import { fileVersion } from '../../files/stored-files.ts';
import { fullNameOf } from '../../users/users.queries.ts';
import { findGuestByToken } from '../meetings.queries.ts';

/**
 * Who is let into a room's call, and until when the room stays open; `joiner` says what they may do in it
 * (an untrusted guest shares no screen), `sender` is what their chat messages are stamped with.
 */
export type LiveAdmission = {
  roomId: string;
  participant: LiveParticipant;
  joiner: LiveJoiner;
  sender: { email: string; avatar: string | null };
  closesAt: Date;
  /** How many people the room invites (its attendees and guests): a larger room's call goes through the SFU (live-media.ts). */
  invited: number;
};

type RoomFacts = { startAt: Date; durationMinutes: number; status: 'scheduled' | 'completed' | 'cancelled' };

/** How many people a room invites: its attendees and its guests. */
async function invitedTo(db: Db, roomId: string): Promise<number> {
  const [attendees, guests] = await Promise.all([
    db.$count(meetingRoomAttendees, eq(meetingRoomAttendees.roomId, roomId)),
    db.$count(meetingRoomGuests, eq(meetingRoomGuests.roomId, roomId)),
  ]);
  return attendees + guests;
}

/** Lets the joiner in when the room's window is open for them (the domain's rule), else says why not (409). */
async function admit(
  db: Db,
  room: RoomFacts & { id: string },
  joiner: LiveJoiner,
  participant: LiveParticipant,
  sender: LiveAdmission['sender'],
  now: Date,
): Promise<LiveAdmission> {
  const facts = { start_at: room.startAt.toISOString(), duration_minutes: room.durationMinutes, status: room.status };
  const state = liveJoinState(facts, joiner, now);
  if (state !== 'open') throw new AppError('state.illegal_transition', { detail: liveRoomMessages[state] });
  const invited = await invitedTo(db, room.id);
  return { roomId: room.id, participant, joiner, sender, closesAt: liveJoinWindow(facts, joiner).closesAt, invited };
}

/** An attendee of the room (the client or a member of staff it names), signed in on its practice's host; anyone else gets 404. */
export async function admitAttendee(
  db: Db,
  actor: { userId: string; practiceId: string | null },
  roomId: string,
  now = new Date(),
): Promise<LiveAdmission> {
  const [row] = actor.practiceId
    ? await db
        .select({
          room: meetingRooms,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          email: users.email,
          avatarFileId: users.avatarFileId,
        })
        .from(meetingRooms)
        .innerJoin(
          meetingRoomAttendees,
          and(eq(meetingRoomAttendees.roomId, meetingRooms.id), eq(meetingRoomAttendees.userId, actor.userId)),
        )
        .innerJoin(users, eq(users.id, meetingRoomAttendees.userId))
        .where(and(eq(meetingRooms.id, roomId), eq(meetingRooms.practiceId, actor.practiceId)))
    : [];
  if (!row) throw new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.notFound'] });
  const participant: LiveParticipant = {
    id: participantIdOf({ kind: 'user', userId: actor.userId }),
    name: fullNameOf(row),
    role: row.role,
    camera: false,
    microphone: false,
    screen: null,
  };
  const avatar = row.avatarFileId ? addressOf(usersEndpoints.getAvatar, { id: actor.userId }, { v: fileVersion(row.avatarFileId) }) : null;
  return admit(db, row.room, { kind: 'attendee' }, participant, { email: row.email, avatar }, now);
}

/** A guest by the token of their invitation, for its own room on its practice's host only: any other is the same 404. */
export async function admitGuest(
  db: Db,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
  now = new Date(),
): Promise<LiveAdmission> {
  const found = practiceId && token ? await findGuestByToken(db, practiceId, roomId, hashToken(token)) : null;
  if (!found) throw new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.guestLinkInvalid'] });
  const { guest, room } = found;
  const participant: LiveParticipant = {
    id: participantIdOf({ kind: 'guest', guestId: guest.id }),
    name: guest.name ?? guest.email,
    role: 'guest',
    camera: false,
    microphone: false,
    screen: null,
  };
  return admit(db, room, { kind: 'guest', trusted: guest.trusted }, participant, { email: guest.email, avatar: null }, now);
}
