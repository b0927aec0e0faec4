import { readCookie } from '../../lib/cookies.ts';

export const consentCookies = { answered: 'cookie_consent_answered', analytics: 'cookie_consent_analytics' } as const;
/** Spec 1 §9: the consent cookies expire after one day. */
export const consentMaxAgeSeconds = 24 * 60 * 60;

export type ConsentState = { isAnswered: boolean | null; isAnalyticsAllowed: boolean | null };

function toFlag(value: string | undefined): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function readConsent(cookieString: string): ConsentState {
  return {
    isAnswered: toFlag(readCookie(consentCookies.answered, cookieString)),
    isAnalyticsAllowed: toFlag(readCookie(consentCookies.analytics, cookieString)),
  };
}

/** The banner shows until both flags are stored (spec 1 §4). */
export function shouldShowConsentBanner(state: ConsentState): boolean {
  return state.isAnswered !== true || state.isAnalyticsAllowed === null;
}

/** The cookies to store for a choice; necessary cookies are always on, so the only choice is analytics. */
export function consentCookieValues(isAnalyticsAllowed: boolean): Array<{ name: string; value: string }> {
  return [
    { name: consentCookies.answered, value: 'true' },
    { name: consentCookies.analytics, value: String(isAnalyticsAllowed) },
  ];
}

/** Analytics run only in production and only with consent. */
export function isAnalyticsActive(state: ConsentState, environment: string): boolean {
  return environment === 'production' && state.isAnswered === true && state.isAnalyticsAllowed === true;
}
