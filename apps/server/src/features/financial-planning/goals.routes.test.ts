import { financialPlanningMessages as m } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseSections } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';
import { newRequest } from './financial-planning.testing.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);
const url = (caseId: string, rest = '') => `/api/v1/client-cases/${caseId}/goals${rest}`;
const kitchen = { name: 'New kitchen', amount: 25_000, amount_currency: 'GBP', duration: 3 };
const retire = { name: 'Retire at 60', amount: 900_000, amount_currency: 'GBP', duration: 18 };

async function list(caller: TestClient, caseId: string) {
  const response = await caller.get(url(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function goalsSection(caseId: string) {
  const [row] = await t.runtime.db
    .select({ complete: caseSections.complete })
    .from(caseSections)
    .where(and(eq(caseSections.caseId, caseId), eq(caseSections.section, 'goals')));
  return row?.complete ?? null;
}

async function events(caseId: string) {
  return t.runtime.db
    .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)));
}

describe('the client keeps their goals and confirms them', () => {
  it('adds, edits, deletes and confirms; the section completes on confirming and reopens when the last goal goes', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    const empty = await list(asClient, caseId);
    expect(empty).toMatchObject({ goals: [], actions: ['add', 'write_client_note'], case_section_complete: false, max_goals: 50 });
    expect(empty.notes).toEqual({ overview: null, client: '', updated_at: null });

    const noGoals = await asClient.post(url(caseId, '/confirm'));
    expect(noGoals.statusCode).toBe(409);
    expect(errorOf(noGoals).detail).toBe(m['goals.noGoals']);

    const added = await asClient.post(url(caseId), kitchen);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ message: 'Goal added', goals: [kitchen] });
    await asClient.post(url(caseId), retire);
    const [first] = (await list(asClient, caseId)).goals;

    const edited = await asClient.request('PATCH', url(caseId, `/${first.id}`), {
      payload: { ...kitchen, name: 'Kitchen and garden', amount: 32_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.goals.map((g: { name: string }) => g.name)).toEqual(['Kitchen and garden', 'Retire at 60']);

    const confirmed = await asClient.post(url(caseId, '/confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ message: 'Goals confirmed', case_section_complete: true });
    expect(await goalsSection(caseId)).toBe(true);

    const removed = await asClient.delete(url(caseId, `/${first.id}`));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ message: 'Goal deleted', case_section_complete: true });
    const last = removed.json().data.goals[0];
    expect((await asClient.delete(url(caseId, `/${last.id}`))).json().data).toMatchObject({ goals: [], case_section_complete: false });
    expect(await goalsSection(caseId)).toBe(false);

    const recorded = await events(caseId);
    expect(recorded.map((e) => e.action)).toEqual([
      'goal_added',
      'goal_added',
      'goal_updated',
      'goals_confirmed',
      'goal_removed',
      'goal_removed',
    ]);
    expect(recorded[2]).toMatchObject({
      before: { name: 'New kitchen', amount: 25_000 },
      after: { name: 'Kitchen and garden', amount: 32_000 },
    });
  });

  it('refuses a goal field by field: name, amount, currency of the practice, duration 1 to 50 years', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    const bad = await asClient.post(url(caseId), { name: ' ', amount: -1, amount_currency: 'GBP', duration: 51 });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.fromEntries(bad.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])),
    ).toEqual({
      '/name': 'Required',
      '/amount': 'Must be a positive number',
      '/duration': 'duration of 1 to 50 years required',
    });
    const euro = await asClient.post(url(caseId), { ...kitchen, amount_currency: 'EUR' });
    expect(euro.statusCode).toBe(400);
    expect(errorOf(euro)).toMatchObject({ detail: m['financialPlanning.currency'], source: { pointer: '/amount_currency' } });
  });

  it('a goal of another client is not found through this case', async () => {
    const mine = await newRequest(t.runtime.db, cast);
    const theirs = await newRequest(t.runtime.db, cast);
    const asAdviser = await as(cast.adviser);
    const goal = (await asAdviser.post(url(theirs.caseId), kitchen)).json().data.goals[0];
    const response = await asAdviser.request('PATCH', url(mine.caseId, `/${goal.id}`), { payload: retire });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(m['goals.notFound']);
    expect((await asAdviser.delete(url(mine.caseId, `/${goal.id}`))).statusCode).toBe(404);
  });
});

describe('the notes', () => {
  it('the adviser’s overview note is never sent to the client; the client’s note is shown to the adviser', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    const asAdviser = await as(cast.adviser);
    const own = await asAdviser.request('PUT', url(caseId, '/notes'), { payload: { overview_note: 'Prioritise the pension top-up.' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.notes.overview).toBe('Prioritise the pension top-up.');
    const clients = await asClient.request('PUT', url(caseId, '/notes'), { payload: { client_note: 'The kitchen can wait a year.' } });
    expect(clients.statusCode).toBe(200);
    expect(clients.json().data.notes).toMatchObject({ overview: null, client: 'The kitchen can wait a year.' });
    expect(JSON.stringify((await asClient.get(url(caseId))).json())).not.toContain('pension top-up');
    expect((await list(asAdviser, caseId)).notes).toMatchObject({
      overview: 'Prioritise the pension top-up.',
      client: 'The kitchen can wait a year.',
    });

    const sneaky = await asClient.request('PUT', url(caseId, '/notes'), { payload: { overview_note: 'Mine now' } });
    expect(sneaky.statusCode).toBe(403);
    expect(errorOf(sneaky).detail).toBe(m['goals.overviewStaffOnly']);
    const tooLong = await asAdviser.request('PUT', url(caseId, '/notes'), { payload: { overview_note: 'x'.repeat(2001) } });
    expect(tooLong.statusCode).toBe(400);
    expect((await events(caseId)).map((e) => [e.action, e.after])).toEqual([
      ['goal_note_saved', { note: 'overview' }],
      ['goal_note_saved', { note: 'client' }],
    ]);
  });

  it('the adviser keeps writing the overview note once the case is completed; nobody changes the goals then', async () => {
    const { caseId } = await newRequest(t.runtime.db, cast, 'completed');
    const asAdviser = await as(cast.adviser);
    expect((await list(asAdviser, caseId)).actions).toEqual(['write_overview_note']);
    expect((await asAdviser.request('PUT', url(caseId, '/notes'), { payload: { overview_note: 'Reviewed.' } })).statusCode).toBe(200);
    const add = await asAdviser.post(url(caseId), kitchen);
    expect(add.statusCode).toBe(409);
    expect(errorOf(add).detail).toBe(m['goals.cannotChange']);
  });
});

describe('who may reach the goals', () => {
  it('staff of the client add on their behalf; the client may not once submitted', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast, 'submitted');
    expect((await (await as(client)).post(url(caseId), kitchen)).statusCode).toBe(409);
    for (const staff of [cast.adviser, cast.supporting, cast.director])
      expect((await (await as(staff)).post(url(caseId), kitchen)).statusCode).toBe(201);
  });

  it('another practice, an admin without a relation and a flag off are 404', async () => {
    const { caseId } = await newRequest(t.runtime.db, cast);
    const loneAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    for (const stranger of [cast.stranger, loneAdmin]) expect((await (await as(stranger)).get(url(caseId))).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const foreign = await createUser(t.runtime.db, { practiceId: other.id, role: 'adviser' });
    expect((await (await as(foreign, other.host)).post(url(caseId), kitchen)).statusCode).toBe(404);

    const off = await createPractice(t.runtime.db, { featureFlags: { financialPlanningHealthCheck: true } });
    const offAdviser = await createUser(t.runtime.db, { practiceId: off.id, role: 'adviser' });
    const offClient = await createUser(t.runtime.db, { practiceId: off.id, role: 'client', adviserId: offAdviser.id });
    const offCase = await insertCase(t.runtime.db, {
      practiceId: off.id,
      clientId: offClient.id,
      adviserId: offAdviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    expect((await (await as(offClient, off.host)).get(url(offCase))).statusCode).toBe(404);
  });
});
