import type { CaseChanges } from '@advice/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { action, caseId, caseOf, clientId, renderAt, sectionsOf, stubDialogs, stubServer } from './cases.test-server.tsx';

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

const building = caseOf({
  type: 'online_advice_request',
  status: 'building',
  name: 'Online Advice Request',
  initial_investment: 25_000,
  initial_investment_currency: 'GBP',
  monthly_contribution: 500,
  monthly_contribution_currency: 'GBP',
  investment_duration: 10,
  sections: sectionsOf(['risk_tolerance', 'fact_find', 'goals']),
  next_section: 'financial_audit',
  timeline: [],
  actions: [
    action('submit', 'submitted', {
      blocked_by: { guard: 'allSectionsComplete', hint: 'Complete every section of the request before submitting it.' },
    }),
    action('cancel', 'cancelled', { irreversible: true }),
  ],
});

const submitted = caseOf({
  ...building,
  status: 'submitted',
  sections: sectionsOf(['risk_tolerance', 'fact_find', 'financial_audit', 'financial_planning_health_check', 'goals']),
  next_section: null,
  version: 7,
  timeline: [{ step: 'submitted', status: 'submitted', at: '2026-11-22T10:00:00.000Z' }],
  actions: [action('backToClient', 'building'), action('complete', 'completed')],
});

const sectionsCard = () => screen.findByRole('region', { name: 'Sections' });

describe('the sections of an Online Advice Request on its page', () => {
  it('tells the client where it stands and opens each section at its page, the next one first', async () => {
    stubServer('client', building);
    renderAt(`/client-cases/${caseId}`);
    const card = within(await sectionsCard());
    expect(card.getByText('3 of 5 sections complete')).toBeTruthy();
    const links = card.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Risk tolerance', `/client-cases/${caseId}/risk-assessment`],
      ['Fact find', `/client-cases/${caseId}/fact-find`],
      ['Tax health check', `/client-cases/${caseId}/financial-audit`],
      ['Financial planning health check', `/client-cases/${caseId}/financial-planning-health-check`],
      ['Financial planning goals', `/client-cases/${caseId}/financial-planning-goals`],
      ['Continue: Tax health check', `/client-cases/${caseId}/financial-audit`],
      ['Review and submit', `/client-cases/${caseId}/submit`],
    ]);
    expect(screen.getByText('In progress', { selector: '.ui-banner__title' })).toBeTruthy();
    expect(screen.getByText(/3 of 5 sections are done\. Next, complete the Tax health check section/u)).toBeTruthy();
  });

  it('opens the sections under the client’s tree when staff came from the client’s page', async () => {
    stubServer('adviser', building);
    renderAt(`/clients/${clientId}/cases/${caseId}`);
    const card = within(await sectionsCard());
    expect(card.getByRole('link', { name: 'Fact find' }).getAttribute('href')).toBe(`/clients/${clientId}/cases/${caseId}/fact-find`);
    expect(
      screen.getByText(/The client is completing the request: 3 of 5 sections are done and the Tax health check section is next/u),
    ).toBeTruthy();
  });

  it('offers submitting once every section is complete, and shows the adviser’s note when it was sent back', async () => {
    stubServer(
      'client',
      caseOf({
        ...building,
        sections: sectionsOf(['risk_tolerance', 'fact_find', 'financial_audit', 'financial_planning_health_check', 'goals']),
        next_section: null,
        return_note: 'Please add your pension.',
        actions: [action('submit', 'submitted')],
      }),
    );
    renderAt(`/client-cases/${caseId}`);
    const card = within(await sectionsCard());
    expect(card.getByRole('link', { name: 'Review and submit' }).getAttribute('href')).toBe(`/client-cases/${caseId}/submit`);
    expect(screen.getByText('Your adviser sent your request back to you')).toBeTruthy();
    expect(screen.getByText('Please add your pension.')).toBeTruthy();
  });

  it('says a submitted request waits on the adviser, and offers staff the review', async () => {
    stubServer('client', { ...submitted, actions: [] });
    renderAt(`/client-cases/${caseId}`);
    expect(await screen.findByText(/You submitted your request on November 22, 2026/u)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review the request' })).toBeNull();
  });

  it('links staff to the review of a submitted request', async () => {
    stubServer('adviser', submitted);
    renderAt(`/clients/${clientId}/cases/${caseId}`);
    const review = await screen.findByRole('link', { name: 'Review the request' });
    expect(review.getAttribute('href')).toBe(`/clients/${clientId}/cases/${caseId}/review`);
  });
});

const changes: CaseChanges = {
  baseline: { case_id: caseId, case_name: 'Online Advice Request', submitted_at: '2026-11-20T10:00:00.000Z', is_same_case: true },
  submitted_at: '2026-11-22T10:00:00.000Z',
  fact_find: {
    since_version: 3,
    version: 4,
    changes: [
      { section: 'personalDetails', path: '/client/first_name', label: 'Client: first name', before: 'Charlotte', after: 'Charlie' },
    ],
  },
  sections: [],
};

const factFind = {
  client_id: clientId,
  version: 4,
  saved_at: '2026-11-21T10:00:00.000Z',
  saved_by: null,
  include_partner: false,
  answers: { personalDetails: { client: { first_name: 'Charlie' } } },
  sections: [{ key: 'personalDetails', slug: 'personal-details', label: 'Personal details', saved: true, complete: true }],
  currencies: ['GBP'],
  actions: [],
  review: null,
  guidance: null,
  case_id: caseId,
  case_section_complete: true,
};

function stubReview(write = () => json(200, { data: { ...submitted, status: 'building', version: 8, return_note: 'Add your pension.' } })) {
  return stubServer('adviser', submitted, write, {
    [`/api/v1/client-cases/${caseId}/changes`]: () => json(200, { data: changes }),
    [`/api/v1/client-cases/${caseId}/fact-find`]: () => json(200, { data: factFind }),
    [`/api/v1/client-cases/${caseId}/risk-assessments`]: () => json(200, { data: { level: 'medium_high', score: 71, answers: {} } }),
    [`/api/v1/client-cases/${caseId}/goals`]: () =>
      json(200, {
        data: {
          goals: [{ id: caseId, name: 'New kitchen', amount: 30_000, amount_currency: 'GBP', duration: 5 }],
          notes: { client: 'Kitchen first, please.', overview: null, updated_at: null },
        },
      }),
  });
}

describe('the adviser’s review of a submitted request', () => {
  it('shows the projection, what changed since the request was sent back, and the fact find’s answers', async () => {
    stubReview();
    renderAt(`/client-cases/${caseId}/review`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the request' })).toBeTruthy();
    const projection = within(screen.getByRole('region', { name: 'Investment projection' }));
    expect(projection.getByText('£25,000 invested now and £500 a month, over 10 years.')).toBeTruthy();
    const table = within(projection.getByRole('table'));
    expect(table.getAllByRole('row')).toHaveLength(7);
    expect(table.getByRole('rowheader', { name: '10' })).toBeTruthy();

    const changed = within(screen.getByRole('region', { name: 'What changed since the last request' }));
    expect(await changed.findByText(/Compared with this request as the client submitted it on November 20, 2026/u)).toBeTruthy();
    expect(changed.getByText('Fact find: 1 change')).toBeTruthy();
    expect(changed.getByText('Client: first name')).toBeTruthy();
    expect(changed.getByText('Charlotte')).toBeTruthy();

    const answers = within(screen.getByRole('region', { name: 'Answers' }));
    expect(await answers.findByText('Charlie')).toBeTruthy();
    expect(await answers.findByText('Risk level: Medium-high (score 71)')).toBeTruthy();
    expect(answers.getByText('New kitchen')).toBeTruthy();
    expect(answers.getByText('£30,000 in 5 years')).toBeTruthy();
    // A section whose call fails says so and offers to try again, without hiding the others.
    expect(answers.getAllByText(/Couldn’t fetch this section/u).length).toBe(2);
    expect(answers.getByRole('link', { name: 'Open Tax health check' }).getAttribute('href')).toBe(
      `/client-cases/${caseId}/financial-audit`,
    );
  });

  it('sends the request back with the note, at the version seen', async () => {
    const sent = stubReview();
    renderAt(`/client-cases/${caseId}/review`);
    const panel = within(await screen.findByRole('region', { name: 'What you can do' }));
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send back to the client', 'Complete']);
    fireEvent.click(panel.getByRole('button', { name: 'Send back to the client' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send back to the client?' }));
    fireEvent.change(dialog.getByLabelText('Note for the client'), { target: { value: '  Add your pension. ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send back to the client' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      url: `/api/v1/client-cases/${caseId}/back-to-client`,
      method: 'POST',
      body: { version: 7, note: 'Add your pension.' },
    });
  });

  it('completes the request after confirming', async () => {
    const sent = stubReview(() => json(200, { data: { ...submitted, status: 'completed', version: 8, actions: [] } }));
    renderAt(`/client-cases/${caseId}/review`);
    fireEvent.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Complete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Complete?' })).getByRole('button', { name: 'Complete' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ url: `/api/v1/client-cases/${caseId}/complete`, body: { version: 7 } });
  });

  it('is not offered to the client', async () => {
    stubServer('client', submitted);
    renderAt(`/client-cases/${caseId}/review`);
    expect(await screen.findByText(/Only the client’s advisers review an Online Advice Request/u)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Investment projection' })).toBeNull();
  });
});
