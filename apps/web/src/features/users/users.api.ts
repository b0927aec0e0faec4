import type {
  authenticatorVerifyBody,
  CurrentUser,
  changeEmailBody,
  changePasswordBody,
  profileBody,
  sessionTimeoutBody,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Message } from '../auth/auth.api.ts';

/** The account routes all act on the signed-in user's own id. */
export function ownUserPath(user: Pick<CurrentUser, 'id'>, action: string): string {
  return `/users/${user.id}/${action}`;
}

type Owner = Pick<CurrentUser, 'id'>;

export type AuthenticatorSetup = { secret: string; otpauth_url: string; qr_code: string };

export function updateProfile(user: Owner, body: z.output<typeof profileBody>) {
  return api.patch<Message>(ownUserPath(user, 'profile'), body);
}

export function updateEmail(user: Owner, body: z.output<typeof changeEmailBody>) {
  return api.patch<Message>(ownUserPath(user, 'update-email'), body);
}

export function updatePassword(user: Owner, body: z.output<typeof changePasswordBody>) {
  return api.patch<Message>(ownUserPath(user, 'password'), body);
}

export function updateSessionTimeout(user: Owner, body: z.output<typeof sessionTimeoutBody>) {
  return api.patch<Message>(ownUserPath(user, 'session-timeout'), body);
}

export function updateAutoFollow(user: Owner, enabled: boolean) {
  return api.patch<{ data: { message: string } }>(ownUserPath(user, 'auto-follow'), { enabled });
}

export function removeAvatar(user: Owner) {
  return api.delete<void>(ownUserPath(user, 'remove-avatar'));
}

export function useAuthenticatorSetup(user: Owner) {
  // Each opening starts a fresh secret on the server, so nothing is cached.
  return useQuery({
    queryKey: ['authenticator-setup', user.id],
    queryFn: () => api.get<{ data: AuthenticatorSetup }>(ownUserPath(user, 'authenticator')),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function verifyAuthenticator(user: Owner, body: z.output<typeof authenticatorVerifyBody>) {
  return api.post<Message>(ownUserPath(user, 'verify'), body);
}

export function disableAuthenticator(user: Owner, currentPassword: string) {
  return api.patch<Message>(ownUserPath(user, 'disable'), { current_password: currentPassword });
}

export function updateEmailTwoFactor(user: Owner, body: { current_password: string; enabled: boolean }) {
  return api.patch<Message>(ownUserPath(user, 'update-two-factor-auth'), body);
}

/** Sends a new photo of the signed-in user (a multipart form with its upload progress). */
export function uploadAvatar(user: Owner, form: FormData, onProgress?: (fraction: number) => void) {
  return api.upload<Message>(ownUserPath(user, 'update-avatar'), form, { method: 'PATCH', onProgress });
}
