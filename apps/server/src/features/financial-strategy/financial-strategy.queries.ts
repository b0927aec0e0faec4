import { addressOf, type FinancialStrategy, financialStrategyEndpoints } from '@advice/domain';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents, financialStrategies, storedFiles, users } from '../../db/schema/index.ts';

export type StrategyRow = typeof financialStrategies.$inferSelect;
/** Which strategies of one client: the key of every query here (the tenant first). */
export type StrategyKey = { practiceId: string; clientId: string };

const sharer = alias(users, 'strategy_sharer');
const creator = alias(users, 'strategy_creator');

const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/**
 * When the client first opened the document since the strategy was last shared (or its document last
 * replaced, whichever came later), as their `strategy_opened` audit events record it; null until they did.
 */
const openedAt = sql<Date | null>`case when ${financialStrategies.sharedAt} is null then null else (
  select min(${auditEvents.createdAt}) from ${auditEvents}
  where ${auditEvents.practiceId} = ${financialStrategies.practiceId}
    and ${auditEvents.entityKind} = 'financial-strategy'
    and ${auditEvents.entityId} = ${financialStrategies.id}::text
    and ${auditEvents.action} = 'strategy_opened'
    and ${auditEvents.actorId} = ${financialStrategies.clientId}
    and ${auditEvents.createdAt} >= greatest(${financialStrategies.sharedAt}, ${storedFiles.createdAt})
) end`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const columns = {
  strategy: financialStrategies,
  file: {
    fileName: storedFiles.fileName,
    mediaType: storedFiles.mediaType,
    sizeBytes: storedFiles.sizeBytes,
    createdAt: storedFiles.createdAt,
  },
  sharerId: sharer.id,
  sharerName: nameOf(sharer),
  creatorId: creator.id,
  creatorName: nameOf(creator),
  openedAt,
};

function strategiesOf(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(financialStrategies)
    .leftJoin(storedFiles, eq(storedFiles.id, financialStrategies.fileId))
    .leftJoin(sharer, eq(sharer.id, financialStrategies.sharedBy))
    .leftJoin(creator, eq(creator.id, financialStrategies.createdBy))
    .where(where)
    .$dynamic();
}
type ViewRow = Awaited<ReturnType<typeof strategiesOf>>[number];

const keyIs = (key: StrategyKey) => and(eq(financialStrategies.practiceId, key.practiceId), eq(financialStrategies.clientId, key.clientId));

function personOf(id: string | null, name: string | null): { id: string; name: string } | null {
  return id ? { id, name: name ?? '' } : null;
}

/** One strategy as its viewers read it: never a raw row. */
function present(row: ViewRow): FinancialStrategy {
  const { strategy, file } = row;
  return {
    id: strategy.id,
    client_id: strategy.clientId,
    title: strategy.title,
    summary: strategy.summary,
    status: strategy.sharedAt ? 'shared' : 'draft',
    document:
      strategy.fileId && file
        ? {
            file_name: file.fileName,
            content_type: file.mediaType,
            size_bytes: file.sizeBytes ?? 0,
            uploaded_at: file.createdAt.toISOString(),
            download_url: addressOf(financialStrategyEndpoints.downloadFinancialStrategyDocument, {
              id: strategy.clientId,
              strategyId: strategy.id,
            }),
          }
        : null,
    shared_at: strategy.sharedAt?.toISOString() ?? null,
    shared_by: strategy.sharedAt ? personOf(row.sharerId, row.sharerName) : null,
    opened_at: row.openedAt?.toISOString() ?? null,
    created_by: personOf(row.creatorId, row.creatorName),
    created_at: strategy.createdAt.toISOString(),
    updated_at: strategy.updatedAt.toISOString(),
  };
}

/**
 * A client's strategies, a page of them: staff see every one, newest first; the client (`isSharedOnly`)
 * only those shared with them, most recently shared first, and with `isUnopenedOnly` those they have not opened.
 */
export async function listStrategies(
  db: Db | Tx,
  key: StrategyKey,
  { isSharedOnly, isUnopenedOnly, limit, offset }: { isSharedOnly: boolean; isUnopenedOnly: boolean; limit: number; offset: number },
): Promise<{ rows: FinancialStrategy[]; total: number }> {
  const where = and(
    keyIs(key),
    isSharedOnly || isUnopenedOnly ? isNotNull(financialStrategies.sharedAt) : undefined,
    isUnopenedOnly ? sql`${openedAt} is null` : undefined,
  );
  const order = isSharedOnly
    ? [desc(financialStrategies.sharedAt), desc(financialStrategies.id)]
    : [desc(financialStrategies.createdAt), desc(financialStrategies.id)];
  const [rows, [total]] = await Promise.all([
    strategiesOf(db, where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(financialStrategies)
      .leftJoin(storedFiles, eq(storedFiles.id, financialStrategies.fileId))
      .where(where),
  ]);
  return { rows: rows.map(present), total: total?.value ?? 0 };
}

/** One strategy of the client as its viewers read it; null when the client has no such strategy (or, `isSharedOnly`, not shared). */
export async function findStrategyView(
  db: Db | Tx,
  key: StrategyKey,
  id: string,
  { isSharedOnly }: { isSharedOnly: boolean },
): Promise<FinancialStrategy | null> {
  const [row] = await strategiesOf(
    db,
    and(keyIs(key), eq(financialStrategies.id, id), isSharedOnly ? isNotNull(financialStrategies.sharedAt) : undefined),
  );
  return row ? present(row) : null;
}

/** One strategy of the client, locked for the change about to be made; null when the client has no such strategy. */
export async function findStrategyForUpdate(tx: Tx, key: StrategyKey, id: string): Promise<StrategyRow | null> {
  const [row] = await tx
    .select()
    .from(financialStrategies)
    .where(and(keyIs(key), eq(financialStrategies.id, id)))
    .for('update');
  return row ?? null;
}

/** One strategy of the client as stored (for its document's download); null when there is no such strategy (or, `isSharedOnly`, not shared). */
export async function findStrategy(
  db: Db | Tx,
  key: StrategyKey,
  id: string,
  { isSharedOnly }: { isSharedOnly: boolean },
): Promise<StrategyRow | null> {
  const [row] = await db
    .select()
    .from(financialStrategies)
    .where(and(keyIs(key), eq(financialStrategies.id, id), isSharedOnly ? isNotNull(financialStrategies.sharedAt) : undefined));
  return row ?? null;
}
