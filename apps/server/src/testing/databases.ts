import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Clones the migrated template into a fresh database for one test file. */
export async function cloneTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `advice_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`));
  return name;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
