import { type MeetingRecordingType, recordingPieceSeconds } from '@advice/domain';

/** The WebM formats a recorder may write, best first; the server takes WebM only (it reads the file's first bytes). */
const webmTypes = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'],
  audio: ['audio/webm;codecs=opus', 'audio/webm'],
} as const;

/** Enough for a clear picture of one person, and ten seconds of it far below the largest piece the server takes. */
const videoBitsPerSecond = 1_000_000;
const audioBitsPerSecond = 64_000;

/** The WebM type this browser can record, with a picture or without; null when it records no WebM (or nothing at all). */
export function recordableTypeOf(hasVideo: boolean): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return (hasVideo ? webmTypes.video : webmTypes.audio).find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** What this person's recording holds of their media: the microphone for 'audio'; the camera and microphone for 'video'. */
export function recordedTracksOf(stream: MediaStream | null, kind: MeetingRecordingType): MediaStreamTrack[] {
  if (!stream) return [];
  const tracks = kind === 'audio' ? stream.getAudioTracks() : [...stream.getVideoTracks(), ...stream.getAudioTracks()];
  return tracks.filter((track) => track.readyState === 'live');
}

export type PieceRecorderOptions = {
  kind: MeetingRecordingType;
  /** The person's media as it is now: read at the start of each piece, so a changed device is recorded from then on. */
  streamOf: () => MediaStream | null;
  /** One piece: a whole WebM file, in the order recorded. */
  onPiece: (piece: Blob) => void;
};

/**
 * Records this person's media in pieces that are each a whole file: every `recordingPieceSeconds` a new recorder
 * starts on the stream as it then is, and the running one stops, so each stop's data is a self-contained WebM (the
 * chunks of a `timeslice` lack the header after the first). The next starts before the last stops: no moment falls
 * between two pieces. A recorder that stops by itself (every track it had ended) hands over its piece; the next
 * piece starts on the stream as it is then.
 */
export class PieceRecorder {
  private readonly options: PieceRecorderOptions;
  private current: MediaRecorder | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private isRunning = false;

  constructor(options: PieceRecorderOptions) {
    this.options = options;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.current = this.startPiece();
    this.timer = setInterval(() => this.cut(), recordingPieceSeconds * 1_000);
  }

  /** Stops recording; the last piece follows once the recorder has handed over its data. */
  stop(): void {
    if (!this.isRunning) return;
    this.isRunning = false;
    clearInterval(this.timer);
    finish(this.current);
    this.current = null;
  }

  private cut(): void {
    const previous = this.current;
    this.current = this.startPiece();
    finish(previous);
  }

  private startPiece(): MediaRecorder | null {
    const tracks = recordedTracksOf(this.options.streamOf(), this.options.kind);
    const hasVideo = tracks.some((track) => track.kind === 'video');
    const mimeType = recordableTypeOf(hasVideo);
    if (tracks.length === 0 || !mimeType) return null;
    const chunks: Blob[] = [];
    try {
      const recorder = new MediaRecorder(new MediaStream(tracks), {
        mimeType,
        audioBitsPerSecond,
        ...(hasVideo ? { videoBitsPerSecond } : {}),
      });
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('error', (event) => console.warn('Recording: the recorder failed', event));
      recorder.addEventListener(
        'stop',
        () => {
          if (this.current === recorder) this.current = null;
          if (chunks.length > 0) this.options.onPiece(new Blob(chunks, { type: mimeType.split(';')[0] }));
        },
        { once: true },
      );
      recorder.start();
      return recorder;
    } catch (error) {
      console.warn('Recording: the recorder could not start', error);
      return null;
    }
  }
}

function finish(recorder: MediaRecorder | null): void {
  if (recorder && recorder.state !== 'inactive') recorder.stop();
}
