import {
  type CaseDetail,
  riskToleranceMessages as m,
  type RiskAssessmentView,
  riskLevelExplanations,
  riskQuestionKeys,
  riskQuestions,
} from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { riskToleranceRoutes } from './risk-assessment.area.tsx';

afterEach(() => vi.unstubAllGlobals());

const caseId = '5d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33';
const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
const assessmentId = '7a1e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a44';
const address = `/api/v1/client-cases/${caseId}/risk-assessments`;
const practice = practiceOf({ id: testPracticeId, mailbox_enabled: false, features: ['riskTolerance'] });

const detail = {
  id: caseId,
  type: 'online_advice_request',
  status: 'building',
  name: 'Online Advice Request',
  client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
  sections: [],
  timeline: [],
  actions: [],
} as unknown as CaseDetail;

function viewOf(overrides: Partial<RiskAssessmentView> = {}): RiskAssessmentView {
  return {
    id: assessmentId,
    case_id: caseId,
    client_id: clientId,
    status: 'in_progress',
    step: 'begin',
    current_question: 0,
    answers: {},
    score: null,
    level: null,
    completed_at: null,
    updated_at: '2026-11-22T10:00:00.000Z',
    case_section_complete: false,
    actions: ['answer'],
    ...overrides,
  };
}

const allAnswered = Object.fromEntries(riskQuestionKeys.map((key) => [key, { value: 3, duration_ms: 4000 }]));

type Handler = (body: Record<string, unknown> | undefined) => Response;

/** A server that keeps the assessment: each PATCH applies the progress sent, as the real one does. */
function stubAssessment(
  initial: RiskAssessmentView,
  extra: Record<string, Handler> = {},
): { sent: SentRequest[]; current: () => RiskAssessmentView } {
  let stored = initial;
  const handlers: Record<string, Handler> = {
    [`GET ${address}`]: () => json(200, { data: stored }),
    [`PATCH ${address}`]: (body) => {
      const answer = body?.answer as { question: string; value: number; duration_ms: number } | undefined;
      const answers = answer
        ? { ...stored.answers, [answer.question]: { value: answer.value, duration_ms: answer.duration_ms } }
        : stored.answers;
      stored = {
        ...stored,
        answers,
        step: (body?.step as RiskAssessmentView['step'] | undefined) ?? (answer && stored.step === 'begin' ? 'questions' : stored.step),
        current_question: (body?.current_question as number | undefined) ?? stored.current_question,
      };
      const isAll = riskQuestionKeys.every((key) => key in stored.answers);
      stored = { ...stored, actions: isAll ? ['answer', 'generate'] : ['answer'] };
      return json(200, { data: stored });
    },
    [`GET /api/v1/client-cases/${caseId}`]: () => json(200, { data: detail }),
    ...extra,
  };
  const sent = stubFetch(({ method, url, body }) => {
    const key = Object.keys(handlers)
      .filter((each) => `${method} ${url}`.startsWith(each))
      .sort((a, b) => b.length - a.length)[0];
    return key ? handlers[key]?.(body) : undefined;
  });
  return { sent, current: () => stored };
}

function renderAt(path: string, role: 'client' | 'adviser' = 'client') {
  const user = role === 'client' ? userOf('client', { id: clientId }) : userOf('adviser', { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22' });
  return renderRoutes([{ hydrateFallbackElement: <p>Loading</p>, children: riskToleranceRoutes }], path, { user, practice }).router;
}

const patches = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PATCH').map((request) => request.body);

describe('the client answers the risk assessment', () => {
  it('begins, answers a question with the time spent, and is told to answer before moving on', async () => {
    const { sent } = stubAssessment(viewOf());
    renderAt(`/client-cases/${caseId}/risk-assessment`);
    expect(await screen.findByRole('heading', { name: 'How do you feel about investment risk?' })).toBeTruthy();
    expect(screen.getByText(`${riskQuestions.length} questions, one at a time`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));

    const first = await screen.findByRole('group', { name: new RegExp(`Question 1 of ${riskQuestions.length}`, 'u') });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Question 1 of'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const error = await within(first).findByRole('alert');
    expect(error.textContent).toBe(m['riskTolerance.unanswered']);
    expect(first.getAttribute('aria-describedby')).toContain(error.id);
    expect(first.getAttribute('aria-invalid')).toBe('true');

    const radios = within(first).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    fireEvent.click(radios[3] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: /Question 2 of/u })).toBeTruthy();
    const sentAnswer = patches(sent).at(-1);
    expect(sentAnswer).toMatchObject({
      answer: { question: riskQuestionKeys[0], value: 4, duration_ms: expect.any(Number) },
      current_question: 1,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('group', { name: /Question 1 of/u });
    expect((within(again).getByRole('radio', { name: riskQuestions[0].options[3]?.label ?? '' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reopens on the question the server kept, and goes from the last question to the summary', async () => {
    const last = riskQuestions.length - 1;
    const { [riskQuestionKeys[last] as string]: _omitted, ...allButLast } = allAnswered;
    const { sent } = stubAssessment(viewOf({ step: 'questions', current_question: last, answers: allButLast }));
    renderAt(`/client-cases/${caseId}/risk-assessment`);
    const group = await screen.findByRole('group', { name: new RegExp(`Question ${last + 1} of ${last + 1}`, 'u') });
    fireEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Review your answers' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    expect(patches(sent).at(-1)).toMatchObject({ step: 'summary', answer: { question: riskQuestionKeys[last], value: 1 } });
  });

  it('changes one answer from the summary and comes back to it', async () => {
    const { sent } = stubAssessment(viewOf({ step: 'summary', answers: allAnswered, actions: ['answer', 'generate'] }));
    renderAt(`/client-cases/${caseId}/risk-assessment`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the answer to question 3' }));
    const group = await screen.findByRole('group', { name: /Question 3 of/u });
    fireEvent.click(within(group).getAllByRole('radio')[4] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save and return to the summary' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    expect(patches(sent)).toMatchObject([
      { step: 'questions', current_question: 2 },
      { step: 'summary', answer: { question: riskQuestionKeys[2], value: 5 } },
    ]);
  });

  it('shows the spec’s error when generating fails, then the score in words once it works', async () => {
    let isDown = true;
    const completed = viewOf({
      status: 'completed',
      step: 'summary',
      answers: allAnswered,
      score: 36,
      level: 'medium',
      completed_at: '2026-11-22T10:00:00.000Z',
      case_section_complete: true,
      actions: [],
    });
    stubAssessment(viewOf({ step: 'summary', answers: allAnswered, actions: ['answer', 'generate'] }), {
      [`POST /api/v1/risk-assessment/${assessmentId}/generate`]: () =>
        isDown ? json(500, {}) : json(200, { data: { ...completed, message: m['riskTolerance.generated'] } }),
    });
    renderAt(`/client-cases/${caseId}/risk-assessment`);
    fireEvent.click(await screen.findByRole('button', { name: 'See my risk score' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m['riskTolerance.failed']);
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'See my risk score' }));
    expect(await screen.findByRole('heading', { name: 'Your attitude to risk' })).toBeTruthy();
    expect(screen.getByText('A score of 36 out of 60')).toBeTruthy();
    expect(screen.getByText(riskLevelExplanations.medium.client)).toBeTruthy();
    const scale = screen.getByRole('list', { name: 'The six risk levels, from no risk to high' });
    expect(within(scale).getByText('Medium').getAttribute('aria-current')).toBe('true');
    expect(await screen.findByText(m['riskTolerance.generated'])).toBeTruthy();
  });
});

describe('the adviser', () => {
  it('reads the client’s completed score and answers, with the time spent, and cannot change them', async () => {
    stubAssessment(
      viewOf({
        status: 'completed',
        step: 'summary',
        answers: allAnswered,
        score: 52,
        level: 'high',
        completed_at: '2026-11-22T10:00:00.000Z',
        actions: [],
      }),
    );
    renderAt(`/clients/${clientId}/cases/${caseId}/risk-assessment`, 'adviser');
    expect(await screen.findByRole('heading', { name: 'Your client’s attitude to risk' })).toBeTruthy();
    expect(screen.getByText(riskLevelExplanations.high.adviser)).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Your client’s answers' });
    expect(within(answers).getAllByText('Time spent: 4 s')).toHaveLength(riskQuestions.length);
    expect(screen.getByText('Time spent answering: 48 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change/u })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the case overview' }).getAttribute('href')).toBe(`/clients/${clientId}/cases/${caseId}`);
  });

  it('says why there is no assessment when the server answers 404', async () => {
    stubAssessment(viewOf(), {
      [`GET ${address}`]: () =>
        json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: m['riskTolerance.turnedOff'] }] }),
    });
    renderAt(`/client-cases/${caseId}/risk-assessment`, 'adviser');
    expect(await screen.findByRole('heading', { name: 'No risk assessment here' })).toBeTruthy();
    expect(screen.getByText(m['riskTolerance.turnedOff'])).toBeTruthy();
  });
});
