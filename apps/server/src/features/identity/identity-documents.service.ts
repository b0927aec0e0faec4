import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type IdentityDocumentBody,
  type IdentityDocumentPatch,
  identityMessages,
  uploadPolicies,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { identityDocuments } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { storedFileName } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { readStoredFile, type StoredFileRow, storeFile } from '../files/stored-files.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { publishIdentityChange } from './identity.notify.ts';
import { type DocumentRow, findDocument } from './identity.queries.ts';
import { assertSectionOpen, documentNotFound, documentRefOf, keyOf, presentSaved, visibilityOf } from './identity.service.ts';

/*
 * A client's identity documents and their scans. A restricted document is made, seen and changed only by
 * the client and their adviser: anyone else is refused one (422 beside the access field) and finds none
 * (404), by every route, its file's download included. The client cannot change them while the section is
 * locked. A file is checked by its policy and stored before the transaction that points the document at
 * it; one left pointed at by nothing goes with the orphan sweep.
 */

function refuseRestricted(client: ClientAccess, access: string | undefined): void {
  if (access === 'restricted' && !visibilityOf(client).isRestrictedShown)
    throw new AppError('rule.violated', { detail: identityMessages['identity.restrictedNotAllowed'], pointer: '/access' });
}

async function loadDocumentForUpdate(tx: Tx, client: ClientAccess, documentId: string): Promise<DocumentRow> {
  const row = await findDocument(tx, keyOf(client), documentId, { ...visibilityOf(client), forUpdate: true });
  if (!row) throw documentNotFound();
  return row;
}

/** Checks the caller may add a document now (the client, while the section is open), before the form's body is read. */
export async function assertIdentityDocumentAdd(runtime: Runtime, actor: Actor, clientId: string): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'identity.edit');
    await assertSectionOpen(tx, client, 'identityDocuments');
  });
}

/** Checks the caller may replace this document's file now, before the upload's body is read. */
export async function assertIdentityFileUpload(runtime: Runtime, actor: Actor, clientId: string, documentId: string): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'identity.edit');
    if (!(await findDocument(tx, keyOf(client), documentId, visibilityOf(client)))) throw documentNotFound();
    await assertSectionOpen(tx, client, 'identityDocuments');
  });
}

/** Checks the file by the identity document policy and stores it, for a document of this client. */
async function storeIdentityFile(runtime: Runtime, actor: Actor, clientId: string, upload: UploadedFile): Promise<StoredFileRow> {
  const checked = await checkUpload(uploadPolicies.identityDocument, upload);
  return storeFile(runtime, {
    practiceId: actor.practiceId,
    ownerId: clientId,
    purpose: 'identityDocument',
    fileName: storedFileName(upload.fileName, checked.ext),
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
}

/** Writes that a document's scan was uploaded (or replaced). */
async function auditFile(uow: UnitOfWork, change: { actor: Actor; document: DocumentRow; file: StoredFileRow; info: RequestInfo }) {
  const { actor, document, file, info } = change;
  const isRestricted = document.access === 'restricted';
  await writeAudit(uow.tx, {
    actor,
    practiceId: document.practiceId,
    entityKind: 'client',
    entityId: document.clientId,
    action: 'identity_document_file_uploaded',
    after: {
      ...documentRefOf(document),
      ...(isRestricted ? {} : { file_name: file.fileName }),
      size_bytes: file.sizeBytes ?? 0,
      replaced: document.fileId !== null,
    },
    ip: info.ip,
  });
}

/**
 * Adds a document for the client (by the client, or by their staff on their behalf), with its scan or photo
 * when the form carries one.
 */
export async function addIdentityDocument(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: IdentityDocumentBody,
  upload: UploadedFile | null,
  info: RequestInfo,
) {
  const preflight = await loadClientFor(runtime.db, actor, clientId, 'identity.edit');
  refuseRestricted(preflight, body.access);
  const file = upload ? await storeIdentityFile(runtime, actor, clientId, upload) : null;
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.edit');
    await assertSectionOpen(uow.tx, client, 'identityDocuments');
    const key = keyOf(client);
    const [document] = await uow.tx
      .insert(identityDocuments)
      .values({
        id: randomUUID(),
        ...key,
        type: body.type,
        access: body.access,
        name: body.name,
        number: body.number,
        issuedBy: body.issued_by,
        expiresOn: body.expires_on,
        fileId: file?.id ?? null,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    if (!document) throw new AppError('server.error');
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'identity_document_added',
      after: { ...documentRefOf(document), type: document.type },
      ip: info.ip,
    });
    if (file) await auditFile(uow, { actor, document: { ...document, fileId: null }, file, info });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.documentAdded');
  });
}

const patchColumns = {
  type: 'type',
  access: 'access',
  name: 'name',
  number: 'number',
  issued_by: 'issuedBy',
  expires_on: 'expiresOn',
} as const satisfies Record<keyof IdentityDocumentPatch, keyof DocumentRow>;

/** Changes the fields sent; a change of nothing writes nothing. Only those who may see a restricted document make one so. */
export async function updateIdentityDocument(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  documentId: string,
  patch: IdentityDocumentPatch,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.edit');
    const document = await loadDocumentForUpdate(uow.tx, client, documentId);
    await assertSectionOpen(uow.tx, client, 'identityDocuments');
    refuseRestricted(client, patch.access);
    const changed = (Object.keys(patchColumns) as (keyof IdentityDocumentPatch)[]).filter(
      (field) => patch[field] !== undefined && patch[field] !== document[patchColumns[field]],
    );
    if (changed.length === 0) return presentSaved(uow.tx, client, 'identity.documentUpdated');
    const values = Object.fromEntries(changed.map((field) => [patchColumns[field], patch[field]]));
    const [updated] = await uow.tx
      .update(identityDocuments)
      .set({ ...values, updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(identityDocuments.id, document.id), eq(identityDocuments.practiceId, document.practiceId)))
      .returning();
    if (!updated) throw documentNotFound();
    // Named only when it was and stays normal, so a document made restricted leaves no name behind it.
    const ref = updated.access === 'restricted' || document.access === 'restricted' ? { access: updated.access } : documentRefOf(updated);
    await writeAudit(uow.tx, {
      actor,
      practiceId: document.practiceId,
      entityKind: 'client',
      entityId: document.clientId,
      action: 'identity_document_updated',
      before: { ...ref, access: document.access },
      after: { ...ref, changed },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.documentUpdated');
  });
}

/** Uploads the document's scan or photo, replacing the one it had (the route checked the caller before reading it). */
export async function uploadIdentityDocumentFile(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  documentId: string,
  upload: UploadedFile,
  info: RequestInfo,
) {
  const file = await storeIdentityFile(runtime, actor, clientId, upload);
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.edit');
    const document = await loadDocumentForUpdate(uow.tx, client, documentId);
    await assertSectionOpen(uow.tx, client, 'identityDocuments');
    await uow.tx
      .update(identityDocuments)
      .set({ fileId: file.id, updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(identityDocuments.id, document.id), eq(identityDocuments.practiceId, document.practiceId)));
    await auditFile(uow, { actor, document, file, info });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.fileUploaded');
  });
}

/** The document's scan as a download, for whoever may see the document (a restricted one: the client and their adviser). */
export async function readIdentityDocumentFile(runtime: Runtime, actor: Actor, clientId: string, documentId: string) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'identity.view');
  const document = await findDocument(runtime.db, keyOf(client), documentId, visibilityOf(client));
  if (!document) throw documentNotFound();
  const file = await readStoredFile(runtime, { practiceId: document.practiceId, id: document.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: identityMessages['identity.noFile'] });
  return file;
}

/** Removes a document; its scan goes with the orphan sweep, a copy request of it stays (naming no document). */
export async function removeIdentityDocument(runtime: Runtime, actor: Actor, clientId: string, documentId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'identity.edit');
    const document = await loadDocumentForUpdate(uow.tx, client, documentId);
    await assertSectionOpen(uow.tx, client, 'identityDocuments');
    await uow.tx
      .delete(identityDocuments)
      .where(and(eq(identityDocuments.id, document.id), eq(identityDocuments.practiceId, document.practiceId)));
    await writeAudit(uow.tx, {
      actor,
      practiceId: document.practiceId,
      entityKind: 'client',
      entityId: document.clientId,
      action: 'identity_document_removed',
      before: { ...documentRefOf(document), type: document.type },
      ip: info.ip,
    });
    publishIdentityChange(uow, client);
    return presentSaved(uow.tx, client, 'identity.documentRemoved');
  });
}
