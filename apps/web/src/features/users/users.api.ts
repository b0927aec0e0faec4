import { type BodyIn, type CurrentUser, clientAccountEndpoints, usersEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** The account calls all act on the signed-in user's own id. */
type Owner = Pick<CurrentUser, 'id'>;
const own = (user: Owner) => ({ id: user.id });

export function updateProfile(user: Owner, body: BodyIn<typeof endpoints.updateProfile>) {
  return api.call(endpoints.updateProfile, { params: own(user), body });
}

export function updateEmail(user: Owner, body: BodyIn<typeof endpoints.changeEmail>) {
  return api.call(endpoints.changeEmail, { params: own(user), body });
}

export function updatePassword(user: Owner, body: BodyIn<typeof endpoints.changePassword>) {
  return api.call(endpoints.changePassword, { params: own(user), body });
}

export function updateSessionTimeout(user: Owner, body: BodyIn<typeof endpoints.setSessionTimeout>) {
  return api.call(endpoints.setSessionTimeout, { params: own(user), body });
}

/** The staff member's own setting, declared with the client account's calls. */
export function updateAutoFollow(user: Owner, enabled: boolean) {
  return api.call(clientAccountEndpoints.setAutoFollow, { params: own(user), body: { enabled } });
}

export function removeAvatar(user: Owner) {
  return api.call(endpoints.removeAvatar, { params: own(user) });
}

export function useAuthenticatorSetup(user: Owner) {
  // Each opening starts a fresh secret on the server, so nothing is cached.
  return useQuery({
    queryKey: ['authenticator-setup', user.id],
    queryFn: () => api.call(endpoints.startAuthenticatorSetup, { params: own(user) }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function verifyAuthenticator(user: Owner, body: BodyIn<typeof endpoints.verifyAuthenticator>) {
  return api.call(endpoints.verifyAuthenticator, { params: own(user), body });
}

export function disableAuthenticator(user: Owner, currentPassword: string) {
  return api.call(endpoints.disableTwoFactor, { params: own(user), body: { current_password: currentPassword } });
}

export function updateEmailTwoFactor(user: Owner, body: BodyIn<typeof endpoints.setEmailTwoFactor>) {
  return api.call(endpoints.setEmailTwoFactor, { params: own(user), body });
}

/** Sends a new photo of the signed-in user (a multipart form with its upload progress). */
export function uploadAvatar(user: Owner, form: FormData, onProgress?: (fraction: number) => void) {
  return api.send(endpoints.updateAvatar, form, { params: own(user), ...(onProgress ? { onProgress } : {}) });
}

/** Saves everything the portal holds about the signed-in user as a JSON file; answers the file's name. */
export function downloadPersonalData(user: Owner) {
  return downloadFile(endpoints.exportPersonalData, { params: own(user) });
}
