import { AppError, accountMessages, lockout, messages, type SignInBody, tokenLifetimes } from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Tx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { findUser, findUserForSignIn, isEmailTaken, type UserRow, updateUser } from '../users/users.queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, endSessions, hashToken } from './sessions.ts';
import { countOtpAttempt, findLatestOtp, findUsableToken, issueToken, issueTokens, markTokenUsed } from './tokens.ts';

export type RequestInfo = { practiceId: string | null; ip: string; userAgent: string | undefined; origin: string };

export type SignInResult =
  | { kind: 'signed_in'; user: UserRow; session: { token: string; csrfToken: string; expiresAt: Date }; rememberMe: boolean }
  | { kind: 'two_factor_required'; method: 'email' | 'authenticator' };

const hour = 3_600_000;
const maxOtpAttempts = 5;

function failureScope(practiceId: string | null): string {
  return practiceId ?? 'platform';
}

export function totpFor(secret: string, email: string, issuer: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

async function lockedUntil(tx: Tx, scope: string, email: string): Promise<Date | null> {
  const [row] = await tx
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.scope, scope), eq(signInFailures.email, email)));
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

/** Counts a failed attempt; returns true when this attempt locked the e-mail. */
async function recordFailure(tx: Tx, scope: string, email: string): Promise<boolean> {
  const [row] = await tx
    .insert(signInFailures)
    .values({ scope, email, failedCount: 1, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [signInFailures.scope, signInFailures.email],
      set: { failedCount: sql`${signInFailures.failedCount} + 1`, updatedAt: new Date() },
    })
    .returning({ failedCount: signInFailures.failedCount });
  if ((row?.failedCount ?? 0) < lockout.maxFailedAttempts) return false;
  await tx
    .update(signInFailures)
    .set({ failedCount: 0, lockedUntil: new Date(Date.now() + lockout.lockMinutes * 60_000) })
    .where(and(eq(signInFailures.scope, scope), eq(signInFailures.email, email)));
  return true;
}

export async function clearFailures(tx: Tx, practiceId: string | null, email: string): Promise<void> {
  await tx.delete(signInFailures).where(and(eq(signInFailures.scope, failureScope(practiceId)), eq(signInFailures.email, email)));
}

/** Lifts an account's lockout: a platform admin's on every host (failures count per host), a practice user's on its practice. */
async function clearFailuresOf(tx: Tx, user: Pick<UserRow, 'practiceId' | 'email'>): Promise<void> {
  if (user.practiceId) return clearFailures(tx, user.practiceId, user.email);
  await tx.delete(signInFailures).where(eq(signInFailures.email, user.email));
}

/** Whether the e-mail is locked out on this practice (for the staff unlock action). */
export async function isLocked(tx: Tx, practiceId: string | null, email: string): Promise<boolean> {
  return (await lockedUntil(tx, failureScope(practiceId), email)) !== null;
}

const lockedError = () => new AppError('auth.locked', { detail: messages['signIn.locked'] });
const invalidError = () => new AppError('auth.invalid_credentials', { detail: messages['signIn.invalid'] });

/**
 * Signs in with e-mail and password, then the second factor when the account has one.
 * Failures count per e-mail whether or not it has an account, so errors never reveal which exist.
 */
export async function signIn(runtime: Runtime, body: SignInBody, request: RequestInfo): Promise<SignInResult> {
  const scope = failureScope(request.practiceId);
  const outcome = await inTransaction(runtime, async (uow) => {
    const { tx, mail } = uow;
    if (await lockedUntil(tx, scope, body.email)) return { error: 'locked' as const };
    const user = await findUserForSignIn(tx, { practiceId: request.practiceId, email: body.email });
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
    // A registered account not yet confirmed answers as a wrong password does, and counts towards the lockout
    // like one: otherwise signing in after registering would tell whether the address already had an account.
    // Its owner gets the confirmation link again instead.
    if (user && passwordOk && user.status === 'invited') await sendConfirmation(uow, user, request.origin);
    if (!user || !passwordOk || user.status !== 'active') {
      return { error: (await recordFailure(tx, scope, body.email)) ? ('locked' as const) : ('invalid' as const) };
    }
    if (user.twoFactorMethod !== 'none') {
      const method = user.twoFactorMethod === 'authenticator' ? ('authenticator' as const) : ('email' as const);
      if (!body.otp_code_token) {
        if (method === 'email') {
          const code = await issueToken(tx, {
            userId: user.id,
            kind: 'email_otp',
            lifetimeMillis: tokenLifetimes.emailOtpMinutes * 60_000,
          });
          await mail({
            practiceId: user.practiceId,
            to: user.email,
            template: 'oneTimePasscode',
            params: { firstName: user.firstName, code },
          });
        }
        return { twoFactor: method } as { twoFactor: 'email' | 'authenticator' };
      }
      if (!(await checkSecondFactor(tx, user, body.otp_code_token))) {
        return { error: (await recordFailure(tx, scope, body.email)) ? ('locked' as const) : ('otp' as const) };
      }
    }
    await clearFailures(tx, request.practiceId, body.email);
    const session = await createSession(tx, {
      userId: user.id,
      practiceId: user.practiceId,
      timeoutMinutes: user.sessionTimeoutMinutes,
      rememberMe: body.remember_me,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    const updated = await updateUser(tx, user, { lastSignInAt: new Date() });
    await writeAudit(tx, {
      actor: { userId: user.id },
      practiceId: user.practiceId,
      entityKind: auditKind(user),
      entityId: user.id,
      action: 'signed_in',
      ip: request.ip,
    });
    return { user: updated, session };
  });
  if ('error' in outcome) {
    if (outcome.error === 'locked') throw lockedError();
    if (outcome.error === 'otp')
      throw new AppError('auth.invalid_otp', { detail: messages['signIn.invalidOtp'], pointer: '/otp_code_token' });
    throw invalidError();
  }
  if ('twoFactor' in outcome) return { kind: 'two_factor_required', method: outcome.twoFactor };
  return { kind: 'signed_in', user: outcome.user, session: outcome.session, rememberMe: body.remember_me };
}

/** Ends the caller's own session; its other tabs are told and their sockets closed on commit. */
export async function signOut(runtime: Runtime, userId: string, sessionId: string): Promise<void> {
  await inTransaction(runtime, (uow) => endSessions(uow, userId, { only: sessionId }));
}

async function checkSecondFactor(tx: Tx, user: UserRow, code: string): Promise<boolean> {
  if (user.twoFactorMethod === 'authenticator' && user.totpSecret) {
    return totpFor(user.totpSecret, user.email, 'Advice Portal').validate({ token: code, window: 1 }) !== null;
  }
  const otp = await findLatestOtp(tx, user.id);
  if (!otp || otp.attempts >= maxOtpAttempts) return false;
  if (otp.tokenHash !== hashToken(code)) {
    await countOtpAttempt(tx, otp.id, otp.attempts + 1);
    return false;
  }
  await markTokenUsed(tx, otp.id);
  return true;
}

export function auditKind(user: Pick<UserRow, 'role'>): 'client' | 'user' {
  return user.role === 'client' ? 'client' : 'user';
}

/**
 * Queues the reset and returns: the lookup runs in the job, so the request does the same work, and
 * takes the same time, whether or not the e-mail has an account.
 */
export async function requestPasswordReset(runtime: Runtime, email: string, request: RequestInfo): Promise<void> {
  await runtime.jobs.send('auth.password-reset', { email, practiceId: request.practiceId, origin: request.origin });
}

/** The reset job: mails a reset link when the e-mail has an account on the host's practice (or is a platform admin). */
export async function sendPasswordReset(
  runtime: Runtime,
  input: { email: string; practiceId: string | null; origin: string },
): Promise<void> {
  await inTransaction(runtime, async ({ tx, mail }) => {
    const user = await findUserForSignIn(tx, { practiceId: input.practiceId, email: input.email });
    if (!user || user.status === 'deactivated') return;
    const token = await issueToken(tx, {
      userId: user.id,
      kind: 'password_reset',
      lifetimeMillis: tokenLifetimes.passwordResetHours * hour,
    });
    await mail({
      practiceId: user.practiceId,
      to: user.email,
      template: 'passwordReset',
      params: { firstName: user.firstName, link: `${input.origin}/users/password/new?reset_password_token=${token}` },
    });
  });
}

const resetTexts = { expired: messages['token.resetExpired'], used: messages['token.resetUsed'] };
const confirmationTexts = { expired: messages['token.confirmationExpired'], used: messages['token.confirmationUsed'] };

export async function checkPasswordResetToken(runtime: Runtime, token: string): Promise<void> {
  await findUsableToken(runtime.db, 'password_reset', token, resetTexts);
}

/** Sets a new password from a reset link, ends every session of the account and lifts a lockout. */
export async function resetPassword(runtime: Runtime, input: { token: string; password: string }, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const row = await findUsableToken(tx, 'password_reset', input.token, resetTexts);
    await markTokenUsed(tx, row.id);
    const user = await updateUser(tx, { id: row.userId }, { passwordHash: await hashPassword(input.password) });
    await endSessions(uow, user.id);
    await clearFailuresOf(tx, user);
    await notify(uow, { kind: 'security.password_changed', user });
    await writeAudit(tx, {
      actor: { userId: user.id },
      practiceId: user.practiceId,
      entityKind: auditKind(user),
      entityId: user.id,
      action: 'password_reset',
      ip: request.ip,
    });
  });
}

/** Sends (or re-sends) the account confirmation link, valid for 3 months. */
export async function sendConfirmation(uow: UnitOfWork, user: UserRow, origin: string, message?: string): Promise<void> {
  await sendConfirmations(uow, [user], origin, message);
}

/** The confirmation links of many accounts at once, with one token insert (bulk creation). */
export async function sendConfirmations(uow: UnitOfWork, accounts: UserRow[], origin: string, message?: string): Promise<void> {
  const lifetimeMillis = tokenLifetimes.confirmationMonths * 31 * 24 * hour;
  const tokens = await issueTokens(
    uow.tx,
    accounts.map((user) => ({ userId: user.id, kind: 'confirmation', lifetimeMillis })),
  );
  for (const [index, user] of accounts.entries()) {
    const token = tokens[index] ?? '';
    if (user.passwordHash !== null) {
      // Registered through the wizard: the address only needs confirming.
      await uow.mail({
        practiceId: user.practiceId,
        to: user.email,
        template: 'registrationConfirmation',
        params: { firstName: user.firstName, link: confirmationLink(origin, token) },
      });
      continue;
    }
    await uow.mail({
      practiceId: user.practiceId,
      to: user.email,
      template: 'invitation',
      params: { firstName: user.firstName, link: invitationLink(user, origin, token), ...(message ? { message } : {}) },
    });
  }
}

function confirmationLink(origin: string, token: string): string {
  return `${origin}/users/confirmation?confirmation_token=${token}`;
}

/** Invited clients and prospects answer the onboarding wizard; staff confirm and choose a password. */
export function invitationLink(user: Pick<UserRow, 'role'>, origin: string, token: string): string {
  return user.role === 'client' ? `${origin}/request-a-meeting?invitation=${token}` : confirmationLink(origin, token);
}

/** The account a confirmation link confirms: only one still invited, so a deactivated account cannot confirm itself back to active. */
async function findInvitedUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = await findUser(tx, { id: userId, practiceId: null });
  if (user?.status !== 'invited') throw new AppError('token.invalid', { detail: messages['token.invalid'] });
  return user;
}

/** Whom a confirmation link confirms; `needs_password` is false for an account registered with its own password. */
export async function describeConfirmationToken(
  runtime: Runtime,
  token: string,
): Promise<{ email: string; first_name: string; needs_password: boolean }> {
  const row = await findUsableToken(runtime.db, 'confirmation', token, confirmationTexts);
  const user = await findInvitedUser(runtime.db, row.userId);
  return { email: user.email, first_name: user.firstName, needs_password: user.passwordHash === null };
}

/**
 * Confirms an invited account and sets its first password; an account registered through the
 * wizard already has one, so it may confirm with the link alone.
 */
export async function confirmAccount(
  runtime: Runtime,
  input: { token: string; password?: string | undefined },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const row = await findUsableToken(tx, 'confirmation', input.token, confirmationTexts);
    const invited = await findInvitedUser(tx, row.userId);
    if (input.password === undefined && invited.passwordHash === null) {
      throw new AppError('request.invalid', { detail: messages['errors.required'], pointer: '/password' });
    }
    await markTokenUsed(tx, row.id);
    const passwordHash = input.password === undefined ? invited.passwordHash : await hashPassword(input.password);
    const user = await updateUser(tx, { id: row.userId }, { passwordHash, status: 'active', confirmedAt: new Date() });
    await writeAudit(tx, {
      actor: { userId: user.id },
      practiceId: user.practiceId,
      entityKind: auditKind(user),
      entityId: user.id,
      action: 'confirmed',
      ip: request.ip,
    });
  });
}

/** Confirms a changed e-mail address from the link sent to it. */
export async function confirmEmailChange(runtime: Runtime, token: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const row = await findUsableToken(tx, 'email_change', token, confirmationTexts);
    await markTokenUsed(tx, row.id);
    const newEmail = String(row.data.email);
    const before = await findUser(tx, { id: row.userId, practiceId: null });
    if (!before || before.unconfirmedEmail !== newEmail) throw new AppError('token.used', { detail: confirmationTexts.used });
    if (await isEmailTaken(tx, { practiceId: before.practiceId, email: newEmail })) {
      throw new AppError('resource.conflict', { detail: messages['email.taken'] });
    }
    const user = await updateUser(tx, before, { email: newEmail, unconfirmedEmail: null });
    await notify(uow, { kind: 'security.email_changed', user });
    await writeAudit(tx, {
      actor: { userId: user.id },
      practiceId: user.practiceId,
      entityKind: auditKind(user),
      entityId: user.id,
      action: 'email_changed',
      before: { email: before.email },
      after: { email: newEmail },
      ip: request.ip,
    });
  });
}

/** Mails a link that turns off a lost authenticator app; answers the same whether or not the e-mail has one. */
export async function requestAuthenticatorReset(runtime: Runtime, email: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx, mail }) => {
    const user = await findUserForSignIn(tx, { practiceId: request.practiceId, email });
    if (user?.status !== 'active' || user.twoFactorMethod !== 'authenticator') return;
    const token = await issueToken(tx, {
      userId: user.id,
      kind: 'authenticator_reset',
      lifetimeMillis: tokenLifetimes.authenticatorResetHours * hour,
    });
    await mail({
      practiceId: user.practiceId,
      to: user.email,
      template: 'authenticatorReset',
      params: { firstName: user.firstName, link: `${request.origin}/users/reset_authenticator?reset_token=${token}` },
    });
  });
}

/** Turns off the authenticator app; sign-in codes then come by e-mail. Needs the account password. */
export async function resetAuthenticator(
  runtime: Runtime,
  input: { token: string; password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const row = await findUsableToken(tx, 'authenticator_reset', input.token, {
      expired: accountMessages['token.authenticatorResetExpired'],
      used: accountMessages['token.authenticatorResetUsed'],
    });
    const user = await findUser(tx, { id: row.userId, practiceId: null });
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('auth.invalid_current_password', { detail: accountMessages['auth.wrongPassword'], pointer: '/password' });
    }
    await markTokenUsed(tx, row.id);
    await updateUser(tx, user, { twoFactorMethod: 'email', totpSecret: null, totpPendingSecret: null });
    await notify(uow, { kind: 'security.two_factor_changed', user });
    await writeAudit(tx, {
      actor: { userId: user.id },
      practiceId: user.practiceId,
      entityKind: auditKind(user),
      entityId: user.id,
      action: 'authenticator_reset',
      ip: request.ip,
    });
  });
}
