import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';

/**
 * `npm start`'s process (main.ts) runs the embedded PostgreSQL and supervises the server in a
 * child process: a server killed with SIGKILL is started again, and a SIGTERM to the supervisor
 * stops the server, then PostgreSQL, and exits 0. Real processes and signals throughout.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

let dataDir = '';
let supervisor: ChildProcess | null = null;

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const children: number[] = [];
  for (const task of tasks) {
    const text = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    children.push(...text.split(' ').filter(Boolean).map(Number));
  }
  return children;
}

async function serverChildOf(pid: number): Promise<number | null> {
  for (const child of await childrenOf(pid)) {
    const cmdline = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('server.ts')) return child;
  }
  return null;
}

/** A live process (a zombie awaiting its parent's wait is not one). */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, isDone: () => Promise<boolean>, output: () => string, timeoutMillis: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMillis) {
    if (await isDone()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not within ${timeoutMillis} ms:\n${output()}`);
}

afterAll(async () => {
  if (supervisor?.pid && (await isRunning(supervisor.pid))) {
    const server = await serverChildOf(supervisor.pid);
    if (server) process.kill(server, 'SIGKILL');
    supervisor.kill('SIGKILL');
  }
  if (dataDir) {
    const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0 && (await isRunning(pid))) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('starts a SIGKILLed server again, and on SIGTERM stops the server, then PostgreSQL, and exits 0', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'advice-supervisor-'));
  // The embedded PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const webDist = path.join(dataDir, 'web');
  await mkdir(webDist);
  const port = await freePort();
  const pgPort = await freePort();
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor = child;
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const isHealthy = () =>
    fetch(`http://127.0.0.1:${port}/api/v1/health`, { headers: { host: 'localhost' } }).then(
      (r) => r.status === 200,
      () => false,
    );
  const supervisorPid = child.pid ?? 0;

  await waitFor('healthy', isHealthy, () => output, 90_000);
  expect(output).toContain(`The Advice Portal is running at http://localhost:${port} (demo data seeded)`);
  expect(output).toContain(`Database: embedded PostgreSQL in ${dataDir}/postgres`);
  const firstServer = await serverChildOf(supervisorPid);
  if (!firstServer) throw new Error(`no server process under the supervisor:\n${output}`);
  const postmaster = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

  process.kill(firstServer, 'SIGKILL');
  await waitFor(
    'the killed server gone',
    async () => !(await isHealthy()),
    () => output,
    10_000,
  );
  // A one-second backoff, then a server start on a migrated database.
  const recoveredMillis = await waitFor('healthy again', isHealthy, () => output, 30_000);
  expect(output).toContain(`The server process (pid ${firstServer}) was killed by SIGKILL; starting it again in 1 s.`);
  const secondServer = await serverChildOf(supervisorPid);
  expect(secondServer).not.toBeNull();
  expect(secondServer).not.toBe(firstServer);
  // The same PostgreSQL served both servers: the crash did not touch it.
  expect(await isRunning(postmaster)).toBe(true);

  child.kill('SIGTERM');
  expect(await exit).toEqual({ code: 0, signal: null });
  expect(await isRunning(secondServer ?? 0)).toBe(false);
  expect(await isRunning(postmaster)).toBe(false);
  expect(await isListening(pgPort)).toBe(false);
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  console.info(`supervisor: the server answered again ${recoveredMillis} ms after it was killed`);
}, 180_000);
