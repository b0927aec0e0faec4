import { type MeetingRecordingType, recordingPieceBytesMax, recordingPiecesMax } from '@advice/domain';
import { isApiError } from '../../../lib/api-error.ts';
import { PieceRecorder, recordableTypeOf, recordedTracksOf } from './media-recorder.ts';
import { PieceUploader, pieceFailureOf } from './piece-uploader.ts';
import { keepalivePieceBytesMax, type RecordingTrackCalls } from './recording-media.api.ts';

/**
 * The longest run of chunks from the first that stays within `bytes`: a shorter file of the piece's first seconds, whole
 * from its header, which the server takes as that piece (a later sending of the same index replaces it).
 */
export function chunksWithin(chunks: readonly Blob[], bytes: number): Blob[] {
  const kept: Blob[] = [];
  let total = 0;
  for (const chunk of chunks) {
    if (total + chunk.size > bytes) break;
    kept.push(chunk);
    total += chunk.size;
  }
  return kept;
}

/** The waits before asking again for a track whose creation failed on the way (a lost connection, a server's trouble). */
const createRetryDelaysMillis = [1_000, 3_000];

export type RecordingSessionOptions = {
  kind: MeetingRecordingType;
  calls: RecordingTrackCalls;
  streamOf: () => MediaStream | null;
  /** The track could not be created (not because the room stopped recording): said once to the person. */
  onCreateFailed: () => void;
};

const wait = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * This browser's share of one recording of the room: its track, created once, and its pieces, numbered from 0 and
 * sent in order. It records while `record` holds (the person connected), pauses when they are not, and picks up
 * after a reconnect where it left off, sending only what the server lacks; `end` sends the last piece and is done.
 */
export class RecordingSession {
  private readonly options: RecordingSessionOptions;
  private track: { id: string; uploader: PieceUploader } | null = null;
  private creating: Promise<boolean> | null = null;
  private recorder: PieceRecorder | null = null;
  private nextIndex = 0;
  private isWanted = false;
  private isEnded = false;
  private hasToldFailure = false;

  constructor(options: RecordingSessionOptions) {
    this.options = options;
  }

  /** Records from now: creates the track the first time; after a pause, first catches up with what the server holds. */
  async record(): Promise<void> {
    if (this.isWanted || this.isEnded) return;
    this.isWanted = true;
    if (!this.canRecord()) return;
    const isReady = this.track ? await this.catchUp() : await this.createTrack();
    if (!isReady || !this.isWanted || this.recorder) return;
    this.recorder = new PieceRecorder({ kind: this.options.kind, streamOf: this.options.streamOf, onPiece: (piece) => this.take(piece) });
    this.recorder.start();
  }

  /** Stops recording (the last piece is still sent) until `record` again. */
  pause(): void {
    this.isWanted = false;
    this.recorder?.stop();
    this.recorder = null;
  }

  /** This recording is over for this browser: the last piece and those still waiting are sent, a few tries each. */
  end(): void {
    this.pause();
    this.isEnded = true;
    this.track?.uploader.close();
  }

  /** The page is hidden and may be closed next: the recorder hands over what it holds, so a closing sends the most. */
  requestData(): void {
    this.recorder?.requestData();
  }

  /**
   * The page is closing (pagehide): the piece in progress is sent at once with a keepalive request, which outlives the
   * page, as much of it from its start as the browser lets one carry (keepalivePieceBytesMax: some seconds of audio,
   * less than one of video; nothing when its first chunk alone is larger). Then the recording ends as `end` does: the
   * whole piece follows under the same index by the usual upload, replacing the shorter one should the page live on.
   * Nothing is sent while this browser is not recording.
   */
  sendOnClose(): void {
    const track = this.track;
    const soFar = this.recorder?.pieceSoFar() ?? null;
    if (track && soFar && this.nextIndex < recordingPiecesMax) {
      const kept = chunksWithin(soFar.chunks, keepalivePieceBytesMax);
      if (kept.length > 0) this.options.calls.sendOnClose(track.id, this.nextIndex, new Blob(kept, { type: soFar.type }));
      else console.warn('Recording: the piece in progress is too large to send as the page closes');
    }
    this.end();
  }

  /** Reads which pieces the server holds and sends only the others; a track that is gone is made anew. */
  async catchUp(): Promise<boolean> {
    const track = this.track;
    if (!track) return false;
    try {
      const held = await this.options.calls.read(track.id);
      track.uploader.resume(held.pieces_received);
      return true;
    } catch (error) {
      if (pieceFailureOf(error) !== 'dropTrack') {
        track.uploader.resume([]);
        return true;
      }
      console.warn('Recording: the track is gone', error);
      track.uploader.abandon();
      this.track = null;
      this.nextIndex = 0;
      return this.isEnded ? false : this.createTrack();
    }
  }

  private canRecord(): boolean {
    const tracks = recordedTracksOf(this.options.streamOf(), this.options.kind);
    if (tracks.length > 0 && recordableTypeOf(tracks.some((track) => track.kind === 'video'))) return true;
    console.warn(tracks.length === 0 ? 'Recording: no media to record' : 'Recording: this browser cannot record WebM');
    return false;
  }

  private createTrack(): Promise<boolean> {
    this.creating ??= this.askForTrack().finally(() => {
      this.creating = null;
    });
    return this.creating;
  }

  private async askForTrack(): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const track = await this.options.calls.create(this.options.kind);
        const send = (index: number, piece: Blob) => this.options.calls.send(track.id, index, piece);
        this.track = { id: track.id, uploader: new PieceUploader(send) };
        if (this.isEnded) this.track.uploader.close();
        return true;
      } catch (error) {
        // The room stopped recording meanwhile: there is nothing to record, and nothing went wrong.
        if (isApiError(error) && error.status === 409) return false;
        const delay = createRetryDelaysMillis[attempt];
        if (pieceFailureOf(error) !== 'retry' || delay === undefined) {
          console.warn('Recording: the track could not be created', error);
          if (!this.hasToldFailure) this.options.onCreateFailed();
          this.hasToldFailure = true;
          return false;
        }
        await wait(delay);
        if (!this.isWanted) return false;
      }
    }
  }

  private take(piece: Blob): void {
    const track = this.track;
    if (!track) return;
    if (piece.size > recordingPieceBytesMax) {
      console.warn(`Recording: a piece of ${piece.size} bytes is too large to send`);
      return;
    }
    if (this.nextIndex >= recordingPiecesMax) return;
    track.uploader.add(this.nextIndex, piece);
    this.nextIndex += 1;
  }
}
