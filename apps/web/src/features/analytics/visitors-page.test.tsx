import type { VisitReport } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import { analyticsRoutes } from './analytics.area.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function reportOf(from: string, to: string): VisitReport {
  return {
    from,
    to,
    total: { visits: 7, signed_in: 2 },
    by_day: [{ day: from, visits: 7, signed_in: 2 }],
    by_page: [
      { path: '/blog/:postId', visits: 5, signed_in: 2 },
      { path: '/faq', visits: 2, signed_in: 0 },
    ],
    by_referrer: [{ host: 'news.example.com', visits: 3 }],
  };
}

function renderAt(user = signedIn('director'), environment = 'production') {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...analyticsRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    '/practice-statistics/visitors',
    { user, practice: practiceOf({ id: testPracticeId, environment }) },
  );
}

describe('the visitors page', () => {
  it('shows the director the page views by day and by page in tables a screen reader reads', async () => {
    stubFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/v1/visits')
        return json(200, { data: reportOf(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '') });
      return undefined;
    });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeTruthy();
    const byPage = await screen.findByRole('table', { name: /^Page views by page from / });
    expect(within(byPage).getByRole('rowheader', { name: '/blog/:postId' }).closest('tr')?.textContent).toBe('/blog/:postId52');
    expect(
      within(byPage)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Page views', 'Signed in']);
    expect(screen.getByRole('table', { name: /^Page views by day from / })).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Page views that came from another site/ })).toBeTruthy();
    expect(screen.getByText('Page views: 7, of which 2 by people signed in.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.queryByText(/counted only on the live site/)).toBeNull();
  });

  it('says outside production that visits are not counted there', async () => {
    stubFetch(() => json(200, { data: reportOf('2026-11-01', '2026-11-26') }));
    renderAt(signedIn('director'), 'staging');
    expect(await screen.findByText('Visits are counted only on the live site, so this one shows none.')).toBeTruthy();
  });

  it('is no page for anyone but the director', async () => {
    const sent = stubFetch(() => undefined);
    renderAt(signedIn('adviser'));
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(sent.filter((request) => request.url.startsWith('/api/v1/visits'))).toEqual([]);
  });
});
