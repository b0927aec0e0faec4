import type { CurrentUser, FeatureFlag } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { CookieConsentBanner } from '../shell/cookie-consent-banner.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no ResizeObserver; the banner uses one to keep toasts above it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function render(element: React.ReactElement, user: CurrentUser, features: FeatureFlag[]) {
  stubFetch(() => json(200, { data: [] }));
  renderRoutes([{ path: '/account-settings', element }], '/account-settings', {
    user,
    practice: practiceOf({ id: testPracticeId, features }),
  });
}

describe('features a practice switches off (issue 18, finding 10)', () => {
  it('offers the personal-data download and two-factor only while their features are on', async () => {
    render(<AccountSettingsPage />, userOf('client'), ['gdprDataDownload', 'twoFactorAuthentication']);
    expect(await screen.findByRole('region', { name: 'Your personal data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });

  it('hides the personal-data download, and two-factor from whoever does not use it, when they are off', async () => {
    render(<AccountSettingsPage />, userOf('client'), []);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Your personal data' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull();
  });

  it('lets someone who already uses two-factor turn it off, but not set up another way, when it is off', async () => {
    render(<AccountSettingsPage />, { ...userOf('client'), two_factor_method: 'authenticator' }, []);
    const region = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(region.textContent).toContain('Turn off two-factor');
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use e-mail codes' })).toBeNull();
  });

  it('shows the cookie banner when the practice asks for consent', async () => {
    render(<CookieConsentBanner />, userOf('client'), ['cookiesConsent']);
    expect(await screen.findByLabelText('Cookie consent')).toBeTruthy();
  });

  it('uses necessary cookies only, without a banner, when the practice does not ask for consent', async () => {
    render(<CookieConsentBanner />, userOf('client'), []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Cookie consent')).toBeNull();
  });
});
