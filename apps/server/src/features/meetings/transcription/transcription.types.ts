import type { TranscriptSegment } from '@advice/domain';

/**
 * One participant's audio: one track per participant is what makes the speaker of every segment known. Samples are
 * 16-bit mono PCM; `startOffset` is where the track begins, in seconds from the meeting's start.
 */
export type ParticipantTrack = {
  participantId: string;
  speakerName: string;
  samples: Int16Array;
  sampleRate: number;
  startOffset: number;
};

/** Whether the room's transcription toggle can be turned on, and when not, a sentence saying what would make it work. */
export type TranscriptionAvailability = { available: true } | { available: false; reason: string };

export type TranscriptionEngineName = 'pocketsphinx' | 'provider';

/** Speech to text behind one interface: the embedded pocketsphinx or a configured provider (TRANSCRIPTION_URL). */
export type TranscriptionEngine = {
  name: TranscriptionEngineName;
  availability: () => Promise<TranscriptionAvailability>;
  /** The track's speech as segments, times counted from the meeting's start; words at or below 0.2 confidence dropped. */
  transcribe: (track: ParticipantTrack) => Promise<TranscriptSegment[]>;
};

export type TranscriptionFailure = 'unavailable' | 'timeout' | 'tooMuchOutput' | 'engineFailed' | 'providerRefused' | 'badAnswer';

/** Transcription went wrong: the reason and a message without any of the meeting's words or the provider's body. */
export class TranscriptionError extends Error {
  readonly reason: TranscriptionFailure;

  constructor(reason: TranscriptionFailure, message: string) {
    super(message);
    this.name = 'TranscriptionError';
    this.reason = reason;
  }
}

export const transcriptionUnavailableReason =
  'Transcription is unavailable on this server: install its speech engine with `apt-get install pocketsphinx pocketsphinx-en-us`, or set TRANSCRIPTION_URL to a speech-to-text service.';
