import { type MeetingRecordingType, recordingPieceSeconds } from '@advice/domain';

/** The WebM formats a recorder may write, best first; the server takes WebM only (it reads the file's first bytes). */
const webmTypes = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'],
  audio: ['audio/webm;codecs=opus', 'audio/webm'],
} as const;

/** Enough for a clear picture of one person, and ten seconds of it far below the largest piece the server takes. */
const videoBitsPerSecond = 1_000_000;
const audioBitsPerSecond = 64_000;
/**
 * How often a recorder hands over what it has so far. The chunks of one recorder still make one whole file (only the
 * first has the header, and they are joined from the first); they are kept as they come so that a page closing can
 * send what the piece in progress holds at once, without waiting for a recorder's event that would never arrive.
 */
export const recorderChunkMillis = 1_000;

/** The piece in progress as it is now: its chunks so far, from the first (which has the header), and its type. */
export type PieceSoFar = { chunks: readonly Blob[]; type: string };

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
 * starts on the stream as it then is, and the running one stops, so each recorder's chunks joined are a self-contained
 * WebM (the chunks of a `timeslice` lack the header after the first). The next starts before the last stops: no moment falls
 * between two pieces. A recorder that stops by itself (every track it had ended) hands over its piece; the next
 * piece starts on the stream as it is then.
 */
export class PieceRecorder {
  private readonly options: PieceRecorderOptions;
  private current: { recorder: MediaRecorder; chunks: Blob[]; type: string } | null = null;
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
    finish(this.current?.recorder ?? null);
    this.current = null;
  }

  /** Asks the running recorder for what it holds now (the page is hidden, and may be closed next). */
  requestData(): void {
    if (this.current?.recorder.state === 'recording') this.current.recorder.requestData();
  }

  /** What the piece in progress holds so far, read at once (the page is closing); null when none is recording. */
  pieceSoFar(): PieceSoFar | null {
    if (!this.current || this.current.chunks.length === 0) return null;
    return { chunks: [...this.current.chunks], type: this.current.type };
  }

  private cut(): void {
    const previous = this.current;
    this.current = this.startPiece();
    finish(previous?.recorder ?? null);
  }

  private startPiece(): { recorder: MediaRecorder; chunks: Blob[]; type: string } | null {
    const tracks = recordedTracksOf(this.options.streamOf(), this.options.kind);
    const hasVideo = tracks.some((track) => track.kind === 'video');
    const mimeType = recordableTypeOf(hasVideo);
    if (tracks.length === 0 || !mimeType) return null;
    const chunks: Blob[] = [];
    const type = mimeType.split(';')[0] ?? mimeType;
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
          if (this.current?.recorder === recorder) this.current = null;
          if (chunks.length > 0) this.options.onPiece(new Blob(chunks, { type }));
        },
        { once: true },
      );
      recorder.start(recorderChunkMillis);
      return { recorder, chunks, type };
    } catch (error) {
      console.warn('Recording: the recorder could not start', error);
      return null;
    }
  }
}

function finish(recorder: MediaRecorder | null): void {
  if (recorder && recorder.state !== 'inactive') recorder.stop();
}
