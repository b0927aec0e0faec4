import {
  type AccountAuditAction,
  type AccountAuditEvents,
  type Actor,
  AppError,
  type AuditAfter,
  type AuditBefore,
  accountMessages,
  type CurrentUser,
  canStaff,
  messages,
  snakeKeys,
  staffOnlyAuditActions,
  tradingNameOf,
} from '@advice/domain';
import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Tx } from '../../db/client.ts';
import { adminAssignments, auditEvents, mailOutbox, sessions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { auditKind, clearFailures, isLocked, type RequestInfo, sendConfirmation, totpFor } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import { issueToken } from '../auth/tokens.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { exportIdentification } from '../identity/identity.export.ts';
import { listPersonalMessages } from '../messages/messages.export.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { loadClientFor } from '../people/client-access.ts';
import { listVaultForPersonalData } from '../vault/vault.queries.ts';
import { storeAvatar } from './avatar-image.ts';
import { presentCurrentUser } from './users.presenter.ts';
import { findUser, getPracticeSettings, isEmailTaken, isPlatformAdminEmail, type UserRow, updateUser } from './users.queries.ts';

/** Clients may pick a session timeout only when their practice turns the setting on; staff always may. */
export function canChooseSessionTimeout(user: Pick<UserRow, 'role'>, sessionTimeoutEnabled: unknown): boolean {
  return user.role !== 'client' || sessionTimeoutEnabled === true;
}

export async function presentSignedInUser(runtime: Runtime, user: UserRow, expiresAt: Date): Promise<CurrentUser> {
  const practice = await getPracticeSettings(runtime.db, user.practiceId);
  return presentCurrentUser(user, expiresAt, canChooseSessionTimeout(user, practice.settings.sessionTimeoutEnabled));
}

async function loadSelf(tx: Tx, actor: Actor): Promise<UserRow> {
  const user = await findUser(tx, { id: actor.userId, practiceId: actor.practiceId });
  if (!user) throw new AppError('resource.not_found');
  return user;
}

async function assertCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('auth.invalid_current_password', { detail: messages['errors.currentPassword'], pointer: '/current_password' });
  }
}

function audit<A extends AccountAuditAction>(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  action: A,
  request: RequestInfo,
  before?: AuditBefore<AccountAuditEvents[A]>,
  after?: AuditAfter<AccountAuditEvents[A]>,
) {
  return writeAudit<'client' | 'user', A>(tx, {
    actor,
    practiceId: user.practiceId,
    entityKind: auditKind(user),
    entityId: user.id,
    action,
    before,
    after,
    ip: request.ip,
  });
}

export async function updateProfile(
  runtime: Runtime,
  actor: Actor,
  input: { first_name: string; last_name: string; phone?: string | undefined },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    const after = { firstName: input.first_name, lastName: input.last_name, phone: input.phone || null };
    await updateUser(tx, user, after);
    await audit(
      tx,
      actor,
      user,
      'profile_updated',
      request,
      { first_name: user.firstName, last_name: user.lastName, phone: user.phone },
      snakeKeys(after),
    );
  });
}

/** Changes the password with the current one; every other session of the account ends. */
export async function changePassword(
  runtime: Runtime,
  actor: Actor,
  sessionId: string,
  input: { current_password: string; password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const user = await loadSelf(tx, actor);
    await assertCurrentPassword(user, input.current_password);
    await updateUser(tx, user, { passwordHash: await hashPassword(input.password) });
    await endSessions(uow, user.id, { except: sessionId });
    await notify(uow, { kind: 'security.password_changed', user });
    await audit(tx, actor, user, 'password_changed', request);
  });
}

/** Starts an e-mail change: the new address gets a confirmation link; the old one stays until then. */
export async function changeEmail(
  runtime: Runtime,
  actor: Actor,
  input: { email: string; current_password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx, mail }) => {
    const user = await loadSelf(tx, actor);
    await assertCurrentPassword(user, input.current_password);
    if (input.email === user.unconfirmedEmail)
      throw new AppError('resource.conflict', { detail: messages['email.pendingReentered'], pointer: '/email' });
    if (input.email === user.email)
      throw new AppError('rule.violated', { detail: accountMessages['account.sameEmail'], pointer: '/email' });
    if (await isEmailTaken(tx, { practiceId: user.practiceId, email: input.email })) {
      throw new AppError('resource.conflict', { detail: messages['email.taken'], pointer: '/email' });
    }
    await updateUser(tx, user, { unconfirmedEmail: input.email });
    const token = await issueToken(tx, {
      userId: user.id,
      kind: 'email_change',
      lifetimeMillis: 7 * 24 * 3_600_000,
      data: { email: input.email },
    });
    await mail({
      practiceId: user.practiceId,
      to: input.email,
      template: 'emailChange',
      params: { firstName: user.firstName, link: `${request.origin}/users/confirmation?email_token=${token}` },
    });
    await audit(tx, actor, user, 'email_change_requested', request, { email: user.email }, { unconfirmed_email: input.email });
  });
}

export async function setSessionTimeout(
  runtime: Runtime,
  actor: Actor,
  sessionId: string,
  input: { session_timeout_duration: number; current_password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    const practice = await getPracticeSettings(tx, user.practiceId);
    if (!canChooseSessionTimeout(user, practice.settings.sessionTimeoutEnabled))
      throw new AppError('auth.forbidden', { detail: messages['sessionTimeout.notAllowed'] });
    await assertCurrentPassword(user, input.current_password);
    await updateUser(tx, user, { sessionTimeoutMinutes: input.session_timeout_duration });
    await tx
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + input.session_timeout_duration * 60_000), lastSeenAt: new Date() })
      .where(eq(sessions.id, sessionId));
    await audit(
      tx,
      actor,
      user,
      'session_timeout_changed',
      request,
      { minutes: user.sessionTimeoutMinutes },
      { minutes: input.session_timeout_duration },
    );
  });
}

/** Starts authenticator setup: a new secret waits, unused, until a code from the app verifies it. */
export async function startAuthenticatorSetup(
  runtime: Runtime,
  actor: Actor,
): Promise<{ secret: string; otpauth_url: string; qr_code: string }> {
  return inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await updateUser(tx, user, { totpPendingSecret: secret });
    const practice = await getPracticeSettings(tx, user.practiceId);
    const url = totpFor(secret, user.email, tradingNameOf(practice)).toString();
    return { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  });
}

export async function verifyAuthenticator(
  runtime: Runtime,
  actor: Actor,
  input: { otp_code: string; current_password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const user = await loadSelf(tx, actor);
    await assertCurrentPassword(user, input.current_password);
    if (!user.totpPendingSecret)
      throw new AppError('state.illegal_transition', { detail: accountMessages['account.authenticatorSetupFirst'] });
    const valid = totpFor(user.totpPendingSecret, user.email, 'Advice Portal').validate({ token: input.otp_code, window: 1 }) !== null;
    if (!valid) throw new AppError('auth.invalid_otp', { detail: messages['signIn.invalidOtp'], pointer: '/otp_code' });
    await updateUser(tx, user, { twoFactorMethod: 'authenticator', totpSecret: user.totpPendingSecret, totpPendingSecret: null });
    await notify(uow, { kind: 'security.two_factor_changed', user });
    await audit(tx, actor, user, 'two_factor_enabled', request, { method: user.twoFactorMethod }, { method: 'authenticator' });
  });
}

/** Turns two-factor off entirely; needs the current password. */
export async function disableTwoFactor(
  runtime: Runtime,
  actor: Actor,
  input: { current_password: string },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const user = await loadSelf(tx, actor);
    await assertCurrentPassword(user, input.current_password);
    await updateUser(tx, user, { twoFactorMethod: 'none', totpSecret: null, totpPendingSecret: null });
    await notify(uow, { kind: 'security.two_factor_changed', user });
    await audit(tx, actor, user, 'two_factor_disabled', request, { method: user.twoFactorMethod }, { method: 'none' });
  });
}

/** Turns one-time passcodes by e-mail on or off. */
export async function setEmailTwoFactor(
  runtime: Runtime,
  actor: Actor,
  input: { current_password: string; enabled: boolean },
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const user = await loadSelf(tx, actor);
    await assertCurrentPassword(user, input.current_password);
    const method = input.enabled ? 'email' : 'none';
    await updateUser(tx, user, { twoFactorMethod: method, totpSecret: null, totpPendingSecret: null });
    await notify(uow, { kind: 'security.two_factor_changed', user });
    await audit(
      tx,
      actor,
      user,
      input.enabled ? 'two_factor_enabled' : 'two_factor_disabled',
      request,
      { method: user.twoFactorMethod },
      { method },
    );
  });
}

/**
 * Checks an uploaded avatar by its policy, then re-encodes it (which also drops any metadata). The photo
 * it replaces is left to the orphan sweep.
 */
export async function updateAvatar(runtime: Runtime, actor: Actor, upload: UploadedFile, request: RequestInfo): Promise<void> {
  const stored = await storeAvatar(runtime, upload, { practiceId: actor.practiceId, ownerId: actor.userId, createdBy: actor.userId });
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    await updateUser(tx, user, { avatarFileId: stored.id });
    await audit(tx, actor, user, 'avatar_updated', request);
  });
}

export async function removeAvatar(runtime: Runtime, actor: Actor, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    await updateUser(tx, user, { avatarFileId: null });
    await audit(tx, actor, user, 'avatar_removed', request);
  });
}

/**
 * A photo is served to those who may view its owner: a staff member's to everyone of their practice
 * (clients see their adviser), a client's to the client and to staff who may open the client's page
 * (the same loader and rule as that page). Anyone else gets the 404 of a missing photo.
 */
export async function readAvatar(runtime: Runtime, actor: Actor, userId: string): Promise<Buffer> {
  const found = await findUser(runtime.db, { id: userId, practiceId: actor.practiceId });
  const user = found?.practiceId === actor.practiceId ? found : null;
  if (user?.role === 'client') await loadClientFor(runtime.db, actor, user.id, 'client.view');
  const file = user ? await readStoredFile(runtime, { practiceId: user.practiceId, id: user.avatarFileId }) : null;
  if (!file) throw new AppError('resource.not_found');
  return file.body;
}

/** Everything the portal holds about the signed-in person, for a UK GDPR subject access request. */
export async function exportPersonalData(runtime: Runtime, actor: Actor): Promise<Record<string, unknown>> {
  const user = await loadSelf(runtime.db, actor);
  const [events, mails, liveSessions, clientNotes, identification, vault] = await Promise.all([
    runtime.db
      .select({ at: auditEvents.createdAt, action: auditEvents.action, entity: auditEvents.entityKind, ip: auditEvents.ip })
      .from(auditEvents)
      // What staff recorded of the person's vulnerability, and their practice notes, are staff's alone, never part of the person's own copy.
      .where(
        or(
          eq(auditEvents.actorId, user.id),
          and(eq(auditEvents.entityId, user.id), notInArray(auditEvents.action, [...staffOnlyAuditActions])),
        ),
      )
      .orderBy(desc(auditEvents.createdAt)),
    runtime.db
      .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject, to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email)),
    runtime.db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    // Client notes only: a practice note is staff's alone, never part of anyone's own copy.
    listPersonalMessages(runtime.db, user),
    // A client's identification, restricted documents included: they are the client's own.
    exportIdentification(runtime.db, user),
    // A client's own vault, shared or not; staff hold none, and never a client's.
    listVaultForPersonalData(runtime.db, user),
  ]);
  return {
    generated_at: new Date().toISOString(),
    profile: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      unconfirmed_email: user.unconfirmedEmail,
      phone: user.phone,
      role: user.role,
      created_at: user.createdAt,
      confirmed_at: user.confirmedAt,
      last_sign_in_at: user.lastSignInAt,
      two_factor_method: user.twoFactorMethod,
      session_timeout_minutes: user.sessionTimeoutMinutes,
    },
    sessions: liveSessions,
    activity: events,
    emails_sent: mails,
    messages: clientNotes,
    ...(identification ? { identification } : {}),
    vault,
  };
}

/** Who may deactivate whom: directors anyone in their practice but themselves; advisers their own clients. */
function canManage(actor: Actor, target: UserRow): boolean {
  if (target.id === actor.userId) return false;
  if (actor.role === 'director') return true;
  return actor.role === 'adviser' && target.role === 'client' && target.adviserId === actor.userId;
}

/** Deactivates an account; its live sessions end at once on every server instance. */
export async function deactivateUser(runtime: Runtime, actor: Actor, userId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const target = await findUser(tx, { id: userId, practiceId: actor.practiceId });
    if (!target) throw new AppError('resource.not_found');
    if (!canManage(actor, target)) throw new AppError('auth.forbidden', { detail: accountMessages['account.cannotDeactivate'] });
    if (target.status === 'deactivated')
      throw new AppError('state.illegal_transition', { detail: accountMessages['account.alreadyDeactivated'] });
    if (target.role === 'adviser') {
      const [client] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.adviserId, target.id), eq(users.role, 'client')))
        .limit(1);
      if (client) throw new AppError('rule.violated', { detail: messages['deactivate.adviserHasClients'] });
    }
    if (target.role === 'admin') {
      const [assignment] = await tx
        .select({ adviserId: adminAssignments.adviserId })
        .from(adminAssignments)
        .where(eq(adminAssignments.adminId, target.id))
        .limit(1);
      if (assignment) throw new AppError('rule.violated', { detail: messages['deactivate.adminHasAdvisers'] });
    }
    await updateUser(tx, target, { status: 'deactivated', deactivatedAt: new Date() });
    await endSessions(uow, target.id);
    await audit(tx, actor, target, 'deactivated', request, { status: target.status }, { status: 'deactivated' });
  });
}

/** The user-account routes answer a member of the practice 403, not 404, for a client not theirs. */
const asUserRoute = { unrelated: 'forbidden' } as const;

/**
 * Re-sends the invitation to an account not yet confirmed: a client's through the client loader
 * ('client.resendInvitation'), a member of staff's to directors ('staff.resendInvitation').
 */
export async function resendConfirmation(runtime: Runtime, actor: Actor, userId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const found = await findUser(uow.tx, { id: userId, practiceId: practiceActorOf(actor).practiceId });
    if (!found) throw new AppError('resource.not_found');
    const target =
      found.role === 'client' ? (await loadClientFor(uow.tx, actor, found.id, 'client.resendInvitation', asUserRoute)).user : found;
    if (target.role !== 'client' && !canStaff(actor, 'staff.resendInvitation'))
      throw new AppError('auth.forbidden', { detail: accountMessages['account.cannotInvite'] });
    if (target.status !== 'invited')
      throw new AppError('state.illegal_transition', { detail: accountMessages['account.alreadyConfirmed'] });
    await sendConfirmation(uow, target, request.origin);
    await audit(uow.tx, actor, target, 'invitation_resent', request);
  });
}

/** Lifts a sign-in lockout, as the client permission table allows ('client.unlock'). */
export async function unlockClient(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  request: RequestInfo,
): Promise<{ wasLocked: boolean }> {
  return inTransaction(runtime, async ({ tx }) => {
    const { user: target } = await loadClientFor(tx, actor, clientId, 'client.unlock', asUserRoute);
    // A lockout of a platform admin's address is the admin's, even where an old client row shares it.
    if (await isPlatformAdminEmail(tx, target.email)) return { wasLocked: false };
    const wasLocked = await isLocked(tx, target.practiceId, target.email);
    await clearFailures(tx, target.practiceId, target.email);
    await audit(tx, actor, target, 'unlocked', request);
    return { wasLocked };
  });
}
