import { randomUUID } from 'node:crypto';
import { financialPlanningAnswerKeys, financialPlanningMessages as m, taxYearStartOf, ukTodayIso } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseSections, financialPlanningHealthChecks } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';
import { fullAnswers, newRequest } from './financial-planning.testing.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);
const url = (caseId: string, rest = '') => `/api/v1/client-cases/${caseId}/financial-plannings${rest}`;

async function read(caller: TestClient, caseId: string) {
  const response = await caller.get(url(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function actionsOf(caseId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)));
  return rows.map((row) => row.action);
}

async function sectionOf(caseId: string) {
  const [row] = await t.runtime.db
    .select({ complete: caseSections.complete })
    .from(caseSections)
    .where(and(eq(caseSections.caseId, caseId), eq(caseSections.section, 'financial_planning_health_check')));
  return row?.complete ?? null;
}

describe('the client answers and completes the health check of their request', () => {
  it('is created when first opened, saved in parts, completed once every answer is given, and marks the case section', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    const first = await read(asClient, caseId);
    expect(first).toMatchObject({
      case_id: caseId,
      client_id: client.id,
      status: 'in_progress',
      tax_year: { start: taxYearStartOf(ukTodayIso()) },
      is_past_tax_year: false,
      answers: {},
      previous_answers: {},
      actions: ['edit', 'complete'],
      case_section_complete: false,
      currencies: ['GBP'],
    });
    expect(first.missing).toEqual([...financialPlanningAnswerKeys]);
    expect((await read(asClient, caseId)).id).toBe(first.id);

    const early = await asClient.post(url(caseId, '/complete'));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toHaveLength(financialPlanningAnswerKeys.length);
    expect(errorOf(early)).toMatchObject({ detail: 'Required', source: { pointer: '/answers/ideal_income' } });

    const { feeling_word, ...rest } = fullAnswers;
    const saved = await asClient.patch(url(caseId), { answers: rest });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ message: m['financialPlanning.saved'], missing: ['feeling_word'] });
    const word = await asClient.patch(url(caseId), { answers: { feeling_word: `  ${feeling_word}  ` } });
    expect(word.json().data.answers.feeling_word).toBe('Hopeful');

    const done = await asClient.post(url(caseId, '/complete'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      message: m['financialPlanning.completed'],
      actions: ['edit'],
      case_section_complete: true,
    });
    expect(await sectionOf(caseId)).toBe(true);
    expect(await actionsOf(caseId)).toEqual([
      'financial_planning_answers_saved',
      'financial_planning_answers_saved',
      'financial_planning_completed',
    ]);

    const again = await asClient.post(url(caseId, '/complete'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(m['financialPlanning.alreadyComplete']);
    const cleared = await asClient.patch(url(caseId), { answers: { confidence: null } });
    expect(cleared.statusCode).toBe(400);
    expect(errorOf(cleared)).toMatchObject({ detail: 'Required', source: { pointer: '/answers/confidence' } });
  });

  it('refuses each bad answer at its field, and an amount in a currency the practice does not offer', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    const bad = await asClient.patch(url(caseId), {
      answers: { ideal_income: 'maybe', independence_income: { amount: 1.5, currency: 'GBP' }, other: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const pointers = bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/answers/ideal_income', '/answers/independence_income/amount']));
    const euro = await asClient.patch(url(caseId), { answers: { independence_income: { amount: 50_000, currency: 'EUR' } } });
    expect(euro.statusCode).toBe(400);
    expect(errorOf(euro)).toMatchObject({
      detail: m['financialPlanning.currency'],
      source: { pointer: '/answers/independence_income/currency' },
    });
  });

  it('a saved answer unchanged writes no event', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    await asClient.patch(url(caseId), { answers: { ideal_work: 'yes' } });
    await asClient.patch(url(caseId), { answers: { ideal_work: 'yes' } });
    expect(await actionsOf(caseId)).toEqual(['financial_planning_answers_saved']);
  });
});

describe('the previous answers', () => {
  it('a new request’s check holds the answers of the client’s last completed check, beside its own', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    const asClient = await as(client);
    await read(asClient, caseId);
    await asClient.patch(url(caseId), { answers: fullAnswers });
    await asClient.post(url(caseId, '/complete'));
    const second = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: client.id,
      adviserId: cast.adviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    const next = await read(asClient, second);
    expect(next.answers).toEqual({});
    expect(next.previous_answers).toEqual(fullAnswers);
    expect(next.previous_completed_at).not.toBeNull();
  });
});

describe('who may do what', () => {
  it('the adviser, an additional adviser, a supporting admin and a director answer on the client’s behalf; the client may not once submitted', async () => {
    const { client, caseId } = await newRequest(t.runtime.db, cast, 'submitted');
    const asClient = await as(client);
    const unbegun = await asClient.get(url(caseId));
    expect(unbegun.statusCode).toBe(404);
    expect(errorOf(unbegun).detail).toBe(m['financialPlanning.noCheck']);
    await read(await as(cast.adviser), caseId);
    expect((await read(asClient, caseId)).actions).toEqual([]);
    const refused = await asClient.patch(url(caseId), { answers: { ideal_work: 'no' } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(m['financialPlanning.cannotChange']);
    for (const [i, staff] of [cast.adviser, cast.supporting, cast.director].entries()) {
      const response = await (await as(staff)).patch(url(caseId), { answers: { ideal_work: i % 2 === 0 ? 'no' : 'yes' } });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('another practice, an admin or adviser without a relation, a case of another type and a closed request without a check are 404; a flag off is 404', async () => {
    const { caseId } = await newRequest(t.runtime.db, cast);
    const loneAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    for (const stranger of [cast.stranger, loneAdmin]) expect((await (await as(stranger)).get(url(caseId))).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const foreign = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    expect((await (await as(foreign, other.host)).get(url(caseId))).statusCode).toBe(404);

    const pack = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'submitted',
    });
    const notRequest = await (await as(cast.adviser)).get(url(pack));
    expect(notRequest.statusCode).toBe(404);
    expect(errorOf(notRequest).detail).toBe(m['financialPlanning.noCheck']);
    const closed = await newRequest(t.runtime.db, cast, 'completed');
    expect((await (await as(cast.adviser)).get(url(closed.caseId))).statusCode).toBe(404);

    const off = await createPractice(t.runtime.db, { featureFlags: { financialPlanningGoals: true } });
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

describe('a check of a tax year that has ended (spec 3 §4)', () => {
  async function pastCheck(status: 'in_progress' | 'completed' = 'in_progress') {
    const { client, caseId } = await newRequest(t.runtime.db, cast);
    await t.runtime.db.insert(financialPlanningHealthChecks).values({
      id: randomUUID(),
      practiceId: cast.practice.id,
      clientId: client.id,
      caseId,
      taxYearStart: '2024-04-06',
      answers: { ideal_income: 'yes' },
      status,
    });
    return { client, caseId };
  }

  it('can no longer be changed or completed; the adviser marks it complete, with the spec’s message, and the section follows', async () => {
    const { client, caseId } = await pastCheck();
    const asClient = await as(client);
    const seen = await read(asClient, caseId);
    expect(seen).toMatchObject({ is_past_tax_year: true, tax_year: { label: '2024/25' }, actions: [] });
    const change = await asClient.patch(url(caseId), { answers: { ideal_work: 'yes' } });
    expect(change.statusCode).toBe(409);
    expect(errorOf(change).detail).toBe(m['financialPlanning.notEditable']);
    expect((await asClient.post(url(caseId, '/complete'))).statusCode).toBe(409);
    expect((await asClient.post(url(caseId, '/mark-complete'))).statusCode).toBe(403);
    const bySupport = await (await as(cast.supporting)).post(url(caseId, '/mark-complete'));
    expect(bySupport.statusCode).toBe(403);

    const asAdviser = await as(cast.adviser);
    expect((await read(asAdviser, caseId)).actions).toEqual(['mark_complete']);
    const marked = await asAdviser.post(url(caseId, '/mark-complete'));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({
      message: 'Your client did not complete this health check before the tax year ended, but it is now marked completed.',
      status: 'completed',
      is_marked_complete: true,
      answers: { ideal_income: 'yes' },
      actions: [],
      case_section_complete: true,
    });
    expect(await sectionOf(caseId)).toBe(true);
    expect(await actionsOf(caseId)).toEqual(['financial_planning_marked_complete']);
    expect((await asAdviser.post(url(caseId, '/mark-complete'))).statusCode).toBe(409);
  });

  it('a check of this tax year cannot be marked complete', async () => {
    const { caseId } = await newRequest(t.runtime.db, cast);
    const response = await (await as(cast.adviser)).post(url(caseId, '/mark-complete'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(m['financialPlanning.notPastYear']);
  });
});
