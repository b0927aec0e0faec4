import { activityAreaRules, type InteractionReport, type SummaryReport } from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practices, users } from '../../db/schema/index.ts';
import { errorOf } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sessionFor } from '../cases/cases.testing.ts';
import { type ActivityCast, createActivityCast, insertEvent } from './activity.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<ActivityCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const report = (clientId: string, query: string) => `/api/v1/clients/${clientId}/interaction-reports${query}`;
const summary = (clientId: string, query: string) => `/api/v1/clients/${clientId}/summary-interaction-reports${query}`;
const march = '?from=2026-03-01&to=2026-03-31';
/** An action of the messages area, whatever the messages area names its own. */
const messageAction = activityAreaRules.messages[0].actions[0] ?? 'message_sent';

/**
 * Known events around March 2026, London time (GMT to 29 March, BST after). Inside: the adviser adds three
 * to-dos (the first ten minutes into 1 March), the client completes one at 23:30 BST on 31 March, sends a
 * message and accepts a case. Outside: a to-do at 23:30 on 28 February, a completion at 00:30 BST on
 * 1 April, and another client's to-do.
 */
async function knownEvents(cast: ActivityCast): Promise<void> {
  const event = (kind: Parameters<typeof insertEvent>[1]['kind'], entityId: string, action: string, actor: CreatedUser, at: string) =>
    insertEvent(db(), { practiceId: cast.practice.id, kind, entityId, action, actor, at });
  const client = cast.client.id;
  await event('client', client, 'todo_created', cast.adviser, '2026-02-28T23:30:00Z');
  await event('client', client, 'todo_created', cast.adviser, '2026-03-01T00:10:00Z');
  await event('client', client, 'todo_created', cast.adviser, '2026-03-02T10:00:00Z');
  await event('client', client, 'todo_created', cast.adviser, '2026-03-20T10:00:00Z');
  await event('client', client, 'todo_completed', cast.client, '2026-03-31T22:30:00Z');
  await event('client', client, 'todo_completed', cast.client, '2026-03-31T23:30:00Z');
  await event('client', client, messageAction, cast.client, '2026-03-05T08:00:00Z');
  await event('client-case', cast.caseId, 'accept', cast.client, '2026-03-10T12:00:00Z');
  const other = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
  await event('client', other.id, 'todo_created', cast.adviser, '2026-03-03T10:00:00Z');
}

const olivia = { person_id: '', person_name: 'Olivia Hart', role: 'client', role_label: 'Client' } as const;
const priya = { person_id: '', person_name: 'Priya Shah', role: 'adviser', role_label: 'Adviser' } as const;

describe('GET /clients/:id/interaction-reports', () => {
  it('counts who did what in a feature over the period, and when last, from the audit events alone', async () => {
    const cast = await createActivityCast(db());
    await knownEvents(cast);
    const staff = await as(cast, cast.director);
    const response = await staff.get(report(cast.client.id, `${march}&feature=todos`));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      feature: 'todos',
      from: '2026-03-01',
      to: '2026-03-31',
      rows: [
        {
          ...olivia,
          person_id: cast.client.id,
          action: 'todo_completed',
          action_label: 'Completed a to-do',
          count: 1,
          last_at: '2026-03-31T22:30:00.000Z',
        },
        {
          ...priya,
          person_id: cast.adviser.id,
          action: 'todo_created',
          action_label: 'Added a to-do',
          count: 3,
          last_at: '2026-03-20T10:00:00.000Z',
        },
      ],
    } satisfies InteractionReport);

    // The same period gives the same figures; the messages report (the default feature) counts its own.
    expect((await staff.get(report(cast.client.id, `${march}&feature=todos`))).body).toBe(response.body);
    const messages = (await staff.get(report(cast.client.id, march))).json().data as InteractionReport;
    expect([messages.feature, messages.rows.map((row) => [row.person_name, row.count])]).toEqual(['messages', [['Olivia Hart', 1]]]);
    const april = (await staff.get(report(cast.client.id, '?feature=todos&from=2026-04-01&to=2026-04-01'))).json().data;
    expect(april.rows.map((row: { action: string; count: number }) => [row.action, row.count])).toEqual([['todo_completed', 1]]);
  });

  it('downloads the same figures as CSV, with any cell a spreadsheet would run neutralised', async () => {
    const cast = await createActivityCast(db());
    await knownEvents(cast);
    await db().update(users).set({ firstName: '=HYPERLINK("http://x")', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
    const response = await (await as(cast, cast.adviser)).get(
      `/api/v1/clients/${cast.client.id}/interaction-reports.csv${march}&feature=todos`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="interaction-report-todos-2026-03-01-to-2026-03-31.csv"');
    expect(parse(response.body)).toEqual([
      ['Person', 'Role', 'Action', 'Times', 'Last time (UTC)'],
      // People are in the order of their names: '=' comes before 'O'.
      ['\'=HYPERLINK("http://x") Shah', 'Adviser', 'Added a to-do', '3', '2026-03-20T10:00:00.000Z'],
      ['Olivia Hart', 'Client', 'Completed a to-do', '1', '2026-03-31T22:30:00.000Z'],
    ]);
  });
});

describe('GET /clients/:id/summary-interaction-reports', () => {
  it('counts per feature and per person over the period, in the features’ order, also as CSV', async () => {
    const cast = await createActivityCast(db());
    await knownEvents(cast);
    const staff = await as(cast, cast.supporting);
    const response = await staff.get(summary(cast.client.id, march));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as SummaryReport;
    expect(data.rows.map((row) => [row.feature, row.person_name, row.role_label, row.count, row.last_at])).toEqual([
      ['cases', 'Olivia Hart', 'Client', 1, '2026-03-10T12:00:00.000Z'],
      ['messages', 'Olivia Hart', 'Client', 1, '2026-03-05T08:00:00.000Z'],
      ['todos', 'Olivia Hart', 'Client', 1, '2026-03-31T22:30:00.000Z'],
      ['todos', 'Priya Shah', 'Adviser', 3, '2026-03-20T10:00:00.000Z'],
    ]);

    const csv = await staff.get(`/api/v1/clients/${cast.client.id}/summary-interaction-reports.csv${march}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(csv.body)).toEqual([
      ['Feature', 'Person', 'Role', 'Times', 'Last time (UTC)'],
      ['Cases', 'Olivia Hart', 'Client', '1', '2026-03-10T12:00:00.000Z'],
      ['Messages', 'Olivia Hart', 'Client', '1', '2026-03-05T08:00:00.000Z'],
      ['To-dos', 'Olivia Hart', 'Client', '1', '2026-03-31T22:30:00.000Z'],
      ['To-dos', 'Priya Shah', 'Adviser', '3', '2026-03-20T10:00:00.000Z'],
    ]);
  });

  it('shows a feature’s figures only while its flag is on', async () => {
    const cast = await createActivityCast(db());
    await knownEvents(cast);
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, todos: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const staff = await as(cast, cast.adviser);
    const rows = (await staff.get(summary(cast.client.id, march))).json().data.rows as SummaryReport['rows'];
    expect(rows.map((row) => row.feature)).toEqual(['cases', 'messages']);
    const off = await staff.get(report(cast.client.id, `${march}&feature=todos`));
    expect([off.statusCode, errorOf(off).code]).toEqual([404, 'feature.disabled']);
    expect((await staff.get(`/api/v1/clients/${cast.client.id}/interaction-reports.csv${march}&feature=todos`)).statusCode).toBe(404);
  });
});

describe('who may read the reports, and for which period', () => {
  it('refuses the client (a staff report), and answers 404 to a stranger adviser and another practice', async () => {
    const cast = await createActivityCast(db());
    await knownEvents(cast);
    for (const url of [report(cast.client.id, march), summary(cast.client.id, march)]) {
      const client = await (await as(cast, cast.client)).get(url);
      expect(client.statusCode).toBe(403);
      expect(client.body).not.toContain('Priya');
      expect((await (await as(cast, cast.stranger)).get(url)).statusCode).toBe(404);
    }
    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    expect((await (await as({ practice: elsewhere }, foreign)).get(summary(cast.client.id, march))).statusCode).toBe(404);
  });

  it('refuses a reversed period and a date that is no date, naming the query parameter', async () => {
    const cast = await createActivityCast(db());
    const staff = await as(cast, cast.adviser);
    const reversed = await staff.get(summary(cast.client.id, '?from=2026-04-02&to=2026-04-01'));
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).detail).toBe('The start of the period cannot be after its end');
    expect((await staff.get(report(cast.client.id, '?from=2026-02-30'))).statusCode).toBe(400);
    // Unchosen, the period is the last 30 days.
    const fresh = (await staff.get(summary(cast.client.id, ''))).json().data as SummaryReport;
    expect(Date.parse(`${fresh.to}T00:00:00Z`) - Date.parse(`${fresh.from}T00:00:00Z`)).toBe(29 * 86_400_000);
  });
});
