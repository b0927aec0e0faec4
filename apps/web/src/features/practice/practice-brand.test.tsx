import type { PublicPractice } from '@advice/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/app-shell.tsx';
import { discoverSignedInPages, routes } from '../../app/router.tsx';
import { json, listPage, notSignedIn, practiceOf, renderRoutes, stubFetch, stubResizeObserver, userOf } from '../../test/harness.tsx';
import { headerSurfaceOf, logoOn } from './practice-brand.tsx';

const logo = '/api/v1/practice/logo?v=1';
const secondaryLogo = '/api/v1/practice/secondary-logo?v=1';

/** The Demo Practice after its director saved the trading name and a logo: the server names it by its trading name. */
const rebranded = practiceOf({ name: 'Harbour Wealth Partners', logo_url: logo, secondary_logo_url: null });

function stubServer(practice: PublicPractice, isSignedIn = false) {
  return stubFetch(({ url }) => {
    if (url === '/api/v1/practice') return json(200, { data: practice });
    if (url === '/api/v1/users/me') return isSignedIn ? json(200, { data: userOf('director') }) : notSignedIn();
    if (url.startsWith('/api/v1/notifications')) return listPage([]);
    return undefined;
  });
}

describe('a rebranded practice', () => {
  beforeEach(() => {
    // jsdom has neither: the shell scrolls to the top of each page, the cookie banner measures itself.
    vi.stubGlobal('scrollTo', () => {});
    stubResizeObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs in under its trading name and logo: header, heading, tab title and footer', async () => {
    stubServer(rebranded);
    renderRoutes(routes, '/users/sign_in', {}, { patchRoutesOnNavigation: discoverSignedInPages() });

    const header = await screen.findByRole('banner');
    const brand = await within(header).findByRole('link', { name: 'Harbour Wealth Partners' });
    // The logo is the mark, named by the trading name; no second name in words beside it.
    expect(within(brand).getByRole('img', { name: 'Harbour Wealth Partners' }).getAttribute('src')).toBe(logo);
    expect(brand.textContent).toBe('');
    // A main logo is made for a light background, so the header turns light rather than boxing the logo on colour.
    expect(header.dataset.surface).toBe('light');
    expect(await screen.findByText('Sign in to Harbour Wealth Partners.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in – Harbour Wealth Partners'));
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Harbour Wealth Partners`);
    expect(document.body.textContent).not.toContain('Demo Practice');
  });

  it('shows its logo alone in the signed-in top bar, named by its trading name', async () => {
    stubServer(rebranded, true);
    renderRoutes([{ element: <AppShell />, children: [{ path: '/director', element: <h1>Home</h1> }] }], '/director', {
      user: userOf('director'),
      practice: rebranded,
    });

    const header = await screen.findByRole('banner');
    const brand = await within(header).findByRole('link', { name: 'Harbour Wealth Partners' });
    expect(brand.getAttribute('href')).toBe('/director');
    expect(within(brand).getByRole('img', { name: 'Harbour Wealth Partners' }).getAttribute('src')).toBe(logo);
    expect(brand.textContent).toBe('');
  });

  it("keeps the public header in the practice's colour when it has a secondary logo to put on it", async () => {
    stubServer(practiceOf({ name: 'Harbour Wealth Partners', logo_url: logo, secondary_logo_url: secondaryLogo }));
    renderRoutes(routes, '/users/sign_in', {}, { patchRoutesOnNavigation: discoverSignedInPages() });
    const header = await screen.findByRole('banner');
    const mark = await within(header).findByRole('img', { name: 'Harbour Wealth Partners' });
    expect(mark.getAttribute('src')).toBe(secondaryLogo);
    expect(header.dataset.surface).toBe('colour');
  });
});

describe('which logo sits on which bar', () => {
  it('puts the main logo on light bars and the secondary logo on the colour; the name where there is none', () => {
    expect(logoOn({ logo_url: logo, secondary_logo_url: secondaryLogo }, 'light')).toBe(logo);
    expect(logoOn({ logo_url: logo, secondary_logo_url: secondaryLogo }, 'colour')).toBe(secondaryLogo);
    expect(logoOn({ logo_url: logo, secondary_logo_url: null }, 'colour')).toBeNull();
    expect(logoOn({ logo_url: null, secondary_logo_url: secondaryLogo }, 'light')).toBeNull();
  });

  it('turns a coloured header light only when its one logo is the main logo', () => {
    expect(headerSurfaceOf({ logo_url: logo, secondary_logo_url: null })).toBe('light');
    expect(headerSurfaceOf({ logo_url: logo, secondary_logo_url: secondaryLogo })).toBe('colour');
    expect(headerSurfaceOf({ logo_url: null, secondary_logo_url: null })).toBe('colour');
    expect(headerSurfaceOf({ logo_url: null, secondary_logo_url: secondaryLogo })).toBe('colour');
  });
});
