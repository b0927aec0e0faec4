import { createHmac } from 'node:crypto';
import type { LiveIceServer } from '@advice/domain';
import type { Config } from '../../../config.ts';

/** A TURN credential outlives the room's window by this much, so a call running to its close keeps its relay. */
const credentialGraceMillis = 10 * 60_000;

/**
 * The ICE servers a participant's browser uses: the configured TURN servers with a credential of its own that expires
 * after the room closes (the TURN REST scheme coturn's `use-auth-secret` checks: the expiry and the participant as the
 * user name, signed with the shared secret), or none, when browsers reach each other or the SFU directly.
 */
export function iceServersFor(turn: Config['turn'], participantId: string, closesAt: Date): LiveIceServer[] {
  if (!turn) return [];
  const expiresAt = Math.floor((closesAt.getTime() + credentialGraceMillis) / 1_000);
  const username = `${expiresAt}:${participantId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return [{ urls: turn.urls, username, credential }];
}
