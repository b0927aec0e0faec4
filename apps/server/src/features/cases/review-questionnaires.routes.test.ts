import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asAdviser: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  asAdviser = await sessionFor(t.app, t.runtime.db, cast.adviser, cast.practice.host);
});
afterAll(() => t.close());

type Question = { id: string; text: string; kind: 'options' | 'text'; options: { id: string; label: string }[] };
type Detail = {
  id: string;
  status: string;
  version: number;
  questions: Question[];
  text_answers: { question_id: string; text: string }[];
  previous_answers: { case_id: string; answers: { question_id: string; options: string[]; text: string | null }[] } | null;
};

const questions = [
  { text: 'Has your income changed?', options: ['Yes', 'No'] },
  { text: 'What is your main goal this year?', kind: 'text' },
];

async function newClient() {
  const user = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
  return { user, session: await sessionFor(t.app, t.runtime.db, user, cast.practice.host) };
}

/** A questionnaire prepared for the client and sent to them. */
async function sendQuestionnaire(clientId: string, name: string, asked = questions): Promise<Detail> {
  const created = await asAdviser.post(`/api/v1/clients/${clientId}/client-cases`, {
    type: 'review_questionnaire_case',
    name,
    questions: asked,
  });
  expect(created.statusCode).toBe(201);
  const sent = await asAdviser.post(`/api/v1/client-cases/${created.json().data.id}/send`, { version: created.json().data.version });
  return sent.json().data;
}

const saveAnswers = (c: TestClient, detail: Detail, body: object) =>
  c.request('PUT', `/api/v1/client-cases/${detail.id}/answers`, { payload: { version: detail.version, answers: [], ...body } });

describe('a review questionnaire with free-text questions', () => {
  it('keeps a free-text question without options; an option question still needs two', async () => {
    const { user } = await newClient();
    const sent = await sendQuestionnaire(user.id, 'Annual review');
    expect(sent.questions.map((q) => [q.text, q.kind, q.options.length])).toEqual([
      ['Has your income changed?', 'options', 2],
      ['What is your main goal this year?', 'text', 0],
    ]);
    const refused = await asAdviser.post(`/api/v1/clients/${user.id}/client-cases`, {
      type: 'review_questionnaire_case',
      name: 'Too few',
      questions: [{ text: 'One option only?', options: ['Yes'] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      detail: 'Give each question at least two options',
      source: { pointer: '/questions/0/options' },
    });
  });

  it('takes a written answer of at most 100 characters, and only for a free-text question', async () => {
    const { user, session } = await newClient();
    const sent = await sendQuestionnaire(user.id, 'Annual review');
    const [choice, written] = sent.questions as [Question, Question];

    const tooLong = await saveAnswers(session, sent, { text_answers: [{ question_id: written.id, text: 'x'.repeat(101) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toMatchObject({
      detail: 'Keep your answer to 100 characters or fewer.',
      source: { pointer: '/text_answers/0/text' },
    });
    const onOptions = await saveAnswers(session, sent, { text_answers: [{ question_id: choice.id, text: 'Yes' }] });
    expect(onOptions.statusCode).toBe(400);
    expect(errorOf(onOptions).source?.pointer).toBe('/text_answers/0');
    const optionsOnText = await saveAnswers(session, sent, { answers: [{ question_id: written.id, option_ids: [choice.options[0]?.id] }] });
    expect(optionsOnText.statusCode).toBe(400);

    const exactly = `  ${'y'.repeat(100)}  `;
    const saved = await saveAnswers(session, sent, { text_answers: [{ question_id: written.id, text: exactly }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.text_answers).toEqual([{ question_id: written.id, text: 'y'.repeat(100) }]);

    // A written answer alone is enough to submit.
    const submitted = await session.post(`/api/v1/client-cases/${sent.id}/submit`, { version: saved.json().data.version });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.status).toBe('submitted');
  });

  it('shows last time’s answers beside the questions asked again, matched by their words', async () => {
    const { user, session } = await newClient();
    const first = await sendQuestionnaire(user.id, 'Review 2025');
    const [choice, written] = first.questions as [Question, Question];
    expect(first.previous_answers).toBeNull();
    const saved = await saveAnswers(session, first, {
      answers: [{ question_id: choice.id, option_ids: [choice.options[1]?.id] }],
      text_answers: [{ question_id: written.id, text: 'Retire at 60' }],
    });
    await session.post(`/api/v1/client-cases/${first.id}/submit`, { version: saved.json().data.version });

    const second = await sendQuestionnaire(user.id, 'Review 2026', [
      { text: 'has your income changed', options: ['Yes', 'No', 'Not sure'] },
      { text: 'What is your main goal this year?', kind: 'text' },
      { text: 'Anything new?', kind: 'text' },
    ]);
    const seen = (await session.get(`/api/v1/client-cases/${second.id}`)).json().data as Detail;
    const [again, goal] = seen.questions as [Question, Question];
    expect(seen.previous_answers).toMatchObject({
      case_id: first.id,
      answers: [
        { question_id: again.id, options: ['No'], text: null },
        { question_id: goal.id, options: [], text: 'Retire at 60' },
      ],
    });
  });
});

describe('GET /clients/{id}/review-questionnaires', () => {
  it('lists a client’s questionnaires with their answered questions; the client sees only those sent to them', async () => {
    const { user, session } = await newClient();
    const draft = await asAdviser.post(`/api/v1/clients/${user.id}/client-cases`, {
      type: 'review_questionnaire_case',
      name: 'Still a draft',
      questions,
    });
    const sent = await sendQuestionnaire(user.id, 'Sent to the client');
    const [choice] = sent.questions as [Question];
    await saveAnswers(session, sent, { answers: [{ question_id: choice.id, option_ids: [choice.options[0]?.id] }] });

    const staff = await asAdviser.get(`/api/v1/clients/${user.id}/review-questionnaires`);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['x-total']).toBe('2');
    expect(staff.json().data.map((q: { name: string }) => q.name)).toEqual(['Sent to the client', 'Still a draft']);

    const own = await session.get(`/api/v1/clients/${user.id}/review-questionnaires`);
    expect(own.headers['x-total']).toBe('1');
    expect(own.json().data).toEqual([
      expect.objectContaining({ id: sent.id, status: 'building', question_count: 2, answered_count: 1, is_waiting_on_client: true }),
    ]);
    expect(own.json().data.map((q: { id: string }) => q.id)).not.toContain(draft.json().data.id);
  });

  it('is a 404 for another client, another practice, and while the feature is off', async () => {
    const { user, session } = await newClient();
    const other = await newClient();
    expect((await session.get(`/api/v1/clients/${other.user.id}/review-questionnaires`)).statusCode).toBe(404);
    const stranger = await sessionFor(t.app, t.runtime.db, cast.stranger, cast.practice.host);
    expect((await stranger.get(`/api/v1/clients/${user.id}/review-questionnaires`)).statusCode).toBe(404);

    const off = await createPractice(t.runtime.db, { featureFlags: { ...allFeaturesOn, reviewQuestionnaire: false } });
    const offClient = await createUser(t.runtime.db, { practiceId: off.id, role: 'client' });
    const asOffClient = await sessionFor(t.app, t.runtime.db, offClient, off.host);
    expect((await asOffClient.get(`/api/v1/clients/${offClient.id}/review-questionnaires`)).statusCode).toBe(404);
  });
});
