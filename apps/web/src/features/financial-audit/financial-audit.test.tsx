import {
  applicableQuestions,
  type CaseDetail,
  type CurrentUser,
  taxHealthCheckMessages as m,
  type TaxHealthCheckView,
  taxHealthCheckContent,
} from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { taxHealthCheckRoutes } from './financial-audit.area.tsx';
import { slugOfKey } from './financial-audit-steps.ts';

// jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => vi.unstubAllGlobals());

const caseId = '5d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33';
const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
const base = `/client-cases/${caseId}/financial-audit`;
const content = taxHealthCheckContent.current;
const [residence, residencePartner] = content.questions;
const interest = content.questions.find((q) => q.key === 'ReceiveInInterest');
if (!residence || !residencePartner || !interest) throw new Error('the current version’s questions');

const client = userOf('client', { id: clientId });
const adviser = userOf('adviser', { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', first_name: 'Amelia', last_name: 'Stone' });
const practice = practiceOf({ id: testPracticeId, mailbox_enabled: false, features: ['financialPlanningHealthCheck'] });

const detail = {
  id: caseId,
  type: 'online_advice_request',
  status: 'building',
  name: 'Online Advice Request',
  client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
  documents: [],
  documents_editable: true,
  sections: [],
  timeline: [],
  actions: [],
  topics: [],
  is_editable: true,
  notice: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  initial_investment: 0,
  monthly_contribution: 0,
} as unknown as CaseDetail;

/** The check as the server answers it: a new one of this year by default. */
function checkOf(overrides: Partial<TaxHealthCheckView> = {}): TaxHealthCheckView {
  const withPartner = overrides.with_partner ?? null;
  const answers = overrides.answers ?? {};
  return {
    id: '7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a44',
    case_id: caseId,
    client_id: clientId,
    version: 'current',
    tax_year: { start: '2026-04-06', end: '2027-04-05', label: '2026/27' },
    with_partner: withPartner,
    answers,
    previous_answers: {},
    status: 'in_progress',
    completed_at: null,
    is_marked_complete: false,
    is_past_year: false,
    lock: null,
    missing: applicableQuestions(content, withPartner)
      .filter((q) => !answers[q.key])
      .map((q) => q.key),
    case_section_complete: false,
    actions: ['answer', 'complete'],
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Every question that applies answered with its first option. */
function allAnswered(withPartner: boolean) {
  return Object.fromEntries(applicableQuestions(content, withPartner).map((q) => [q.key, [q.options[0]?.letter ?? 'A']]));
}

type Handler = (body: Record<string, unknown> | undefined) => Response;

/** Serves the case and the check; a PATCH merges what it sends into the check, as the server does. */
function stubCheck(initial: TaxHealthCheckView, handlers: Record<string, Handler> = {}) {
  let stored = initial;
  const sent = stubFetch(({ method, url, body }) => {
    const key = `${method} ${url}`;
    if (handlers[key]) return handlers[key](body);
    if (key === `GET /api/v1/client-cases/${caseId}`) return json(200, { data: detail });
    if (key === `GET /api/v1/client-cases/${caseId}/financial-audits`) return json(200, { data: stored });
    if (key === `PATCH /api/v1/client-cases/${caseId}/financial-audits`) {
      const withPartner = (body?.with_partner as boolean | undefined) ?? stored.with_partner;
      stored = checkOf({
        ...stored,
        with_partner: withPartner,
        answers: { ...stored.answers, ...(body?.answers as object) },
        missing: undefined,
      });
      return json(200, { data: { message: m['taxHealthCheck.saved'], check: stored } });
    }
    return undefined;
  });
  return { sent, current: () => stored };
}

function renderCheck(path: string, user: CurrentUser, features = practice) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...taxHealthCheckRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice: features },
  ).router;
}

describe('a client starts the check', () => {
  it('opens on the intro, chooses the partner with the client’s prompt, then answers one question at a time with its hint', async () => {
    const { sent } = stubCheck(checkOf());
    const router = renderCheck(base, client);
    expect(await screen.findByRole('heading', { level: 2, name: 'About the Tax Health Check' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${base}/intro`);
    expect(screen.getByText(content.intro[0] ?? '')).toBeTruthy();
    expect(screen.getByText('Tax year 2026/27')).toBeTruthy();
    expect(screen.getByText('The figures quoted are those of the 2023/24 tax year.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Start the Tax Health Check' }));
    const prompt = await screen.findByRole('group', { name: m['taxHealthCheck.partnerPromptClient'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose one of the two options.')).toBeTruthy();
    fireEvent.click(within(prompt).getByLabelText('With my partner'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${slugOfKey(residence.key)}`));
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ with_partner: true });

    const question = await screen.findByRole('group', { name: new RegExp(residence.text.client.replace(/[?]/gu, '\\?'), 'u') });
    expect(within(question).getByText('What the terms mean')).toBeTruthy();
    const option = residence.options[3];
    if (!option) throw new Error('Scotland');
    fireEvent.click(within(question).getByRole('radio', { name: option.text }));
    const feedback = screen.getByRole('region', { name: 'What your answer means' });
    expect(within(feedback).getByText(option.hint?.client?.[0] ?? option.hint?.adviser[0] ?? '')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${slugOfKey(residencePartner.key)}`));
    expect(sent.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ answers: { [residence.key]: [option.letter] } });
  });

  it('a question where several boxes may be ticked has checkboxes; the interest question lists the savings allowance by taxpayer type', async () => {
    stubCheck(checkOf({ with_partner: false }));
    renderCheck(`${base}/${slugOfKey(interest.key)}`, client);
    expect(await screen.findByText('The personal savings allowance by taxpayer type')).toBeTruthy();
    const multiple = content.questions.find((q) => q.isMultiple && q.person === 'client');
    expect(screen.getAllByRole(interest.isMultiple ? 'checkbox' : 'radio')).toHaveLength(interest.options.length);
    if (multiple) {
      stubCheck(checkOf({ with_partner: false }));
      renderCheck(`${base}/${slugOfKey(multiple.key)}`, client);
      expect((await screen.findAllByText('Tick all the boxes that apply.')).length).toBeGreaterThan(0);
    }
  });
});

describe('the adviser changes the client’s answer', () => {
  const answered = checkOf({ with_partner: true, answers: allAnswered(true), status: 'completed', actions: ['answer'] });
  const current = answered.answers[residence.key]?.[0];
  const other = residence.options.find((option) => option.letter !== current);
  if (!other) throw new Error('another option');

  it('is asked "Save changes?" first; cancelling puts the client’s answer back and sends nothing', async () => {
    const { sent } = stubCheck(answered);
    renderCheck(`${base}/${slugOfKey(residence.key)}`, adviser);
    const question = await screen.findByRole('group', { name: new RegExp(residence.text.adviser.replace(/[?]/gu, '\\?'), 'u') });
    fireEvent.click(within(question).getByRole('radio', { name: other.text }));
    expect(screen.getByText(`Not saved yet. The client’s answer was A: ${residence.options[0]?.text}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes?' });
    expect(within(dialog).getByText(m['taxHealthCheck.saveChangesText'])).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(question).getByRole('radio', { name: other.text }) as HTMLInputElement).checked).toBe(false);
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('saves the change when confirmed, and says so', async () => {
    const { sent } = stubCheck(answered);
    const router = renderCheck(`${base}/${slugOfKey(residence.key)}`, adviser);
    fireEvent.click(await screen.findByRole('radio', { name: other.text }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Save changes?' })).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${slugOfKey(residencePartner.key)}`));
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ answers: { [residence.key]: [other.letter] } }]);
    expect(await screen.findByText(m['taxHealthCheck.saved'])).toBeTruthy();
  });
});

describe('the summary', () => {
  it('says "There are no answers yet." before the first answer, with the way to start', async () => {
    stubCheck(checkOf());
    renderCheck(`${base}/summary`, client);
    expect(await screen.findByRole('heading', { name: m['taxHealthCheck.noAnswers'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the Tax Health Check' }).getAttribute('href')).toBe(`${base}/intro`);
  });

  it('compares each answer with the previous one for staff, and names what is left before completing', async () => {
    const answers = allAnswered(false);
    delete answers[residence.key];
    stubCheck(checkOf({ with_partner: false, answers, previous_answers: { [residence.key]: ['B'] } }));
    renderCheck(`${base}/summary`, adviser);
    const first = (await screen.findByRole('heading', { level: 3, name: `1. ${residence.text.adviser}` })).closest('li');
    if (!first) throw new Error('the first question');
    expect(within(first).getByText('Client’s answer was:')).toBeTruthy();
    expect(within(first).getByText('Not answered yet')).toBeTruthy();
    expect(within(first).getByText('Previous answer was:')).toBeTruthy();
    expect(within(first).getByText(residence.options[1]?.text ?? '')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Change the answer to question 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Complete the Tax Health Check' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m['taxHealthCheck.answerEvery'])).toBeTruthy();
    expect(within(alert).getByRole('link', { name: residence.text.adviser }).getAttribute('href')).toBe(
      `${base}/${slugOfKey(residence.key)}`,
    );
  });

  it('completes a check with every answer, and then says it was completed with the partner', async () => {
    const answered = checkOf({ with_partner: true, answers: allAnswered(true) });
    const { sent } = stubCheck(answered, {
      [`POST /api/v1/client-cases/${caseId}/financial-audits/complete`]: () =>
        json(200, { data: { message: m['taxHealthCheck.completed'], check: { ...answered, status: 'completed', actions: ['answer'] } } }),
    });
    renderCheck(`${base}/summary`, client);
    expect((await screen.findAllByText('Your answer was:')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the Tax Health Check' }));
    expect(await screen.findByText(m['taxHealthCheck.completedWithPartner'])).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Complete the Tax Health Check' })).toBeNull();
  });
});

describe('a check of a past tax year', () => {
  it('tells the client it can no longer be completed, and opens on the summary', async () => {
    const past = checkOf({ with_partner: false, is_past_year: true, lock: 'past_year', actions: [] });
    stubCheck(past);
    const router = renderCheck(base, client);
    expect(await screen.findByText(m['taxHealthCheck.pastYearBlocked'])).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${base}/summary`);
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete the Tax Health Check' })).toBeNull();
  });

  it('the adviser marks it complete after confirming', async () => {
    const past = checkOf({ with_partner: false, is_past_year: true, lock: 'past_year', actions: ['markComplete'] });
    const { sent } = stubCheck(past, {
      [`POST /api/v1/client-cases/${caseId}/financial-audits/mark-complete`]: () =>
        json(200, {
          data: {
            message: m['taxHealthCheck.markedComplete'],
            check: { ...past, status: 'completed', is_marked_complete: true, actions: [] },
          },
        }),
    });
    renderCheck(`${base}/summary`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as complete?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    expect((await screen.findAllByText(m['taxHealthCheck.markedComplete'])).length).toBeGreaterThan(0);
    expect(await screen.findByText(m['taxHealthCheck.notEditable'])).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      `/api/v1/client-cases/${caseId}/financial-audits/mark-complete`,
    ]);
  });
});

it('is a 404 page while the practice has the flag off', async () => {
  stubCheck(checkOf());
  renderCheck(base, client, practiceOf({ id: testPracticeId, features: [] }));
  expect(await screen.findByRole('heading', { level: 1, name: /not found/iu })).toBeTruthy();
});
