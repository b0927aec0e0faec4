import { isApiError } from '../../../lib/api-error.ts';

/** How many pieces wait in memory at most (two minutes of media): past it, the oldest is dropped. */
export const piecesWaitingMax = 12;
/** The waits before sending a failed piece again, the last repeated while the recording goes on. */
export const pieceRetryDelaysMillis = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** Once the recording is over for this browser, a piece that keeps failing is tried this many times more, then given up. */
const retriesAfterCloseMax = 5;

export type PieceFailure = 'retry' | 'dropPiece' | 'dropTrack';

/**
 * What a failed upload calls for: a lost connection or a server's trouble passes, so the piece is sent again;
 * a piece refused for itself (too large, not WebM) never will be taken; a track that is gone or no longer the
 * caller's takes none of the rest.
 */
export function pieceFailureOf(error: unknown): PieceFailure {
  if (!isApiError(error)) return 'retry';
  const { status } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 401 || status === 403 || status === 404 || status === 409 || status === 410) return 'dropTrack';
  return 'dropPiece';
}

type Piece = { index: number; piece: Blob };

/**
 * Sends a track's pieces one at a time in the order of their index; a failed one is sent again after a growing wait
 * before any later one goes. At most `piecesWaitingMax` wait: past that the oldest is dropped (said in the console
 * only: the call goes on). After a reconnect, the pieces the server already holds are left out.
 */
export class PieceUploader {
  private readonly send: (index: number, piece: Blob) => Promise<unknown>;
  private waiting: Piece[] = [];
  private sending: Piece | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private isClosed = false;
  private isAbandoned = false;

  constructor(send: (index: number, piece: Blob) => Promise<unknown>) {
    this.send = send;
  }

  /** Queues a piece; one of the same index replaces it. */
  add(index: number, piece: Blob): void {
    if (this.isAbandoned) return;
    this.waiting = [...this.waiting.filter((waiting) => waiting.index !== index || waiting === this.sending), { index, piece }];
    this.waiting.sort((a, b) => a.index - b.index);
    while (this.waiting.length > piecesWaitingMax) {
      const oldest = this.waiting.find((waiting) => waiting !== this.sending);
      if (!oldest) break;
      this.waiting = this.waiting.filter((waiting) => waiting !== oldest);
      console.warn(`Recording: piece ${oldest.index} dropped, too many pieces wait to be sent`);
    }
    this.pump();
  }

  /** The connection is back: leaves out what the server holds, and sends the rest now. */
  resume(received: readonly number[]): void {
    if (this.isAbandoned) return;
    const held = new Set(received);
    this.waiting = this.waiting.filter((waiting) => waiting === this.sending || !held.has(waiting.index));
    this.failures = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.pump();
  }

  /** No more pieces are coming but the last: those waiting are still sent, a few tries each. */
  close(): void {
    this.isClosed = true;
  }

  /** Gives up every piece waiting, and takes no more. */
  abandon(): void {
    this.isAbandoned = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.waiting = [];
  }

  private pump(): void {
    if (this.sending || this.retryTimer !== undefined || this.isAbandoned) return;
    const next = this.waiting[0];
    if (!next) return;
    this.sending = next;
    this.send(next.index, next.piece).then(
      () => {
        this.sending = null;
        this.failures = 0;
        this.waiting = this.waiting.filter((waiting) => waiting !== next);
        this.pump();
      },
      (error: unknown) => {
        this.sending = null;
        this.fail(next, error);
      },
    );
  }

  private fail(piece: Piece, error: unknown): void {
    const failure = pieceFailureOf(error);
    if (failure === 'dropTrack') {
      console.warn('Recording: the track takes no more pieces', error);
      this.abandon();
      return;
    }
    if (failure === 'dropPiece') {
      console.warn(`Recording: piece ${piece.index} was refused`, error);
      this.waiting = this.waiting.filter((waiting) => waiting !== piece);
      this.pump();
      return;
    }
    this.failures += 1;
    if (this.isClosed && this.failures > retriesAfterCloseMax) {
      console.warn(`Recording: ${this.waiting.length} pieces could not be sent`, error);
      this.abandon();
      return;
    }
    const delay = pieceRetryDelaysMillis[Math.min(this.failures, pieceRetryDelaysMillis.length) - 1];
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.pump();
    }, delay);
  }
}
