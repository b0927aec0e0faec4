import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` and PKCE verifier of one connection attempt, bound to the session that started it and kept
 * nowhere: both are worked out from the session's secret id (the SHA-256 of its cookie, never sent to the
 * browser), so another session, another user or a forged state fails, and any server instance can check it.
 */

/** How long the adviser has to sign in at DocuSign and come back. */
const stateMinutes = 15;

const macOf = (sessionId: string, text: string) => createHmac('sha256', sessionId).update(text).digest('base64url');

/** `expires.nonce.mac`: when it stops being accepted, a random nonce, and its seal under the session. */
export function mintOAuthState(session: { id: string; userId: string }, now = new Date()): { state: string; codeVerifier: string } {
  const expires = Math.floor(now.getTime() / 1000) + stateMinutes * 60;
  const nonce = randomBytes(16).toString('base64url');
  const mac = macOf(session.id, `oauth-state|${session.userId}|${expires}|${nonce}`);
  return { state: `${expires}.${nonce}.${mac}`, codeVerifier: codeVerifierOf(session.id, nonce) };
}

/** The PKCE verifier of a state this session minted and that has not expired, or null. */
export function checkOAuthState(session: { id: string; userId: string }, state: string, now = new Date()): { codeVerifier: string } | null {
  const [expires = '', nonce = '', mac = '', ...rest] = state.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/u.test(expires) || !nonce || !mac) return null;
  const expected = Buffer.from(macOf(session.id, `oauth-state|${session.userId}|${expires}|${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return { codeVerifier: codeVerifierOf(session.id, nonce) };
}

/** 43 characters of base64url, as PKCE asks (RFC 7636 §4.1). */
function codeVerifierOf(sessionId: string, nonce: string): string {
  return macOf(sessionId, `oauth-pkce|${nonce}`);
}
