import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AdviserChoice,
  AppError,
  type ClientPerson,
  clientAccountMessages,
  maxAdditionalAdvisers,
  maxLetterOfAuthorityBytes,
  tokenLifetimes,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { additionalAdvisers, clientProfiles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import { issueToken } from '../auth/tokens.ts';
import { notifySecurityChange } from '../notifications/notifications.service.ts';
import { avatarPng } from '../users/avatar-image.ts';
import { findUser, updateUser } from '../users/users.queries.ts';
import { loadClientFor } from './client-access.ts';
import {
  findActiveAdviser,
  listActiveAdvisers,
  listAdditionalAdvisers,
  listCaseDocumentKeysOf,
  listUnusedDocumentKeys,
  presentPerson,
} from './client-account.queries.ts';
import { auditClient, inPractice } from './client-account.service.ts';

export async function listClientAdditionalAdvisers(runtime: Runtime, actor: Actor, clientId: string): Promise<ClientPerson[]> {
  const staff = inPractice(actor);
  await loadClientFor(runtime.db, actor, clientId, 'client.view');
  return (await listAdditionalAdvisers(runtime.db, { practiceId: staff.practiceId, clientId })).map(presentPerson);
}

/** Advisers the client could be given: every active adviser for staff, only those showing their profile for the client. */
export async function listAdviserChoices(runtime: Runtime, actor: Actor, clientId: string): Promise<AdviserChoice[]> {
  const staff = inPractice(actor);
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
  const staff = inPractice(actor);
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
      adviser: `${adviser.firstName} ${adviser.lastName}`,
      adviserId: adviser.id,
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
      throw new AppError('resource.not_found', { detail: 'This adviser is not an additional adviser of this client.' });
    const adviser = await findUser(tx, { id: adviserId, practiceId: client.user.practiceId });
    await auditClient(tx, actor, client, 'additional_adviser_removed', request, {
      adviser: adviser ? `${adviser.firstName} ${adviser.lastName}` : null,
      adviserId,
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
  const staff = inPractice(actor);
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
      { adviserId: client.user.adviserId },
      { adviserId: adviser.id, adviser: `${adviser.firstName} ${adviser.lastName}` },
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
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.resetTwoFactor');
    if (client.user.twoFactorMethod === method)
      throw new AppError('state.illegal_transition', { detail: clientAccountMessages['clients.twoFactor.same'], pointer: '/method' });
    await updateUser(tx, client.user, { twoFactorMethod: method, totpSecret: null, totpPendingSecret: null });
    await notifySecurityChange(tx, client.user, 'security.two_factor_changed');
    await auditClient(tx, actor, client, 'two_factor_reset', request, { method: client.user.twoFactorMethod }, { method });
  });
}

/** Mails the client a reset link (6 hours), as the forgotten-password page would, and tells them in the portal. */
export async function startClientPasswordReset(runtime: Runtime, actor: Actor, clientId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx, mail }) => {
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
    await notifySecurityChange(tx, client.user, 'security.password_reset_started');
    await auditClient(tx, actor, client, 'password_reset_started', request);
  });
}

/** Deactivates a client through the client permission table (supporting admins need 'deactivateClients'). */
export async function deactivateClient(runtime: Runtime, actor: Actor, clientId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.deactivate');
    if (client.user.status === 'deactivated')
      throw new AppError('state.illegal_transition', { detail: clientAccountMessages['clients.deactivate.already'] });
    await updateUser(tx, client.user, { status: 'deactivated', deactivatedAt: new Date() });
    await endSessions(tx, client.user.id);
    await auditClient(tx, actor, client, 'deactivated', request, { status: client.user.status }, { status: 'deactivated' });
  });
}

/**
 * Removes the client irreversibly after the actor confirms with their own password: the account row
 * goes and everything hanging off it with it; audit events stay. The client is told by e-mail. After
 * commit the client's files go too: photo, letter, welcome video, and each case document's file that
 * no other document (a copy in another client's batch-created pack) still uses. Uploaded case images
 * stay: they belong to the practice's image library, whose rows remain.
 */
export async function removeClient(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  currentPassword: string,
  request: RequestInfo,
): Promise<void> {
  const staff = inPractice(actor);
  const files = await inTransaction(runtime, async ({ tx, mail }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.remove');
    const me = await findUser(tx, { id: actor.userId, practiceId: staff.practiceId });
    if (!me || !(await verifyPassword(me.passwordHash, currentPassword))) {
      throw new AppError('auth.invalid_current_password', {
        detail: 'Your current password is not correct.',
        pointer: '/current_password',
      });
    }
    await auditClient(tx, actor, client, 'removed', request, {
      name: `${client.user.firstName} ${client.user.lastName}`,
      status: client.user.status,
    });
    const documentKeys = await listCaseDocumentKeysOf(tx, { practiceId: staff.practiceId, clientId });
    await tx.delete(users).where(and(eq(users.id, clientId), eq(users.practiceId, staff.practiceId)));
    const unusedDocumentKeys = await listUnusedDocumentKeys(tx, { practiceId: staff.practiceId, keys: documentKeys });
    if (client.user.status === 'active') {
      await mail({
        practiceId: client.user.practiceId,
        to: client.user.email,
        template: 'clientAccountRemoved',
        params: { firstName: client.user.firstName },
      });
    }
    const accountKeys = [client.user.avatarKey, client.profile.letterOfAuthorityKey, client.profile.welcomeVideoKey];
    return [...accountKeys.filter((key): key is string => key !== null), ...unusedDocumentKeys];
  });
  await Promise.all(files.map((key) => runtime.storage.remove(key)));
}

/** Checks the caller may edit this client (photo, letter of authority), before an upload's body is read. */
export async function assertClientEdit(runtime: Runtime, actor: Actor, clientId: string): Promise<void> {
  await loadClientFor(runtime.db, actor, clientId, 'client.edit');
}

/** Staff set a client's photo: checked by content, re-encoded to a 320 px PNG without metadata. */
export async function updateClientAvatar(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  file: Buffer,
  request: RequestInfo,
): Promise<void> {
  await loadClientFor(runtime.db, actor, clientId, 'client.edit');
  const image = await avatarPng(file);
  const key = `avatars/${clientId}/${randomUUID()}.png`;
  await runtime.storage.put(key, image);
  const previous = await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.edit');
    await updateUser(tx, client.user, { avatarKey: key });
    await auditClient(tx, actor, client, 'avatar_updated', request);
    return client.user.avatarKey;
  });
  if (previous) await runtime.storage.remove(previous);
}

/** Stores a signed letter of authority (a PDF, by content, at most 25 MB), replacing any earlier one. */
export async function uploadLetterOfAuthority(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  file: Buffer,
  request: RequestInfo,
): Promise<void> {
  await loadClientFor(runtime.db, actor, clientId, 'client.edit');
  if (file.length > maxLetterOfAuthorityBytes)
    throw new AppError('upload.too_large', { detail: clientAccountMessages['clients.letter.size'], pointer: '/letter' });
  const type = await fileTypeFromBuffer(file);
  if (type?.mime !== 'application/pdf')
    throw new AppError('upload.unsupported', { detail: clientAccountMessages['clients.letter.type'], pointer: '/letter' });
  const key = `letters-of-authority/${clientId}/${randomUUID()}.pdf`;
  await runtime.storage.put(key, file);
  const previous = await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.edit');
    await tx.update(clientProfiles).set({ letterOfAuthorityKey: key }).where(eq(clientProfiles.userId, clientId));
    await auditClient(tx, actor, client, 'letter_of_authority_uploaded', request, undefined, { bytes: file.length });
    return client.profile.letterOfAuthorityKey;
  });
  if (previous) await runtime.storage.remove(previous);
}

export async function readLetterOfAuthority(runtime: Runtime, actor: Actor, clientId: string): Promise<{ file: Buffer; filename: string }> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const key = client.profile.letterOfAuthorityKey;
  const file = key ? await runtime.storage.get(key) : null;
  if (!file) throw new AppError('resource.not_found', { detail: 'No letter of authority has been uploaded for this client.' });
  const name = `${client.user.firstName}-${client.user.lastName}`.toLowerCase().replace(/[^a-z0-9-]+/gu, '-');
  return { file, filename: `letter-of-authority-${name}.pdf` };
}

/** The welcome video recorded when the client was created: the client and staff who may see the client watch it. */
export async function readWelcomeVideo(runtime: Runtime, actor: Actor, clientId: string): Promise<Buffer> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const key = client.profile.welcomeVideoKey;
  const file = key ? await runtime.storage.get(key) : null;
  if (!file) throw new AppError('resource.not_found', { detail: 'This client has no welcome video.' });
  return file;
}
