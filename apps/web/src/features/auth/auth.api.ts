import type { CurrentUser, SignInBody } from '@advice/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
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
