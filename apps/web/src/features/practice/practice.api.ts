import { bootCalls, type FeatureFlag, type PublicPractice, type practiceEndpoints } from '@advice/domain';
import { defaultColourScheme } from '@advice/domain/practice/colours';
import { useQuery } from '@tanstack/react-query';
import { api, bootEndpoint } from '../../lib/api.ts';
import { applyBranding } from './theme.ts';

export const practiceQueryKey = ['practice'] as const;

/** Until the practice answers, the portal shows the default look rather than nothing. */
export const fallbackPractice: PublicPractice = {
  id: null,
  name: 'Advice Portal',
  colour_scheme: defaultColourScheme,
  environment: 'production',
  mailbox_enabled: false,
  logo_url: null,
  secondary_logo_url: null,
  favicon_url: null,
  manifest_url: '/manifest.webmanifest',
  sign_in_notification: null,
  features: [],
};

/** The first paint's call (see bootEndpoint). */
const getPractice = bootEndpoint<typeof practiceEndpoints.getPractice>(bootCalls.getPractice);

export async function fetchPractice(): Promise<PublicPractice> {
  // The server serialises this response through publicPracticeSchema, so the shape is already checked.
  const practice = await api.call(getPractice, { silent: true, authRedirect: false });
  // The favicon lives in <head>, outside React: it follows every fresh read of the practice.
  applyBranding(practice);
  return practice;
}

/** The longest the first render waits for the practice before it shows the default look instead. */
const firstPaintWaitMillis = 1_000;

/**
 * The practice for the first render: index.html asks for it alongside the scripts, so it has usually arrived by the
 * time they have run, and the first paint shows the practice's own name, colours and cookie question rather than
 * the default look for a moment (and a second paint once it arrives). Undefined when it is slower than a second or
 * fails: the app then shows the default look and its query asks again.
 */
export function practiceForFirstPaint(): Promise<PublicPractice | undefined> {
  return Promise.race([
    fetchPractice().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), firstPaintWaitMillis)),
  ]);
}

/** The practice's query itself, for a page that must wait for the answer rather than show the fallback. */
export function usePracticeQuery() {
  return useQuery({ queryKey: practiceQueryKey, queryFn: fetchPractice, staleTime: 5 * 60_000 });
}

export function usePractice(): PublicPractice {
  return usePracticeQuery().data ?? fallbackPractice;
}

/** Whether a feature is on for the practice; the web app hides the pages and links of one that is off. */
export function isFeatureEnabled(practice: Pick<PublicPractice, 'features'>, flag: FeatureFlag): boolean {
  return practice.features?.includes(flag) ?? false;
}

export function useFeature(flag: FeatureFlag): boolean {
  return isFeatureEnabled(usePractice(), flag);
}
