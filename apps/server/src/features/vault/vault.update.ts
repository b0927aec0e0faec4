import { type Actor, isVaultFolder, type VaultItemPatch, type VaultTag, vaultMoveRefusalOf } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vaultItems } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { type AnyAuditEntry, writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import type { ClientAccess } from '../people/client-access.ts';
import { itemNotFound, keyOf, loadVaultKeeper, vaultError } from './vault.access.ts';
import { publishVaultChange, tellStaffOfSharing, withdrawShareBells } from './vault.notify.ts';
import { descendantsOf, findItem, findItemForUpdate, heightOf, lockVault, type VaultItemRow, type VaultKey } from './vault.queries.ts';
import { eventOf, isSeenByStaff, loadTargetFolder, practiceActor, presentSaved } from './vault.service.ts';

/*
 * One change to an item: its name, type and tags, its folder (a move), its sharing. A folder's sharing is
 * no setting of its own: sharing a folder shares (or stops sharing) each document inside it.
 */

type Move = { folderId: string | null; from: string | null; to: string | null };
type Sharing = { isShared: boolean; documents: { id: string; name: string; kind: VaultItemRow['kind'] }[] };

const isSameTags = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** Where the item moves to, checked (an existing folder, never itself or below itself, not too deep); null for no move. */
async function planMove(tx: Tx, key: VaultKey, row: VaultItemRow, folderId: string | null | undefined): Promise<Move | null> {
  if (folderId === undefined || folderId === row.folderId) return null;
  const target = await loadTargetFolder(tx, key, folderId);
  const height = heightOf(row, isVaultFolder(row.kind) ? await descendantsOf(tx, key, row.id) : []);
  const refusal = vaultMoveRefusalOf({ itemId: row.id, targetPath: target.path, height });
  if (refusal) throw vaultError('rule.violated', refusal, '/folder_id');
  const from = row.folderId ? ((await findItem(tx, key, row.folderId, 'client'))?.name ?? null) : null;
  return { folderId, from, to: target.folder?.name ?? null };
}

/** The documents whose sharing changes: the document itself, or each one inside the folder that is not so already. */
async function planSharing(tx: Tx, key: VaultKey, row: VaultItemRow, isShared: boolean | undefined, name: string): Promise<Sharing> {
  if (isShared === undefined) return { isShared: false, documents: [] };
  if (!isVaultFolder(row.kind))
    return { isShared, documents: row.isSharedWithAdviser === isShared ? [] : [{ id: row.id, name, kind: row.kind }] };
  const documents = (await descendantsOf(tx, key, row.id)).filter((item) => item.kind !== 'folder');
  if (documents.length === 0) throw vaultError('rule.violated', 'vault.noDocumentsToShare', '/is_shared_with_adviser');
  return { isShared, documents: documents.filter((item) => item.isShared !== isShared) };
}

/** The events of the change, each naming the item as it is after it. */
function eventsOf(
  change: {
    actor: Actor;
    row: VaultItemRow;
    name: string;
    kind: VaultItemRow['kind'];
    tags: VaultTag[];
    move: Move | null;
    sharing: Sharing;
  },
  info: RequestInfo,
): AnyAuditEntry[] {
  const { actor, row, name, kind, tags, move, sharing } = change;
  const base = eventOf(actor, row, info);
  const now = { client_id: row.clientId, name, kind };
  const events: AnyAuditEntry[] = [];
  const isKindChanged = kind !== row.kind;
  const isTagsChanged = !isSameTags(tags, row.tags);
  if (name !== row.name || isKindChanged || isTagsChanged)
    events.push({
      ...base,
      action: 'vault_item_updated',
      before: {
        client_id: row.clientId,
        name: row.name,
        ...(isKindChanged ? { kind: row.kind } : {}),
        ...(isTagsChanged ? { tags: row.tags } : {}),
      },
      after: { client_id: row.clientId, name, ...(isKindChanged ? { kind } : {}), ...(isTagsChanged ? { tags } : {}) },
    });
  if (move) events.push({ ...base, action: 'vault_item_moved', before: { ...now, folder: move.from }, after: { ...now, folder: move.to } });
  for (const document of sharing.documents)
    events.push({
      ...base,
      entityId: document.id,
      action: sharing.isShared ? 'vault_item_shared' : 'vault_item_unshared',
      after: { client_id: row.clientId, name: document.name, kind: document.kind },
    });
  return events;
}

/** Tells the staff of what the client now shares, takes back the bells of what they no longer do, and updates open pages. */
async function announce(
  uow: UnitOfWork,
  change: { actor: Actor; client: ClientAccess; row: VaultItemRow; sharing: Sharing; info: RequestInfo },
) {
  const { actor, client, row, sharing, info } = change;
  const key = keyOf(client);
  if (sharing.isShared) await tellStaffOfSharing(uow, { actor: practiceActor(actor, key), client, documents: sharing.documents, info });
  else
    await withdrawShareBells(
      uow,
      key,
      sharing.documents.map((document) => document.id),
    );
  const isOwnShareChanged = sharing.documents.some((document) => document.id === row.id);
  publishVaultChange(uow, client, { id: row.id, isSeenByStaff: isSeenByStaff(row) || isOwnShareChanged });
  for (const document of sharing.documents.filter((item) => item.id !== row.id))
    publishVaultChange(uow, client, { id: document.id, isSeenByStaff: true });
}

/**
 * Renames, retypes, retags, moves, shares or unshares an item, as the patch says; a change of nothing
 * writes nothing. Refused: a folder turned into a document (or back), tags on a folder, a move into the
 * folder itself or too deep, sharing a folder with no document in it.
 */
export async function updateVaultItem(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  patch: VaultItemPatch,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadVaultKeeper(uow.tx, actor, clientId);
    const key = keyOf(client);
    await lockVault(uow.tx, key);
    const row = await findItemForUpdate(uow.tx, key, itemId);
    if (!row) throw itemNotFound();
    const isFolder = isVaultFolder(row.kind);
    if (patch.kind !== undefined && isVaultFolder(patch.kind) !== isFolder)
      throw vaultError('rule.violated', 'vault.kindUnchangeable', '/kind');
    if (isFolder && patch.tags !== undefined && patch.tags.length > 0) throw vaultError('rule.violated', 'vault.folderNoTags', '/tags');
    const name = patch.name ?? row.name;
    const kind = patch.kind ?? row.kind;
    const tags = isFolder ? row.tags : [...new Set(patch.tags ?? row.tags)];
    const move = await planMove(uow.tx, key, row, patch.folder_id);
    const sharing = await planSharing(uow.tx, key, row, patch.is_shared_with_adviser, name);
    const events = eventsOf({ actor, row, name, kind, tags, move, sharing }, info);
    if (events.length === 0) return presentSaved(uow.tx, key, row.id, 'vault.updated');

    const now = new Date();
    const isOwnShared = sharing.documents.some((document) => document.id === row.id) ? sharing.isShared : row.isSharedWithAdviser;
    await uow.tx
      .update(vaultItems)
      .set({
        name,
        kind,
        tags,
        folderId: move ? move.folderId : row.folderId,
        isSharedWithAdviser: isOwnShared,
        updatedBy: actor.userId,
        updatedAt: now,
      })
      .where(eq(vaultItems.id, row.id));
    const inside = sharing.documents.filter((document) => document.id !== row.id).map((document) => document.id);
    if (inside.length > 0)
      await uow.tx
        .update(vaultItems)
        .set({ isSharedWithAdviser: sharing.isShared, updatedBy: actor.userId, updatedAt: now })
        .where(and(eq(vaultItems.practiceId, key.practiceId), eq(vaultItems.clientId, key.clientId), inArray(vaultItems.id, inside)));
    await writeAudits(uow.tx, events);
    await announce(uow, { actor, client, row, sharing, info });
    return presentSaved(uow.tx, key, row.id, 'vault.updated');
  });
}
