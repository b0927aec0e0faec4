import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AuditEventView,
  isVaultFolder,
  newVaultItemProblems,
  type VaultAuditQuery,
  type VaultItem,
  type VaultItemCreateFields,
  type VaultListQuery,
  type VaultMessageKey,
  vaultFolderAuditKeys,
  vaultMessages,
  vaultMoveRefusalOf,
  vaultNameFromFile,
} from '@advice/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, vaultItems } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { listAuditEvents } from '../audit/audit.reader.ts';
import { type AnyAuditEntry, writeAudit, writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type FileContent, readStoredFile } from '../files/stored-files.ts';
import { itemNotFound, keyOf, loadVaultKeeper, loadVaultReader, vaultError } from './vault.access.ts';
import { storeVaultFile } from './vault.files.ts';
import { publishVaultChange, tellStaffOfSharing, withdrawShareBells } from './vault.notify.ts';
import {
  descendantsOf,
  findItem,
  findItemForUpdate,
  findItemView,
  folderPaths,
  listItems,
  lockVault,
  sharedItemIds,
  type VaultItemRow,
  type VaultKey,
} from './vault.queries.ts';

/*
 * A client's document vault. The client keeps all of it; their staff read only the documents it shares,
 * through every read here (lists, items, files, the audit trail). Each change writes its audit events
 * (entity kind `document-vault`, entity id the item's, the client's id and the item's name in each
 * payload) in its transaction.
 */

/** What every event of an item carries. */
export const namedOf = (row: Pick<VaultItemRow, 'clientId' | 'name' | 'kind'>) => ({
  client_id: row.clientId,
  name: row.name,
  kind: row.kind,
});

/** Whether staff see the item: a document the client shares. */
export const isSeenByStaff = (row: Pick<VaultItemRow, 'kind' | 'isSharedWithAdviser'>) => row.kind !== 'folder' && row.isSharedWithAdviser;

/** The item as the client reads it after a change, with the sentence the change toasts. */
export async function presentSaved(tx: Tx, key: VaultKey, id: string, message: VaultMessageKey) {
  const view = await findItemView(tx, key, id, 'client');
  if (!view) throw itemNotFound();
  return { ...view, message: vaultMessages[message] };
}

/** The folder an item goes into and the ids of it and the folders above it; the top of the vault for null. */
export async function loadTargetFolder(
  tx: Tx,
  key: VaultKey,
  folderId: string | null,
): Promise<{ folder: VaultItemRow | null; path: string[] }> {
  if (folderId === null) return { folder: null, path: [] };
  const folder = await findItem(tx, key, folderId, 'client');
  if (!folder || !isVaultFolder(folder.kind)) throw vaultError('request.invalid', 'vault.folderNotFound', '/folder_id');
  const paths = await folderPaths(tx, key, [folder.id]);
  return { folder, path: (paths.get(folder.id) ?? []).map((ref) => ref.id) };
}

/** A page of the vault: the client's folder (or search, or every level); staff the documents shared with them. */
export async function listVaultItems(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: VaultListQuery,
): Promise<{ rows: VaultItem[]; total: number }> {
  const { client, reader } = await loadVaultReader(runtime.db, actor, clientId);
  const key = keyOf(client);
  if (query.folder_id !== undefined) {
    // Staff see no folder, so no folder of the client is theirs to list.
    const folder = reader === 'client' ? await findItem(runtime.db, key, query.folder_id, 'client') : null;
    if (!folder || !isVaultFolder(folder.kind)) throw itemNotFound();
  }
  return listItems(runtime.db, key, {
    reader,
    folderId: query.folder_id ?? null,
    everywhere: query.everywhere,
    search: query.search,
    kind: query.kind,
    ...pageOffset(query),
  });
}

/** One item: to staff, only a document shared with them (anything else is a 404, as if it did not exist). */
export async function getVaultItem(runtime: Runtime, actor: Actor, clientId: string, itemId: string): Promise<VaultItem> {
  const { client, reader } = await loadVaultReader(runtime.db, actor, clientId);
  const view = await findItemView(runtime.db, keyOf(client), itemId, reader);
  if (!view) throw itemNotFound();
  return view;
}

/** Checks the caller may add to the vault before a form's body is read: only the client does. */
export async function assertVaultKeeper(runtime: Runtime, actor: Actor, clientId: string): Promise<void> {
  await loadVaultKeeper(runtime.db, actor, clientId);
}

/**
 * Adds a folder, or a document with its file (checked and stored first; if the item is not saved, the
 * orphan sweep removes the file). A document shared at once tells the client's staff.
 */
export async function createVaultItem(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  item: { fields: VaultItemCreateFields; upload: UploadedFile | null },
  info: RequestInfo,
) {
  const { fields, upload } = item;
  await assertVaultKeeper(runtime, actor, clientId);
  const [problem] = newVaultItemProblems({ ...fields, hasFile: upload !== null });
  if (problem) throw vaultError('request.invalid', problem.key, problem.pointer);
  const stored = upload ? await storeVaultFile(runtime, actor, clientId, upload) : null;
  return inTransaction(runtime, async (uow) => {
    const client = await loadVaultKeeper(uow.tx, actor, clientId);
    const key = keyOf(client);
    await lockVault(uow.tx, key);
    const target = await loadTargetFolder(uow.tx, key, fields.folder_id);
    const isFolder = isVaultFolder(fields.kind);
    const id = randomUUID();
    const refusal = vaultMoveRefusalOf({ itemId: id, targetPath: target.path, height: isFolder ? 1 : 0 });
    if (refusal) throw vaultError('rule.violated', refusal, '/folder_id');
    const isShared = !isFolder && fields.is_shared_with_adviser;
    const [row] = await uow.tx
      .insert(vaultItems)
      .values({
        id,
        ...key,
        kind: fields.kind,
        name: fields.name || vaultNameFromFile(upload?.fileName ?? ''),
        folderId: target.folder?.id ?? null,
        fileId: stored?.id ?? null,
        isSharedWithAdviser: isShared,
        tags: isFolder ? [] : fields.tags,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('vault item insert returned nothing');
    const file = stored ? { file_name: stored.fileName, size_bytes: stored.sizeBytes } : {};
    const events: AnyAuditEntry[] = [
      {
        ...eventOf(actor, row, info),
        action: 'vault_item_created',
        after: { ...namedOf(row), folder: target.folder?.name ?? null, tags: row.tags, ...file },
      },
    ];
    if (isShared) events.push({ ...eventOf(actor, row, info), action: 'vault_item_shared', after: namedOf(row) });
    await writeAudits(uow.tx, events);
    if (isShared) await tellStaffOfSharing(uow, { actor: practiceActor(actor, key), client, documents: [row], info });
    publishVaultChange(uow, client, { id, isSeenByStaff: isShared });
    return presentSaved(uow.tx, key, id, 'vault.created');
  });
}

/** The parts every event of one item shares. */
export function eventOf(actor: Actor, row: VaultItemRow, info: RequestInfo) {
  return { actor, practiceId: row.practiceId, entityKind: 'document-vault' as const, entityId: row.id, ip: info.ip };
}

export const practiceActor = (actor: Actor, key: VaultKey) => ({ userId: actor.userId, practiceId: key.practiceId });

/**
 * Deletes an item; a folder goes with everything in it (each item's deletion audited). The staff's
 * bells about the shared documents that went are taken back.
 */
export async function deleteVaultItem(runtime: Runtime, actor: Actor, clientId: string, itemId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadVaultKeeper(uow.tx, actor, clientId);
    const key = keyOf(client);
    await lockVault(uow.tx, key);
    const row = await findItemForUpdate(uow.tx, key, itemId);
    if (!row) throw itemNotFound();
    const inside = isVaultFolder(row.kind) ? await descendantsOf(uow.tx, key, row.id) : [];
    await uow.tx.delete(vaultItems).where(and(eq(vaultItems.id, row.id), eq(vaultItems.practiceId, key.practiceId)));
    await writeAudits(uow.tx, [
      { ...eventOf(actor, row, info), action: 'vault_item_deleted', before: namedOf(row) },
      ...inside.map(
        (item): AnyAuditEntry => ({
          ...eventOf(actor, row, info),
          entityId: item.id,
          action: 'vault_item_deleted',
          before: { client_id: key.clientId, name: item.name, kind: item.kind, deleted_with: row.name },
        }),
      ),
    ]);
    const sharedGone = [
      ...(isSeenByStaff(row) ? [row.id] : []),
      ...inside.filter((item) => item.kind !== 'folder' && item.isShared).map((item) => item.id),
    ];
    await withdrawShareBells(uow, key, sharedGone);
    publishVaultChange(uow, client, { id: row.id, isSeenByStaff: sharedGone.length > 0 });
    return { message: vaultMessages['vault.deleted'] };
  });
}

/**
 * A document's file, for its download: staff reach only a shared one's, and each of their downloads is
 * recorded, so the client sees who opened what they shared.
 */
export async function readVaultFile(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  info: RequestInfo,
): Promise<FileContent> {
  const { client, reader } = await loadVaultReader(runtime.db, actor, clientId);
  const key = keyOf(client);
  const row = await findItem(runtime.db, key, itemId, reader);
  if (!row) throw itemNotFound();
  if (isVaultFolder(row.kind)) throw vaultError('resource.not_found', 'vault.folderHasNoFile');
  const file = await readStoredFile(runtime, { practiceId: key.practiceId, id: row.fileId });
  if (!file) throw itemNotFound();
  if (reader === 'staff')
    await inTransaction(runtime, ({ tx }) =>
      writeAudit(tx, { ...eventOf(actor, row, info), action: 'vault_document_downloaded', after: namedOf(row) }),
    );
  return file;
}

/** Checks the caller may replace the item's file before the form's body is read: the client, for a document. */
export async function assertVaultFileReplace(runtime: Runtime, actor: Actor, clientId: string, itemId: string): Promise<void> {
  const client = await loadVaultKeeper(runtime.db, actor, clientId);
  const row = await findItem(runtime.db, keyOf(client), itemId, 'client');
  if (!row) throw itemNotFound();
  if (isVaultFolder(row.kind)) throw vaultError('rule.violated', 'vault.folderHasNoFile', '/file');
}

/** Replaces a document's file; the one it had, pointed at by nothing, goes with the orphan sweep. */
export async function replaceVaultFile(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  upload: UploadedFile,
  info: RequestInfo,
) {
  await assertVaultFileReplace(runtime, actor, clientId, itemId);
  const stored = await storeVaultFile(runtime, actor, clientId, upload);
  return inTransaction(runtime, async (uow) => {
    const client = await loadVaultKeeper(uow.tx, actor, clientId);
    const key = keyOf(client);
    const row = await findItemForUpdate(uow.tx, key, itemId);
    if (!row) throw itemNotFound();
    if (isVaultFolder(row.kind)) throw vaultError('rule.violated', 'vault.folderHasNoFile', '/file');
    await uow.tx
      .update(vaultItems)
      .set({ fileId: stored.id, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(vaultItems.id, row.id));
    await writeAudit(uow.tx, {
      ...eventOf(actor, row, info),
      action: 'vault_document_replaced',
      after: { ...namedOf(row), file_name: stored.fileName, size_bytes: stored.sizeBytes },
    });
    publishVaultChange(uow, client, { id: row.id, isSeenByStaff: isSeenByStaff(row) });
    return presentSaved(uow.tx, key, row.id, 'vault.uploaded');
  });
}

/** An event as staff read it: without the names of the client's folders. */
function withoutFolders(event: AuditEventView): AuditEventView {
  const strip = (payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const copy: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
    for (const key of vaultFolderAuditKeys) delete copy[key];
    return copy;
  };
  return { ...event, before: strip(event.before), after: strip(event.after) };
}

/**
 * The vault's events, newest first (`item_id`: one item's). The client reads every one, of items since
 * deleted too; staff only those of the documents shared with them now, without the folders' names, so an
 * unshared document's trail is gone from theirs at once.
 */
export async function listVaultAuditTrail(runtime: Runtime, actor: Actor, clientId: string, query: VaultAuditQuery) {
  const { client, reader } = await loadVaultReader(runtime.db, actor, clientId);
  const key = keyOf(client);
  const where = and(
    eq(auditEvents.practiceId, key.practiceId),
    eq(auditEvents.entityKind, 'document-vault'),
    sql`coalesce(${auditEvents.after}->>'client_id', ${auditEvents.before}->>'client_id') = ${key.clientId}`,
    query.item_id === undefined ? undefined : eq(auditEvents.entityId, query.item_id),
    reader === 'staff' ? sql`${auditEvents.entityId} in (${sharedItemIds(key)})` : undefined,
  ) as SQL;
  const page = await listAuditEvents(runtime.db, {
    practiceId: key.practiceId,
    where,
    hideConcealedDocuments: false,
    ...pageOffset(query),
  });
  return reader === 'staff' ? { ...page, rows: page.rows.map(withoutFolders) } : page;
}
