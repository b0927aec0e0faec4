import {
  emptyFigures,
  type FigureCounts,
  monthlyActivityCsvHeaders,
  practiceFigures,
  reportTimeZone,
  tallyFigures,
  usageReportCsvHeaders,
} from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { errorOf } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertEvent } from '../activity/activity.testing.ts';
import { sessionFor } from '../cases/cases.testing.ts';
import { createReportsCast, type ReportsCast } from './reports.testing.ts';

let t: TestApp;
let cast: ReportsCast;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, db(), user, host);
const march = 'from=2026-03-01&to=2026-03-31';
const figures = (counts: Partial<FigureCounts>): FigureCounts => ({ ...emptyFigures(), ...counts });

beforeAll(async () => {
  t = await startTestApp();
  cast = await createReportsCast(db());
  // Another practice's client added in March: never in this practice's figures.
  const other = await createPractice(db());
  const stranger = await createUser(db(), { practiceId: other.id, role: 'client' });
  await insertEvent(db(), {
    practiceId: other.id,
    kind: 'client',
    entityId: stranger.id,
    action: 'created',
    actor: null,
    at: '2026-03-10T10:00:00Z',
  });
});
afterAll(() => t.close());

/** March's known answers (see reports.testing.ts): the whole practice, and each adviser's share through their clients. */
const marchFigures = figures({
  clientsAdded: 2,
  prospectsInvited: 1,
  signUps: 1,
  casesOpened: 2,
  casesCompleted: 1,
  topUpsRequested: 2,
  topUpsCompleted: 1,
  documentsSigned: 1,
  messagesSent: 3,
  meetingsHeld: 1,
});
const adaMarch = figures({
  clientsAdded: 1,
  casesOpened: 1,
  casesCompleted: 1,
  topUpsRequested: 2,
  topUpsCompleted: 1,
  documentsSigned: 1,
  messagesSent: 2,
});
const benMarch = figures({ clientsAdded: 1, casesOpened: 1, messagesSent: 1, meetingsHeld: 1 });
const nobodysMarch = figures({ prospectsInvited: 1, signUps: 1 });

describe('GET /practice-reports (the director’s statistics)', () => {
  it('counts every figure of the period from the audit events, in all and by adviser, London’s days at both ends', async () => {
    const director = await as(cast.director);
    const response = await director.get(`/api/v1/practice-reports?${march}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.from).toBe('2026-03-01');
    expect(data.to).toBe('2026-03-31');
    expect(data.figures).toEqual(marchFigures);
    expect(data.advisers).toEqual([
      { adviser_id: cast.ada.id, name: 'Ada Lovelace', figures: adaMarch },
      { adviser_id: cast.ben.id, name: 'Ben Okri', figures: benMarch },
      { adviser_id: null, name: 'No adviser', figures: nobodysMarch },
    ]);
    expect(data.top_up_amounts).toEqual([{ currency: 'GBP', amount: 7500 }]);
    expect(data.cases_by_type).toEqual([
      { type: 'online_advice_request', label: 'Online Advice Request', count: 1 },
      { type: 'recommendation_pack_case', label: 'Recommendation pack', count: 1 },
      { type: 'meeting_request', label: 'Meeting request', count: 0 },
      { type: 'review_questionnaire_case', label: 'Review questionnaire', count: 0 },
      { type: 'document_pack_case', label: 'Document pack', count: 0 },
    ]);
    // Dev's case was submitted at half past midnight on 1 April, London time: at the end of March it was still in progress.
    expect(data.cases_by_status).toEqual([
      { status: 'building', label: 'In progress', count: 1 },
      { status: 'completed', label: 'Completed', count: 1 },
    ]);
    expect(data.on_books).toEqual({ clients: 3, prospects: 1 });
  });

  it('a period of one day holds that day’s events only; April holds the submission', async () => {
    const director = await as(cast.director);
    const oneDay = (await director.get('/api/v1/practice-reports?from=2026-03-13&to=2026-03-13')).json().data;
    expect(oneDay.figures).toEqual(figures({ messagesSent: 2 }));
    const april = (await director.get('/api/v1/practice-reports?from=2026-04-01&to=2026-04-30')).json().data;
    expect(april.figures).toEqual(emptyFigures());
    expect(april.cases_by_status).toEqual([
      { status: 'submitted', label: 'Submitted', count: 1 },
      { status: 'completed', label: 'Completed', count: 1 },
    ]);
  });

  it('refuses a reversed period beside “from”, and every role but the director; another practice’s director sees only theirs', async () => {
    const director = await as(cast.director);
    const reversed = await director.get('/api/v1/practice-reports?from=2026-03-31&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed)).toMatchObject({ detail: 'The start of the period cannot be after its end', source: { parameter: 'from' } });
    for (const user of [cast.ada, cast.clara])
      expect((await (await as(user)).get(`/api/v1/practice-reports?${march}`)).statusCode).toBe(403);
    const other = await createPractice(db());
    const otherDirector = await createUser(db(), { practiceId: other.id, role: 'director' });
    const theirs = (await (await as(otherDirector, other.host)).get(`/api/v1/practice-reports?${march}`)).json().data;
    expect(theirs.figures).toEqual(figures({ clientsAdded: 0 }));
    expect(theirs.advisers).toEqual([]);
  });
});

/** London's calendar month of an instant, as 'YYYY-MM'. */
const londonMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);

describe('GET /practice-reports/monthly-activity', () => {
  it('gives March against February, and its figures are the audit events of the month recounted one by one', async () => {
    const director = await as(cast.director);
    const response = await director.get('/api/v1/practice-reports/monthly-activity?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.month).toBe('2026-03');
    expect(report.statistics.figures).toEqual(marchFigures);
    expect(report.previous).toEqual({ month: '2026-02', figures: figures({ clientsAdded: 1 }) });

    const rows = await db().select().from(auditEvents).where(eq(auditEvents.practiceId, cast.practice.id));
    const recount = (month: string) =>
      tallyFigures(
        rows
          .filter((row) => londonMonth(row.createdAt) === month)
          .map((row) => {
            const before = (row.before ?? {}) as { status?: string };
            const after = (row.after ?? {}) as { status?: string };
            return {
              kind: row.entityKind,
              action: row.action,
              status_to: after.status !== before.status ? (after.status ?? null) : null,
              count: 1,
            };
          }),
      );
    expect(report.statistics.figures).toEqual(recount('2026-03'));
    expect(report.previous.figures).toEqual(recount('2026-02'));
  });

  it('refuses a month ahead and a month not written as YYYY-MM', async () => {
    const director = await as(cast.director);
    const ahead = await director.get('/api/v1/practice-reports/monthly-activity?month=2999-01');
    expect(ahead.statusCode).toBe(400);
    expect(errorOf(ahead)).toMatchObject({ detail: 'Choose this month or an earlier one', source: { parameter: 'month' } });
    const wrong = await director.get('/api/v1/practice-reports/monthly-activity?month=2026-13');
    expect(errorOf(wrong)).toMatchObject({ detail: 'Choose a month like 2026-04' });
  });

  it('downloads as an RFC 4180 CSV, the practice then each adviser', async () => {
    const director = await as(cast.director);
    const response = await director.get('/api/v1/practice-reports/monthly-activity.csv?month=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="monthly-activity-2026-03.csv"');
    expect(response.body.split('\r\n')).toHaveLength(6);
    const lines = parse(response.body) as string[][];
    expect(lines[0]).toEqual(monthlyActivityCsvHeaders);
    expect(lines.slice(1)).toEqual(
      [
        ['Whole practice', marchFigures],
        ['Ada Lovelace', adaMarch],
        ['Ben Okri', benMarch],
        ['No adviser', nobodysMarch],
      ].map(([name, counts]) => [name, ...practiceFigures.map((figure) => String((counts as FigureCounts)[figure]))]),
    );
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    const other = await createPractice(db());
    const director = await createUser(db(), { practiceId: other.id, role: 'director' });
    const adviser = await createUser(db(), { practiceId: other.id, role: 'adviser' });
    await db().update(users).set({ firstName: '=HYPERLINK("x")', lastName: '' }).where(eq(users.id, adviser.id));
    const response = await (await as(director, other.host)).get('/api/v1/practice-reports/monthly-activity.csv?month=2026-03');
    expect((parse(response.body) as string[][])[2]?.[0]).toBe(`'=HYPERLINK("x")`);
  });

  it('downloads as a PDF on the practice’s letterhead', async () => {
    const director = await as(cast.director);
    const response = await director.get('/api/v1/practice-reports/monthly-activity.pdf?month=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="monthly-activity-2026-03.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await as(cast.ada)).get('/api/v1/practice-reports/monthly-activity.pdf?month=2026-03')).statusCode).toBe(403);
  });
});

describe('GET /usage-reports', () => {
  it('counts what each adviser and each client who did anything did themself, busiest first', async () => {
    const director = await as(cast.director);
    const response = await director.get(`/api/v1/usage-reports?${march}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    const zero = { signIns: 0, messages: 0, cases: 0, documentsSigned: 0, topUps: 0, meetings: 0, actions: 0 };
    expect(report.advisers).toEqual([
      {
        person_id: cast.ada.id,
        name: 'Ada Lovelace',
        usage: { ...zero, signIns: 2, cases: 1, actions: 6 },
        last_active_at: '2026-03-17T08:00:00.000Z',
      },
      {
        person_id: cast.ben.id,
        name: 'Ben Okri',
        usage: { ...zero, messages: 1, meetings: 1, actions: 2 },
        last_active_at: '2026-03-15T11:00:00.000Z',
      },
    ]);
    expect(report.clients).toEqual([
      {
        person_id: cast.clara.id,
        name: 'Clara Hughes',
        usage: { ...zero, signIns: 1, messages: 2, topUps: 2, actions: 6 },
        last_active_at: '2026-03-18T08:00:00.000Z',
      },
      { person_id: cast.dev.id, name: 'Dev Patel', usage: { ...zero, cases: 1, actions: 1 }, last_active_at: '2026-03-09T10:00:00.000Z' },
      { person_id: cast.ed.id, name: 'Ed Stone', usage: { ...zero, actions: 1 }, last_active_at: '2026-03-05T10:00:00.000Z' },
    ]);
  });

  it('downloads as a CSV (advisers, then clients) and as a PDF; refuses an adviser', async () => {
    const director = await as(cast.director);
    const csv = await director.get(`/api/v1/usage-reports.csv?${march}`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="usage-report-2026-03-01-to-2026-03-31.csv"');
    const lines = parse(csv.body) as string[][];
    expect(lines[0]).toEqual(usageReportCsvHeaders);
    expect(lines.map((line) => `${line[0]} ${line[1]}`).slice(1)).toEqual([
      'Adviser Ada Lovelace',
      'Adviser Ben Okri',
      'Client Clara Hughes',
      'Client Dev Patel',
      'Client Ed Stone',
    ]);
    const pdf = await director.get(`/api/v1/usage-reports.pdf?${march}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await as(cast.ada)).get(`/api/v1/usage-reports?${march}`)).statusCode).toBe(403);
  });
});

describe('GET /clients/meta-dashboard', () => {
  it('gives the director this month so far and the whole of last month; nobody else', async () => {
    const director = await as(cast.director);
    const response = await director.get('/api/v1/clients/meta-dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.this_month.from.slice(8)).toBe('01');
    expect(data.last_month.from.slice(8)).toBe('01');
    expect(data.last_month.to < data.this_month.from).toBe(true);
    expect(Object.keys(data.this_month.figures)).toEqual([...practiceFigures]);
    expect((await (await as(cast.clara)).get('/api/v1/clients/meta-dashboard')).statusCode).toBe(403);
  });
});
