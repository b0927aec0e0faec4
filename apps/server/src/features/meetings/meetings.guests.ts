import { AppError, type GuestMeetingRoom, liveJoinState, liveJoinWindow, meetingRoomMessages } from '@advice/domain';
import type { Runtime } from '../../runtime.ts';
import { hashToken } from '../auth/sessions.ts';
import { findGuestByToken } from './meetings.queries.ts';

const invalidLink = () => new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.guestLinkInvalid'] });

/**
 * The guest a token names and their room, on the practice's own host: a wrong token, another room's id or another
 * practice's host is the same 404, so nothing can be probed.
 */
export async function guestAndRoomOf(runtime: Runtime, practiceId: string | null, roomId: string, token: string | undefined) {
  const found = practiceId && token ? await findGuestByToken(runtime.db, practiceId, roomId, hashToken(token)) : null;
  if (!found) throw invalidLink();
  return found;
}

/**
 * The room a guest's token is for, on the practice's own host. A token reads only its own room: a wrong
 * token, another room's id or another practice's host is a 404, the same for each so nothing can be probed.
 */
export async function getGuestMeetingRoom(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
): Promise<GuestMeetingRoom> {
  const { guest, room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  const startAt = room.startAt.toISOString();
  // The same window the room's socket lets them in by.
  const facts = { start_at: startAt, duration_minutes: room.durationMinutes, status: room.status };
  const joiner = { kind: 'guest', trusted: guest.trusted } as const;
  return {
    id: room.id,
    name: room.name,
    start_at: startAt,
    duration_minutes: room.durationMinutes,
    status: room.status,
    guest: { id: guest.id, name: guest.name, email: guest.email, trusted: guest.trusted },
    join_opens_at: liveJoinWindow(facts, joiner).opensAt.toISOString(),
    may_join: liveJoinState(facts, joiner) === 'open',
  };
}
