import { addressOf, type VaultItem, type VaultItemKind, vaultEndpoints } from '@advice/domain';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { storedFiles, vaultItems } from '../../db/schema/index.ts';

/*
 * A client's vault items, always within one client of one practice. Staff ('staff' reader) read only the
 * documents the client shares, and nothing of the folders they sit in; the condition is part of every
 * query a staff read makes, so no route reaches anything else.
 */

export type VaultItemRow = typeof vaultItems.$inferSelect;
/** Whose vault: the key of every query here (the tenant first). */
export type VaultKey = { practiceId: string; clientId: string };
/** The client reads their whole vault; staff only the documents shared with them. */
export type VaultReader = 'client' | 'staff';
export type FolderRef = { id: string; name: string };

/** Folders nest far less deep than this; the walks up and down stop here whatever the rows say. */
const walkLimit = 64;

const keyIs = (key: VaultKey) => and(eq(vaultItems.practiceId, key.practiceId), eq(vaultItems.clientId, key.clientId));

/** A document the client shares with their staff: the only items staff ever read. */
export const sharedDocument = and(eq(vaultItems.isSharedWithAdviser, true), ne(vaultItems.kind, 'folder')) as SQL;

const visibleTo = (reader: VaultReader) => (reader === 'staff' ? sharedDocument : undefined);

const columns = {
  item: vaultItems,
  file: {
    fileName: storedFiles.fileName,
    mediaType: storedFiles.mediaType,
    sizeBytes: storedFiles.sizeBytes,
    createdAt: storedFiles.createdAt,
  },
};

function itemsOf(db: Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(vaultItems)
    .leftJoin(storedFiles, and(eq(storedFiles.id, vaultItems.fileId), eq(storedFiles.practiceId, vaultItems.practiceId)))
    .where(where)
    .$dynamic();
}
type ViewRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** Holds the client's vault still for a change of its shape (a new item, a move, a deletion), so no two make a loop. */
export async function lockVault(tx: Tx, key: VaultKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vault:${key.clientId}`}, 0))`);
}

/** One item of the client as stored, if the reader may see it. */
export async function findItem(db: Tx, key: VaultKey, id: string, reader: VaultReader): Promise<VaultItemRow | null> {
  const [row] = await db
    .select()
    .from(vaultItems)
    .where(and(keyIs(key), eq(vaultItems.id, id), visibleTo(reader)));
  return row ?? null;
}

/** One item of the client, locked for the change about to be made. */
export async function findItemForUpdate(tx: Tx, key: VaultKey, id: string): Promise<VaultItemRow | null> {
  const [row] = await tx
    .select()
    .from(vaultItems)
    .where(and(keyIs(key), eq(vaultItems.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * The folders above each of `ids` and the folder itself, from the top of the vault down: the breadcrumbs
 * of what is inside it. An id that is no folder of the client has no entry.
 */
export async function folderPaths(db: Tx, key: VaultKey, ids: readonly string[]): Promise<Map<string, FolderRef[]>> {
  const paths = new Map<string, FolderRef[]>();
  if (ids.length === 0) return paths;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ start_id: string; id: string; name: string; depth: number }>(sql`
    with recursive up (start_id, id, name, folder_id, depth) as (
      select id, id, name, folder_id, 0 from vault_items
       where practice_id = ${key.practiceId}::uuid and client_id = ${key.clientId}::uuid and kind = 'folder' and id in (${list})
      union all
      select up.start_id, parent.id, parent.name, parent.folder_id, up.depth + 1
        from vault_items parent join up on parent.id = up.folder_id
       where parent.practice_id = ${key.practiceId}::uuid and parent.client_id = ${key.clientId}::uuid and up.depth < ${walkLimit}
    )
    select start_id, id, name, depth from up order by start_id, depth desc`);
  for (const row of rows) paths.set(row.start_id, [...(paths.get(row.start_id) ?? []), { id: row.id, name: row.name }]);
  return paths;
}

/** What each folder of `ids` holds at every level below it. */
async function folderContents(db: Tx, key: VaultKey, ids: readonly string[]): Promise<Map<string, { folders: number; documents: number }>> {
  const contents = new Map<string, { folders: number; documents: number }>();
  if (ids.length === 0) return contents;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ root_id: string; folders: number; documents: number }>(sql`
    with recursive down (root_id, id, kind, depth) as (
      select id, id, kind, 0 from vault_items
       where practice_id = ${key.practiceId}::uuid and client_id = ${key.clientId}::uuid and id in (${list})
      union all
      select down.root_id, child.id, child.kind, down.depth + 1
        from vault_items child join down on child.folder_id = down.id
       where child.practice_id = ${key.practiceId}::uuid and child.client_id = ${key.clientId}::uuid and down.depth < ${walkLimit}
    )
    select root_id,
           (count(*) filter (where kind = 'folder' and depth > 0))::int as folders,
           (count(*) filter (where kind <> 'folder'))::int as documents
      from down group by root_id`);
  for (const row of rows) contents.set(row.root_id, { folders: row.folders, documents: row.documents });
  return contents;
}

/** An item below a folder, with how far below (1: directly in it). */
export type Descendant = { id: string; name: string; kind: VaultItemKind; isShared: boolean; depth: number };

/** Everything inside the folder `id`, at every level. */
export async function descendantsOf(tx: Tx, key: VaultKey, id: string): Promise<Descendant[]> {
  const { rows } = await tx.execute<{ id: string; name: string; kind: VaultItemKind; is_shared: boolean; depth: number }>(sql`
    with recursive down (id, name, kind, is_shared, depth) as (
      select id, name, kind, is_shared_with_adviser, 0 from vault_items
       where practice_id = ${key.practiceId}::uuid and client_id = ${key.clientId}::uuid and id = ${id}::uuid
      union all
      select child.id, child.name, child.kind, child.is_shared_with_adviser, down.depth + 1
        from vault_items child join down on child.folder_id = down.id
       where child.practice_id = ${key.practiceId}::uuid and child.client_id = ${key.clientId}::uuid and down.depth < ${walkLimit}
    )
    select id, name, kind, is_shared, depth from down where depth > 0 order by depth, name`);
  return rows.map((row) => ({ id: row.id, name: row.name, kind: row.kind, isShared: row.is_shared, depth: row.depth }));
}

/** How many levels of folders an item is: 0 for a document, 1 for an empty folder, and one more per level inside. */
export function heightOf(item: { kind: VaultItemKind }, descendants: readonly Descendant[]): number {
  if (item.kind !== 'folder') return 0;
  return 1 + Math.max(0, ...descendants.filter((d) => d.kind === 'folder').map((d) => d.depth));
}

/** The items as their reader reads them: staff never see where a shared document is kept. */
async function presentAll(db: Tx, key: VaultKey, rows: ViewRow[], reader: VaultReader): Promise<VaultItem[]> {
  const isStaff = reader === 'staff';
  const folderIds = [...new Set(rows.flatMap(({ item }) => (item.folderId ? [item.folderId] : [])))];
  const innerIds = rows.filter(({ item }) => item.kind === 'folder').map(({ item }) => item.id);
  const [paths, contents] = isStaff
    ? [new Map<string, FolderRef[]>(), new Map<string, { folders: number; documents: number }>()]
    : await Promise.all([folderPaths(db, key, folderIds), folderContents(db, key, innerIds)]);
  return rows.map(({ item, file }) => ({
    id: item.id,
    client_id: item.clientId,
    kind: item.kind,
    name: item.name,
    folder_id: isStaff ? null : item.folderId,
    path: isStaff || !item.folderId ? [] : (paths.get(item.folderId) ?? []),
    is_shared_with_adviser: item.isSharedWithAdviser,
    tags: item.tags,
    file:
      item.fileId && file
        ? {
            file_name: file.fileName,
            content_type: file.mediaType,
            size_bytes: file.sizeBytes ?? 0,
            uploaded_at: file.createdAt.toISOString(),
            download_url: addressOf(vaultEndpoints.downloadVaultFile, { id: item.clientId, itemId: item.id }),
          }
        : null,
    contents: item.kind === 'folder' && !isStaff ? (contents.get(item.id) ?? { folders: 0, documents: 0 }) : null,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  }));
}

/** One item as its reader reads it; null when there is none they may see. */
export async function findItemView(db: Tx, key: VaultKey, id: string, reader: VaultReader): Promise<VaultItem | null> {
  const rows = await itemsOf(db, and(keyIs(key), eq(vaultItems.id, id), visibleTo(reader)));
  const [view] = await presentAll(db, key, rows, reader);
  return view ?? null;
}

export type VaultListing = {
  reader: VaultReader;
  /** The client's folder to list (null: the top); ignored with `everywhere`, a search, or for staff. */
  folderId: string | null;
  everywhere: boolean;
  search: string | undefined;
  kind: VaultItemKind | undefined;
  limit: number;
  offset: number;
};

/** A page of the client's items, folders first, then by name: one folder's, or (searching, or staff) from every level. */
export async function listItems(db: Tx, key: VaultKey, listing: VaultListing): Promise<{ rows: VaultItem[]; total: number }> {
  const { reader, folderId, everywhere, search, kind } = listing;
  const isOneFolder = reader === 'client' && !everywhere && search === undefined;
  const where = and(
    keyIs(key),
    visibleTo(reader),
    isOneFolder ? (folderId ? eq(vaultItems.folderId, folderId) : isNull(vaultItems.folderId)) : undefined,
    search === undefined ? undefined : ilike(vaultItems.name, `%${escapeLike(search)}%`),
    kind ? eq(vaultItems.kind, kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    itemsOf(db, where)
      .orderBy(desc(sql`${vaultItems.kind} = 'folder'`), asc(sql`lower(${vaultItems.name})`), asc(vaultItems.id))
      .limit(listing.limit)
      .offset(listing.offset),
    db.select({ value: count() }).from(vaultItems).where(where),
  ]);
  return { rows: await presentAll(db, key, rows, reader), total: total?.value ?? 0 };
}

/** The ids of the documents the client shares now: what the staff's audit trail may name. */
export function sharedItemIds(key: VaultKey): SQL {
  return sql`select ${vaultItems.id}::text from ${vaultItems} where ${and(keyIs(key), sharedDocument)}`;
}

/**
 * A person's own vault for their copy of their personal data: a client's items with their folders' names
 * and files; nothing for anyone else (staff hold no vault, and never a client's in their own copy).
 */
export async function listVaultForPersonalData(db: Tx, user: { id: string; practiceId: string | null; role: string }) {
  if (user.role !== 'client' || !user.practiceId) return [];
  const rows = await itemsOf(db, keyIs({ practiceId: user.practiceId, clientId: user.id })).orderBy(
    asc(vaultItems.createdAt),
    asc(vaultItems.id),
  );
  const names = new Map(rows.map(({ item }) => [item.id, item.name]));
  return rows.map(({ item, file }) => ({
    kind: item.kind,
    name: item.name,
    folder: item.folderId ? (names.get(item.folderId) ?? null) : null,
    is_shared_with_adviser: item.isSharedWithAdviser,
    tags: item.tags,
    file_name: file?.fileName ?? null,
    size_bytes: file?.sizeBytes ?? null,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  }));
}
