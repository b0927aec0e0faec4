import { describe, expect, it } from 'vitest';
import {
  type ConsumerDutyEvent,
  consumerDutyFigureDefinitions,
  consumerDutyFigures,
  consumerDutyPeriod,
  consumerDutyQuery,
  consumerDutyValueText,
  formatDuration,
  isConsumerDutyPeriodTooLong,
  londonDayOf,
  medianOf,
  tallyConsumerDuty,
} from './consumer-duty.ts';

describe('the period', () => {
  it.each([
    ['2024-03-01', '2026-02-28', false],
    ['2024-03-01', '2026-03-01', true],
    ['2024-02-29', '2026-02-28', false],
    ['2026-03-01', '2026-03-01', false],
  ])('%s to %s: too long %s (24 months at most)', (from, to, tooLong) => {
    expect(isConsumerDutyPeriodTooLong({ from, to })).toBe(tooLong);
    expect(consumerDutyPeriod.safeParse({ from, to }).success).toBe(!tooLong);
  });

  it('refuses a reversed period on its start, and reads JSON unless a download is asked', () => {
    const reversed = consumerDutyQuery.safeParse({ from: '2026-03-31', to: '2026-03-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['from'], 'The start of the period cannot be after its end'],
    ]);
    expect(consumerDutyQuery.parse({ from: '2026-03-01', to: '2026-03-31' }).format).toBe('json');
    expect(consumerDutyQuery.safeParse({ from: '2026-03-01', format: 'xlsx' }).success).toBe(false);
  });
});

describe('values in words', () => {
  it.each([
    [0, '0 min'],
    [59, '59 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [1440, '1 day'],
    [3000, '2 days 2 h'],
  ])('%i minutes read as %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));

  it('says when there was nothing to measure, and that complaints are not recorded', () => {
    expect(consumerDutyValueText('minutes', null)).toBe('None in the period');
    expect(consumerDutyValueText('notRecorded', null)).toBe('Not recorded in the portal');
    expect(consumerDutyValueText('count', 1234)).toBe('1,234');
  });

  it('takes the middle of an odd list and the mean of the two middle ones of an even list', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([30, 10, 20])).toBe(20);
    expect(medianOf([10, 20, 30, 45])).toBe(25);
  });
});

describe('the figures', () => {
  it('each has a label and definition, and every figure but complaints is counted from typed audit actions', () => {
    for (const figure of consumerDutyFigures) {
      const definition = consumerDutyFigureDefinitions[figure];
      expect(definition.label.length).toBeGreaterThan(0);
      expect(definition.definition.length).toBeGreaterThan(0);
      expect(definition.sources.length === 0).toBe(figure === 'complaints');
    }
  });

  it('counts days as London reads them: 23:30 UTC in summer is the next day', () => {
    expect(londonDayOf('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(londonDayOf('2026-01-31T23:30:00Z')).toBe('2026-01-31');
  });

  const client = '00000000-0000-4000-8000-0000000000c1';
  const staff = '00000000-0000-4000-8000-0000000000a1';
  const event = (id: string, action: string, at: string, actor: string, after: unknown = {}): ConsumerDutyEvent => ({
    id,
    client_id: client,
    kind: 'client',
    action,
    case_type: null,
    entity_id: client,
    actor_id: actor,
    at,
    before: null,
    after,
  });
  const figure = (events: ConsumerDutyEvent[], name: string, today = '2026-12-01') =>
    tallyConsumerDuty(events, { from: '2026-03-01', to: '2026-03-31' }, today).find((row) => row.figure === name);

  it('a to-do is overdue in the period from the day after its due date, while it stays open', () => {
    const todo = { todo_id: 'todo-1', title: 'Payslips', notes: '', due_on: '2026-03-31' };
    // Due on the period's last day: it only falls overdue on 1 April, after the period.
    expect(figure([event('a', 'todo_created', '2026-03-01T09:00:00Z', client, todo)], 'overdueActions')?.value).toBe(0);
    // Due before the period and still open at its start: overdue in it.
    const early = { ...todo, due_on: '2026-02-20' };
    expect(figure([event('b', 'todo_created', '2026-02-01T09:00:00Z', client, early)], 'overdueActions')).toMatchObject({
      value: 1,
      event_ids: ['b'],
    });
    // Not yet overdue today, whatever the period says.
    const soon = { ...todo, due_on: '2026-03-10' };
    expect(figure([event('c', 'todo_created', '2026-03-01T09:00:00Z', client, soon)], 'overdueActions', '2026-03-10')?.value).toBe(0);
  });

  it('a reply counts for every message from the client before it, and a staff message before none', () => {
    const events = [
      event('s0', 'message_sent', '2026-03-02T08:00:00Z', staff),
      event('c1', 'message_sent', '2026-03-02T09:00:00Z', client),
      event('s1', 'message_sent', '2026-03-02T09:30:00Z', staff),
    ];
    expect(figure(events, 'messageReplyMedian')).toMatchObject({ value: 30, event_ids: ['c1', 's1'] });
    expect(figure(events, 'messagesAwaitingReply')).toMatchObject({ value: 0, event_ids: [] });
  });
});
