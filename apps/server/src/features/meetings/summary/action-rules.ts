import type { ActionPoint, ActionPointKind, SummaryOwner } from '@advice/domain';
import { dueDateIn } from './due-dates.ts';
import { spanOf, type TranscriptSentence } from './transcript-sentences.ts';

type Trigger = { kind: ActionPointKind; pattern: RegExp };

/**
 * What makes a clause an action point, tried in this order at each place in a sentence. "Let me know" asks the listener
 * for something, so it is a request before "let me" is a commitment.
 */
const triggers: Trigger[] = [
  {
    kind: 'request',
    pattern:
      /\b(?:let me know|could you|can you|would you|will you|would you mind|please|i need you to|i'?d like you to|i would like you to|do you mind)\b/giu,
  },
  {
    kind: 'recommendation',
    pattern:
      /\b(?:i recommend|i'?d recommend|i would recommend|i suggest|i'?d suggest|i would suggest|i advise|i'?d advise|i would advise|my advice is|my recommendation is|you should|you ought to)\b/giu,
  },
  {
    kind: 'commitment',
    pattern:
      /\b(?:i will|i'll|i shall|we will|we'll|we shall|let me|let us|let's|i'm going to|i am going to|we're going to|we are going to)\b/giu,
  },
];

/**
 * What follows a trigger when it asks or promises nothing: "I will be away", "let me think", "can you hear me",
 * "would you like", "you should have received".
 */
const noAction: Record<ActionPointKind, RegExp> = {
  commitment:
    /^\s*(?:not|never|probably|be (?:honest|away|out|off|on holiday|on leave|brief|quick)|just say|say|think|see|explain|be clear)\b/iu,
  request: /^\s*(?:hear|see) (?:me|us)\b|^\s*like\b/iu,
  recommendation: /^\s*have\b/iu,
};

type Found = { kind: ActionPointKind; at: number; end: number };

/** Triggers with at most one word between them ("please, could you", "I will just let you know") are one point. */
const sameClause = /^[\s,]*(?:[\p{L}']+[\s,]*)?$/u;

function triggersIn(text: string): Found[] {
  const found: Found[] = [];
  for (const { kind, pattern } of triggers) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      if (found.some((other) => at < other.end && end > other.at)) continue;
      if (noAction[kind].test(text.slice(end))) continue;
      found.push({ kind, at, end });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const merged: Found[] = [];
  for (const trigger of found) {
    const previous = merged.at(-1);
    if (previous && sameClause.test(text.slice(previous.end, trigger.at))) previous.end = trigger.end;
    else merged.push({ ...trigger });
  }
  return merged;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Who a clause names among the participants (full name or first name, as a word), other than the speaker. */
function addressedIn(text: string, participants: readonly SummaryOwner[], speakerId: string): SummaryOwner | null {
  for (const participant of participants) {
    if (participant.participantId === speakerId) continue;
    const first = participant.name.trim().split(/\s+/u)[0] ?? '';
    const names = [participant.name.trim(), first].filter((name) => name.length > 1);
    if (names.some((name) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'iu').test(text))) return participant;
  }
  return null;
}

/** Who owns a point: the speaker for a promise; for a request or a recommendation the person named, else the other main party. */
export function ownerOf(
  kind: ActionPointKind,
  text: string,
  sentence: TranscriptSentence,
  participants: readonly SummaryOwner[],
  otherMainParty: (speakerId: string) => SummaryOwner | null,
): SummaryOwner | null {
  const speaker = sentence.segment.participantId;
  if (kind === 'commitment') return { participantId: speaker, name: sentence.segment.speakerName };
  return addressedIn(text, participants, speaker) ?? otherMainParty(speaker);
}

/** A point as the summary shows it: its first letter and the pronoun I in capitals; the words are as they were said. */
export function tidy(text: string): string {
  const cleaned = text
    .trim()
    .replace(/^[,;:\s]+|[,;:\s]+$/gu, '')
    .replace(/\bi(?=\b|')/gu, 'I');
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/**
 * The action points of one sentence: each clause from a trigger to the next one (or the sentence's end) is a point,
 * together with a name said just before it ("Amelia, could you ..."), its owner and its due date.
 */
export function actionPointsIn(
  sentence: TranscriptSentence,
  meetingDate: string,
  participants: readonly SummaryOwner[],
  otherMainParty: (speakerId: string) => SummaryOwner | null,
): ActionPoint[] {
  const found = triggersIn(sentence.text);
  return found.map((trigger, index) => {
    const previousEnd = index > 0 ? (found[index - 1] as Found).end : 0;
    const before = sentence.text.slice(previousEnd, trigger.at);
    const vocative =
      trigger.kind === 'commitment'
        ? null
        : addressedIn(before.split(/\s+/u).slice(-3).join(' '), participants, sentence.segment.participantId);
    const named = vocative ? before.toLowerCase().lastIndexOf(vocative.name.split(/\s+/u)[0]?.toLowerCase() ?? '') : -1;
    const from = vocative && named >= 0 ? previousEnd + named : trigger.at;
    const to = (found[index + 1]?.at ?? sentence.text.length) as number;
    const clause = sentence.text.slice(from, to).replace(/[\s,;]+(?:and|but|so|then)?\s*$/iu, '');
    const charStart = sentence.span.charStart + from;
    return {
      text: tidy(clause),
      kind: trigger.kind,
      owner: vocative ?? ownerOf(trigger.kind, clause, sentence, participants, otherMainParty),
      dueDate: dueDateIn(clause, meetingDate),
      span: spanOf(sentence.segment, charStart, charStart + clause.length),
    };
  });
}
