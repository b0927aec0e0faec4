import { type FinancialPlanningAnswers, financialPlanningMessages as m } from '@advice/domain';
import { fullFinancialPlanningAnswers } from '@advice/domain/questionnaires/financial-planning.testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf } from '../../test/harness.tsx';
import { stubDialogs } from '../cases/cases.test-server.tsx';
import { caseId, errorsOf, healthCheckOf, renderAt, stubServer, userOf } from './financial-planning.test-server.tsx';

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

const path = `/client-cases/${caseId}/financial-planning-health-check`;
const api = `/api/v1/client-cases/${caseId}/financial-plannings`;

const answered = fullFinancialPlanningAnswers;

const question = (name: string) => screen.getByRole('region', { name });

describe('the client answers their health check', () => {
  it('shows the eight questions and the tax-planning set in the client’s words, saves what changed and says so', async () => {
    let stored = healthCheckOf();
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: stored }),
      [`PATCH ${api}`]: (body) => {
        stored = healthCheckOf({ answers: body?.answers as FinancialPlanningAnswers });
        return json(200, { data: { ...stored, message: m['financialPlanning.saved'] } });
      },
    });
    renderAt(path, userOf('client'));
    const first = await screen.findByRole('region', {
      name: 'Is each part of your life as close to ideal as you could realistically make it?',
    });
    expect(screen.getByText('Question 1 of 8')).toBeTruthy();
    expect(screen.getByText('This is your first health check, so there are no previous answers to compare with.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: /Are the dividends you receive outside ISAs and pensions within the £500 dividend allowance/u }),
    ).toBeTruthy();

    fireEvent.click(within(within(first).getByRole('group', { name: 'Your income' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByLabelText('Capital needed'), { target: { value: '1200000' } });
    fireEvent.blur(screen.getByLabelText('Capital needed'));
    expect((screen.getByLabelText('Capital needed') as HTMLInputElement).value).toBe('1,200,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Answers saved')).toBeTruthy();
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({
      answers: { ideal_income: 'yes', independence_capital: { amount: 1_200_000, currency: 'GBP' } },
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save answers' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('completing with answers missing says which, beside each, and focuses the first', async () => {
    stubServer({ [`GET ${api}`]: () => json(200, { data: healthCheckOf({ answers: { ideal_income: 'yes' } }) }) });
    renderAt(path, userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the health check' }));
    expect(await screen.findByText(m['financialPlanning.completeRequired'])).toBeTruthy();
    const capital = question('How much would you need to be financially independent, so that work becomes a choice?');
    const group = within(question('Is each part of your life as close to ideal as you could realistically make it?')).getByRole('group', {
      name: 'Your capital: savings and investments',
    });
    expect(document.activeElement).toBe(group);
    expect(within(group).getAllByRole('radio')[0]?.getAttribute('aria-describedby')).toMatch(/error/u);
    expect(within(capital).getAllByText('Required').length).toBe(2);
  });

  it('completes once every answer is given', async () => {
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: healthCheckOf({ answers: answered }) }),
      [`POST ${api}/complete`]: () =>
        json(200, {
          data: {
            ...healthCheckOf({ answers: answered, status: 'completed', completed_at: '2026-11-25T10:00:00.000Z', actions: ['edit'] }),
            message: m['financialPlanning.completed'],
          },
        }),
    });
    renderAt(path, userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the health check' }));
    expect(await screen.findByText('Health check complete')).toBeTruthy();
    expect(screen.getByText(m['financialPlanning.completed'])).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET').map((s) => s.method)).toEqual(['POST']);
  });
});

describe('the adviser and the previous answers', () => {
  it('shows each previous answer beside the answer, and asks to confirm before changing the client’s answers', async () => {
    const view = healthCheckOf({
      answers: answered,
      previous_answers: { ...answered, ideal_income: 'no', independence_income: { amount: 45_000, currency: 'GBP' } },
      previous_completed_at: '2025-11-02T10:00:00.000Z',
    });
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: view }),
      [`PATCH ${api}`]: () => json(200, { data: { ...view, message: m['financialPlanning.saved'] } }),
    });
    renderAt(path, userOf('adviser'));
    const first = await screen.findByRole('region', {
      name: 'Is each part of your client’s life as close to ideal as they could realistically make it?',
    });
    expect(screen.getByText('Beside each answer is the one from the health check completed on November 2, 2025.')).toBeTruthy();
    const income = within(first).getByRole('group', { name: 'Their income' });
    expect(income.parentElement?.parentElement?.textContent).toContain('Previous answer: No');
    expect(screen.getByText('£45,000')).toBeTruthy();

    fireEvent.click(within(income).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes?' });
    expect(within(dialog).getByText('You have changed the client’s answers. Please confirm and save or cancel changes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel changes' }));
    expect(sent.filter((s) => s.method === 'PATCH')).toEqual([]);
    expect((within(income).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(income).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Save changes?' })).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ answers: { ideal_income: 'no' } }));
  });

  it('a past tax year’s unfinished check is read-only; the adviser marks it complete and reads the spec’s message', async () => {
    const past = healthCheckOf({ tax_year: { start: '2025-04-06', label: '2025/26' }, is_past_tax_year: true, actions: ['mark_complete'] });
    stubServer({
      [`GET ${api}`]: () => json(200, { data: past }),
      [`POST ${api}/mark-complete`]: () =>
        json(200, {
          data: {
            ...past,
            status: 'completed',
            is_marked_complete: true,
            completed_at: '2026-11-25T10:00:00.000Z',
            actions: [],
            message: m['financialPlanning.markedCompleteNote'],
          },
        }),
    });
    renderAt(path, userOf('adviser'));
    expect(await screen.findByText('The 2025/26 tax year has ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save answers' })).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mark as complete?' })).getByRole('button', { name: 'Mark as complete' }),
    );
    expect((await screen.findAllByText(m['financialPlanning.markedCompleteNote'])).length).toBeGreaterThan(0);
  });

  it('a refusal from the server goes beside its field', async () => {
    stubServer({
      [`GET ${api}`]: () => json(200, { data: healthCheckOf() }),
      [`PATCH ${api}`]: () =>
        errorsOf(400, [{ detail: 'Choose one of the currencies offered', pointer: '/answers/independence_income/currency' }]),
    });
    renderAt(path, userOf('client'));
    fireEvent.change(await screen.findByLabelText('Income needed each year'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Choose one of the currencies offered')).toBeTruthy();
    expect(screen.getByLabelText('Income needed each year').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('loading and the feature flag', () => {
  it('says the form was not loaded, with a way to try again', async () => {
    stubServer({ [`GET ${api}`]: () => json(500, {}) });
    renderAt(path, userOf('client'));
    expect(await screen.findByText(m['financialPlanning.notLoaded'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not found while the practice has the health check off', async () => {
    stubServer({});
    renderAt(path, userOf('client'), practiceOf({ features: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: /not found/iu })).toBeTruthy();
  });
});
