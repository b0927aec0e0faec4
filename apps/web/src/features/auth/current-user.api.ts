import { type authEndpoints, bootCalls } from '@advice/domain';
import { api, type CallArgs } from '../../lib/api.ts';

/** The first paint's call, by method and path without the contract's schemas (`bootCalls`), typed as its contract endpoint. */
const getCurrentUser = bootCalls.getCurrentUser as unknown as typeof authEndpoints.getCurrentUser;

/** The signed-in user, as the session cookie finds them. */
export function readCurrentUser(options: Pick<CallArgs<typeof getCurrentUser>, 'silent' | 'authRedirect'> = {}) {
  return api.call(getCurrentUser, options);
}
