import { z } from 'zod';

/** A session description or ICE candidate as RTCPeerConnection gives them, bounded so one message stays small. */
export const liveSessionDescription = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(60_000).optional(),
});
export const liveIceCandidate = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1_024).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type LiveSessionDescription = z.infer<typeof liveSessionDescription>;
export type LiveIceCandidate = z.infer<typeof liveIceCandidate>;

/**
 * How a call's video and sound travel (issue 16's media path). Peer to peer, each browser sends its camera to every
 * other: fine for two or three people, but a room of nine would ask each browser for eight uploads. Through the SFU
 * (a Janus VideoRoom the server drives), each browser sends once and receives everyone's from it. A room whose
 * invited participants reach `liveSfuFromParticipants` goes through the SFU when the server has one; smaller rooms
 * stay peer to peer, which saves the detour. Every participant of one call takes the path of those already in.
 */
export const liveMediaPaths = ['mesh', 'sfu'] as const;
export type LiveMediaPath = (typeof liveMediaPaths)[number];

/** From this many invited participants (attendees and guests) a room's call goes through the SFU, when there is one. */
export const liveSfuFromParticipants = 4;

export function liveMediaPathOf(invitedParticipants: number, hasSfu: boolean): LiveMediaPath {
  return hasSfu && invitedParticipants >= liveSfuFromParticipants ? 'sfu' : 'mesh';
}

/** A STUN or TURN server for RTCPeerConnection; a TURN server's credentials are short-lived (the TURN REST scheme). */
export type LiveIceServer = { urls: string[]; username?: string; credential?: string };

/** What the welcome tells a browser about its media: the path, and the ICE servers to reach the others or the SFU through. */
export type LiveMedia = { path: LiveMediaPath; iceServers: LiveIceServer[] };

/** Which of a participant's sources a stream the SFU forwards carries: their camera and microphone, or the screen they share. */
export type LiveSource = 'camera' | 'screen';

/** One stream of the SFU's offer to a browser: the m-line's mid, whose it is and which of their sources. */
export type LiveSfuStream = { mid: string; participantId: string; source: LiveSource };

const mid = z.string().regex(/^[\w-]{1,32}$/u);

/**
 * What a browser on the SFU path sends: its publishing offer (again whenever it starts or stops sharing a screen,
 * naming the screen's m-line), its answer to the SFU's offer of the others' streams, and its ICE candidates for either
 * connection. The server speaks to the SFU for it; the browser never reaches the SFU's API.
 */
export const liveSfuClientSchemas = [
  z.object({ type: z.literal('sfu.publish'), description: liveSessionDescription, screenMid: mid.nullable() }),
  z.object({ type: z.literal('sfu.subscribed'), description: liveSessionDescription }),
  z.object({ type: z.literal('sfu.candidate'), connection: z.enum(['publisher', 'subscriber']), candidate: liveIceCandidate.nullable() }),
] as const;

/**
 * What the server sends on the SFU path: the SFU's answer to the browser's publishing offer, its offer of the others'
 * streams (again whenever someone comes, goes or shares a screen) with whose each is, and that the SFU failed.
 */
export type LiveSfuServerMessage =
  | { type: 'sfu.answer'; description: LiveSessionDescription }
  | { type: 'sfu.offer'; description: LiveSessionDescription; streams: LiveSfuStream[] }
  | { type: 'sfu.failed'; message: string };

/** Why the SFU path failed, as the person reads it. */
export const liveSfuMessages = {
  unavailable: 'The meeting’s video service cannot be reached just now. Leave the meeting and join it again in a minute.',
} as const;
