import {
  auditSentence,
  type CaseStatus,
  type CaseType,
  clientAccountMessages,
  riskToleranceMessages as m,
  riskQuestionKeys,
  riskQuestions,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseSections, practices, users } from '../../db/schema/index.ts';
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
const address = (caseId: string) => `/api/v1/client-cases/${caseId}/risk-assessments`;

/** A case of the cast's client, with no section complete. */
function newCase(
  status: CaseStatus = 'building',
  type: CaseType = 'online_advice_request',
  practice = cast.practice,
  clientId = cast.client.id,
) {
  return insertCase(t.runtime.db, { practiceId: practice.id, clientId, adviserId: cast.adviser.id, type, status, ready: false });
}

async function read(caller: TestClient, caseId: string) {
  const response = await caller.get(address(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const progress = (caller: TestClient, caseId: string, body: unknown) => caller.patch(address(caseId), body);

/** Answers every question with `value` (1 to 5), in order, as the question pages do. */
async function answerAll(caller: TestClient, caseId: string, value: (index: number) => number = () => 3) {
  expect((await progress(caller, caseId, { step: 'questions', current_question: 0 })).statusCode).toBe(200);
  for (const [index, key] of riskQuestionKeys.entries()) {
    const next = Math.min(index + 1, riskQuestions.length - 1);
    const response = await progress(caller, caseId, {
      answer: { question: key, value: value(index), duration_ms: 1500 },
      current_question: next,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const summary = await progress(caller, caseId, { step: 'summary' });
  expect(summary.statusCode, summary.body).toBe(200);
  return summary.json().data;
}

async function sectionDone(caseId: string) {
  const [row] = await t.runtime.db
    .select({ complete: caseSections.complete })
    .from(caseSections)
    .where(and(eq(caseSections.caseId, caseId), eq(caseSections.section, 'risk_tolerance')));
  return row?.complete === true;
}

async function caseSentences(caseId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after, actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)))
    .orderBy(auditEvents.createdAt);
  return rows
    .filter((row) => row.action.startsWith('risk_assessment_'))
    .map((row) =>
      auditSentence({
        entity_kind: 'client-case',
        action: row.action,
        actor_name: row.actorId === cast.client.id ? 'Charlotte Hughes' : 'Priya Shah',
        before: row.before,
        after: row.after,
        document: null,
        person_name: null,
      }),
    );
}

describe('the client answers their risk assessment', () => {
  it('begins on the first read, keeps progress, reaches the summary and generates the score; the case section completes', async () => {
    const caseId = await newCase();
    const asClient = await as(cast.client);
    const first = await read(asClient, caseId);
    expect(first).toMatchObject({
      case_id: caseId,
      client_id: cast.client.id,
      status: 'in_progress',
      step: 'begin',
      current_question: 0,
      answers: {},
      score: null,
      level: null,
      case_section_complete: false,
      actions: ['answer'],
    });
    expect((await read(asClient, caseId)).id).toBe(first.id);

    await progress(asClient, caseId, { step: 'questions', current_question: 0 });
    await progress(asClient, caseId, { answer: { question: riskQuestionKeys[0], value: 4, duration_ms: 12_000 }, current_question: 1 });
    const reloaded = await read(asClient, caseId);
    expect(reloaded).toMatchObject({
      step: 'questions',
      current_question: 1,
      answers: { [riskQuestionKeys[0]]: { value: 4, duration_ms: 12_000 } },
    });

    // Coming back to the first question adds the time of this visit and changes the answer.
    const back = await progress(asClient, caseId, {
      answer: { question: riskQuestionKeys[0], value: 2, duration_ms: 3_000 },
      current_question: 1,
    });
    expect(back.json().data.answers[riskQuestionKeys[0]]).toEqual({ value: 2, duration_ms: 15_000 });

    const summary = await answerAll(asClient, caseId, (index) => (index % 2 === 0 ? 4 : 3));
    expect(summary).toMatchObject({ step: 'summary', actions: ['answer', 'generate'] });
    expect(await sectionDone(caseId)).toBe(false);

    const generated = await asClient.post(`/api/v1/risk-assessment/${first.id}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    const result = generated.json().data;
    expect(result.message).toBe(m['riskTolerance.generated']);
    expect(result).toMatchObject({ status: 'completed', case_section_complete: true, actions: [] });
    expect(result.score).toBeGreaterThanOrEqual(12);
    expect(result.level).toEqual(expect.any(String));
    expect(result.completed_at).toEqual(expect.any(String));
    expect(await sectionDone(caseId)).toBe(true);

    const detail = await (await as(cast.adviser)).get(`/api/v1/client-cases/${caseId}`);
    const section = detail.json().data.sections.find((s: { section: string }) => s.section === 'risk_tolerance');
    expect(section?.complete).toBe(true);

    const sentences = await caseSentences(caseId);
    expect(sentences[0]).toBe('Charlotte Hughes started the risk assessment');
    expect(sentences).toContain('Charlotte Hughes answered question 1 of the risk assessment');
    expect(sentences).toContain('Charlotte Hughes changed the answer to question 1 of the risk assessment');
    expect(sentences.at(-1)).toMatch(/^Charlotte Hughes completed the risk assessment with a score of \d+ \(/u);
    expect(sentences.filter((s) => s.includes('started'))).toHaveLength(1);
  });

  it('scores the same answers the same way: all "neither" is 36, medium', async () => {
    const caseId = await newCase();
    const asClient = await as(cast.client);
    const { id } = await answerAll(asClient, caseId, () => 3);
    const result = (await asClient.post(`/api/v1/risk-assessment/${id}/generate`)).json().data;
    expect(result).toMatchObject({ score: 36, level: 'medium' });
  });

  it('refuses out-of-range progress, the summary before every answer, and generating with questions missing', async () => {
    const caseId = await newCase();
    const asClient = await as(cast.client);
    const { id } = await read(asClient, caseId);
    const question = riskQuestionKeys[0];
    for (const body of [
      { current_question: riskQuestions.length },
      { answer: { question, value: 6, duration_ms: 10 } },
      { answer: { question, value: 0, duration_ms: 10 } },
      { answer: { question: 'favourite_colour', value: 3, duration_ms: 10 } },
      { answer: { question, value: 3, duration_ms: -5 } },
      { step: 'score' },
      {},
    ]) {
      const response = await progress(asClient, caseId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const range = await progress(asClient, caseId, { answer: { question, value: 9, duration_ms: 10 } });
    expect(errorOf(range)).toMatchObject({ detail: m['riskTolerance.choose'], source: { pointer: '/answer/value' } });

    await progress(asClient, caseId, { answer: { question, value: 3, duration_ms: 10 } });
    const early = await progress(asClient, caseId, { step: 'summary' });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early)).toMatchObject({ detail: m['riskTolerance.unansweredAll'], source: { pointer: '/step' } });

    const generate = await asClient.post(`/api/v1/risk-assessment/${id}/generate`);
    expect(generate.statusCode).toBe(400);
    const errors = generate.json().errors as { detail: string; source: { pointer: string } }[];
    expect(errors).toHaveLength(riskQuestions.length - 1);
    expect(errors[0]).toMatchObject({ detail: 'Question 2 is not answered yet.', source: { pointer: `/answers/${riskQuestionKeys[1]}` } });
    expect((await read(asClient, caseId)).status).toBe('in_progress');
  });

  it('a completed assessment refuses answers and a second score with 409', async () => {
    const caseId = await newCase();
    const asClient = await as(cast.client);
    const { id } = await answerAll(asClient, caseId);
    expect((await asClient.post(`/api/v1/risk-assessment/${id}/generate`)).statusCode).toBe(200);
    const answer = await progress(asClient, caseId, { answer: { question: riskQuestionKeys[0], value: 5, duration_ms: 10 } });
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer).detail).toBe(m['riskTolerance.completed']);
    const again = await asClient.post(`/api/v1/risk-assessment/${id}/generate`);
    expect(again.statusCode).toBe(409);
    const byAdviser = await progress(await as(cast.adviser), caseId, { step: 'questions' });
    expect(byAdviser.statusCode).toBe(409);
  });
});

describe('staff of the client', () => {
  it('the adviser reads the client’s answers and score, read-only once complete', async () => {
    const caseId = await newCase();
    const asClient = await as(cast.client);
    const { id } = await answerAll(asClient, caseId, () => 5);
    await asClient.post(`/api/v1/risk-assessment/${id}/generate`);
    for (const staff of [cast.adviser, cast.additional, cast.supporting, cast.director]) {
      const view = await read(await as(staff), caseId);
      expect(view).toMatchObject({ id, status: 'completed', actions: [], case_section_complete: true });
      expect(Object.keys(view.answers)).toHaveLength(riskQuestions.length);
      expect(view.score).toEqual(expect.any(Number));
    }
  });

  it('the adviser answers on the client’s behalf and generates; their message speaks of "your client"', async () => {
    const caseId = await newCase();
    const asAdviser = await as(cast.adviser);
    const { id, actions } = await answerAll(asAdviser, caseId, () => 1);
    expect(actions).toEqual(['answer', 'generate']);
    const generated = await asAdviser.post(`/api/v1/risk-assessment/${id}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data.message).toBe(m['riskTolerance.generatedForStaff']);
    expect(await sectionDone(caseId)).toBe(true);
    expect((await caseSentences(caseId)).at(-1)).toMatch(/^Priya Shah completed the risk assessment with a score of \d+/u);
  });

  it('a practice admin without a relation, an unrelated adviser and another practice get 404', async () => {
    const caseId = await newCase();
    const { id } = await read(await as(cast.client), caseId);
    const other = await createPractice(t.runtime.db);
    const loneAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    const foreign = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const strangers: [string, TestClient][] = [
      ['admin without a relation', await as(loneAdmin)],
      ['unrelated adviser', await as(cast.stranger)],
      ['another practice', await as(foreign, other.host)],
    ];
    for (const [name, caller] of strangers) {
      expect((await caller.get(address(caseId))).statusCode, name).toBe(404);
      expect((await progress(caller, caseId, { step: 'questions' })).statusCode, name).toBe(404);
      expect((await caller.post(`/api/v1/risk-assessment/${id}/generate`)).statusCode, name).toBe(404);
    }
  });
});

describe('when there is no risk assessment to answer', () => {
  it('the flag off answers 404, and so does the practice’s "Clients complete a risk assessment" setting off', async () => {
    const flagged = await createPractice(t.runtime.db, { featureFlags: { ...allFeaturesOn, riskTolerance: false } });
    const adviser = await createUser(t.runtime.db, { practiceId: flagged.id, role: 'adviser' });
    const client = await createUser(t.runtime.db, { practiceId: flagged.id, role: 'client', adviserId: adviser.id });
    const caseId = await insertCase(t.runtime.db, {
      practiceId: flagged.id,
      clientId: client.id,
      adviserId: adviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    const asClient = await as(client, flagged.host);
    expect((await asClient.get(address(caseId))).statusCode).toBe(404);
    expect((await progress(asClient, caseId, { step: 'questions' })).statusCode).toBe(404);

    await t.runtime.db.update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, flagged.id));
    t.app.forgetPractices();
    expect((await asClient.get(address(caseId))).statusCode).toBe(200);

    await t.runtime.db
      .update(practices)
      .set({ settings: { riskAssessmentEnabled: false } })
      .where(eq(practices.id, flagged.id));
    const off = await asClient.get(address(caseId));
    expect(off.statusCode).toBe(404);
    expect(errorOf(off).detail).toBe(m['riskTolerance.turnedOff']);
  });

  it('a case that is not an Online Advice Request has none', async () => {
    const caseId = await newCase('requested', 'meeting_request');
    const response = await (await as(cast.client)).get(address(caseId));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(m['riskTolerance.notARequest']);
  });

  it('a submitted request: the client can no longer answer (409); a closed one without an assessment has none (404)', async () => {
    const submitted = await newCase('submitted');
    const asClient = await as(cast.client);
    const view = await read(await as(cast.adviser), submitted);
    expect(view.actions).toEqual(['answer']);
    expect((await read(asClient, submitted)).actions).toEqual([]);
    const refused = await progress(asClient, submitted, { step: 'questions' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(m['riskTolerance.closed']);

    const completed = await newCase('completed');
    const none = await (await as(cast.adviser)).get(address(completed));
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).detail).toBe(m['riskTolerance.notFound']);
  });

  it('a deactivated client reads but cannot answer', async () => {
    const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const caseId = await newCase('building', 'online_advice_request', cast.practice, client.id);
    const asClient = await as(client);
    await read(asClient, caseId);
    await t.runtime.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const asAdviser = await as(cast.adviser);
    expect((await read(asAdviser, caseId)).actions).toEqual([]);
    const refused = await progress(asAdviser, caseId, { step: 'questions' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(clientAccountMessages['clients.readOnly']);
  });
});
