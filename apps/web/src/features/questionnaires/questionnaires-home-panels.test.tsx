import {
  type CaseDetail,
  type CaseSummary,
  type CurrentUser,
  caseSections,
  type FeatureFlag,
  type PublicPractice,
  type ReviewQuestionnaireSummary,
} from '@advice/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { caseId, caseOf, clientId, sectionsOf } from '../cases/cases.test-server.tsx';
import { RoleHomePage } from '../home/role-home-page.tsx';

const client = userOf('client', { id: clientId });
const casesPath = `/api/v1/clients/${clientId}/client-cases`;
const questionnairesPath = `/api/v1/clients/${clientId}/review-questionnaires`;
const toReviewPath = '/api/v1/client-cases';
const bothFlags: FeatureFlag[] = ['onlineAdvice', 'reviewQuestionnaire'];

const request = (overrides: Partial<CaseDetail> = {}) =>
  caseOf({
    type: 'online_advice_request',
    status: 'building',
    name: 'Online Advice Request',
    sections: sectionsOf(['risk_tolerance', 'fact_find']),
    next_section: 'financial_audit',
    ...overrides,
  });

const questionnaire = (n: number, overrides: Partial<ReviewQuestionnaireSummary> = {}): ReviewQuestionnaireSummary => ({
  id: `6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c0${n}`,
  name: `Review 202${n}`,
  status: 'building',
  question_count: 4,
  answered_count: 1,
  is_waiting_on_client: true,
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

const submitted = (id: string, clientOf: string, first: string, last: string): CaseSummary => ({
  id,
  type: 'online_advice_request',
  status: 'submitted',
  name: 'Online Advice Request',
  client: { id: clientOf, first_name: first, last_name: last },
  adviser_id: null,
  estimated_case_size: null,
  version: 4,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
});

const page = (items: unknown[], total = items.length) => json(200, { data: items }, { 'x-total': String(total), 'x-total-pages': '1' });

/** The home of `user` at a practice with `features` on, the server answering `replies` by path. */
function renderHome(user: CurrentUser, features: FeatureFlag[], replies: Record<string, () => Response>): SentRequest[] {
  const practice = practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
  const sent = stubFetch((sentRequest) => {
    const path = new URL(sentRequest.url, 'http://localhost').pathname;
    if (path === '/api/v1/client-dashboard') return json(200, { data: { tiles: [], links: [] } });
    return replies[path]?.();
  });
  renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice });
  return sent;
}

const pathsOf = (sent: SentRequest[]) => sent.map((s) => new URL(s.url, 'http://localhost').pathname);
const linksOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Waits until every path was asked for and its answer drawn, so a panel's absence means it chose to show nothing. */
async function answered(sent: SentRequest[], paths: string[]) {
  await waitFor(() => expect(pathsOf(sent)).toEqual(expect.arrayContaining(paths)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => vi.unstubAllGlobals());

describe('the client’s request for advice panel', () => {
  it('shows how far the request is, the adviser’s note’s first line, and the way on to the next section', async () => {
    const sent = renderHome(client, bothFlags, {
      [casesPath]: () => page([{ id: caseId }]),
      [`/api/v1/client-cases/${caseId}`]: () =>
        json(200, { data: request({ return_note: 'Please add your workplace pension.\nThe one from your last employer, too.' }) }),
      [questionnairesPath]: () => page([]),
    });
    const panel = await screen.findByRole('region', { name: 'Your request for advice' });
    expect(within(panel).getAllByText('2 of 5 sections complete').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('progressbar', { name: 'Progress of your Online Advice Request' }).getAttribute('value')).toBe('2');
    expect(within(panel).getByText('Your adviser sent it back: “Please add your workplace pension…”')).toBeTruthy();
    expect(linksOf(panel)).toEqual([
      ['Continue: Tax health check', `/client-cases/${caseId}/financial-audit`],
      ['Open the request', `/client-cases/${caseId}`],
    ]);
    const list = sent.find((s) => s.url.includes('/client-cases?'));
    expect(new URL(list?.url ?? '', 'http://localhost').searchParams.get('status')).toBe('building');
    expect(pathsOf(sent)).not.toContain(toReviewPath);
  });

  it('leads to the submit page once every section is complete, and quotes no note when none was sent', async () => {
    renderHome(client, bothFlags, {
      [casesPath]: () => page([{ id: caseId }]),
      [`/api/v1/client-cases/${caseId}`]: () => json(200, { data: request({ sections: sectionsOf(caseSections), next_section: null }) }),
    });
    const panel = await screen.findByRole('region', { name: 'Your request for advice' });
    expect(within(panel).getByText('Every section is complete: it is ready to submit.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Review and submit' }).getAttribute('href')).toBe(`/client-cases/${caseId}/submit`);
    expect(within(panel).queryByText(/sent it back/u)).toBeNull();
  });

  it('cuts a long first line of the note at a word', async () => {
    const note = `${'Please tell us more about your pension savings and '.repeat(4)}the rest.`;
    renderHome(client, ['onlineAdvice'], {
      [casesPath]: () => page([{ id: caseId }]),
      [`/api/v1/client-cases/${caseId}`]: () => json(200, { data: request({ return_note: note }) }),
    });
    const panel = await screen.findByRole('region', { name: 'Your request for advice' });
    const quoted = within(panel).getByText(/^Your adviser sent it back/u).textContent ?? '';
    const kept = /^Your adviser sent it back: “(.+)…”$/u.exec(quoted)?.[1] ?? '';
    expect(kept.length).toBeGreaterThan(70);
    expect(kept.length).toBeLessThanOrEqual(140);
    expect(note.startsWith(`${kept} `)).toBe(true);
  });
});

describe('the client’s review questionnaires panel', () => {
  it('counts the questionnaires waiting on the client and leads to the first few and to them all', async () => {
    renderHome(client, bothFlags, {
      [casesPath]: () => page([]),
      [questionnairesPath]: () =>
        page([
          questionnaire(1),
          questionnaire(2, { answered_count: 0 }),
          questionnaire(3),
          questionnaire(4),
          questionnaire(5, { is_waiting_on_client: false, status: 'submitted' }),
        ]),
    });
    const panel = await screen.findByRole('region', { name: 'Review questionnaires to answer' });
    expect(within(panel).getByText('Your adviser sent you 4 questionnaires to answer before your review.')).toBeTruthy();
    expect(linksOf(panel)).toEqual([
      ['Review 2021', '/client-cases/6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c01'],
      ['Review 2022', '/client-cases/6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c02'],
      ['Review 2023', '/client-cases/6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1c03'],
      ['See all your questionnaires', '/questionnaires'],
    ]);
    expect(within(panel).getByText('0 of 4 questions answered · sent on March 4, 2026')).toBeTruthy();
    expect(within(panel).getByText('and 1 more')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your request for advice' })).toBeNull();
  });

  it('and the request panel show nothing while nothing waits on the client', async () => {
    const sent = renderHome(client, bothFlags, {
      [casesPath]: () => page([]),
      [questionnairesPath]: () => page([questionnaire(1, { is_waiting_on_client: false, status: 'submitted' })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    await answered(sent, [casesPath, questionnairesPath]);
    expect(screen.queryByRole('region', { name: 'Your request for advice' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Review questionnaires to answer' })).toBeNull();
  });

  it.each([
    ['both features are off', [], [casesPath, questionnairesPath]],
    ['only review questionnaires are on', ['reviewQuestionnaire'], [casesPath]],
    ['only online advice is on', ['onlineAdvice'], [questionnairesPath]],
  ] as const)('are not asked for when %s', async (_when, features, unasked) => {
    const sent = renderHome(client, [...features], { [casesPath]: () => page([]), [questionnairesPath]: () => page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    for (const path of unasked) expect(pathsOf(sent)).not.toContain(path);
  });
});

describe('the staff’s requests to review panel', () => {
  it('counts the submitted requests and leads to the review page of the first few', async () => {
    const sent = renderHome(userOf('adviser'), ['onlineAdvice'], {
      [toReviewPath]: () =>
        page(
          [
            submitted('a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c01', 'c1', 'Olivia', 'Ashcombe'),
            submitted('a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c02', 'c2', 'James', 'Reed'),
            submitted('a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c03', 'c3', 'Amy', 'Cole'),
          ],
          4,
        ),
    });
    const panel = await screen.findByRole('region', { name: 'Requests for advice to review' });
    expect(within(panel).getByText('4 submitted requests for advice are waiting for your review.')).toBeTruthy();
    expect(linksOf(panel)).toEqual([
      ['Olivia Ashcombe', '/clients/c1/cases/a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c01/review'],
      ['James Reed', '/clients/c2/cases/a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c02/review'],
      ['Amy Cole', '/clients/c3/cases/a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c03/review'],
    ]);
    expect(within(panel).getAllByText('Last changed March 4, 2026')).toHaveLength(3);
    expect(within(panel).getByText('and 1 more')).toBeTruthy();
    const query = new URL(sent.find((s) => pathsOf([s])[0] === toReviewPath)?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ type: 'online_advice_request', status: 'submitted', per_page: '3' });
  });

  it('shows nothing while no request waits', async () => {
    const sent = renderHome(userOf('director'), ['onlineAdvice'], { [toReviewPath]: () => page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Director dashboard' })).toBeTruthy();
    await answered(sent, [toReviewPath]);
    expect(screen.queryByRole('region', { name: 'Requests for advice to review' })).toBeNull();
  });

  it.each([
    ['a practice admin, who may not decide on a request', userOf('admin'), ['onlineAdvice']],
    ['an adviser while online advice is off', userOf('adviser'), ['reviewQuestionnaire']],
  ] as const)('is not asked for by %s', async (_who, user, features) => {
    const sent = renderHome(user, [...features], { [toReviewPath]: () => page([]) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent.filter((s) => s.url.includes('type=online_advice_request'))).toEqual([]);
  });
});
