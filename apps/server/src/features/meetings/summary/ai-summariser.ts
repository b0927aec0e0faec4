import { type ActionPoint, actionPointKinds, type KeyPoint, type MeetingSummary, type SummaryOwner, summaryLabels } from '@advice/domain';
import { z } from 'zod';
import { authorisationOf, readJsonAnswer, type ServiceSettings } from '../transcription/openai-compatible.ts';
import { tidy } from './action-rules.ts';
import { dueDateIn } from './due-dates.ts';
import { inSpokenOrder, participantsOf, type SummaryInput, spanOf } from './transcript-sentences.ts';

const answerBytesMax = 2 * 1024 * 1024;
const aiTimeoutMs = 120_000;
/** Past this the transcript is cut: a prompt must fit the model, and the rest is still in the transcript. */
const transcriptCharsMax = 200_000;

const pointText = z.string().trim().min(1).max(1_000);
const aiAnswer = z.object({
  keyPoints: z
    .array(z.object({ text: pointText, quote: pointText }))
    .max(50)
    .default([]),
  actionPoints: z
    .array(
      z.object({
        text: pointText,
        kind: z.enum(actionPointKinds),
        owner: z.string().max(200).nullish(),
        dueDate: z.string().max(40).nullish(),
        quote: pointText,
      }),
    )
    .max(100)
    .default([]),
});
const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().max(500_000) }) })).min(1),
});

/** The AI service failed or answered something unusable; the message holds no meeting words. */
export class SummaryServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SummaryServiceError';
  }
}

const instructions = `You summarise a meeting between a financial adviser and their client from its transcript.
Answer with one JSON object: {"keyPoints": [{"text", "quote"}], "actionPoints": [{"text", "kind", "owner", "dueDate", "quote"}]}.
kind is "commitment" (someone promised to do something), "request" (someone was asked to do something) or "recommendation" (the adviser advised something).
owner is the name of the participant who must act, exactly as listed, or null. dueDate is YYYY-MM-DD when a date or deadline was said, otherwise null; resolve relative dates from the meeting date.
quote is the exact words from one transcript line that the point comes from, copied character for character. Never add a point that no line says.`;

function promptOf(input: SummaryInput, participants: readonly SummaryOwner[]): string {
  const lines = inSpokenOrder(input.segments).map((segment) => `${segment.speakerName}: ${segment.text}`);
  const transcript = lines.join('\n').slice(0, transcriptCharsMax);
  return `Meeting date: ${input.meetingDate}\nParticipants: ${participants.map((p) => p.name).join(', ')}\n\nTranscript:\n${transcript}`;
}

/** Letters and digits only, lower case, with where each kept character was in the original text. */
function comparable(text: string): { folded: string; positions: number[] } {
  let folded = '';
  const positions: number[] = [];
  let lastWasSpace = true;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i).toLowerCase();
    if (/[\p{L}\p{N}]/u.test(char)) {
      folded += char;
      positions.push(i);
      lastWasSpace = false;
    } else if (!lastWasSpace && /\s/u.test(char)) {
      folded += ' ';
      positions.push(i);
      lastWasSpace = true;
    }
  }
  return { folded, positions };
}

/** Where a quote was said: the first segment whose text holds it (ignoring case, punctuation and spacing), or null. */
function findQuote(input: SummaryInput, quote: string) {
  const wanted = comparable(quote).folded.trim();
  if (wanted.split(' ').length < 2) return null;
  for (const segment of inSpokenOrder(input.segments)) {
    const { folded, positions } = comparable(segment.text);
    const at = folded.indexOf(wanted);
    if (at < 0) continue;
    const charStart = positions[at] as number;
    const charEnd = (positions[at + wanted.length - 1] as number) + 1;
    return { segment, span: spanOf(segment, charStart, charEnd) };
  }
  return null;
}

function ownerNamed(name: string | null | undefined, participants: readonly SummaryOwner[]): SummaryOwner | null {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  return (
    participants.find((p) => p.name.toLowerCase() === wanted) ??
    participants.find((p) => p.name.toLowerCase().split(/\s+/u)[0] === wanted.split(/\s+/u)[0]) ??
    null
  );
}

/**
 * The model's points, each accepted only where its quote is found in the transcript (it then links to that span);
 * the others are dropped, never shown. An owner must be a participant. The due date is the one said in the quoted
 * words, read by the same date rules as the automatic summary, whatever the model claimed: a date no one said is none.
 */
export function acceptedPoints(answer: z.infer<typeof aiAnswer>, input: SummaryInput): Pick<MeetingSummary, 'keyPoints' | 'actionPoints'> {
  const participants = participantsOf(input);
  const keyPoints: KeyPoint[] = [];
  for (const point of answer.keyPoints) {
    const found = findQuote(input, point.quote);
    if (found) keyPoints.push({ text: tidy(point.text), span: found.span });
  }
  const actionPoints: ActionPoint[] = [];
  for (const point of answer.actionPoints) {
    const found = findQuote(input, point.quote);
    if (!found) continue;
    const quoted = found.segment.text.slice(found.span.charStart, found.span.charEnd);
    actionPoints.push({
      text: tidy(point.text),
      kind: point.kind,
      owner: ownerNamed(point.owner, participants),
      dueDate: dueDateIn(quoted, input.meetingDate),
      span: found.span,
    });
  }
  return { keyPoints, actionPoints };
}

/** A summary by the configured AI service (AI_URL): an OpenAI-compatible `/chat/completions` endpoint answering JSON. */
export async function summariseWithAi(settings: ServiceSettings, input: SummaryInput): Promise<MeetingSummary> {
  const participants = participantsOf(input);
  let response: Response;
  try {
    response = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorisationOf(settings) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: promptOf(input, participants) },
        ],
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(aiTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SummaryServiceError(
      timedOut ? `the AI service did not answer within ${aiTimeoutMs / 1_000} s` : 'the AI service could not be reached',
    );
  }
  let answer: z.infer<typeof aiAnswer>;
  try {
    const chat = chatAnswer.parse(await readJsonAnswer(response, answerBytesMax, 'AI service'));
    const content = (chat.choices[0]?.message.content ?? '').replace(/^```(?:json)?\s*|\s*```\s*$/gu, '');
    answer = aiAnswer.parse(JSON.parse(content));
  } catch (error) {
    const answerProblem = error instanceof Error && error.name === 'ServiceAnswerError' ? error.message : null;
    throw new SummaryServiceError(answerProblem ?? 'the AI service gave no usable summary');
  }
  return { engine: 'ai', label: summaryLabels.ai, ...acceptedPoints(answer, input) };
}
