import type { ReviewQuestionnaireSummary } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { caseId, caseOf, clientId, renderAt, sectionsOf, stubServer } from '../cases/cases.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const request = caseOf({
  type: 'online_advice_request',
  status: 'building',
  name: 'Online Advice Request',
  sections: sectionsOf(['risk_tolerance', 'fact_find']),
  next_section: 'financial_audit',
  return_note: 'Please add your pension.',
});

const questionnaire = (overrides: Partial<ReviewQuestionnaireSummary>): ReviewQuestionnaireSummary => ({
  id: '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c01',
  name: 'Review 2026',
  status: 'building',
  question_count: 4,
  answered_count: 1,
  is_waiting_on_client: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const page = (items: unknown[]) => json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });

function stubQuestionnaires(
  requests: unknown[],
  questionnaires: ReviewQuestionnaireSummary[],
  features = ['onlineAdvice', 'reviewQuestionnaire'],
) {
  return stubServer(
    'client',
    request,
    undefined,
    {
      [`/api/v1/clients/${clientId}/client-cases`]: () => page(requests),
      [`/api/v1/clients/${clientId}/review-questionnaires`]: () => page(questionnaires),
    },
    features,
  );
}

describe('the client’s questionnaires page', () => {
  it('lists the requests with sections left, with the next one and the adviser’s note, and the questionnaires to answer', async () => {
    stubQuestionnaires(
      [{ id: caseId }],
      [
        questionnaire({}),
        questionnaire({
          id: '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c02',
          name: 'Review 2025',
          status: 'submitted',
          is_waiting_on_client: false,
          answered_count: 4,
        }),
      ],
    );
    renderAt('/questionnaires');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeTruthy();
    const requests = within(await screen.findByRole('region', { name: 'Requests for advice to complete' }));
    expect(await requests.findByText('2 of 5 sections complete')).toBeTruthy();
    expect(requests.getByText('Next: Tax health check')).toBeTruthy();
    expect(requests.getByText('Your adviser sent it back: “Please add your pension.”')).toBeTruthy();
    expect(requests.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/client-cases/${caseId}/financial-audit`);

    const waiting = within(screen.getByRole('region', { name: 'Review questionnaires to answer' }));
    expect(waiting.getByText(/1 of 4 questions answered/u)).toBeTruthy();
    expect(waiting.getByRole('link', { name: 'Continue answering' }).getAttribute('href')).toBe(
      '/client-cases/6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c01',
    );
    const earlier = within(screen.getByRole('region', { name: 'Answered earlier' }));
    expect(earlier.getByRole('link', { name: 'Review 2025' })).toBeTruthy();
    expect(earlier.queryByRole('link', { name: /Continue/u })).toBeNull();
  });

  it('says what to do when nothing waits on the client', async () => {
    stubQuestionnaires([], []);
    renderAt('/questionnaires');
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting on you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my cases' }).getAttribute('href')).toBe('/client-cases');
  });

  it('asks only for what the practice has switched on', async () => {
    const sent = stubQuestionnaires([], [questionnaire({})], ['reviewQuestionnaire']);
    renderAt('/questionnaires');
    expect(await screen.findByRole('region', { name: 'Review questionnaires to answer' })).toBeTruthy();
    expect(sent.some((s) => s.url.includes('/client-cases'))).toBe(false);
  });
});
