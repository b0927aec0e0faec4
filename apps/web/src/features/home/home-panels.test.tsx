import type { CaseSummary, CurrentUser, FactFindToReview, PublicPractice, TopUpView, VulnerabilityReviewDue } from '@advice/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { RoleHomePage } from './role-home-page.tsx';

const practice: PublicPractice = practiceOf({ id: testPracticeId, mailbox_enabled: false } as Partial<PublicPractice>);
const client = userOf('client', { id: '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22' });
const toReviewPath = '/api/v1/fact-finds/to-review';
const reviewsDuePath = '/api/v1/vulnerability-observations/reviews-due';

const sectionKeys = [
  'personalDetails',
  'occupationEarnings',
  'assetsLiabilities',
  'taxResidence',
  'investmentTaxPlanning',
  'health',
  'protection',
  'planningObjectives',
  'recentLifeEvents',
  'additionalComments',
] as const;

/** The client's fact find with its first `complete` sections complete and `saved` saved. */
function factFindWith(complete: number, saved = complete, actions: string[] = ['edit']) {
  const sections = sectionKeys.map((key, index) => ({ key, slug: key, label: key, saved: index < saved, complete: index < complete }));
  return { data: { client_id: client.id, version: saved, answers: {}, sections, actions } };
}

const person = (id: string, first: string, last: string) => ({ id, first_name: first, last_name: last });
const toReview = (id: string, first: string, last: string): FactFindToReview => ({
  client: person(id, first, last),
  version: 3,
  reviewed_version: null,
  saved_at: '2026-03-04T10:00:00.000Z',
  waiting_since: '2026-03-01T10:00:00.000Z',
});

const page = (items: unknown[], total = items.length) => json(200, { data: items }, { 'x-total': String(total), 'x-total-pages': '1' });

function renderHome(user: CurrentUser, replies: Record<string, () => Response>): SentRequest[] {
  const sent = stubFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/v1/client-dashboard') return json(200, { data: { tiles: [], links: [] } });
    return replies[path]?.();
  });
  renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice });
  return sent;
}

const pathsOf = (sent: SentRequest[]) => sent.map((request) => new URL(request.url, 'http://localhost').pathname);

/** Waits until every path was asked for and its answer drawn, so a panel's absence means it chose to show nothing. */
async function answered(sent: SentRequest[], paths: string[]) {
  await waitFor(() => expect(pathsOf(sent)).toEqual(expect.arrayContaining(paths)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => vi.unstubAllGlobals());

describe('the client’s fact-find panel', () => {
  it('shows how far their fact find is, with the way back to it', async () => {
    const sent = renderHome(client, { [`/api/v1/clients/${client.id}/fact-finds`]: () => json(200, factFindWith(3, 4)) });
    const panel = await screen.findByRole('region', { name: 'Your fact find' });
    expect(within(panel).getAllByText('3 of 10 sections complete').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('progressbar', { name: 'Fact find progress' }).getAttribute('value')).toBe('3');
    expect(within(panel).getByRole('link', { name: 'Continue your fact find' }).getAttribute('href')).toBe('/fact-find');
    expect(pathsOf(sent)).not.toContain(toReviewPath);
    expect(pathsOf(sent)).not.toContain(reviewsDuePath);
  });

  it('invites them to start before anything is saved', async () => {
    renderHome(client, { [`/api/v1/clients/${client.id}/fact-finds`]: () => json(200, factFindWith(0)) });
    const panel = await screen.findByRole('region', { name: 'Your fact find' });
    expect(within(panel).getByRole('link', { name: 'Start your fact find' })).toBeTruthy();
  });

  it.each([
    ['every section is complete', factFindWith(10)],
    ['they may not edit it (a read-only account)', factFindWith(3, 3, [])],
  ])('is not there when %s', async (_when, answer) => {
    const path = `/api/v1/clients/${client.id}/fact-finds`;
    const sent = renderHome(client, { [path]: () => json(200, answer) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    await answered(sent, [path]);
    expect(screen.queryByRole('region', { name: 'Your fact find' })).toBeNull();
  });
});

describe('a staff member’s panels', () => {
  it('list the fact finds to review and the vulnerability reviews due, each with its count and links', async () => {
    renderHome(userOf('adviser'), {
      [toReviewPath]: () => page([toReview('c1', 'Olivia', 'Hart'), toReview('c2', 'James', 'Reed'), toReview('c3', 'Amy', 'Cole')], 5),
      [reviewsDuePath]: () =>
        page([
          {
            id: 'o1',
            client: person('c4', 'Noah', 'Bell'),
            driver: 'lifeEvents',
            observed_on: '2026-01-10',
            review_on: '2026-03-01',
          } satisfies VulnerabilityReviewDue,
        ]),
    });
    const facts = await screen.findByRole('region', { name: 'Fact finds to review' });
    expect(within(facts).getByText('5 clients saved changes you have not reviewed.')).toBeTruthy();
    const links = within(facts).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Olivia Hart', '/clients/c1/fact-find'],
      ['James Reed', '/clients/c2/fact-find'],
      ['Amy Cole', '/clients/c3/fact-find'],
    ]);
    expect(within(facts).getAllByText('Last saved March 4, 2026')).toHaveLength(3);
    expect(within(facts).getByText('and 2 more')).toBeTruthy();

    const reviews = await screen.findByRole('region', { name: 'Vulnerability reviews due' });
    expect(within(reviews).getByText('1 observation is due for review.')).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: 'Noah Bell' }).getAttribute('href')).toBe('/clients/c4#vulnerability');
    expect(within(reviews).getByText('Life events, review due March 1, 2026')).toBeTruthy();
    expect(within(reviews).queryByText(/more/u)).toBeNull();
  });

  it('show nothing while nothing waits', async () => {
    const sent = renderHome(userOf('director'), { [toReviewPath]: () => page([]), [reviewsDuePath]: () => page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Director dashboard' })).toBeTruthy();
    await answered(sent, [toReviewPath, reviewsDuePath]);
    expect(screen.queryByRole('region', { name: 'Fact finds to review' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vulnerability reviews due' })).toBeNull();
  });

  it('are not asked for by a practice admin, who may neither review a fact find nor record an observation', async () => {
    const sent = renderHome(userOf('admin'), {});
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(pathsOf(sent)).not.toContain(toReviewPath);
    expect(pathsOf(sent)).not.toContain(reviewsDuePath);
  });
});

describe('a staff home’s work', () => {
  const caseOf = (id: string, type: CaseSummary['type'], status: CaseSummary['status'], name: string, client: [string, string]) =>
    ({
      id,
      type,
      status,
      name,
      client: { id: `client-${id}`, first_name: client[0], last_name: client[1] },
      adviser_id: null,
      estimated_case_size: null,
      version: 2,
      created_at: '2026-02-20T10:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
    }) satisfies CaseSummary;
  const workFeatures = ['recommendationPack', 'documentsPack', 'reviewQuestionnaire', 'f2FRequest', 'topUp', 'inviteProspectiveClient'];

  /** The home of `user` with the work features on; the server answers each list by its path and filter. */
  function renderWork(user: CurrentUser, answer: (url: URL) => Response | undefined, features = workFeatures): SentRequest[] {
    const withWork = practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
    const sent = stubFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/v1/client-dashboard') return json(200, { data: { tiles: [], links: [] } });
      return answer(url) ?? page([]);
    });
    renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice: withWork });
    return sent;
  }

  const casesWaiting = (url: URL, kind: string) => url.pathname === '/api/v1/client-cases' && url.searchParams.get('waiting') === kind;

  it('leads with the packs waiting on an adviser, with how many and the next ones, each leading to its case', async () => {
    const sent = renderWork(userOf('adviser'), (url) => {
      if (casesWaiting(url, 'review'))
        return page(
          [
            caseOf('k1', 'recommendation_pack_case', 'accepted', 'Retirement income plan', ['Olivia', 'Hart']),
            caseOf('k2', 'document_pack_case', 'submitted', 'Trust paperwork', ['James', 'Reed']),
            caseOf('k3', 'review_questionnaire_case', 'submitted', 'Annual review 2026', ['Amy', 'Cole']),
          ],
          5,
        );
      if (casesWaiting(url, 'prepare'))
        return page([caseOf('k4', 'recommendation_pack_case', 'submitted', 'ISA top-up advice', ['Noah', 'Bell'])]);
      if (url.searchParams.get('type') === 'meeting_request')
        return page([caseOf('k5', 'meeting_request', 'requested', 'Meeting request', ['Maya', 'Shah'])]);
      return undefined;
    });

    const review = await screen.findByRole('region', { name: 'Packs to review' });
    expect(
      within(review).getByText('Clients have answered 5 packs and questionnaires: see what they said and close each one.'),
    ).toBeTruthy();
    expect(
      within(review)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Retirement income plan', '/client-cases/k1'],
      ['Trust paperwork', '/client-cases/k2'],
      ['Annual review 2026', '/client-cases/k3'],
      ['All cases', '/client-cases'],
    ]);
    expect(within(review).getByText('Olivia Hart · Recommendation accepted: complete the case · since March 2, 2026')).toBeTruthy();
    expect(within(review).getByText('Amy Cole · Questionnaire answered: review the answers · since March 2, 2026')).toBeTruthy();
    expect(within(review).getByText('and 2 more')).toBeTruthy();

    const prepare = await screen.findByRole('region', { name: 'Packs to prepare' });
    expect(within(prepare).getByText('1 pack or questionnaire is waiting to be sent to its client.')).toBeTruthy();
    expect(within(prepare).getByText('Noah Bell · Recommendation pack, not sent yet · since March 2, 2026')).toBeTruthy();
    expect(within(prepare).queryByRole('link', { name: 'All cases' })).toBeNull();

    const meetings = await screen.findByRole('region', { name: 'Meeting requests' });
    expect(within(meetings).getByRole('link', { name: 'Maya Shah' }).getAttribute('href')).toBe('/client-cases/k5');

    const shortcuts = screen.getByRole('region', { name: 'Start something new' });
    for (const panel of [review, prepare, meetings])
      expect(panel.compareDocumentPosition(shortcuts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const asked = sent.map((request) => new URL(request.url, 'http://localhost').searchParams);
    expect(asked.some((query) => query.get('waiting') === 'review' && query.get('per_page') === '3')).toBe(true);
  });

  it('lists the top-ups to complete and the invitations not accepted yet', async () => {
    renderWork(userOf('adviser'), (url) => {
      if (url.pathname === '/api/v1/top-ups' && url.searchParams.get('status') === 'submitted')
        return page(
          [
            {
              id: 't1',
              client: { id: 'c1', first_name: 'Olivia', last_name: 'Hart' },
              account_type: 'individual_savings_account',
              account_type_label: 'ISA',
              account_number: 'ISA-1',
              amount: 25000,
              currency: 'GBP',
              comment: '',
              client_comment: '',
              status: 'submitted',
              actions: ['complete'],
              created_at: '2026-03-03T10:00:00.000Z',
              completed_at: null,
              cancelled_at: null,
            } satisfies TopUpView,
          ],
          2,
        );
      if (url.pathname === '/api/v1/invitations')
        return page([
          {
            id: 'p1',
            first_name: 'Freya',
            last_name: 'Lewis',
            email: 'freya@example.test',
            adviser_name: null,
            invited_at: '2026-03-01T10:00:00.000Z',
          },
        ]);
      return undefined;
    });
    const topUps = await screen.findByRole('region', { name: 'Top-ups to complete' });
    expect(within(topUps).getByText('2 top-up requests are waiting for you to complete them.')).toBeTruthy();
    expect(within(topUps).getByRole('link', { name: 'Olivia Hart' }).getAttribute('href')).toBe('/clients/c1/top-ups/t1');
    expect(within(topUps).getByText('£25,000 into ISA · asked on March 3, 2026')).toBeTruthy();
    expect(within(topUps).getByRole('link', { name: 'All top-ups' }).getAttribute('href')).toBe('/top-ups');
    const invitations = await screen.findByRole('region', { name: 'Invitations not accepted yet' });
    expect(within(invitations).getByRole('link', { name: 'Freya Lewis' }).getAttribute('href')).toBe('/clients/p1');
    expect(within(invitations).getByRole('link', { name: 'Send again or cancel invitations' }).getAttribute('href')).toBe(
      '/clients/invitations',
    );
  });

  it('shows a director the prospects waiting for an adviser', async () => {
    renderWork(userOf('director'), (url) =>
      url.pathname === '/api/v1/clients' && url.searchParams.get('awaiting') === 'true'
        ? page([{ id: 'p2', first_name: 'Leo', last_name: 'Hall', created_at: '2026-03-05T10:00:00.000Z' }], 4)
        : undefined,
    );
    const prospects = await screen.findByRole('region', { name: 'Prospects to assign' });
    expect(within(prospects).getByText('4 prospects are waiting for an adviser.')).toBeTruthy();
    expect(within(prospects).getByRole('link', { name: 'Leo Hall' }).getAttribute('href')).toBe('/clients/p2');
    expect(within(prospects).getByRole('link', { name: 'Assign advisers' }).getAttribute('href')).toBe('/clients/awaiting');
  });

  it('asks a practice admin for the packs to prepare, but not for what only advisers close, nor prospects to assign', async () => {
    const sent = renderWork(userOf('admin'), () => undefined);
    await answered(sent, ['/api/v1/client-cases']);
    const urls = sent.map((request) => new URL(request.url, 'http://localhost'));
    expect(urls.filter((url) => url.searchParams.get('waiting') === 'prepare')).toHaveLength(1);
    expect(urls.filter((url) => url.searchParams.get('waiting') === 'review')).toEqual([]);
    expect(urls.filter((url) => url.pathname === '/api/v1/top-ups' || url.pathname === '/api/v1/clients')).toEqual([]);
  });

  it('asks for nothing of a feature the practice has switched off, and still shows a director the prospects to assign', async () => {
    const sent = renderWork(
      userOf('director'),
      (url) =>
        url.searchParams.get('awaiting') === 'true'
          ? page([{ id: 'p3', first_name: 'Ivy', last_name: 'Moss', created_at: '2026-03-05T10:00:00.000Z' }])
          : undefined,
      [],
    );
    const prospects = await screen.findByRole('region', { name: 'Prospects to assign' });
    expect(within(prospects).getByText('1 prospect is waiting for an adviser.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    const paths = pathsOf(sent);
    for (const path of ['/api/v1/client-cases', '/api/v1/top-ups', '/api/v1/invitations']) expect(paths).not.toContain(path);
  });
});
