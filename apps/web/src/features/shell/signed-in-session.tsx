import type { CurrentUser } from '@advice/domain';
import { useRealtime } from './realtime.ts';
import { SessionBanner } from './session-banner.tsx';

/**
 * What every page keeps running while someone is signed in: the live socket and the session's expiry
 * warning. It loads only once someone is, so a visitor's first download carries neither.
 */
export function SignedInSession({ user }: { user: CurrentUser }) {
  useRealtime(user.id);
  return <SessionBanner timeoutMinutes={user.session_timeout_duration} />;
}
