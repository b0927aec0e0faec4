import { describe, expect, it } from 'vitest';
import { auditActions, staffOnlyAuditActions } from '../audit/audit.events.ts';
import { featureFlags } from '../practice/feature-flags.ts';
import { activityActionLabel, defaultReportPeriod, interactionReportQuery, reportPeriodQuery, shiftDay } from './activity.reports.ts';
import {
  activityAreaOf,
  activityAreas,
  activityAreasOn,
  activityFeedQuery,
  clientHiddenActivityActions,
  isActivityAreaOn,
} from './activity.ts';

const clientKinds = ['client', 'client-case', 'top-up', 'financial-strategy'] as const;

describe('activity areas', () => {
  it('put every action of a client’s entity kinds in exactly one area', () => {
    for (const kind of clientKinds)
      for (const action of auditActions[kind])
        expect({ kind, action, area: activityAreaOf(kind, action) }).not.toMatchObject({ area: null });
  });

  it.each([
    ['client', 'todo_completed', 'todos'],
    ['client', 'message_sent', 'messages'],
    ['client', 'practice_note_written', 'messages'],
    ['client', 'fact_find_saved', 'factFind'],
    ['client', 'vulnerability_observation_recorded', 'factFind'],
    ['client', 'estate_summary_saved', 'estateSummary'],
    ['client', 'signed_in', 'account'],
    ['client', 'an_action_from_long_ago', 'account'],
    ['client-case', 'accept', 'cases'],
    ['client-case', 'risk_assessment_completed', 'cases'],
    ['client-case', 'document_viewed', 'documents'],
    ['client-case', 'signing_signed', 'documents'],
    ['top-up', 'cancel', 'topUps'],
    ['financial-strategy', 'strategy_created', 'financialStrategy'],
  ])('%s %s is in %s', (kind, action, area) => {
    expect(activityAreaOf(kind, action)).toBe(area);
  });

  it('leaves out the events of kinds that are no client’s activity', () => {
    expect(activityAreaOf('user', 'signed_in')).toBeNull();
    expect(activityAreaOf('practice', 'settings_general_updated')).toBeNull();
  });

  it('offers an area while any of its flags is on; an area without a flag always', () => {
    expect(isActivityAreaOn('todos', { todos: true })).toBe(true);
    expect(isActivityAreaOn('todos', { todos: false })).toBe(false);
    expect(isActivityAreaOn('messages', { notes: '1' })).toBe(true);
    expect(activityAreasOn({})).toEqual(['cases', 'documents', 'factFind', 'account']);
    expect(activityAreasOn(Object.fromEntries(featureFlags.map((flag) => [flag, true])))).toEqual([...activityAreas]);
  });

  it('keeps every staff-only action out of the client’s own feed', () => {
    for (const action of staffOnlyAuditActions) expect(clientHiddenActivityActions).toContain(action);
  });

  it('reads the feed’s area filter', () => {
    expect(activityFeedQuery.parse({ area: 'todos' })).toMatchObject({ area: 'todos', page: 1, per_page: 20 });
    expect(activityFeedQuery.safeParse({ area: 'nothing' }).success).toBe(false);
  });
});

describe('a report period', () => {
  it('defaults to the last 30 days, today included, and fills one end from the other', () => {
    const { from, to } = defaultReportPeriod('2026-04-21');
    expect([from, to]).toEqual(['2026-03-23', '2026-04-21']);
    expect(reportPeriodQuery.parse({ to: '2026-04-21' })).toEqual({ from: '2026-03-23', to: '2026-04-21' });
    expect(reportPeriodQuery.parse({ from: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(interactionReportQuery.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      feature: 'messages',
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses a reversed period, an endless one and a date that is no date', () => {
    const reversed = reportPeriodQuery.safeParse({ from: '2026-04-02', to: '2026-04-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'The start of the period cannot be after its end'],
    ]);
    expect(reportPeriodQuery.safeParse({ from: '2000-01-01', to: '2026-04-01' }).error?.issues[0]?.message).toBe(
      'Choose a period of ten years or less',
    );
    expect(reportPeriodQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});

describe('an action in words', () => {
  it('has a label where its name reads poorly, and its name in words otherwise', () => {
    expect(activityActionLabel('client-case', 'acceptForClient')).toBe('Accepted a case for the client');
    expect(activityActionLabel('client', 'todo_created')).toBe('Added a to-do');
    expect(activityActionLabel('client', 'message_sent')).toBe('Message sent');
    expect(activityActionLabel('top-up', 'created')).toBe('Requested a top-up');
  });
});
