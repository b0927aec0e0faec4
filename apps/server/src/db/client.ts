import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: queries take either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: path.join(import.meta.dirname, 'migrations') });
}
