import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch } from '../../test/harness.tsx';
import { answerCookieConsent } from '../shell/use-cookie-consent.ts';
import { referrerHostOf } from './page-view.ts';
import { VisitorAnalytics } from './visitor-analytics.tsx';

const postId = '3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f';
let sent: SentRequest[];

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the server sets on the first call.
  document.cookie = 'csrf_token=token-1; Path=/';
  sent = stubFetch(() => json(204, {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const beacons = () => sent.filter((request) => request.url === '/api/v1/visits');

function renderSite(environment: string, path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <VisitorAnalytics environment={environment} />
            <Outlet />
          </>
        ),
        children: [
          { path: 'blog/:postId', element: <h1>Post</h1> },
          { path: 'faq', element: <h1>FAQ</h1> },
          { path: '*', element: <h1>Not found</h1> },
        ],
      },
    ],
    path,
    { practice: practiceOf({ environment }) },
  );
}

/** Lets the beacon's lazy code load and its effect run, so a test that expects none has waited for one. */
async function settle(): Promise<void> {
  await act(async () => {
    await import('./page-view-beacon.tsx');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('visitor analytics', () => {
  it('sends nothing without consent to analytics cookies, even in production', async () => {
    answerCookieConsent(false);
    renderSite('production', `/blog/${postId}`);
    await screen.findByRole('heading', { name: 'Post' });
    await settle();
    expect(beacons()).toEqual([]);
  });

  it.each(['development', 'staging', 'beta', 'test'])('sends nothing in %s, even with consent', async (environment) => {
    answerCookieConsent(true);
    renderSite(environment, `/blog/${postId}`);
    await screen.findByRole('heading', { name: 'Post' });
    await settle();
    expect(beacons()).toEqual([]);
  });

  it('sends one beacon a page view in production with consent, naming the route pattern and never the real path', async () => {
    answerCookieConsent(true);
    const cookiesBefore = document.cookie;
    const { router } = renderSite('production', `/blog/${postId}?page=2#comments`);
    await waitFor(() => expect(beacons()).toHaveLength(1));
    expect(beacons()[0]).toMatchObject({ method: 'POST', body: { path: '/blog/:postId', referrer_host: null }, csrf: 'token-1' });
    expect(JSON.stringify(beacons())).not.toContain(postId);
    expect(JSON.stringify(beacons())).not.toContain('comments');

    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(beacons()).toHaveLength(2));
    expect(beacons()[1]?.body).toEqual({ path: '/faq', referrer_host: null });
    expect(document.cookie).toBe(cookiesBefore);
  });

  it('stops at once when consent is withdrawn, and counts no not-found page', async () => {
    answerCookieConsent(true);
    const { router } = renderSite('production', '/faq');
    await waitFor(() => expect(beacons()).toHaveLength(1));
    await act(() => router.navigate('/no/such/page'));
    await settle();
    expect(beacons()).toHaveLength(1);
    act(() => answerCookieConsent(false));
    await act(() => router.navigate(`/blog/${postId}`));
    await settle();
    expect(beacons()).toHaveLength(1);
  });
});

describe('referrerHostOf', () => {
  it.each([
    ['', null],
    ['https://news.example.com/article?id=7', 'news.example.com'],
    ['https://portal.example.test/blog', null],
    ['not a url', null],
  ])('%s → %s', (referrer, expected) => {
    expect(referrerHostOf(referrer, 'portal.example.test')).toBe(expected);
  });
});
