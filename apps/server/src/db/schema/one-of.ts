import { getTableName, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * A CHECK that a column holds one of the domain's values, listed from the same array that types the
 * column, so the two cannot drift. Null passes: the column's NOT NULL says whether it may be empty.
 * Named as PostgreSQL names a column's own check: `<table>_<column>_check`.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(`${getTableName(column.table)}_${column.name}_check`, sql`${sql.identifier(column.name)} in (${sql.raw(list)})`);
}
