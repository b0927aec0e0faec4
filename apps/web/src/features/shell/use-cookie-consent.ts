import { useSyncExternalStore } from 'react';
import { writeCookie } from '../../lib/cookies.ts';
import { type ConsentState, consentCookieValues, consentMaxAgeSeconds, readConsent } from './cookie-consent.ts';

let snapshot: ConsentState | null = null;
const listeners = new Set<() => void>();

function getConsent(): ConsentState {
  snapshot ??= readConsent(document.cookie);
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function answerCookieConsent(isAnalyticsAllowed: boolean): void {
  for (const { name, value } of consentCookieValues(isAnalyticsAllowed)) writeCookie(name, value, consentMaxAgeSeconds);
  snapshot = readConsent(document.cookie);
  for (const listener of listeners) listener();
}

/** The consent answer, shared by the banner and the cookies page so answering in one updates the other. */
export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getConsent, getConsent);
}
