import type { SummaryOwner, TranscriptSegment, TranscriptSpan } from '@advice/domain';
import nlp from 'compromise';

/** What a summariser reads: the meeting's segments, its calendar date (YYYY-MM-DD, the practice's day) and who took part. */
export type SummaryInput = {
  segments: readonly TranscriptSegment[];
  meetingDate: string;
  /** Everyone in the meeting, so someone addressed by name who never spoke can still own a request; default: the speakers. */
  participants?: readonly SummaryOwner[];
};

/** One sentence of one segment, with where it lies in that segment's text and in time. */
export type TranscriptSentence = { text: string; segment: TranscriptSegment; span: TranscriptSpan };

/** The segments in the order they were spoken, whichever track each came from. */
export function inSpokenOrder(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  return [...segments].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The meeting's participants: those given, or else each speaker once. */
export function participantsOf(input: SummaryInput): SummaryOwner[] {
  if (input.participants?.length) return [...input.participants];
  const byId = new Map<string, SummaryOwner>();
  for (const segment of input.segments) {
    if (!byId.has(segment.participantId))
      byId.set(segment.participantId, { participantId: segment.participantId, name: segment.speakerName });
  }
  return [...byId.values()];
}

/**
 * The seconds a character range of a segment covers: from its words' times where the text is made of them (as the
 * engines here make it), otherwise in proportion to the characters.
 */
export function spanOf(segment: TranscriptSegment, charStart: number, charEnd: number): TranscriptSpan {
  const duration = segment.end - segment.start;
  const length = Math.max(1, segment.text.length);
  let start = segment.start + (duration * charStart) / length;
  let end = segment.start + (duration * charEnd) / length;
  let cursor = 0;
  const covered: { start: number; end: number }[] = [];
  for (const word of segment.words) {
    const at = segment.text.indexOf(word.word, cursor);
    if (at < 0) {
      covered.length = 0;
      break;
    }
    cursor = at + word.word.length;
    if (at < charEnd && cursor > charStart) covered.push(word);
  }
  const first = covered[0];
  const last = covered.at(-1);
  if (first && last) {
    start = first.start;
    end = last.end;
  }
  const round = (seconds: number) => Math.round(seconds * 1_000) / 1_000;
  return { segmentId: segment.id, charStart, charEnd, start: round(start), end: round(end) };
}

/**
 * Each segment's sentences (compromise finds them in punctuated text; a segment of unpunctuated engine output is one
 * sentence per pause), each located exactly in its segment's text so a point can link to what was said.
 */
export function transcriptSentences(segments: readonly TranscriptSegment[]): TranscriptSentence[] {
  const sentences: TranscriptSentence[] = [];
  for (const segment of inSpokenOrder(segments)) {
    let cursor = 0;
    const found = nlp(segment.text).sentences().out('array') as string[];
    for (const raw of found) {
      const text = raw.trim();
      const at = text ? segment.text.indexOf(text, cursor) : -1;
      if (at < 0) continue;
      cursor = at + text.length;
      sentences.push({ text, segment, span: spanOf(segment, at, cursor) });
    }
    if (found.length === 0 && segment.text.trim()) {
      const text = segment.text.trim();
      const at = segment.text.indexOf(text);
      sentences.push({ text, segment, span: spanOf(segment, at, at + text.length) });
    }
  }
  return sentences;
}
