import { z } from 'zod';
import type { Role } from '../shared/roles.ts';
import { type MeetingRoomStatus, meetingParticipantsMax, trustedGuestEarlyMinutes } from './meetings.ts';

/**
 * The live room (spec 2 §2.2, §3, §4, §8): who may join a room's call and when, and the small JSON protocol
 * its socket speaks. Media flows peer to peer; the server only relays the signalling between participants.
 */

/** Attendees (the client and staff) may open the room as early as trusted guests: half an hour before the start. */
export const liveJoinEarlyMinutes = trustedGuestEarlyMinutes;
/** A meeting often runs over: its room stays open this long after its planned end. */
export const liveJoinGraceMinutes = 30;

/** Who knocks: an attendee signed in, or a guest with their token (trusted guests come in early). */
export type LiveJoiner = { kind: 'attendee' } | { kind: 'guest'; trusted: boolean };
export type LiveRoomFacts = { start_at: string; duration_minutes: number; status: MeetingRoomStatus };

/** Why the door is shut, or that it is open. */
export type LiveJoinState = 'open' | 'notYet' | 'ended' | 'closed';

/** When the room opens for this joiner and when it closes for everyone. */
export function liveJoinWindow(room: LiveRoomFacts, joiner: LiveJoiner): { opensAt: Date; closesAt: Date } {
  const start = new Date(room.start_at).getTime();
  const early = joiner.kind === 'attendee' || joiner.trusted ? liveJoinEarlyMinutes : 0;
  return {
    opensAt: new Date(start - early * 60_000),
    closesAt: new Date(start + (room.duration_minutes + liveJoinGraceMinutes) * 60_000),
  };
}

/** Whether the joiner may join now: the room is still scheduled (not cancelled or completed) and within its window. */
export function liveJoinState(room: LiveRoomFacts, joiner: LiveJoiner, now: Date = new Date()): LiveJoinState {
  if (room.status !== 'scheduled') return 'closed';
  const { opensAt, closesAt } = liveJoinWindow(room, joiner);
  if (now.getTime() < opensAt.getTime()) return 'notYet';
  if (now.getTime() >= closesAt.getTime()) return 'ended';
  return 'open';
}

export const liveRoomMessages = {
  notYet: 'This meeting has not opened yet.',
  ended: 'This meeting has ended.',
  closed: 'This meeting is no longer scheduled.',
  /** Spec 2 §8, code 53105. */
  maximumParticipants: `This meeting already has its maximum of ${meetingParticipantsMax} participants, so you cannot join it now.`,
  /** Spec 2 §8, code 53205. */
  duplicatedIdentity: 'User with the same identity tries to connect the meeting. You will be disconnected.',
} as const satisfies Record<Exclude<LiveJoinState, 'open'> | 'maximumParticipants' | 'duplicatedIdentity', string>;

/** The error codes of spec 2 §8 the room reports, with the WebSocket close code (4000–4999, the application's range) of each. */
export const liveErrors = {
  maximumParticipants: { code: 53105, close: 4105 },
  duplicatedIdentity: { code: 53205, close: 4205 },
} as const;
export type LiveErrorKind = keyof typeof liveErrors;

/**
 * Spec 2 §3 participant identity: the prefix `guest_` marks a guest and the last underscore-separated part
 * is the id (here the guest's or the user's uuid).
 */
export type LiveIdentity = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };
export function participantIdOf(identity: LiveIdentity): string {
  return identity.kind === 'guest' ? `guest_${identity.guestId}` : `user_${identity.userId}`;
}
export function isGuestParticipant(participantId: string): boolean {
  return participantId.startsWith('guest_');
}

const participantIdField = z.string().regex(/^(?:guest|user)_[0-9a-f-]{36}$/u);

/** Someone in the call as the others see them: the camera off shows their name instead of a frozen picture. */
export type LiveParticipant = {
  id: string;
  name: string;
  role: Role | 'guest';
  camera: boolean;
  microphone: boolean;
};

/** A session description or ICE candidate as RTCPeerConnection gives them, bounded so one message stays small. */
const sessionDescription = z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(60_000).optional() });
const iceCandidate = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1_024).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type LiveSessionDescription = z.infer<typeof sessionDescription>;
export type LiveIceCandidate = z.infer<typeof iceCandidate>;

const mediaState = { camera: z.boolean(), microphone: z.boolean() };

/** What a browser sends: join once with its media state, then signals to one peer and changes of its camera or microphone. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), ...mediaState }),
  z.object({
    type: z.literal('signal'),
    to: participantIdField,
    description: sessionDescription.optional(),
    candidate: iceCandidate.optional(),
  }),
  z.object({ type: z.literal('media'), ...mediaState }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/**
 * What the server sends: `welcome` answers the join with who you are and who is already in; the others learn of
 * a newcomer by `participant.joined`, and a newcomer learns of one it missed by `participant.present`.
 */
export type LiveServerMessage =
  | { type: 'welcome'; you: LiveParticipant; participants: LiveParticipant[] }
  | { type: 'participant.joined'; participant: LiveParticipant }
  | { type: 'participant.present'; participant: LiveParticipant }
  | { type: 'participant.media'; id: string; camera: boolean; microphone: boolean }
  | { type: 'participant.left'; id: string }
  | { type: 'signal'; from: string; description?: LiveSessionDescription; candidate?: LiveIceCandidate }
  | { type: 'error'; code: (typeof liveErrors)[LiveErrorKind]['code']; message: string };

/** The grid of spec 2 §2.2: 2x2 for up to four participants, 3x2 above four, 3x3 above six; never more than nine tiles. */
export function liveGridOf(participants: number): { columns: number; rows: number } {
  if (participants <= 4) return { columns: 2, rows: 2 };
  if (participants <= 6) return { columns: 3, rows: 2 };
  return { columns: 3, rows: 3 };
}

/** Where the live room is in the web app and its socket on the server. */
export const liveRoomPages = {
  staff: (clientId: string, roomId: string) => `/clients/${clientId}/client-meeting-rooms/${roomId}/meeting`,
  client: (roomId: string) => `/meetings/client-meeting-rooms/${roomId}/meeting`,
  guest: (roomId: string, token: string) => `/guests/client-meeting-rooms/${roomId}/meeting?token=${encodeURIComponent(token)}`,
} as const;
export const liveRoomSockets = {
  attendee: (roomId: string) => `/api/v1/client-meeting-rooms/${roomId}/live`,
  guest: (roomId: string, token: string) => `/api/v1/guests/client-meeting-rooms/${roomId}/live?token=${encodeURIComponent(token)}`,
} as const;
