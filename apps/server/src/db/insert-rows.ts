import { type Column, getTableColumns, type InferInsertModel, type InferSelectModel, is, type SQL, sql } from 'drizzle-orm';
import { PgArray, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * Inserts many rows with one array parameter a column: `INSERT … SELECT * FROM unnest($1::uuid[], $2::text[], …)`.
 * `insert().values(rows)` binds every value of every column of the table as its own parameter: at a thousand
 * rows that is tens of thousands of parameters for Drizzle to build and PostgreSQL to parse, most of a bulk
 * import's time. The columns are the first row's keys, so every row gives the same ones (undefined is stored as
 * null); the table's other columns take their database defaults, as with `values()`. Array columns cannot go
 * through unnest, which would flatten them.
 */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  if (rows.length > 0) await tx.execute(insertStatement(table, rows));
}

/** `insertRows`, answering the stored rows (defaults filled in) as a select would, in no particular order. */
export async function insertRowsReturning<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const result = await tx.execute<Record<string, unknown>>(sql`${insertStatement(table, rows)} RETURNING *`);
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>);
  return result.rows.map(
    (stored) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = stored[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}

function insertStatement<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const written = Object.keys(rows[0] ?? {}).map((key) => {
    const column = columns[key] as PgColumn | undefined;
    if (!column || is(column, PgArray)) throw new Error(`insertRows cannot write ${key}`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return { name: sql.identifier(column.name), values: sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]` };
  });
  const names = sql.join(
    written.map((column) => column.name),
    sql`, `,
  );
  const arrays = sql.join(
    written.map((column) => column.values),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
}
