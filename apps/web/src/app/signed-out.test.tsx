import type { PublicSite } from '@advice/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  json,
  markSignedIn,
  notSignedIn,
  practiceOf,
  renderRoutes,
  type SentRequest,
  stubFetch,
  stubResizeObserver,
  userOf,
} from '../test/harness.tsx';
import { discoverSignedInPages, routes } from './router.tsx';

const site = {
  name: 'Demo Practice',
  trading_name: '',
  legal_entity_name: 'Demo Practice Ltd',
  website_title: '',
  website_url: '',
  privacy_policy_url: '',
  addresses: [],
  links: [],
  footer_text: '',
  enabled_pages: [],
} satisfies PublicSite;

/** A server that answers like the real one: the user only to a browser with a live session, a 401 otherwise. */
function stubServer(isSignedIn: boolean) {
  const answered: { request: SentRequest; status: number }[] = [];
  stubFetch((request) => {
    const answer = (() => {
      if (request.url === '/api/v1/practice') return json(200, { data: practiceOf() });
      if (request.url === '/api/v1/landing-pages') return json(200, { data: site });
      // The sign-in page reads the practice's maintenance notices (public): none here.
      if (request.url === '/api/v1/maintenances/notices') return json(200, { data: [] });
      if (request.url === '/api/v1/users/me') return isSignedIn ? json(200, { data: userOf('client') }) : notSignedIn();
      return undefined;
    })();
    answered.push({ request, status: answer?.status ?? 404 });
    return answer;
  });
  return answered;
}

describe('a signed-out visitor', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    // jsdom has neither: the shell scrolls to the top of each page, the cookie banner measures itself.
    vi.stubGlobal('scrollTo', () => {});
    stubResizeObserver();
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.unstubAllGlobals();
  });

  it.each(['/', '/users/sign_in', '/client'])('opening %s first makes no request that fails and logs no console error', async (path) => {
    const answered = stubServer(false);
    renderRoutes(routes, path, {}, { patchRoutesOnNavigation: discoverSignedInPages() });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(answered.filter((a) => a.status >= 400).map((a) => `${a.status} ${a.request.url}`)).toEqual([]);
    expect(answered.map((a) => a.request.url)).not.toContain('/api/v1/users/me');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('with the cookie the server sets on sign-in, the first page asks for the user and opens their home', async () => {
    const answered = stubServer(true);
    markSignedIn();
    const { router } = renderRoutes(routes, '/', {}, { patchRoutesOnNavigation: discoverSignedInPages() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(answered.map((a) => a.request.url)).toContain('/api/v1/users/me');
  });

  it('is asked about cookies while the first page’s code is still on its way', async () => {
    stubServer(false);
    const practice = practiceOf({ features: ['cookiesConsent'] });
    renderRoutes([{ path: '/', element: routes[0]?.hydrateFallbackElement }], '/', { practice });

    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeTruthy();
  });
});
