import {
  type Actor,
  type AdviserChoice,
  AppError,
  type ClientPerson,
  clientAccountMessages,
  maxAdditionalAdvisers,
  messages,
  tokenLifetimes,
  uploadPolicies,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { additionalAdvisers, clientProfiles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import { issueToken } from '../auth/tokens.ts';
import { checkUpload } from '../files/files.check.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { storeAvatar } from '../users/avatar-image.ts';
import { findUser, updateUser } from '../users/users.queries.ts';
import { loadClientFor } from './client-access.ts';
import { findActiveAdviser, listActiveAdvisers, listAdditionalAdvisers, presentPerson } from './client-account.queries.ts';
import { auditClient } from './client-account.service.ts';

export async function listClientAdditionalAdvisers(runtime: Runtime, actor: Actor, clientId: string): Promise<ClientPerson[]> {
  const staff = practiceActorOf(actor, 'client');
  await loadClientFor(runtime.db, actor, clientId, 'client.view');
  return (await listAdditionalAdvisers(runtime.db, { practiceId: staff.practiceId, clientId })).map(presentPerson);
}

/** Advisers the client could be given: every active adviser for staff, only those showing their profile for the client. */
export async function listAdviserChoices(runtime: Runtime, actor: Actor, clientId: string): Promise<AdviserChoice[]> {
  const staff = practiceActorOf(actor, 'client');
  await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const advisers = await listActiveAdvisers(runtime.db, { practiceId: staff.practiceId, visibleOnly: actor.role === 'client' });
  return advisers.map((adviser) => ({ ...presentPerson(adviser), job_title: adviser.jobTitle }));
}

export async function addAdditionalAdviser(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  adviserId: string,
  request: RequestInfo,
): Promise<void> {
  const staff = practiceActorOf(actor, 'client');
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.manageAdditionalAdvisers');
    // Serialises concurrent additions for one client so the limit cannot be overrun.
    await tx.select({ id: clientProfiles.userId }).from(clientProfiles).where(eq(clientProfiles.userId, clientId)).for('update');
    const adviser = await findActiveAdviser(tx, { practiceId: staff.practiceId, adviserId });
    if (!adviser)
      throw new AppError('rule.violated', {
        detail: clientAccountMessages['clients.additionalAdvisers.notActive'],
        pointer: '/adviser_id',
      });
    if (client.user.adviserId === adviser.id) {
      throw new AppError('rule.violated', {
        detail: clientAccountMessages['clients.additionalAdvisers.ownAdviser'],
        pointer: '/adviser_id',
      });
    }
    const current = await listAdditionalAdvisers(tx, { practiceId: staff.practiceId, clientId });
    if (current.some((row) => row.id === adviser.id)) {
      throw new AppError('resource.conflict', {
        detail: clientAccountMessages['clients.additionalAdvisers.already'],
        pointer: '/adviser_id',
      });
    }
    if (current.length >= maxAdditionalAdvisers)
      throw new AppError('rule.violated', { detail: clientAccountMessages['clients.additionalAdvisers.max'] });
    await tx.insert(additionalAdvisers).values({ clientId, adviserId: adviser.id, practiceId: staff.practiceId });
    await auditClient(tx, actor, client, 'additional_adviser_added', request, undefined, {
      adviser_id: adviser.id,
      adviser_name: `${adviser.firstName} ${adviser.lastName}`,
    });
  });
}

export async function removeAdditionalAdviser(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  adviserId: string,
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.manageAdditionalAdvisers');
    const removed = await tx
      .delete(additionalAdvisers)
      .where(and(eq(additionalAdvisers.clientId, clientId), eq(additionalAdvisers.adviserId, adviserId)))
      .returning({ id: additionalAdvisers.adviserId });
    if (removed.length === 0)
      throw new AppError('resource.not_found', { detail: clientAccountMessages['clients.additionalAdvisers.notFound'] });
    const adviser = await findUser(tx, { id: adviserId, practiceId: client.user.practiceId });
    await auditClient(tx, actor, client, 'additional_adviser_removed', request, {
      adviser_id: adviserId,
      adviser_name: adviser ? `${adviser.firstName} ${adviser.lastName}` : null,
    });
  });
}

/** Moves the client to another active adviser; a client choosing for themself sees only advisers who show their profile. */
export async function changeClientAdviser(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  adviserId: string,
  request: RequestInfo,
): Promise<void> {
  const staff = practiceActorOf(actor, 'client');
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.changeAdviser');
    const adviser = await findActiveAdviser(tx, { practiceId: staff.practiceId, adviserId });
    if (!adviser || (actor.role === 'client' && !adviser.isProfileVisible)) {
      throw new AppError('rule.violated', { detail: clientAccountMessages['clients.changeAdviser.notAvailable'], pointer: '/adviser_id' });
    }
    if (client.user.adviserId === adviser.id) {
      throw new AppError('rule.violated', { detail: clientAccountMessages['clients.changeAdviser.same'], pointer: '/adviser_id' });
    }
    await updateUser(tx, client.user, { adviserId: adviser.id });
    // The new own adviser needs no second, additional place.
    await tx.delete(additionalAdvisers).where(and(eq(additionalAdvisers.clientId, clientId), eq(additionalAdvisers.adviserId, adviser.id)));
    await auditClient(
      tx,
      actor,
      client,
      'adviser_changed',
      request,
      { adviser_id: client.user.adviserId },
      { adviser_id: adviser.id, adviser_name: `${adviser.firstName} ${adviser.lastName}` },
    );
  });
}

/** Sets the client's two-factor method to none or e-mail codes; any authenticator app is forgotten. */
export async function resetClientTwoFactor(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  method: 'none' | 'email',
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'client.resetTwoFactor');
    if (client.user.twoFactorMethod === method)
      throw new AppError('state.illegal_transition', { detail: clientAccountMessages['clients.twoFactor.same'], pointer: '/method' });
    await updateUser(tx, client.user, { twoFactorMethod: method, totpSecret: null, totpPendingSecret: null });
    await notify(uow, { kind: 'security.two_factor_changed', user: client.user });
    await auditClient(tx, actor, client, 'two_factor_reset', request, { method: client.user.twoFactorMethod }, { method });
  });
}

/** Mails the client a reset link (6 hours), as the forgotten-password page would, and tells them in the portal. */
export async function startClientPasswordReset(runtime: Runtime, actor: Actor, clientId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx, mail } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'client.resetPassword');
    if (client.user.status !== 'active')
      throw new AppError('state.illegal_transition', { detail: clientAccountMessages['clients.passwordReset.notActive'] });
    const token = await issueToken(tx, {
      userId: client.user.id,
      kind: 'password_reset',
      lifetimeMillis: tokenLifetimes.passwordResetHours * 3_600_000,
    });
    await mail({
      practiceId: client.user.practiceId,
      to: client.user.email,
      template: 'clientPasswordReset',
      params: { firstName: client.user.firstName, link: `${request.origin}/users/password/new?reset_password_token=${token}` },
    });
    await notify(uow, { kind: 'security.password_reset_started', user: client.user });
    await auditClient(tx, actor, client, 'password_reset_started', request);
  });
}

/** Deactivates a client through the client permission table (supporting admins need 'deactivateClients'). */
export async function deactivateClient(runtime: Runtime, actor: Actor, clientId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'client.deactivate');
    if (client.user.status === 'deactivated')
      throw new AppError('state.illegal_transition', { detail: clientAccountMessages['clients.deactivate.already'] });
    await updateUser(tx, client.user, { status: 'deactivated', deactivatedAt: new Date() });
    await endSessions(uow, client.user.id);
    await auditClient(tx, actor, client, 'deactivated', request, { status: client.user.status }, { status: 'deactivated' });
  });
}

/**
 * Removes the client irreversibly after the actor confirms with their own password: the account row
 * goes and everything hanging off it with it; audit events stay. The client is told by e-mail. The
 * client's files (photo, letter, welcome video, case documents no copy in another client's
 * batch-created pack still uses) are then pointed at by nothing, and the orphan sweep deletes them.
 * Uploaded case images stay: they belong to the practice's image library, whose rows remain.
 */
export async function removeClient(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  currentPassword: string,
  request: RequestInfo,
): Promise<void> {
  const staff = practiceActorOf(actor, 'client');
  await inTransaction(runtime, async ({ tx, mail }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.remove');
    const me = await findUser(tx, { id: actor.userId, practiceId: staff.practiceId });
    if (!me || !(await verifyPassword(me.passwordHash, currentPassword))) {
      throw new AppError('auth.invalid_current_password', {
        detail: messages['errors.currentPassword'],
        pointer: '/current_password',
      });
    }
    await auditClient(tx, actor, client, 'removed', request, {
      name: `${client.user.firstName} ${client.user.lastName}`,
      status: client.user.status,
    });
    await tx.delete(users).where(and(eq(users.id, clientId), eq(users.practiceId, staff.practiceId)));
    if (client.user.status === 'active') {
      await mail({
        practiceId: client.user.practiceId,
        to: client.user.email,
        template: 'clientAccountRemoved',
        params: { firstName: client.user.firstName },
      });
    }
  });
}

/** Checks the caller may edit this client (photo, letter of authority), before an upload's body is read. */
export async function assertClientEdit(runtime: Runtime, actor: Actor, clientId: string): Promise<void> {
  await loadClientFor(runtime.db, actor, clientId, 'client.edit');
}

/** Staff set a client's photo: checked by its policy, re-encoded to a 320 px PNG without metadata. */
export async function updateClientAvatar(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  upload: UploadedFile,
  request: RequestInfo,
): Promise<void> {
  const { user } = await loadClientFor(runtime.db, actor, clientId, 'client.edit');
  const stored = await storeAvatar(runtime, upload, { practiceId: user.practiceId, ownerId: clientId, createdBy: actor.userId });
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.edit');
    await updateUser(tx, client.user, { avatarFileId: stored.id });
    await auditClient(tx, actor, client, 'avatar_updated', request);
  });
}

/** Stores a signed letter of authority (checked by its policy: a PDF by content, at most 25 MB), replacing any earlier one. */
export async function uploadLetterOfAuthority(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  upload: UploadedFile,
  request: RequestInfo,
): Promise<void> {
  const { user } = await loadClientFor(runtime.db, actor, clientId, 'client.edit');
  const checked = await checkUpload(uploadPolicies.letterOfAuthority, upload);
  const stored = await storeFile(runtime, {
    practiceId: user.practiceId,
    ownerId: clientId,
    purpose: 'letterOfAuthority',
    fileName: letterFileName(user),
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.edit');
    await tx.update(clientProfiles).set({ letterOfAuthorityFileId: stored.id }).where(eq(clientProfiles.userId, clientId));
    await auditClient(tx, actor, client, 'letter_of_authority_uploaded', request, undefined, { size_bytes: checked.body.length });
  });
}

function letterFileName(user: { firstName: string; lastName: string }): string {
  const name = `${user.firstName}-${user.lastName}`.toLowerCase().replace(/[^a-z0-9-]+/gu, '-');
  return `letter-of-authority-${name}.pdf`;
}

export async function readLetterOfAuthority(runtime: Runtime, actor: Actor, clientId: string): Promise<FileContent> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const file = await readStoredFile(runtime, { practiceId: client.user.practiceId, id: client.profile.letterOfAuthorityFileId });
  if (!file) throw new AppError('resource.not_found', { detail: clientAccountMessages['clients.letter.none'] });
  return { ...file, fileName: letterFileName(client.user) };
}

/** The welcome video recorded when the client was created: the client and staff who may see the client watch it. */
export async function readWelcomeVideo(runtime: Runtime, actor: Actor, clientId: string): Promise<Buffer> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const file = await readStoredFile(runtime, { practiceId: client.user.practiceId, id: client.profile.welcomeVideoFileId });
  if (!file) throw new AppError('resource.not_found', { detail: clientAccountMessages['clients.welcomeVideo.none'] });
  return file.body;
}
