import { type authEndpoints, bootCalls } from '@advice/domain';
import { api, bootEndpoint, type CallArgs } from '../../lib/api.ts';

/** The first paint's call (see bootEndpoint). */
const getCurrentUser = bootEndpoint<typeof authEndpoints.getCurrentUser>(bootCalls.getCurrentUser);

/** The signed-in user, as the session cookie finds them. */
export function readCurrentUser(options: Pick<CallArgs<typeof getCurrentUser>, 'silent' | 'authRedirect'> = {}) {
  return api.call(getCurrentUser, options);
}
