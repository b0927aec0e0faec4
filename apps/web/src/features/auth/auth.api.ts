import { type BodyIn, type CurrentUser, authEndpoints as endpoints } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { clearSignedInState, markSignedOutOnPurpose } from './session.ts';

export type SignInResult = { kind: 'signed_in'; user: CurrentUser } | { kind: 'two_factor_required'; method: 'email' | 'authenticator' };

/** A 401 here is a refused sign-in, shown on the form, not a lost session. */
export async function signIn(body: BodyIn<typeof endpoints.signIn>): Promise<SignInResult> {
  const answer = await api.call(endpoints.signIn, { body, authRedirect: false });
  if ('two_factor_required' in answer) return { kind: 'two_factor_required', method: answer.method };
  return { kind: 'signed_in', user: answer };
}

/** Whether a password reset link still works; silent and without a redirect, as the page explains a bad one. */
export function checkPasswordResetToken(token: string) {
  return api.call(endpoints.checkPasswordResetToken, { query: { reset_password_token: token }, silent: true, authRedirect: false });
}

/** Who an invitation link is for; silent and without a redirect, as the page explains a bad one. */
export function describeConfirmation(token: string) {
  return api.call(endpoints.describeConfirmation, { query: { confirmation_token: token }, silent: true, authRedirect: false });
}

/** Confirms an account: with the link alone, or with the first password an invitation sets. */
export function confirmAccount(body: BodyIn<typeof endpoints.confirmAccount>) {
  return api.call(endpoints.confirmAccount, { body, authRedirect: false });
}

/** Silent: the page shows a refused link as its own problem page. */
export function confirmEmailChange(token: string) {
  return api.call(endpoints.confirmEmailChange, { body: { confirmation_token: token }, silent: true, authRedirect: false });
}

export function requestPasswordReset(body: BodyIn<typeof endpoints.requestPasswordReset>) {
  return api.call(endpoints.requestPasswordReset, { body });
}

export function resetPassword(body: BodyIn<typeof endpoints.resetPassword>) {
  return api.call(endpoints.resetPassword, { body, authRedirect: false });
}

export function requestAuthenticatorReset(body: BodyIn<typeof endpoints.requestAuthenticatorReset>) {
  return api.call(endpoints.requestAuthenticatorReset, { body });
}

export function resetAuthenticator(body: BodyIn<typeof endpoints.resetAuthenticator>) {
  return api.call(endpoints.resetAuthenticator, { body, authRedirect: false });
}

/** Signs out: whether or not the server answers, this browser forgets the user and shows the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    // Marked before the call: the server's 'session ended' message can reach the page before the
    // response does, and the redirect it causes must not remember this page for the next person.
    markSignedOutOnPurpose();
    try {
      await api.call(endpoints.signOut);
    } finally {
      markSignedOutOnPurpose();
      clearSignedInState(queryClient);
      void navigate('/users/sign_in', { replace: true });
    }
  };
  return useApiMutation(signOut, { success: i18n.t('shell.signedOut') });
}
