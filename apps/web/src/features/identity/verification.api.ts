import {
  type BodyIn,
  type CurrentUser,
  verificationEndpoints as endpoints,
  type FeatureFlag,
  isMobileUserAgent,
  isStaffRole,
  type PublicPractice,
  type VerificationAuthority,
  verificationAuthorities,
} from '@advice/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';

/** Every query of this area starts with this key, so a change (or a live event) reads them all again. */
export const verificationKey = ['identity-verifications'] as const;
const clientKey = (clientId: string) => [...verificationKey, 'client', clientId] as const;

export const verificationsPerPage = 20;

/** The authorities the practice has switched on: the ones a verification may use. */
export function enabledAuthorities(practice: Pick<PublicPractice, 'features'>): VerificationAuthority[] {
  return verificationAuthorities.filter((authority) => isFeatureEnabled(practice, authority satisfies FeatureFlag));
}

/** Whether identity verification exists in this practice: either authority switched on. */
export function isVerificationEnabled(practice: Pick<PublicPractice, 'features'>): boolean {
  return enabledAuthorities(practice).length > 0;
}

/** Where a verification's pages are for the viewer: the client's own, or under the client for staff. */
export function verificationsPath(user: Pick<CurrentUser, 'role'>, clientId: string): string {
  return isStaffRole(user.role) ? `/clients/${clientId}/identity-verifications` : '/identity-verifications';
}

/**
 * A phone or tablet, where iAM Smart is refused (spec 1 §8): by the user agent, as the server decides, and an
 * iPad that reports a desktop Safari by its touch points.
 */
export function isMobileDevice(browser: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return isMobileUserAgent(browser.userAgent) || (/Macintosh/u.test(browser.userAgent) && browser.maxTouchPoints > 1);
}

/** Where the browser goes to sign in with an authority: a whole-page navigation away from the app. */
export const browserNavigation = {
  goTo: (url: string) => window.location.assign(url),
};

type ListOptions = { status?: 'in_progress' | 'submitted'; perPage?: number };

/** A client's verifications, newest first (of one status when asked). */
export function useVerifications(clientId: string, page: number, { status, perPage = verificationsPerPage }: ListOptions = {}) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'list', page, perPage, status ?? 'all'],
    queryFn: () =>
      api.page(endpoints.listIdentityVerifications, page, perPage, {
        params: { id: clientId },
        ...(status ? { query: { status } } : {}),
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useVerification(clientId: string, verificationId: string) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'one', verificationId],
    queryFn: () => api.call(endpoints.getIdentityVerification, { params: { id: clientId, verificationId }, silent: true }),
  });
}

export function useVerificationAuditTrail(clientId: string, verificationId: string | null, page: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'audit-trail', verificationId ?? 'all', page],
    queryFn: () =>
      api.page(endpoints.listIdentityVerificationAuditTrail, page, 20, {
        params: { id: clientId },
        ...(verificationId ? { query: { verification_id: verificationId } } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Submitted verifications of the viewer's clients: the count and the first few, for the home. */
export function useVerificationsToReview(count: number) {
  return useQuery({
    queryKey: [...verificationKey, 'to-review', count],
    queryFn: () => api.page(endpoints.listIdentityVerificationsToReview, 1, count, { silent: true }),
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}

type Target = { clientId: string; verificationId: string };
const paramsOf = ({ clientId, verificationId }: Target) => ({ id: clientId, verificationId });

/** The calls that change a client's verifications; each caller shows the refusals itself (silent). */
export const verificationCalls = {
  create: (clientId: string, body: BodyIn<typeof endpoints.createIdentityVerification>) =>
    api.call(endpoints.createIdentityVerification, { params: { id: clientId }, body, silent: true }),
  start: (target: Target) => api.call(endpoints.startIdentityVerification, { params: paramsOf(target), silent: true }),
  complete: (target: Target) => api.call(endpoints.completeIdentityVerification, { params: paramsOf(target), silent: true }),
  cancel: (target: Target) => api.call(endpoints.cancelIdentityVerification, { params: paramsOf(target), silent: true }),
};

/**
 * Keeps open lists and pages current without reloading: the server publishes 'identityVerifications.changed'
 * to the client and the staff following them.
 */
export function useLiveVerifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('identityVerifications.changed', () => {
    void queryClient.invalidateQueries({ queryKey: verificationKey });
  });
}
