import { AppError, type GuestMeetingRoom, liveJoinState, liveJoinWindow, meetingRoomMessages } from '@advice/domain';
import type { Runtime } from '../../runtime.ts';
import { hashToken } from '../auth/sessions.ts';
import { findGuestByToken } from './meetings.queries.ts';

const invalidLink = () => new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.guestLinkInvalid'] });

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
  if (!practiceId || !token) throw invalidLink();
  const found = await findGuestByToken(runtime.db, practiceId, roomId, hashToken(token));
  if (!found) throw invalidLink();
  const { guest, room } = found;
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
