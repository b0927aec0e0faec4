import type {
  OnboardingContext,
  PreferredAdviserItem,
  RegistrationInput,
  RegistrationResult,
  ResendConfirmationBody,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The server serialises these responses through the domain's schemas, so their shapes are already checked. */
export function useOnboardingContext(invitation: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'context', invitation],
    // A bad invitation link is shown on the page, not as a toast.
    queryFn: async () =>
      (await api.get<{ data: OnboardingContext }>('/onboarding/context', { query: { invitation }, silent: true, authRedirect: false }))
        .data,
    staleTime: 5 * 60_000,
  });
}

/** Fetched once per visit and kept: the list changes rarely and the wizard's flow depends on its length. */
export function usePreferredAdvisers(isEnabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'preferred-advisers'],
    queryFn: async () =>
      (await api.get<{ data: PreferredAdviserItem[] }>('/onboarding/preferred-advisers', { silent: true, authRedirect: false })).data,
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Each refused rule comes back as a JSON:API error, which the API client shows as a toast (spec 2 §8). */
export async function registerClient(body: RegistrationInput): Promise<RegistrationResult> {
  return (await api.post<{ data: RegistrationResult }>('/onboarding/registrations', body, { authRedirect: false })).data;
}

export async function resendConfirmation(body: ResendConfirmationBody): Promise<{ message: string; email: string }> {
  return (await api.post<{ data: { message: string; email: string } }>('/onboarding/resend-confirmation', body, { authRedirect: false }))
    .data;
}

export const captchaChallengeUrl = '/api/v1/onboarding/captcha';
