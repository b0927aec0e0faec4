// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  consentCookies,
  consentCookieValues,
  consentMaxAgeSeconds,
  isAnalyticsActive,
  readConsent,
  shouldShowConsentBanner,
} from './cookie-consent.ts';

const cookieString = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('cookie consent', () => {
  it('shows the banner while nothing is stored', () => {
    const state = readConsent('csrf_token=abc');
    expect(state).toEqual({ isAnswered: null, isAnalyticsAllowed: null });
    expect(shouldShowConsentBanner(state)).toBe(true);
  });

  it('keeps showing the banner until both flags are stored', () => {
    expect(shouldShowConsentBanner(readConsent(cookieString({ [consentCookies.answered]: 'true' })))).toBe(true);
    expect(shouldShowConsentBanner(readConsent(cookieString({ [consentCookies.analytics]: 'false' })))).toBe(true);
  });

  it('hides the banner once the answer and the analytics choice are both stored', () => {
    const state = readConsent(cookieString({ sid: 'x', [consentCookies.answered]: 'true', [consentCookies.analytics]: 'false' }));
    expect(state).toEqual({ isAnswered: true, isAnalyticsAllowed: false });
    expect(shouldShowConsentBanner(state)).toBe(false);
  });

  it('stores both flags for either choice, and they last one day', () => {
    expect(consentCookieValues(true)).toEqual([
      { name: consentCookies.answered, value: 'true' },
      { name: consentCookies.analytics, value: 'true' },
    ]);
    expect(consentCookieValues(false)[1]).toEqual({ name: consentCookies.analytics, value: 'false' });
    expect(consentMaxAgeSeconds).toBe(86_400);
  });

  it('runs analytics only in production and only with consent', () => {
    const allowed = { isAnswered: true, isAnalyticsAllowed: true };
    expect(isAnalyticsActive(allowed, 'production')).toBe(true);
    expect(isAnalyticsActive(allowed, 'staging')).toBe(false);
    expect(isAnalyticsActive({ isAnswered: true, isAnalyticsAllowed: false }, 'production')).toBe(false);
    expect(isAnalyticsActive({ isAnswered: null, isAnalyticsAllowed: true }, 'production')).toBe(false);
  });
});
