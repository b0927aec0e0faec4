import { randomUUID } from 'node:crypto';
import type { SummaryOwner, TranscriptSegment } from '@advice/domain';

export const adam: SummaryOwner = { participantId: 'user_6a1e3b0c-1d2e-4f50-8a6b-7c8d9e0f1a2b', name: 'Adam Hughes' };
export const amelia: SummaryOwner = { participantId: 'user_9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'Amelia Clarke' };

/**
 * A transcript as the engines make it: each line one segment of one speaker, eight seconds apart, its words timed
 * evenly across it (as pocketsphinx and whisper give word times).
 */
export function transcriptOf(lines: readonly [SummaryOwner, string][]): TranscriptSegment[] {
  return lines.map(([speaker, text], index) => {
    const start = index * 8;
    const tokens = text.split(' ');
    const step = 6 / tokens.length;
    return {
      id: randomUUID(),
      participantId: speaker.participantId,
      speakerName: speaker.name,
      start,
      end: start + 6,
      text,
      words: tokens.map((word, at) => ({ word, start: start + at * step, end: start + (at + 1) * step, confidence: 0.9 })),
    };
  });
}

/** The text a span points at: what a link to the transcript shows. */
export function quoted(segments: readonly TranscriptSegment[], span: { segmentId: string; charStart: number; charEnd: number }): string {
  const segment = segments.find((candidate) => candidate.id === span.segmentId);
  return segment ? segment.text.slice(span.charStart, span.charEnd) : '';
}
