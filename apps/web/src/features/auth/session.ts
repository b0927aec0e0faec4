import { type CurrentUser, signedInCookie } from '@advice/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { readCookie } from '../../lib/cookies.ts';
import { session, storageKeys } from '../../lib/storage.ts';
import { readCurrentUser } from './current-user.api.ts';

export const meQueryKey = ['me'] as const;

/** Whether the server's signed-in cookie is set: without it the browser has no live session. */
export function hasSignedInCookie(): boolean {
  return Boolean(readCookie(signedInCookie));
}

/**
 * The signed-in user, or null when the browser has no live session. Without the server's signed-in
 * cookie there is none, so a visitor's page asks nothing (a 401 would show in the console).
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSignedInCookie()) return null;
  try {
    return await readCurrentUser({ silent: true, authRedirect: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchCurrentUser, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
}

/** For components inside RequireUser, which only renders them once the user is known. */
export function useSignedInUser(): CurrentUser {
  const me = useCurrentUser();
  if (!me.data) throw new Error('useSignedInUser is used outside RequireUser');
  return me.data;
}

export function homePathFor(user: Pick<CurrentUser, 'area'>): string {
  return `/${user.area}`;
}

/** Forgets everything the signed-in user could see, keeping only the practice's public look. */
export function clearSignedInState(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'practice' && query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}

let isLeavingOnPurpose = false;

/** A chosen sign-out should not bring the next person back to the page the last one was on. */
export function markSignedOutOnPurpose(): void {
  isLeavingOnPurpose = true;
}

/** Whether this page is signing out on purpose (the server's 'session ended' message is then expected). */
export function isSigningOutOnPurpose(): boolean {
  return isLeavingOnPurpose;
}

export function rememberReturnPath(path: string, email?: string): void {
  if (isLeavingOnPurpose) {
    isLeavingOnPurpose = false;
    return;
  }
  if (path.startsWith('/users/')) return;
  session.set(storageKeys.returnPath, path);
  if (email) session.set(storageKeys.returnEmail, email);
}

/** The page to return to after signing in, read once. */
export function takeReturnPath(): string | null {
  isLeavingOnPurpose = false;
  const path = session.get(storageKeys.returnPath);
  session.remove(storageKeys.returnPath);
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/users/') ? path : null;
}

export function readReturnEmail(): string {
  return session.get(storageKeys.returnEmail) ?? '';
}

export function forgetReturnEmail(): void {
  session.remove(storageKeys.returnEmail);
}
