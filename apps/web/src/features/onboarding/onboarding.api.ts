import { type BodyIn, onboardingEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../lib/api.ts';

export function useOnboardingContext(invitation: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'context', invitation],
    // A bad invitation link is shown on the page, not as a toast.
    queryFn: () => api.call(endpoints.getContext, { query: invitation ? { invitation } : {}, silent: true, authRedirect: false }),
    staleTime: 5 * 60_000,
  });
}

/** Fetched once per visit and kept: the list changes rarely and the wizard's flow depends on its length. */
export function usePreferredAdvisers(isEnabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'preferred-advisers'],
    queryFn: () => api.call(endpoints.listPreferredAdvisers, { silent: true, authRedirect: false }),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Each refused rule comes back as a JSON:API error, which the API client shows as a toast (spec 2 §8). */
export function registerClient(body: BodyIn<typeof endpoints.registerClient>) {
  return api.call(endpoints.registerClient, { body, authRedirect: false });
}

export function resendConfirmation(body: BodyIn<typeof endpoints.resendRegistrationConfirmation>) {
  return api.call(endpoints.resendRegistrationConfirmation, { body, authRedirect: false });
}

/** Where the ALTCHA widget fetches its challenge from (it calls the address itself). */
export const captchaChallengeUrl = urlOf(endpoints.getCaptchaChallenge);
