import { type ActionPoint, type KeyPoint, type MeetingSummary, normaliseWords, type SummaryOwner, summaryLabels } from '@advice/domain';
import { actionPointsIn, tidy } from './action-rules.ts';
import { participantsOf, type SummaryInput, type TranscriptSentence, transcriptSentences } from './transcript-sentences.ts';

/** Words that carry no topic: a sentence is scored on the others. */
const stopWords = new Set(
  (
    "a about after again all also am an and any are as at be because been before being but by can could did do does doing don't " +
    'for from get got had has have having he her here hers him his how i if in into is it its just know let like me more most my ' +
    "no not now of off okay on once only or other our ours out over really right so some such than thank thanks that that's the " +
    'their them then there these they this those through to too um uh under until up very was we well were what when where which ' +
    "while who why will with would yeah yes you your yours you're i'll i'm we'll it's going want think sure great good fine see"
  ).split(' '),
);

const keyPointWordsMin = 6;
const keyPointsMax = 6;

function contentWords(text: string): string[] {
  return normaliseWords(text).filter((word) => !stopWords.has(word) && word.length > 2);
}

/**
 * Key points by sentence scoring: a sentence scores the mean frequency, across the whole meeting, of its topic words
 * (what is talked about most), so long sentences are not favoured for their length. Sentences already action points,
 * and short ones, are left out; the best few are kept in the order they were said.
 */
export function keyPointsOf(sentences: readonly TranscriptSentence[], taken: ReadonlySet<TranscriptSentence>): KeyPoint[] {
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of new Set(contentWords(sentence.text))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const scored = sentences
    .map((sentence, order) => {
      const words = contentWords(sentence.text);
      const score = words.length ? words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.sqrt(words.length) : 0;
      return { sentence, order, score, wordCount: normaliseWords(sentence.text).length };
    })
    .filter((item) => !taken.has(item.sentence) && item.wordCount >= keyPointWordsMin && item.score > 0);
  const count = Math.min(keyPointsMax, Math.max(1, Math.ceil(sentences.length / 4)));
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ sentence }) => ({ text: tidy(sentence.text), span: sentence.span }));
}

/** The participant other than `speakerId` who said the most words: who a request without a name is put to. */
function otherMainPartyOf(input: SummaryInput, participants: readonly SummaryOwner[]) {
  const spoken = new Map<string, number>();
  for (const segment of input.segments) {
    spoken.set(segment.participantId, (spoken.get(segment.participantId) ?? 0) + normaliseWords(segment.text).length);
  }
  return (speakerId: string): SummaryOwner | null =>
    participants
      .filter((participant) => participant.participantId !== speakerId)
      .sort((a, b) => (spoken.get(b.participantId) ?? 0) - (spoken.get(a.participantId) ?? 0))[0] ?? null;
}

/**
 * The embedded summariser, labelled automatic: action points by rules for commitments, requests and recommendations
 * (owners and due dates from what was said), key points by sentence scoring. Every point quotes a span of the
 * transcript; nothing is written that was not said.
 */
export function summariseAutomatically(input: SummaryInput): MeetingSummary {
  const participants = participantsOf(input);
  const otherMainParty = otherMainPartyOf(input, participants);
  const sentences = transcriptSentences(input.segments);
  const actionPoints: ActionPoint[] = [];
  const taken = new Set<TranscriptSentence>();
  for (const sentence of sentences) {
    const points = actionPointsIn(sentence, input.meetingDate, participants, otherMainParty);
    if (points.length) taken.add(sentence);
    actionPoints.push(...points);
  }
  return { engine: 'automatic', label: summaryLabels.automatic, keyPoints: keyPointsOf(sentences, taken), actionPoints };
}
