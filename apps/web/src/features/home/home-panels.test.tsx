import type { CurrentUser, FactFindToReview, PublicPractice, VulnerabilityReviewDue } from '@advice/domain';
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
