import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientDetailOf, json } from '../../test/harness.tsx';
import { action, caseId, caseOf, clientId, renderAt, stubDialogs, stubServer } from './cases.test-server.tsx';

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

const incomeId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b01';
const goalId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b02';
const optionIds = ['6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b03', '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b04'];

const questionnaire = caseOf({
  type: 'review_questionnaire_case',
  status: 'building',
  name: 'Review 2026',
  questions: [
    {
      id: incomeId,
      text: 'Has your income changed?',
      kind: 'options',
      options: [
        { id: optionIds[0] ?? '', label: 'Yes' },
        { id: optionIds[1] ?? '', label: 'No' },
      ],
    },
    { id: goalId, text: 'What is your main goal this year?', kind: 'text', options: [] },
  ],
  previous_answers: {
    case_id: '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b09',
    case_name: 'Review 2025',
    answered_at: '2025-11-20T10:00:00.000Z',
    answers: [
      { question_id: incomeId, options: ['No'], text: null },
      { question_id: goalId, options: [], text: 'Retire at 60' },
    ],
  },
  actions: [action('submit', 'submitted', { confirm: false, blocked_by: { guard: 'atLeastOneOptionMarked', hint: 'Mark one.' } })],
});

describe('answering a review questionnaire', () => {
  it('shows last time’s answer beside each question', async () => {
    stubServer('client', questionnaire);
    renderAt(`/client-cases/${caseId}`);
    const form = within(await screen.findByRole('region', { name: 'Questions' }));
    expect(form.getByText(/Beside each question is what you answered in “Review 2025” on November 20, 2025/u)).toBeTruthy();
    const income = within(form.getByRole('group', { name: '1. Has your income changed?' }));
    expect(income.getByText('No', { selector: '.case-questions__last *, .case-questions__last' })).toBeTruthy();
    const goal = form.getByLabelText('2. What is your main goal this year?');
    const description = document.getElementById(goal.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(description?.textContent).toContain('Last time: “Retire at 60”');
  });

  it('counts the characters of a written answer, refuses more than 100, and saves the words with the options', async () => {
    const sent = stubServer('client', questionnaire, (entry) =>
      json(200, { data: entry.url.endsWith('/answers') ? { ...questionnaire, version: 4 } : questionnaire }),
    );
    renderAt(`/client-cases/${caseId}`);
    const goal = (await screen.findByLabelText('2. What is your main goal this year?')) as HTMLInputElement;
    fireEvent.change(goal, { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('101 of 100 characters')).toBeTruthy();
    expect(goal.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(screen.getAllByText('Keep your answer to 100 characters or fewer.').length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);

    fireEvent.change(goal, { target: { value: '  Pay off the mortgage ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      version: 3,
      answers: [{ question_id: incomeId, option_ids: [optionIds[0]] }],
      text_answers: [{ question_id: goalId, text: 'Pay off the mortgage' }],
    });
  });

  it('lets a written answer alone be submitted', async () => {
    const sent = stubServer('client', questionnaire, (entry) =>
      json(200, {
        data: entry.url.endsWith('/answers')
          ? {
              ...questionnaire,
              version: 4,
              text_answers: [{ question_id: goalId, text: 'Travel' }],
              actions: [action('submit', 'submitted')],
            }
          : { ...questionnaire, status: 'submitted', actions: [] },
      }),
    );
    renderAt(`/client-cases/${caseId}`);
    fireEvent.change(await screen.findByLabelText('2. What is your main goal this year?'), { target: { value: 'Travel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Submit?' })).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ url: `/api/v1/client-cases/${caseId}/submit`, body: { version: 4 } });
  });

  it('shows the answers read-only once submitted, the written one in quotes, with last time beside', async () => {
    stubServer(
      'adviser',
      caseOf({
        ...questionnaire,
        status: 'submitted',
        answers: [{ question_id: incomeId, option_ids: [optionIds[0] ?? ''] }],
        text_answers: [{ question_id: goalId, text: 'Travel' }],
        actions: [],
      }),
    );
    renderAt(`/client-cases/${caseId}`);
    const answers = within(await screen.findByRole('region', { name: 'Questions' }));
    expect(answers.getByText('Marked: Yes')).toBeTruthy();
    expect(answers.getByText('Answered: “Travel”')).toBeTruthy();
    expect(answers.getAllByText('Last time:')).toHaveLength(2);
  });
});

describe('preparing a review questionnaire', () => {
  it('asks how each question is answered; a free-text question has no options to fill in', async () => {
    const sent = stubServer('adviser', questionnaire, () => json(201, { data: questionnaire }), {
      [`/api/v1/clients/${clientId}`]: () =>
        json(200, { data: clientDetailOf({ id: clientId, first_name: 'Oliver', last_name: 'Bennett' }) }),
    });
    renderAt(`/clients/${clientId}/cases/new-review-questionnaire`);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Review 2026' } });
    fireEvent.change(screen.getByLabelText('Text of question 1'), { target: { value: 'What matters most this year?' } });
    const kind = within(screen.getByRole('group', { name: 'How is question 1 answered?' }));
    expect((kind.getByRole('radio', { name: 'By marking options' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Option 1 of question 1')).toBeTruthy();
    fireEvent.click(kind.getByRole('radio', { name: 'In a few words (at most 100 characters)' }));
    expect(screen.queryByLabelText('Option 1 of question 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the questionnaire' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      type: 'review_questionnaire_case',
      name: 'Review 2026',
      questions: [{ text: 'What matters most this year?', kind: 'text', options: [] }],
    });
  });
});
