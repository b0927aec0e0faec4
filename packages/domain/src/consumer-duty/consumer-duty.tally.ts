import { reportTimeZone } from '../activity/activity.reports.ts';
import type { CaseType } from '../cases/case-types.ts';
import { type ConsumerDutyFigure, consumerDutyFigureDefinitions, consumerDutyFigures } from './consumer-duty.figures.ts';

/** One audit event of a client as the pack reads it: the server's rows, or a test's. */
export type ConsumerDutyEvent = {
  id: string;
  /** The client the event is about: the client themself, or the client of the case. */
  client_id: string;
  kind: string;
  action: string;
  /** The case's type, for an event on a case. */
  case_type: CaseType | null;
  /** The case (or client) the event was written on. */
  entity_id: string;
  actor_id: string | null;
  /** When, as an ISO instant. */
  at: string;
  before: unknown;
  after: unknown;
};

/** One figure's value and the events it was counted from. */
export type ConsumerDutyTally = { figure: ConsumerDutyFigure; value: number | null; event_ids: string[] };

const londonDays = new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in London an instant falls on, as 'YYYY-MM-DD': the days a period is chosen in. */
export function londonDayOf(instant: string | Date): string {
  return londonDays.format(typeof instant === 'string' ? new Date(instant) : instant);
}

type Period = { from: string; to: string };

const fieldOf = (payload: unknown, key: string): unknown =>
  payload && typeof payload === 'object' && Object.hasOwn(payload, key) ? (payload as Record<string, unknown>)[key] : undefined;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Minutes from one instant to the next, whole. */
const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** The middle of a list of times (the mean of the two middle ones for an even count), whole. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/** A wait: something the client asked, and the first answer from staff (null while none came by the period's end). */
type Wait = { asked: ConsumerDutyEvent; answer: ConsumerDutyEvent | null };

const byTime = (a: ConsumerDutyEvent, b: ConsumerDutyEvent) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);
const isByClient = (event: ConsumerDutyEvent) => event.actor_id === event.client_id;
const isByStaff = (event: ConsumerDutyEvent) => event.actor_id !== null && event.actor_id !== event.client_id;

/** Each message the client sent in the period, with the next message from staff in the thread after it. */
function messageWaits(events: readonly ConsumerDutyEvent[], inPeriod: (event: ConsumerDutyEvent) => boolean): Wait[] {
  const messages = events.filter((event) => event.kind === 'client' && event.action === 'message_sent').sort(byTime);
  return messages
    .filter((event) => isByClient(event) && inPeriod(event))
    .map((asked) => ({
      asked,
      answer: messages.find((later) => later.client_id === asked.client_id && isByStaff(later) && later.at >= asked.at) ?? null,
    }));
}

const requestAction: Partial<Record<CaseType, string>> = { meeting_request: 'created', online_advice_request: 'submit' };

/** Each request the client made in the period, with the first event on its case by a member of staff after it. */
function requestWaits(events: readonly ConsumerDutyEvent[], inPeriod: (event: ConsumerDutyEvent) => boolean): Wait[] {
  const onCases = events.filter((event) => event.kind === 'client-case').sort(byTime);
  return onCases
    .filter((event) => event.case_type !== null && requestAction[event.case_type] === event.action && isByClient(event) && inPeriod(event))
    .map((asked) => ({
      asked,
      answer: onCases.find((later) => later.entity_id === asked.entity_id && isByStaff(later) && later.at >= asked.at) ?? null,
    }));
}

/** The figures of a set of waits: their median and longest answered times, and those still waiting. */
function waitFigures(waits: readonly Wait[]): { count: Tally; median: Tally; worst: Tally; waiting: Tally } {
  const answered = waits.flatMap((wait) =>
    wait.answer ? [{ ...wait, answer: wait.answer, minutes: minutesBetween(wait.asked.at, wait.answer.at) }] : [],
  );
  const worst = answered.reduce<(typeof answered)[number] | null>(
    (longest, wait) => (!longest || wait.minutes > longest.minutes ? wait : longest),
    null,
  );
  const waiting = waits.filter((wait) => wait.answer === null);
  return {
    count: { value: waits.length, event_ids: waits.map((wait) => wait.asked.id) },
    median: {
      value: medianOf(answered.map((wait) => wait.minutes)),
      event_ids: [...new Set(answered.flatMap((wait) => [wait.asked.id, wait.answer.id]))],
    },
    worst: { value: worst?.minutes ?? null, event_ids: worst ? [worst.asked.id, worst.answer.id] : [] },
    waiting: { value: waiting.length, event_ids: waiting.map((wait) => wait.asked.id) },
  };
}

type Tally = Omit<ConsumerDutyTally, 'figure'>;
const counted = (events: readonly ConsumerDutyEvent[]): Tally => ({ value: events.length, event_ids: events.map((event) => event.id) });

function isAdjustment(event: ConsumerDutyEvent): boolean {
  if (event.action === 'vulnerability_observation_recorded') return textOf(fieldOf(event.after, 'adjustment')) !== '';
  if (event.action !== 'vulnerability_observation_updated') return false;
  const after = textOf(fieldOf(event.after, 'adjustment'));
  return after !== '' && after !== textOf(fieldOf(event.before, 'adjustment'));
}

const todoActions = new Set(consumerDutyFigureDefinitions.overdueActions.sources.map((entry) => entry.action));

/**
 * The to-dos that fell overdue in the period: each one's due date as it stood at the period's end, and whether
 * it was still open (neither completed nor deleted) at the start of the first day it was overdue in the period.
 */
function overdueTodos(events: readonly ConsumerDutyEvent[], period: Period, today: string): Tally {
  const byTodo = new Map<string, ConsumerDutyEvent[]>();
  for (const event of [...events].sort(byTime)) {
    if (event.kind !== 'client' || !todoActions.has(event.action)) continue;
    const todoId = textOf(fieldOf(event.after, 'todo_id')) || textOf(fieldOf(event.before, 'todo_id'));
    if (todoId) byTodo.set(todoId, [...(byTodo.get(todoId) ?? []), event]);
  }
  const ids: string[] = [];
  let value = 0;
  for (const todoEvents of byTodo.values()) {
    const setting = todoEvents.filter((event) => typeof fieldOf(event.after, 'due_on') !== 'undefined').at(-1);
    const dueOn = setting ? fieldOf(setting.after, 'due_on') : null;
    if (typeof dueOn !== 'string' || !setting) continue;
    // The first day it was overdue within the period: the day after its due date, or the period's first day.
    const firstOverdue = [dayAfter(dueOn), period.from].sort().at(-1) ?? period.from;
    if (firstOverdue > period.to || firstOverdue > today) continue;
    const before = todoEvents.filter((event) => londonDayOf(event.at) < firstOverdue);
    const last = before.filter((event) => event.action !== 'todo_created' && event.action !== 'todo_updated').at(-1);
    if (last && (last.action === 'todo_completed' || last.action === 'todo_deleted')) continue;
    if (before.length === 0) continue;
    value += 1;
    const closing = todoEvents.find(
      (event) => (event.action === 'todo_completed' || event.action === 'todo_deleted') && londonDayOf(event.at) >= firstOverdue,
    );
    ids.push(setting.id, ...(closing ? [closing.id] : []));
  }
  return { value, event_ids: ids };
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every figure of the pack from a client's (or a practice's clients') events up to the end of the period:
 * each figure's value and the ids of the events it was counted from. `today` is London's, for what is overdue.
 */
export function tallyConsumerDuty(events: readonly ConsumerDutyEvent[], period: Period, today: string): ConsumerDutyTally[] {
  const known = events.filter((event) => londonDayOf(event.at) <= period.to);
  const inPeriod = (event: ConsumerDutyEvent) => londonDayOf(event.at) >= period.from && londonDayOf(event.at) <= period.to;
  const current = known.filter(inPeriod);
  const where = (kind: string, actions: readonly string[], also: (event: ConsumerDutyEvent) => boolean = () => true) =>
    counted(current.filter((event) => event.kind === kind && actions.includes(event.action) && also(event)).sort(byTime));
  const isReview = (event: ConsumerDutyEvent) => event.case_type === 'review_questionnaire_case';
  const messages = waitFigures(messageWaits(known, inPeriod));
  const requests = waitFigures(requestWaits(known, inPeriod));
  const tallies: Record<ConsumerDutyFigure, Tally> = {
    reviewsDue: where('client-case', ['send'], isReview),
    reviewsDelivered: where('client-case', ['review'], isReview),
    documentsSent: where(
      'client-case',
      ['document_added', 'document_version_added'],
      (event) => isByStaff(event) && fieldOf(event.after, 'concealed') !== true,
    ),
    documentsOpened: where('client-case', ['document_viewed'], isByClient),
    documentsSentForSignature: where('client-case', ['signing_sent']),
    documentsSignedByClient: where('client-case', ['signing_signed'], isByClient),
    clientMessages: messages.count,
    messageReplyMedian: messages.median,
    messageReplyWorst: messages.worst,
    messagesAwaitingReply: messages.waiting,
    clientRequests: requests.count,
    requestResponseMedian: requests.median,
    requestResponseWorst: requests.worst,
    requestsAwaitingResponse: requests.waiting,
    documentRequestsSent: where('client', ['document_request_sent']),
    documentRequestItemsReceived: where('client', ['document_request_item_provided', 'document_request_item_received']),
    vulnerabilityObservations: where('client', ['vulnerability_observation_recorded']),
    vulnerabilityAdjustments: where('client', ['vulnerability_observation_recorded', 'vulnerability_observation_updated'], isAdjustment),
    complaints: { value: null, event_ids: [] },
    overdueActions: overdueTodos(known, period, today),
  };
  return consumerDutyFigures.map((figure) => ({ figure, ...tallies[figure] }));
}
