import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { startRuntime } from '../runtime.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the whole run of a project: the embedded one, or TEST_DATABASE_URL for the
 * project whose env sets TEST_DB_TARGET=external (server-on-test-database). A template database is migrated
 * once (with the pg-boss schema); each test file clones it, so files never share state.
 */
export default async function setup(project: TestProject) {
  const external = project.config.env?.TEST_DB_TARGET === 'external';
  let serverUrl: string;
  let stop = async () => {};
  let dir: string | null = null;
  if (external) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_TARGET=external needs TEST_DATABASE_URL');
    serverUrl = url;
  } else {
    dir = await mkdtemp(path.join(tmpdir(), 'advice-test-pg-'));
    // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port: await freePort(), isThrowaway: true });
    serverUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  const template = `advice_template_${process.pid}`;
  await ensureDatabase(serverUrl, template);
  const templateUrl = withDatabase(serverUrl, template);
  const runtime = await startRuntime({ ...loadConfig({}), databaseUrl: templateUrl, runJobs: false, dataDir: dir ?? tmpdir() });
  await runtime.stop();
  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  return async () => {
    const { dropDatabase } = await import('./databases.ts');
    await dropDatabase(serverUrl, template).catch(() => {});
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
