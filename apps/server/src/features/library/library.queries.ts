import {
  AppError,
  addressOf,
  type LibraryItem,
  type LibraryItemFilter,
  libraryEndpoints,
  libraryExpiringBy,
  libraryItemStateOf,
  libraryMessages,
  todayIso,
} from '@advice/domain';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { libraryItems } from '../../db/schema/index.ts';
import { contentFilesOf, presentContent } from './library.content.ts';

export type LibraryItemRow = typeof libraryItems.$inferSelect;

export function itemNotFound(): AppError {
  return new AppError('resource.not_found', { detail: libraryMessages['library.notFound'] });
}

/** Which items a reader sees on the day `now` falls on: staff every one of their practice's, a client those still shown. */
export type LibraryReader = { practiceId: string; isStaff: boolean; now: Date };

function isShown(today: string): SQL {
  return or(isNull(libraryItems.displayUntil), gte(libraryItems.displayUntil, today)) as SQL;
}

function filterOf(filter: LibraryItemFilter | undefined, now: Date): SQL | undefined {
  const today = todayIso(now);
  switch (filter) {
    case 'shown':
      return isShown(today);
    case 'expired':
      return lt(libraryItems.displayUntil, today);
    case 'expiring':
      return and(gte(libraryItems.displayUntil, today), lte(libraryItems.displayUntil, libraryExpiringBy(now)));
    default:
      return undefined;
  }
}

function visibleTo(reader: LibraryReader): SQL {
  const practice = eq(libraryItems.practiceId, reader.practiceId);
  return (reader.isStaff ? practice : and(practice, isShown(todayIso(reader.now)))) as SQL;
}

/** One item the reader may see, locked for a change when `forUpdate`; 404 otherwise (another practice's, a client's expired one). */
export async function findItem(tx: Db | Tx, reader: LibraryReader, id: string, forUpdate = false): Promise<LibraryItemRow> {
  const query = tx
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, id), visibleTo(reader)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw itemNotFound();
  return row;
}

/**
 * A page of the items the reader sees: expiring soonest first when the list is of those expiring, otherwise
 * the newest first (expired ones, which only staff see, last).
 */
export async function listItems(
  tx: Db | Tx,
  reader: LibraryReader,
  options: { filter?: LibraryItemFilter | undefined; limit: number; offset: number },
): Promise<{ rows: LibraryItem[]; total: number }> {
  const where = and(visibleTo(reader), filterOf(options.filter, reader.now));
  const order =
    options.filter === 'expiring'
      ? [asc(libraryItems.displayUntil), desc(libraryItems.createdAt)]
      : [sql`${lt(libraryItems.displayUntil, todayIso(reader.now))} is true`, desc(libraryItems.createdAt)];
  const rows = await tx
    .select()
    .from(libraryItems)
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx.select({ value: count() }).from(libraryItems).where(where);
  return { rows: await presentItems(tx, rows, reader.now), total: total?.value ?? 0 };
}

/** Items as the API answers them: the PDF by name with its download address, the state on the day `now` falls on. */
export async function presentItems(tx: Db | Tx, rows: readonly LibraryItemRow[], now: Date): Promise<LibraryItem[]> {
  const first = rows[0];
  if (!first) return [];
  const files = await contentFilesOf(tx, first.practiceId, rows);
  return rows.map((row) => ({
    ...presentContent(row, files, addressOf(libraryEndpoints.downloadLibraryPdf, { id: row.id })),
    display_until: row.displayUntil,
    state: libraryItemStateOf(row.displayUntil, now),
  }));
}

export async function presentItem(tx: Db | Tx, row: LibraryItemRow, now: Date): Promise<LibraryItem> {
  const [item] = await presentItems(tx, [row], now);
  if (!item) throw new Error('library item presented as nothing');
  return item;
}
