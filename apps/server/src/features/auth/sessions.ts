import { createHash, randomBytes } from 'node:crypto';
import { signedInCookie } from '@advice/domain';
import { and, eq, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { practices, sessions, users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestSession } from '../../http/request-context.ts';
import { publishToUser } from '../../realtime/hub.ts';
import { currentUserColumns } from '../users/users.presenter.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** A request refreshed the session: its other tabs hide their expiry banner. */
    'session.refreshed': { expiresAt: string };
    /** The session ended (sign-out, password change, deactivation): its sockets close. */
    'session.ended': Record<never, never>;
  }
}

export const sessionCookie = 'sid';
export const csrfCookie = 'csrf_token';
/** How long a remembered session's cookie outlives the browser; inactivity still ends it. */
const rememberMeDays = 14;
/** A signed-in request refreshes its session at most this often, so reads stay reads. */
export const refreshEveryMillis = 10_000;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function expiryFrom(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

export async function createSession(
  tx: Tx,
  input: {
    userId: string;
    practiceId: string | null;
    timeoutMinutes: number;
    rememberMe: boolean;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomToken();
  const csrfToken = randomToken();
  const now = new Date();
  const expiresAt = expiryFrom(now, input.timeoutMinutes);
  await tx.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    practiceId: input.practiceId,
    csrfToken,
    rememberMe: input.rememberMe,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

/** Every API request runs this lookup, so it is a named prepared statement: planned once per connection. */
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: { csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      user: currentUserColumns,
      status: users.status,
      // The one setting the current-user answer needs, not the whole settings document.
      sessionTimeoutEnabled: sql<boolean | null>`${practices.settings} -> 'sessionTimeoutEnabled' = 'true'::jsonb`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');
}

function sessionLookup(db: Db) {
  let prepared = preparedLookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    preparedLookups.set(db, prepared);
  }
  return prepared;
}

/**
 * Finds a live session by its cookie token with its user, refreshing its expiry when due (at most
 * every 10 s, so reads stay reads). Expired rows are removed.
 */
export async function findLiveSession(db: Db, token: string): Promise<RequestSession | null> {
  const id = hashToken(token);
  const [found] = await sessionLookup(db).execute({ id });
  if (!found) return null;
  const { session, user, status, sessionTimeoutEnabled } = found;
  const now = new Date();
  if (session.expiresAt <= now || status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = session.expiresAt;
  if (now.getTime() - session.lastSeenAt.getTime() >= refreshEveryMillis) {
    expiresAt = expiryFrom(now, user.sessionTimeoutMinutes);
    // Concurrent requests may all find the refresh due; only the first writes (and waits for a WAL flush). The
    // same bound as the check above, so a refresh this request answers is one it stored.
    const refreshed = await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(and(eq(sessions.id, id), lte(sessions.lastSeenAt, new Date(now.getTime() - refreshEveryMillis))));
    // Other tabs of this session hide their expiry banner.
    if ((refreshed.rowCount ?? 0) > 0)
      await publishToUser(db, user.id, { type: 'session.refreshed', expiresAt: expiresAt.toISOString() }, { sessionIds: [id] });
  }
  return { id, csrfToken: session.csrfToken, expiresAt, user, sessionTimeoutEnabled: sessionTimeoutEnabled === true };
}

/**
 * Ends sessions of a user: one (sign-out), all but one (the caller's own after a password change),
 * or all. Sockets of the ended sessions, on every instance, are told and closed on commit.
 */
export async function endSessions(uow: UnitOfWork, userId: string, which: { only?: string; except?: string } = {}): Promise<void> {
  const scope = which.only
    ? and(eq(sessions.userId, userId), eq(sessions.id, which.only))
    : which.except
      ? and(eq(sessions.userId, userId), ne(sessions.id, which.except))
      : eq(sessions.userId, userId);
  const ended = await uow.tx.delete(sessions).where(scope).returning({ id: sessions.id });
  if (ended.length > 0) uow.publish({ kind: 'user', userId, sessionIds: ended.map((s) => s.id) }, { type: 'session.ended' });
}

/** Removes expired sessions; the hourly `auth.expired-sessions` job runs it. Answers how many went. */
export async function deleteExpiredSessions(tx: Tx): Promise<number> {
  const deleted = await tx.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return deleted.length;
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; csrfToken: string },
  rememberMe: boolean,
): void {
  const lifetime = {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request),
    ...(rememberMe ? { maxAge: rememberMeDays * 24 * 3600 } : {}),
  } as const;
  reply.setCookie(sessionCookie, session.token, { ...lifetime, httpOnly: true });
  reply.setCookie(signedInCookie, '1', { ...lifetime, httpOnly: false });
  setCsrfCookie(request, reply, session.csrfToken);
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(csrfCookie, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecure(request) });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/' });
  clearSignedInCookie(reply);
}

/** A browser whose session has ended stops asking for the current user on its next page. */
export function clearSignedInCookie(reply: FastifyReply): void {
  reply.clearCookie(signedInCookie, { path: '/' });
}
