import {
  applicableQuestions,
  type CaseStatus,
  type CaseType,
  taxHealthCheckMessages as m,
  taxHealthCheckContent,
  taxYearLabelOf,
  taxYearStartOf,
  ukTodayIso,
  versionForDate,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientCases, financialAudits } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);
const today = ukTodayIso();
const version = versionForDate(today);
const content = taxHealthCheckContent[version];
/** The first day of last tax year: a check created then can no longer change. */
const lastYearStart = `${Number(taxYearStartOf(today).slice(0, 4)) - 1}-04-06`;

/** A client of the cast's adviser, so each test's checks are its own (previous answers are the client's). */
const newClient = () => createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });

/** An Online Advice Request (or another type) of the client, with no section complete. */
function newCase(client: CreatedUser, status: CaseStatus = 'building', type: CaseType = 'online_advice_request') {
  return insertCase(t.runtime.db, {
    practiceId: cast.practice.id,
    clientId: client.id,
    adviserId: cast.adviser.id,
    type,
    status,
    ready: false,
  });
}

const address = (caseId: string, action = '') => `/api/v1/client-cases/${caseId}/financial-audits${action}`;

/** The first option of every question that applies. */
function everyAnswer(withPartner: boolean): Record<string, string[]> {
  return Object.fromEntries(
    applicableQuestions(content, withPartner).map((question) => [question.key, [question.options[0]?.letter ?? 'A']]),
  );
}

async function read(caller: TestClient, caseId: string) {
  const response = await caller.get(address(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function auditOf(caseId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)));
  return rows.filter((row) => row.action.startsWith('tax_health_check_'));
}

async function sectionOf(caller: TestClient, caseId: string) {
  const detail = (await caller.get(`/api/v1/client-cases/${caseId}`)).json().data;
  return detail.sections.find((s: { section: string }) => s.section === 'financial_audit')?.complete;
}

/** Moves the case's check into last tax year, as if it had been created then. */
async function makeLastYears(caseId: string) {
  await t.runtime.db.update(financialAudits).set({ taxYearStart: lastYearStart }).where(eq(financialAudits.caseId, caseId));
}

describe('reading the check: created on first read', () => {
  it('takes today’s version and tax year, once, and the client may answer and complete it', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    const check = await read(asClient, caseId);
    expect(check).toMatchObject({
      case_id: caseId,
      client_id: client.id,
      version,
      tax_year: { start: taxYearStartOf(today), label: taxYearLabelOf(taxYearStartOf(today)) },
      with_partner: null,
      answers: {},
      previous_answers: {},
      status: 'in_progress',
      is_marked_complete: false,
      is_past_year: false,
      lock: null,
      case_section_complete: false,
      actions: ['answer', 'complete'],
    });
    expect(check.missing).toEqual(applicableQuestions(content, false).map((q) => q.key));
    const again = await Promise.all([read(asClient, caseId), read(await as(cast.adviser), caseId)]);
    expect(again.map((view) => view.id)).toEqual([check.id, check.id]);
    expect((await auditOf(caseId)).map((row) => [row.action, row.actorId])).toEqual([['tax_health_check_started', client.id]]);
  });

  it('two first reads at once create one check', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const views = await Promise.all([read(await as(client), caseId), read(await as(cast.adviser), caseId), read(await as(client), caseId)]);
    expect(new Set(views.map((view) => view.id)).size).toBe(1);
    const rows = await t.runtime.db.select().from(financialAudits).where(eq(financialAudits.caseId, caseId));
    expect(rows).toHaveLength(1);
  });

  it('compares with the client’s previous completed check', async () => {
    const client = await newClient();
    const asClient = await as(client);
    const first = await newCase(client);
    await read(asClient, first);
    await asClient.patch(address(first), { with_partner: false });
    expect((await asClient.patch(address(first), { answers: everyAnswer(false) })).statusCode).toBe(200);
    expect((await asClient.post(address(first, '/complete'))).statusCode).toBe(200);

    const second = await newCase(client);
    const check = await read(asClient, second);
    expect(check.previous_answers).toEqual(everyAnswer(false));
    expect(check.answers).toEqual({});
  });

  it('answers 404 for a case that is not an Online Advice Request, and for a check not begun by someone who may answer it', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    const pack = await newCase(client, 'submitted', 'recommendation_pack_case');
    expect(errorOf(await asAdviser.get(address(pack)))).toMatchObject({ code: 'resource.not_found', detail: m['taxHealthCheck.notFound'] });
    const closed = await newCase(client, 'completed');
    expect((await asAdviser.get(address(closed))).statusCode).toBe(404);
    const submitted = await newCase(client, 'submitted');
    expect(errorOf(await (await as(client)).get(address(submitted)))).toMatchObject({ detail: m['taxHealthCheck.notFound'] });
    expect((await read(asAdviser, submitted)).actions).toEqual(['answer', 'complete']);
    expect(await read(await as(client), submitted)).toMatchObject({ lock: 'with_adviser', actions: [] });
  });
});

describe('who reaches it', () => {
  it('staff without a relation to the client, and another practice, get 404; an admin supporting the adviser may answer', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    expect((await (await as(cast.stranger)).get(address(caseId))).statusCode).toBe(404);
    const unrelatedAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    expect((await (await as(unrelatedAdmin)).get(address(caseId))).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const foreign = await as(await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }), other.host);
    expect((await foreign.get(address(caseId))).statusCode).toBe(404);
    expect((await foreign.patch(address(caseId), { with_partner: true })).statusCode).toBe(404);

    const supporting = await read(await as(cast.supporting), caseId);
    expect(supporting.actions).toEqual(['answer', 'complete']);
    expect((await read(await as(cast.director), caseId)).actions).toEqual(['answer', 'complete']);
  });

  it('answers 404 while the practice has the flag off', async () => {
    const practice = await createPractice(t.runtime.db, { featureFlags: { ...allFeaturesOn, financialPlanningHealthCheck: false } });
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const caseId = await insertCase(t.runtime.db, {
      practiceId: practice.id,
      clientId: client.id,
      adviserId: adviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    const asClient = await as(client, practice.host);
    expect(errorOf(await asClient.get(address(caseId))).code).toBe('feature.disabled');
    expect((await asClient.post(address(caseId, '/complete'))).statusCode).toBe(404);
  });
});

describe('saving the partner choice and answers', () => {
  it('chooses the partner before answering, then saves answers step by step; the choice is then fixed', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    await read(asClient, caseId);
    const [first, second] = applicableQuestions(content, true);
    if (!first || !second) throw new Error('content');

    const early = await asClient.patch(address(caseId), { answers: { [first.key]: ['A'] } });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).detail).toBe(m['taxHealthCheck.chooseFirst']);

    const chosen = await asClient.patch(address(caseId), { with_partner: true });
    expect(chosen.json().data).toMatchObject({ message: m['taxHealthCheck.partnerChosen'], check: { with_partner: true } });
    expect(chosen.json().data.check.missing).toHaveLength(applicableQuestions(content, true).length);
    expect((await asClient.patch(address(caseId), { with_partner: false })).statusCode).toBe(200);
    expect((await asClient.patch(address(caseId), { with_partner: true })).statusCode).toBe(200);

    const saved = await asClient.patch(address(caseId), { answers: { [first.key]: ['B'] } });
    expect(saved.json().data).toMatchObject({ message: m['taxHealthCheck.saved'], check: { answers: { [first.key]: ['B'] } } });
    const more = await asClient.patch(address(caseId), { answers: { [second.key]: ['A'] } });
    expect(more.json().data.check.answers).toEqual({ [first.key]: ['B'], [second.key]: ['A'] });

    const late = await asClient.patch(address(caseId), { with_partner: false });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).detail).toBe(m['taxHealthCheck.partnerChoiceClosed']);
    expect((await auditOf(caseId)).map((row) => row.action)).toEqual([
      'tax_health_check_started',
      'tax_health_check_partner_chosen',
      'tax_health_check_partner_chosen',
      'tax_health_check_partner_chosen',
      'tax_health_check_answered',
      'tax_health_check_answered',
    ]);
  });

  it('refuses unknown questions and letters, extra boxes, and the partner’s answers when alone, each at its question', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    await read(asClient, caseId);
    await asClient.patch(address(caseId), { with_partner: false });
    const single = content.questions.find((q) => !q.isMultiple && q.person === 'client');
    const partner = content.questions.find((q) => q.person === 'partner');
    if (!single || !partner) throw new Error('content');
    const refusals: [Record<string, string[]>, string, string][] = [
      [{ Pension: ['A'] }, '/answers/Pension', m['taxHealthCheck.questionUnknown']],
      [{ [single.key]: ['A', 'B'] }, `/answers/${single.key}`, m['taxHealthCheck.onlyOne']],
      [{ [single.key]: [] }, `/answers/${single.key}`, m['taxHealthCheck.tickOne']],
      [{ [partner.key]: ['A'] }, `/answers/${partner.key}`, m['taxHealthCheck.partnerNotIncluded']],
    ];
    const missingLetter = ['A', 'B', 'C', 'D', 'E', 'F'].find((letter) => !single.options.some((o) => o.letter === letter));
    if (missingLetter) refusals.push([{ [single.key]: [missingLetter] }, `/answers/${single.key}`, m['taxHealthCheck.optionUnknown']]);
    for (const [answers, pointer, detail] of refusals) {
      const response = await asClient.patch(address(caseId), { answers });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'request.invalid', detail, source: { pointer } });
    }
    expect((await asClient.patch(address(caseId), { answers: { [single.key]: ['G'] } })).statusCode).toBe(400);
    expect((await asClient.patch(address(caseId), {})).statusCode).toBe(400);
    expect((await read(asClient, caseId)).answers).toEqual({});
  });
});

describe('completing the check', () => {
  it('needs every question that applies answered, then completes it and the request’s financial-audit section', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    await read(asClient, caseId);

    const unchosen = await asClient.post(address(caseId, '/complete'));
    expect(unchosen.statusCode).toBe(400);
    expect(errorOf(unchosen)).toMatchObject({ detail: m['taxHealthCheck.answerEvery'], source: { pointer: '/with_partner' } });

    await asClient.patch(address(caseId), { with_partner: true });
    const mine = everyAnswer(false);
    await asClient.patch(address(caseId), { answers: mine });
    const partial = await asClient.post(address(caseId, '/complete'));
    expect(partial.statusCode).toBe(400);
    const partnerKeys = applicableQuestions(content, true)
      .filter((q) => q.person === 'partner')
      .map((q) => q.key);
    expect(partial.json().errors.map((e: { detail: string; source: { pointer: string } }) => [e.detail, e.source.pointer])).toEqual(
      partnerKeys.map((key) => [m['taxHealthCheck.answerEvery'], `/answers/${key}`]),
    );
    expect(await sectionOf(asClient, caseId)).toBe(false);

    await asClient.patch(address(caseId), { answers: everyAnswer(true) });
    const completed = await asClient.post(address(caseId, '/complete'));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      message: m['taxHealthCheck.completed'],
      check: { status: 'completed', missing: [], case_section_complete: true, actions: ['answer'], is_marked_complete: false },
    });
    expect(await sectionOf(asClient, caseId)).toBe(true);
    expect(errorOf(await asClient.post(address(caseId, '/complete'))).detail).toBe(m['taxHealthCheck.alreadyComplete']);
    const events = await auditOf(caseId);
    expect(events.at(-1)).toMatchObject({ action: 'tax_health_check_completed', after: { with_partner: true } });
  });

  it('the adviser changes a completed check’s answer; it stays complete', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    await read(asClient, caseId);
    await asClient.patch(address(caseId), { with_partner: false });
    await asClient.patch(address(caseId), { answers: everyAnswer(false) });
    await asClient.post(address(caseId, '/complete'));

    const [first] = applicableQuestions(content, false);
    if (!first) throw new Error('content');
    const other = first.options[1]?.letter ?? 'B';
    const changed = await (await as(cast.adviser)).patch(address(caseId), { answers: { [first.key]: [other] } });
    expect(changed.json().data).toMatchObject({ message: m['taxHealthCheck.saved'], check: { status: 'completed' } });
    const events = await auditOf(caseId);
    expect(events.at(-1)).toMatchObject({
      action: 'tax_health_check_answered',
      actorId: cast.adviser.id,
      after: { answers: { [first.key]: [other] } },
    });
  });

  it('once the request is with the adviser the client’s answers are closed, not the adviser’s', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    await read(asClient, caseId);
    await asClient.patch(address(caseId), { with_partner: false });
    await t.runtime.db.update(clientCases).set({ status: 'submitted' }).where(eq(clientCases.id, caseId));

    expect(await read(asClient, caseId)).toMatchObject({ lock: 'with_adviser', actions: [] });
    const refused = await asClient.patch(address(caseId), { answers: everyAnswer(false) });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(m['taxHealthCheck.withAdviser']);
    expect((await (await as(cast.adviser)).patch(address(caseId), { answers: everyAnswer(false) })).statusCode).toBe(200);

    await t.runtime.db.update(clientCases).set({ status: 'completed' }).where(eq(clientCases.id, caseId));
    const closed = await (await as(cast.adviser)).patch(address(caseId), { answers: everyAnswer(false) });
    expect(errorOf(closed).detail).toBe(m['taxHealthCheck.requestClosed']);
    expect((await read(asClient, caseId)).lock).toBe('request_closed');
  });
});

describe('a check of a past tax year', () => {
  it('can no longer change or be completed; the adviser marks it complete with the spec’s message', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asClient = await as(client);
    const asAdviser = await as(cast.adviser);
    await read(asClient, caseId);
    await asClient.patch(address(caseId), { with_partner: false });
    await makeLastYears(caseId);

    expect(await read(asClient, caseId)).toMatchObject({ is_past_year: true, lock: 'past_year', actions: [] });
    expect((await read(asAdviser, caseId)).actions).toEqual(['markComplete']);
    expect((await read(await as(cast.supporting), caseId)).actions).toEqual([]);
    const edit = await asClient.patch(address(caseId), { answers: everyAnswer(false) });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).detail).toBe(m['taxHealthCheck.notEditable']);
    expect(errorOf(await asClient.post(address(caseId, '/complete'))).detail).toBe(m['taxHealthCheck.pastYearBlocked']);
    expect((await asClient.post(address(caseId, '/mark-complete'))).statusCode).toBe(403);
    expect((await (await as(cast.supporting)).post(address(caseId, '/mark-complete'))).statusCode).toBe(403);

    const marked = await asAdviser.post(address(caseId, '/mark-complete'));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({
      message: m['taxHealthCheck.markedComplete'],
      check: { status: 'completed', is_marked_complete: true, case_section_complete: true, actions: [] },
    });
    expect(await sectionOf(asAdviser, caseId)).toBe(true);
    expect(errorOf(await asAdviser.post(address(caseId, '/mark-complete'))).detail).toBe(m['taxHealthCheck.alreadyComplete']);
    expect((await auditOf(caseId)).at(-1)).toMatchObject({
      action: 'tax_health_check_marked_complete',
      actorId: cast.adviser.id,
      after: { tax_year: taxYearLabelOf(lastYearStart) },
    });
  });

  it('a check of this tax year cannot be marked complete', async () => {
    const client = await newClient();
    const caseId = await newCase(client);
    const asAdviser = await as(cast.adviser);
    await read(asAdviser, caseId);
    const refused = await asAdviser.post(address(caseId, '/mark-complete'));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(m['taxHealthCheck.notMarkable']);
  });
});
