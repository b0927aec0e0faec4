import { describe, expect, it } from 'vitest';
import {
  changeText,
  emptyFigures,
  monthlyActivityQuery,
  monthPeriod,
  presetOf,
  presetPeriod,
  shiftMonth,
  tallyFigures,
  tallyUsage,
} from './reports.ts';

describe('report periods', () => {
  it.each([
    ['thisMonth', '2026-05-14', { from: '2026-05-01', to: '2026-05-14' }],
    ['lastMonth', '2026-05-14', { from: '2026-04-01', to: '2026-04-30' }],
    ['lastMonth', '2026-01-31', { from: '2025-12-01', to: '2025-12-31' }],
    ['thisQuarter', '2026-05-14', { from: '2026-04-01', to: '2026-05-14' }],
    ['thisQuarter', '2026-12-31', { from: '2026-10-01', to: '2026-12-31' }],
    ['thisQuarter', '2026-01-01', { from: '2026-01-01', to: '2026-01-01' }],
    ['last12Months', '2026-05-14', { from: '2025-06-01', to: '2026-05-14' }],
  ] as const)('%s on %s', (preset, today, period) => {
    expect(presetPeriod(preset, today)).toEqual(period);
    expect(presetOf(period, today)).toBe(preset === 'thisQuarter' && today === '2026-01-01' ? 'thisMonth' : preset);
  });

  it('a period no preset gives is none of them', () => {
    expect(presetOf({ from: '2026-03-02', to: '2026-03-31' }, '2026-05-14')).toBeNull();
  });

  it('months: their last day (a leap February), and the month before across a year', () => {
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('the monthly report’s month: YYYY-MM, this month or before; none is this month', () => {
    expect(monthlyActivityQuery.parse({ month: '2026-03' })).toEqual({ month: '2026-03' });
    expect(monthlyActivityQuery.parse({}).month).toMatch(/^\d{4}-\d{2}$/u);
    expect(monthlyActivityQuery.safeParse({ month: '2026-13' }).error?.issues[0]?.message).toBe('Choose a month like 2026-04');
    expect(monthlyActivityQuery.safeParse({ month: '2026-3' }).success).toBe(false);
    expect(monthlyActivityQuery.safeParse({ month: '2999-01' }).error?.issues[0]?.message).toBe('Choose this month or an earlier one');
  });
});

describe('tallying the events', () => {
  it('counts each event for the figures whose rule it matches; a case completes by whichever action moved it there', () => {
    const counts = tallyFigures([
      { kind: 'client', action: 'created', status_to: null, count: 2 },
      { kind: 'client', action: 'created_in_bulk', status_to: null, count: 3 },
      { kind: 'client-case', action: 'confirm', status_to: 'completed', count: 1 },
      { kind: 'client-case', action: 'complete', status_to: 'completed', count: 1 },
      { kind: 'client-case', action: 'send', status_to: 'reviewing_pack', count: 4 },
      { kind: 'top-up', action: 'created', status_to: null, count: 1 },
      { kind: 'user', action: 'created', status_to: null, count: 9 },
      { kind: 'client', action: 'practice_note_written', status_to: null, count: 5 },
    ]);
    expect(counts).toEqual({ ...emptyFigures(), clientsAdded: 5, casesCompleted: 2, topUpsRequested: 1 });
  });

  it('usage: every event is an action, and each counts in its column too', () => {
    expect(
      tallyUsage([
        { kind: 'user', action: 'signed_in', count: 2 },
        { kind: 'client', action: 'message_sent', count: 3 },
        { kind: 'client-case', action: 'submit', count: 1 },
        { kind: 'client', action: 'todo_created', count: 4 },
      ]),
    ).toEqual({ signIns: 2, messages: 3, cases: 1, documentsSigned: 0, topUps: 0, meetings: 0, actions: 10 });
  });

  it('says a change as a director reads it', () => {
    expect(changeText(5, 2)).toBe('+3');
    expect(changeText(2, 5)).toBe('−3');
    expect(changeText(4, 4)).toBe('no change');
  });
});
