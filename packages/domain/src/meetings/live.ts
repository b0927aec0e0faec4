import { z } from 'zod';
import type { Role } from '../shared/roles.ts';
import {
  type LiveIceCandidate,
  type LiveMedia,
  type LiveSessionDescription,
  type LiveSfuServerMessage,
  liveIceCandidate,
  liveSessionDescription,
  liveSfuClientSchemas,
} from './live-media.ts';
import type { MeetingTranscriptionState } from './meeting-summary.ts';
import { type MeetingRoomStatus, meetingParticipantsMax, trustedGuestEarlyMinutes } from './meetings.ts';
import type { MeetingRecordingState } from './recording.ts';
import { type SharedDocumentServerMessage, sharedDocumentClientSchemas } from './shared-document.ts';

/**
 * The live room (spec 2 §2.2, §3, §4, §8): who may join a room's call and when, and the small JSON protocol
 * its socket speaks. Media flows peer to peer, or through the SFU for larger rooms (live-media.ts); the server relays the
 * signalling between participants, and speaks to the SFU for each of them.
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

/** The close code of a call the server ends because the room's window has closed (liveJoinWindow's closesAt). */
export const liveRoomEndedClose = 4100;

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
  /** The id of the stream that carries their shared screen, or null while they share none. */
  screen: string | null;
};

/** Whether the joiner may share their screen: attendees and trusted guests; untrusted guests may not (spec 1 §6). */
export function liveMayShareScreen(joiner: LiveJoiner): boolean {
  return joiner.kind === 'attendee' || joiner.trusted;
}

/** Spec 2 §3, §5: a chat message's text is required (after trimming) and bounded, so one message stays readable. */
export const liveChatTextMax = 2_000;
export const liveChatMessages = {
  required: 'Write a message before sending it.',
  tooLong: `A message can be at most ${liveChatTextMax.toLocaleString('en-GB')} characters. Shorten it, or send it in parts.`,
} as const;
export const liveChatText = z
  .string()
  .trim()
  .min(1, { error: liveChatMessages.required })
  .max(liveChatTextMax, { error: liveChatMessages.tooLong });

/** Why a chat text cannot be sent as it is, in words for the person typing it; null when it can. The server applies the same rule. */
export function liveChatTextProblem(text: string): string | null {
  const checked = liveChatText.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? liveChatMessages.required);
}

/**
 * A chat message of spec 2 §3 as the room hears it. The server stamps everything but the text from the sender's
 * session; the call's chat is not stored: it lives as long as the call (spec 2 §4).
 */
export type LiveChatMessage = {
  id: string;
  text: string;
  /** The sender's participant id, so a page tells its own messages from the others'. */
  senderId: string;
  senderEmail: string;
  senderName: string;
  senderAvatar: string | null;
  /** ISO date-time of when the server took it. */
  date: string;
};

/** What the server refuses that the sender may try again differently: a chat text the rule refuses, a screen share not theirs to make. */
export const liveRefusals = {
  share: 'Guests who are not trusted cannot share their screen in this meeting.',
  chatTooFast: 'You are sending messages faster than the others can read them. Wait a few seconds, then send it again.',
} as const;
/** How many chat messages one participant may send within `seconds`: a person typing never reaches it, a script does. */
export const liveChatBurst = { messages: 10, seconds: 10 } as const;

const mediaState = { camera: z.boolean(), microphone: z.boolean() };
/** A MediaStream's id as browsers make them (a uuid, in braces in Firefox). */
const streamId = z.string().regex(/^[\w{}-]{1,64}$/u);

/**
 * What a browser sends: join once with its media state, then signals to one peer, changes of its camera,
 * microphone or shared screen, and chat messages. A chat text is bounded here only as a message on the wire;
 * the chat rule (liveChatText) is applied by the server, which answers a text it refuses with why.
 */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), ...mediaState }),
  z.object({
    type: z.literal('signal'),
    to: participantIdField,
    description: liveSessionDescription.optional(),
    candidate: liveIceCandidate.optional(),
  }),
  z.object({ type: z.literal('media'), ...mediaState, screen: streamId.nullable() }),
  z.object({ type: z.literal('chat'), text: z.string().max(liveChatTextMax * 4) }),
  ...sharedDocumentClientSchemas,
  ...liveSfuClientSchemas,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/**
 * What the server sends: `welcome` answers the join with who you are and who is already in; the others learn of
 * a newcomer by `participant.joined`, and a newcomer learns of one it missed by `participant.present`.
 */
export type LiveServerMessage =
  | { type: 'welcome'; you: LiveParticipant; participants: LiveParticipant[]; media: LiveMedia }
  | { type: 'participant.joined'; participant: LiveParticipant }
  | { type: 'participant.present'; participant: LiveParticipant }
  | { type: 'participant.media'; id: string; camera: boolean; microphone: boolean; screen: string | null }
  | { type: 'participant.left'; id: string }
  | { type: 'signal'; from: string; description?: LiveSessionDescription; candidate?: LiveIceCandidate }
  | { type: 'chat'; message: LiveChatMessage }
  /** The room's recording state changed (spec 2 §4): everyone shows the red indicator, or stops showing it. */
  | { type: 'recording'; state: MeetingRecordingState }
  /** The room's transcription was turned on or off (spec 2 §4): everyone is told, and streams their microphone while on. */
  | { type: 'transcription'; state: MeetingTranscriptionState }
  /** The shared document and its sketchpad (shared-document.ts), for attendees and trusted guests only. */
  | SharedDocumentServerMessage
  /** The SFU's side of the call, when it goes through one (live-media.ts). */
  | LiveSfuServerMessage
  | { type: 'refused'; action: 'chat' | 'share' | 'document'; message: string }
  | { type: 'error'; code: (typeof liveErrors)[LiveErrorKind]['code']; message: string };

/** The grid of spec 2 §2.2: 2x2 for up to four participants, 3x2 above four, 3x3 above six; never more than nine tiles. */
export function liveGridOf(participants: number): { columns: number; rows: number } {
  if (participants <= 4) return { columns: 2, rows: 2 };
  if (participants <= 6) return { columns: 3, rows: 2 };
  return { columns: 3, rows: 3 };
}

/** Spec 2 §3 layouts: the grid, or one big tile (a shared screen, or the one speaking) above a strip of the others. */
export const liveLayouts = ['Grid', 'DominantSpeaker'] as const;
export type LiveLayout = (typeof liveLayouts)[number];

/** Spec 2 §2.2: the person's own choice of layout when they made one, else DominantSpeaker while someone shares a screen. */
export function liveLayoutOf(choice: LiveLayout | null, isSomeoneSharing: boolean): LiveLayout {
  return choice ?? (isSomeoneSharing ? 'DominantSpeaker' : 'Grid');
}

/** Spec 2 §4, §9: the controls hide after this long without pointer or key activity while connected, activity read at most this often. */
export const liveControlsIdleMillis = 3_000;
export const liveControlsDebounceMillis = 250;
/** Spec 2 §4 auto-disconnect: the countdown shows when fewer than this many seconds of the room's window remain. */
export const liveCountdownSeconds = 60;
/** Spec 2 §9: how often the chat checks whether it is scrolled to its newest message. */
export const liveChatScrollThrottleMillis = 200;

/** Whole seconds left until the room closes (never below 0), and whether the countdown shows now. */
export function liveCountdownOf(closesAt: Date, now: Date): { secondsLeft: number; isShown: boolean } {
  const millisLeft = closesAt.getTime() - now.getTime();
  return { secondsLeft: Math.max(0, Math.ceil(millisLeft / 1_000)), isShown: millisLeft < liveCountdownSeconds * 1_000 };
}
