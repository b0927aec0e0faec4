import type {
  authenticatorResetBody,
  authenticatorResetRequestBody,
  CurrentUser,
  confirmationBody,
  passwordResetBody,
  passwordResetRequestBody,
  SignInBody,
} from '@advice/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api, type RequestOptions } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { clearSignedInState, markSignedOutOnPurpose } from './session.ts';

export type SignInResult = { kind: 'signed_in'; user: CurrentUser } | { kind: 'two_factor_required'; method: 'email' | 'authenticator' };

/** The server serialises this response through its schemas, so the shape is already checked. */
type SignInResponse = { data: CurrentUser | { two_factor_required: true; method: 'email' | 'authenticator' } };

export async function signIn(body: SignInBody): Promise<SignInResult> {
  const response = await api.post<SignInResponse>('/users/sign_in', body, { authRedirect: false });
  if ('two_factor_required' in response.data) return { kind: 'two_factor_required', method: response.data.method };
  return { kind: 'signed_in', user: response.data };
}

export type Message = { data: { message: string } };

/** The server serialises this response through currentUserSchema, so the shape is already checked. */
export function getCurrentUser(options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  return api.get<{ data: CurrentUser }>('/users/me', options);
}

/** Asks whether a link's token still works, without toasts or redirects: the page explains. */
export function checkToken<T>(path: string, query: Record<string, string>) {
  return api.get<{ data: T }>(path, { query, silent: true, authRedirect: false });
}

export function confirmAccount(token: string) {
  return api.post<Message>('/users/confirmation', { confirmation_token: token }, { authRedirect: false });
}

export function confirmAccountWithPassword(body: z.output<typeof confirmationBody>) {
  return api.post<Message>('/users/confirmation', body, { authRedirect: false });
}

export function confirmEmailChange(token: string) {
  return api.post<Message>('/users/confirmation/email', { confirmation_token: token }, { silent: true, authRedirect: false });
}

export function requestPasswordReset(body: z.output<typeof passwordResetRequestBody>) {
  return api.post<Message>('/users/password', body);
}

export function resetPassword(body: z.output<typeof passwordResetBody>) {
  return api.patch<Message>('/users/password', body, { authRedirect: false });
}

export function requestAuthenticatorReset(body: z.output<typeof authenticatorResetRequestBody>) {
  return api.post<Message>('/users/reset_google_authenticator_setup', body);
}

export function resetAuthenticator(body: z.output<typeof authenticatorResetBody>) {
  return api.post<Message>('/users/reset_authenticator', body, { authRedirect: false });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Marked before the call: the server's 'session ended' message can reach the page before the
    // response does, and the redirect it causes must not remember this page for the next person.
    onMutate: () => markSignedOutOnPurpose(),
    mutationFn: () => api.delete<void>('/users/sign_out'),
    onSettled: (_data, error) => {
      markSignedOutOnPurpose();
      clearSignedInState(queryClient);
      void navigate('/users/sign_in', { replace: true });
      if (!error) notify.success(i18n.t('shell.signedOut'));
    },
  });
}
