import { describe, expect, it } from 'vitest';
import { roles } from '../shared/roles.ts';
import { maintenanceNoticeStateOf, nextMaintenanceNoticeChange } from './maintenance-notices.ts';
import {
  canMaintenances,
  createMaintenanceBody,
  defaultMaintenanceNoticeHours,
  maintenancePeriodOf,
  maintenanceShowsFrom,
  maintenanceWindowProblems,
  maintenanceMessages as say,
  updateMaintenanceBody,
} from './maintenances.ts';

const now = new Date('2027-05-01T12:00:30.000Z');
const at = (iso: string) => iso;
const practiceId = '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a22';
const problemsOf = (starts_at: string | null, ends_at: string | null, isNew = true) =>
  maintenanceWindowProblems({ starts_at, ends_at }, { isNew, now }).map((problem) => [problem.field, problem.message]);

describe('who may do what with maintenances', () => {
  it.each(roles.map((role) => [role]))('%s', (role) => {
    expect(canMaintenances(role, 'maintenances.read')).toBe(role === 'super_admin' || role === 'support_admin');
    expect(canMaintenances(role, 'maintenances.write')).toBe(role === 'super_admin');
  });
});

describe('the window rules', () => {
  it('takes an end after a start still to come', () => {
    expect(problemsOf('2027-05-03T21:00:00.000Z', '2027-05-03T23:00:00.000Z')).toEqual([]);
  });

  it('takes a start in the current minute (typed as now), refuses the minute before', () => {
    expect(problemsOf('2027-05-01T12:00:00.000Z', '2027-05-01T13:00:00.000Z')).toEqual([]);
    expect(problemsOf('2027-05-01T11:59:59.000Z', '2027-05-01T13:00:00.000Z')).toEqual([['starts_at', say['maintenances.startInPast']]]);
  });

  it('lets an edit keep a start that has passed', () => {
    expect(problemsOf('2027-04-01T10:00:00.000Z', '2027-05-03T23:00:00.000Z', false)).toEqual([]);
  });

  it('refuses an end at the start or before it', () => {
    expect(problemsOf('2027-05-03T21:00:00.000Z', '2027-05-03T21:00:00.000Z')).toEqual([['ends_at', say['maintenances.endBeforeStart']]]);
    expect(problemsOf('2027-05-03T21:00:00.000Z', '2027-05-03T20:59:00.000Z')).toEqual([['ends_at', say['maintenances.endBeforeStart']]]);
  });

  it('needs both ends', () => {
    expect(problemsOf(null, null)).toEqual([
      ['starts_at', say['maintenances.startRequired']],
      ['ends_at', say['maintenances.endRequired']],
    ]);
  });
});

describe('the request bodies', () => {
  const body = {
    title: '  Database upgrade ',
    message: 'The portal will be unavailable.',
    starts_at: '2099-05-03T21:00:00.000Z',
    ends_at: '2099-05-03T23:00:00.000Z',
    scope: 'chosen',
    practice_ids: [practiceId, practiceId],
  };
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('/'), issue.message]) ?? [];

  it('trims the title, defaults the notice to 48 hours and names each chosen practice once', () => {
    const parsed = createMaintenanceBody.parse(body);
    expect(parsed.title).toBe('Database upgrade');
    expect(parsed.notice_hours).toBe(defaultMaintenanceNoticeHours);
    expect(parsed.practice_ids).toEqual([practiceId]);
  });

  it('names no practice when the scope is all', () => {
    expect(createMaintenanceBody.parse({ ...body, scope: 'all' }).practice_ids).toEqual([]);
  });

  it('needs a practice when the scope is a chosen list', () => {
    expect(issuesOf(createMaintenanceBody.safeParse({ ...body, practice_ids: [] }))).toEqual([
      ['practice_ids', say['maintenances.practicesRequired']],
    ]);
  });

  it('needs a title and a message, and bounds the notice hours (0 to 720, whole)', () => {
    const result = createMaintenanceBody.safeParse({ ...body, title: ' ', message: '', notice_hours: 1.5 });
    expect(issuesOf(result)).toEqual([
      ['title', say['maintenances.titleRequired']],
      ['message', say['maintenances.messageRequired']],
      ['notice_hours', say['maintenances.noticeHoursInvalid']],
    ]);
    expect(createMaintenanceBody.safeParse({ ...body, notice_hours: 0 }).success).toBe(true);
    expect(createMaintenanceBody.safeParse({ ...body, notice_hours: 720 }).success).toBe(true);
    expect(issuesOf(createMaintenanceBody.safeParse({ ...body, notice_hours: 721 }))).toEqual([
      ['notice_hours', say['maintenances.noticeHoursInvalid']],
    ]);
  });

  it('refuses a new maintenance starting in the past, and takes it on an edit', () => {
    const past = { ...body, starts_at: '2020-01-01T10:00:00.000Z', ends_at: '2020-01-01T11:00:00.000Z' };
    expect(issuesOf(createMaintenanceBody.safeParse(past))).toEqual([['starts_at', say['maintenances.startInPast']]]);
    expect(updateMaintenanceBody.safeParse(past).success).toBe(true);
  });
});

describe('periods and notices by the clock', () => {
  const window = { starts_at: at('2027-05-03T21:00:00.000Z'), ends_at: at('2027-05-03T23:00:00.000Z') };
  const notice = { ...window, shows_from: maintenanceShowsFrom(window.starts_at, 48).toISOString() };

  it('shows from the start less the notice hours', () => {
    expect(notice.shows_from).toBe('2027-05-01T21:00:00.000Z');
  });

  it.each([
    ['a millisecond before it shows: nothing', '2027-05-01T20:59:59.999Z', null, 'upcoming'],
    ['the moment it shows: planned', '2027-05-01T21:00:00.000Z', 'planned', 'upcoming'],
    ['the start: in progress', '2027-05-03T21:00:00.000Z', 'in_progress', 'in_progress'],
    ['a millisecond before the end: in progress', '2027-05-03T22:59:59.999Z', 'in_progress', 'in_progress'],
    ['the end: nothing, past', '2027-05-03T23:00:00.000Z', null, 'past'],
  ] as const)('%s', (_title, moment, state, period) => {
    expect(maintenanceNoticeStateOf(notice, new Date(moment))).toBe(state);
    expect(maintenancePeriodOf(window, new Date(moment))).toBe(period);
  });

  it('finds the next edge of any notice after now, or none', () => {
    const other = { shows_from: '2027-05-02T09:00:00.000Z', starts_at: '2027-05-02T10:00:00.000Z', ends_at: '2027-05-02T11:00:00.000Z' };
    expect(nextMaintenanceNoticeChange([notice, other], new Date('2027-05-01T22:00:00.000Z'))?.toISOString()).toBe(other.shows_from);
    expect(nextMaintenanceNoticeChange([notice, other], new Date('2027-05-02T11:00:00.000Z'))?.toISOString()).toBe(notice.starts_at);
    expect(nextMaintenanceNoticeChange([notice], new Date('2027-05-03T23:00:00.000Z'))).toBeNull();
  });
});
