import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '@advice/server/db/embedded';
import { freePort } from '@advice/server/testing/free-port';
import axe from 'axe-core';
import { axeScriptPath } from './axe-script.ts';

export type ServerProcess = {
  baseUrl: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The built web app as the product serves it, plus axe-core beside its files: links to every built file in a
 * folder of its own, so the build itself is left as it was. A page then loads axe from its browser's cache
 * rather than receiving its half a megabyte through the DevTools protocol on every visit (a quarter of a
 * second each).
 */
async function webAppWithAxe(into: string): Promise<string> {
  const built = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const served = path.join(into, 'web');
  await mkdir(path.join(served, 'assets'), { recursive: true });
  for (const entry of await readdir(built)) if (entry !== 'assets') await symlink(path.join(built, entry), path.join(served, entry));
  for (const file of await readdir(path.join(built, 'assets')))
    await symlink(path.join(built, 'assets', file), path.join(served, 'assets', file));
  await writeFile(path.join(served, axeScriptPath), axe.source);
  return served;
}

/**
 * Starts the real product (`apps/server/src/main.ts`) on a fresh embedded PostgreSQL and waits until it answers.
 * The journeys start that PostgreSQL themselves, as the tests' throwaway server (nothing flushed to disk), and hand
 * it to the product as its embedded database.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const database = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, 'postgres'), port: await freePort(), isThrowaway: true });
  await ensureDatabase(database.url('postgres'), 'advice');
  const databaseUrl = database.url('advice');
  const webDist = await webAppWithAxe(dataDir);
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_IS_EMBEDDED: 'true',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const ok = await fetch(`${baseUrl}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    // A product that did not start leaves nothing running behind it: its PostgreSQL is the journeys' own.
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, databaseUrl, child, stop };
}
