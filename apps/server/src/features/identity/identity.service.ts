import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  can,
  countryNameOf,
  type Identification,
  type IdentificationAction,
  type IdentityCopyRequestBody,
  type IdentityPersonalDetailsBody,
  type IdentitySection,
  identificationActions,
  identityMessages,
  isOpenOnClientAccount,
  isSectionLockedFor,
  lockedSectionMessage,
  type Pagination,
} from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { identityCopyRequests } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { findUser } from '../users/users.queries.ts';
import { publishIdentityChange, tellClientOfCopyRequest } from './identity.notify.ts';
import {
  deleteLock,
  findCopyRequestForUpdate,
  findDocument,
  findLock,
  findPersonalDetails,
  hasOpenCopyRequest,
  type IdentityKey,
  insertLock,
  listDocuments,
  listLocks,
  listOpenCopyRequests,
  lockPersonalDetails,
  type Visibility,
  writePersonalDetails,
} from './identity.queries.ts';

/*
 * A client's identification. Every function goes through the one client loader with an `identity.*`
 * action: the director only reads (no edit action), a restricted document is out of sight (a 404) for
 * anyone but the client and their adviser, and a locked section refuses the client alone. Each change
 * writes its audit event (entity kind `client`) in its transaction and tells the open pages at commit.
 */

export const keyOf = (client: ClientAccess): IdentityKey => ({ practiceId: client.user.practiceId ?? '', clientId: client.user.id });
export const visibilityOf = (client: ClientAccess): Visibility => ({
  isRestrictedShown: can(client.actor, 'identity.viewRestricted', client.subject),
});
export const isClientViewer = (client: ClientAccess) => client.subject.relation === 'self';

/** What an event of a document names: its access, and its name only when everyone on the client's staff may see it. */
export function documentRefOf(document: { access: string; name: string }): { access: string; name?: string } {
  return document.access === 'restricted' ? { access: document.access } : { access: document.access, name: document.name };
}

export function documentNotFound(): AppError {
  return new AppError('resource.not_found', { detail: identityMessages['identity.documentNotFound'] });
}

function actionsOf(client: ClientAccess): IdentificationAction[] {
  return identificationActions.filter(
    (action) => can(client.actor, action, client.subject) && isOpenOnClientAccount(action, client.user.status),
  );
}

/** The identification as this viewer sees it. */
export async function presentIdentification(db: Db | Tx, client: ClientAccess): Promise<Identification> {
  const key = keyOf(client);
  const visibility = visibilityOf(client);
  // One after the other: inside a transaction they share its one connection.
  const personalDetails = await findPersonalDetails(db, key);
  const documents = await listDocuments(db, key, visibility);
  const locks = await listLocks(db, key);
  const copyRequests = await listOpenCopyRequests(db, key, visibility);
  return {
    client_id: client.user.id,
    personal_details: personalDetails,
    documents,
    locks,
    copy_requests: copyRequests.rows,
    actions: actionsOf(client),
  };
}

/** The identification after a change, with the sentence the change toasts. */
export async function presentSaved(db: Db | Tx, client: ClientAccess, message: keyof typeof identityMessages) {
  return { ...(await presentIdentification(db, client)), message: identityMessages[message] };
}

/**
 * Puts a client's identification changes in one line, for the rest of the transaction: a lock and the
 * client's change cannot cross, so a change checked against "not locked" never lands after the lock.
 */
export async function serialiseIdentity(tx: Tx, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`identity:${clientId}`}, 0))`);
}

/** Refuses (409) the client's change to a section their adviser locked, naming who locked it; staff are never stopped. */
export async function assertSectionOpen(tx: Tx, client: ClientAccess, section: IdentitySection): Promise<void> {
  if (!isClientViewer(client)) return;
  await serialiseIdentity(tx, client.user.id);
  const lock = await findLock(tx, keyOf(client), section);
  if (isSectionLockedFor({ isClient: true }, lock))
    throw new AppError('state.illegal_transition', { detail: lockedSectionMessage(section, lock?.locked_by?.name ?? null) });
}

/** The client's identification: personal details, the documents the viewer may see, locks, open copy requests. */
export async function getIdentification(runtime: Runtime, actor: Actor, clientId: string): Promise<Identification> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'identity.view');
  return presentIdentification(runtime.db, client);
}

const namesOf = (codes: readonly string[]) => codes.map(countryNameOf);
const entriesOf = (codes: readonly string[]) => codes.map((country, index) => ({ position: index + 1, country }));

/**
 * Saves the numbered nationalities and residencies: refused on a locked section (the client), and when
 * someone saved since the version the form was loaded at. Every save is counted and audited.
 */
export async function saveIdentityPersonalDetails(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: IdentityPersonalDetailsBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.edit');
    await assertSectionOpen(uow.tx, client, 'personalDetails');
    const key = keyOf(client);
    const stored = await lockPersonalDetails(uow.tx, key);
    if (stored.version > body.version) throw new AppError('resource.conflict', { detail: identityMessages['identity.changedElsewhere'] });
    const ordered = (entries: { position: number; country: string }[]) =>
      [...entries].sort((a, b) => a.position - b.position).map((entry) => entry.country);
    await writePersonalDetails(uow.tx, key, {
      nationalities: entriesOf(body.nationalities),
      residencies: entriesOf(body.residencies),
      version: stored.version + 1,
      updatedBy: actor.userId,
    });
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_details_saved',
      before: { nationalities: namesOf(ordered(stored.nationalities)), residencies: namesOf(ordered(stored.residencies)) },
      after: { nationalities: namesOf(body.nationalities), residencies: namesOf(body.residencies) },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.detailsSaved');
  });
}

/** Locks a section: the client then cannot change it until it is unlocked. */
export async function lockIdentitySection(runtime: Runtime, actor: Actor, clientId: string, section: IdentitySection, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.lock');
    await serialiseIdentity(uow.tx, clientId);
    const key = keyOf(client);
    if (!(await insertLock(uow.tx, key, section, actor.userId)))
      throw new AppError('resource.conflict', { detail: identityMessages['identity.alreadyLocked'] });
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_section_locked',
      after: { section },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.sectionLocked');
  });
}

/** Unlocks a section: the client may change it again. */
export async function unlockIdentitySection(runtime: Runtime, actor: Actor, clientId: string, section: IdentitySection, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.lock');
    await serialiseIdentity(uow.tx, clientId);
    const key = keyOf(client);
    if (!(await deleteLock(uow.tx, key, section)))
      throw new AppError('resource.conflict', { detail: identityMessages['identity.notLocked'] });
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_section_unlocked',
      before: { section },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.sectionUnlocked');
  });
}

/** The open requests for physical copies the viewer may see, longest waiting first. */
export async function listIdentityCopyRequests(runtime: Runtime, actor: Actor, clientId: string, query: Pagination) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'identity.view');
  return listOpenCopyRequests(runtime.db, keyOf(client), visibilityOf(client), pageOffset(query));
}

/**
 * Asks the client for a physical copy of one of their documents (one the adviser may see): refused while
 * one is already awaited. The client is told; the request shows on both sides until marked received.
 */
export async function requestIdentityCopy(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: IdentityCopyRequestBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.requestCopy');
    const key = keyOf(client);
    const document = await findDocument(uow.tx, key, body.document_id, { ...visibilityOf(client), forUpdate: true });
    if (!document)
      throw new AppError('resource.not_found', { detail: identityMessages['identity.documentNotFound'], pointer: '/document_id' });
    if (await hasOpenCopyRequest(uow.tx, key, document.id))
      throw new AppError('resource.conflict', { detail: identityMessages['identity.copyAlreadyRequested'] });
    const id = randomUUID();
    await uow.tx.insert(identityCopyRequests).values({ id, ...key, documentId: document.id, note: body.note, requestedBy: actor.userId });
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_copy_requested',
      after: { ...documentRefOf(document), request_id: id, ...(body.note ? { note: body.note } : {}) },
      ip: info.ip,
    });
    const requester = await findUser(uow.tx, { id: actor.userId, practiceId: key.practiceId });
    await tellClientOfCopyRequest(uow, {
      actor: {
        userId: actor.userId,
        practiceId: key.practiceId,
        firstName: requester?.firstName ?? '',
        lastName: requester?.lastName ?? '',
      },
      client,
      documentName: document.name,
      note: body.note,
      info,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.copyRequested');
  });
}

/** Marks a physical copy received: the request no longer shows on either side. */
export async function markIdentityCopyReceived(runtime: Runtime, actor: Actor, clientId: string, requestId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.requestCopy');
    const key = keyOf(client);
    const found = await findCopyRequestForUpdate(uow.tx, key, requestId, visibilityOf(client));
    if (!found) throw new AppError('resource.not_found', { detail: identityMessages['identity.copyRequestNotFound'] });
    if (found.request.receivedAt)
      throw new AppError('state.illegal_transition', { detail: identityMessages['identity.copyAlreadyReceived'] });
    await uow.tx
      .update(identityCopyRequests)
      .set({ receivedAt: new Date(), receivedBy: actor.userId })
      .where(and(eq(identityCopyRequests.id, requestId), eq(identityCopyRequests.practiceId, key.practiceId)));
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_copy_received',
      after: { ...(found.document ? documentRefOf(found.document) : { access: 'normal' }), request_id: requestId },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.copyReceived');
  });
}
