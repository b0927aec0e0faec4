import { z } from 'zod';

/**
 * A room's recording state (spec 2 §4 Recording, §7 "Update recording state" and "Current recording state"):
 * it lives on the server, staff start and stop it (never guests), everyone in the call reads it, guests with
 * their token. `video` is the spec's "Audio and Video".
 */
export const meetingRecordingTypes = ['audio', 'video'] as const;
export type MeetingRecordingType = (typeof meetingRecordingTypes)[number];

export const meetingRecordingTypeLabels = {
  audio: 'Audio only',
  video: 'Audio and Video',
} as const satisfies Record<MeetingRecordingType, string>;

/** Spec 2 §7: `{state: start or stop, type: audio or video}`; a start while recording switches the type. */
export const meetingRecordingBody = z.object({
  state: z.enum(['start', 'stop']),
  type: z.enum(meetingRecordingTypes),
});
export type MeetingRecordingBody = z.infer<typeof meetingRecordingBody>;

/** Spec 2 §7: `{recording, type}` (type null while not recording), with when it started. */
export const meetingRecordingStateSchema = z.object({
  recording: z.boolean(),
  type: z.enum(meetingRecordingTypes).nullable(),
  started_at: z.iso.datetime({ offset: true }).nullable(),
});
export type MeetingRecordingState = z.infer<typeof meetingRecordingStateSchema>;

export const meetingRecordingMessages = {
  'recording.started': 'Recording has started.',
  'recording.switched': 'The recording type has changed.',
  'recording.stopped': 'Recording has stopped.',
  'recording.notOpen': 'A meeting can be recorded only while its room is open.',
  /** Spec 2 §4: the recording control shows only when connected. */
  'recording.notConnected': 'Join the call to start recording it.',
  /** Spec 2 §4: recording cannot start while all participants have their microphone off. */
  'recording.allMicrophonesOff': 'Recording cannot start while every participant’s microphone is off.',
} as const;

/** Spec 2 §4: a recording needs someone to hear; it may start only when at least one participant's microphone is on. */
export function mayStartRecording(participants: readonly { microphone: boolean }[]): boolean {
  return participants.some((participant) => participant.microphone);
}

/** The words the red indicator shows to everyone in the call: "Recording: Audio only". */
export function recordingIndicatorOf(state: Pick<MeetingRecordingState, 'recording' | 'type'>): string | null {
  return state.recording && state.type ? `Recording: ${meetingRecordingTypeLabels[state.type]}` : null;
}
