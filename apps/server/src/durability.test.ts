import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';

/**
 * A server killed with SIGKILL while it acknowledges writes keeps every write it acknowledged,
 * and starts again on the same data directory, reclaiming the PostgreSQL the dead process left behind.
 *
 * The write is a sign-in: it inserts a session row in a transaction and answers 200 with the
 * session cookie only after the commit, so a 200 is an acknowledgement the row is stored. The
 * cookie's token is the write's id: GET /users/me answers 200 for it only while the row exists.
 * Real processes, real signals, the embedded PostgreSQL: nothing here runs in the test's process.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const demoPassword = 'Durable-Demo-2026!';
const demoUser = 'client@demo.test';
// Each write is a sign-in, whose password check costs tens of milliseconds of CPU by design: a few hundred,
// twenty at a time, are enough to be killed among.
const totalWrites = 400;
const killAfterAcknowledged = 150;
const concurrency = 20;

type Server = { child: ChildProcess; base: string; exit: Promise<{ code: number | null; signal: string | null }>; output: () => string };

const started: Server[] = [];
let dataDir = '';
let pgPort = 0;

function startServer(): Promise<Server> {
  return freePort().then((port) => {
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD: demoPassword,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const server = { child, base: `http://127.0.0.1:${port}`, exit, output: () => output };
    started.push(server);
    return server;
  });
}

async function waitUntilHealthy(server: Server, timeoutMillis = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMillis;
  let exited = false;
  void server.exit.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    const ok = await fetch(`${server.base}/api/v1/health`, { headers: { host: 'localhost' } }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time:\n${server.output()}`);
}

function cookieFrom(response: Response, name: string): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

async function csrfTokenOf(server: Server): Promise<string> {
  const token = cookieFrom(await fetch(`${server.base}/api/v1/practice`, { headers: { host: 'localhost' } }), 'csrf_token');
  if (!token) throw new Error('no CSRF cookie');
  return token;
}

/** One write; resolves to the session token when the server acknowledged it with a 200, else null. */
async function signIn(server: Server, csrf: string): Promise<string | null> {
  try {
    const response = await fetch(`${server.base}/api/v1/users/sign_in`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
      body: JSON.stringify({ email: demoUser, password: demoPassword }),
    });
    return response.status === 200 ? cookieFrom(response, 'sid') : null;
  } catch {
    return null;
  }
}

/**
 * Runs up to `attempts` writes, `concurrency` at a time, until `isStopped()`; calls `onAcknowledged`
 * after each acknowledgement. Writes in flight when it stops still finish (or fail) and count as attempted.
 */
async function writeConcurrently(
  server: Server,
  attempts: number,
  isStopped: () => boolean,
  onAcknowledged: (count: number) => void = () => {},
): Promise<{ attempted: number; acknowledged: string[]; refused: number }> {
  const csrf = await csrfTokenOf(server);
  const acknowledged: string[] = [];
  let attempted = 0;
  let refused = 0;
  const worker = async () => {
    while (attempted < attempts && !isStopped()) {
      attempted++;
      const token = await signIn(server, csrf);
      if (token) {
        acknowledged.push(token);
        onAcknowledged(acknowledged.length);
      } else refused++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { attempted, acknowledged, refused };
}

async function answersMe(server: Server, token: string): Promise<number> {
  const response = await fetch(`${server.base}/api/v1/users/me`, { headers: { host: 'localhost', cookie: `sid=${token}` } });
  return response.status;
}

async function postmasterPid(): Promise<number> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** A live process (a zombie awaiting its parent's wait is not one). */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** Live processes whose command line names the data directory (the postmaster runs with -D <dir>). */
async function processesUsing(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(dir) && (await isRunning(Number(entry)))) found.push(Number(entry));
  }
  return found;
}

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  if (dataDir) {
    for (const pid of await processesUsing(dataDir)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('keeps every acknowledged write after a SIGKILL mid-stream, and restarts on the same data directory', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'advice-durability-'));
  // The embedded PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  pgPort = await freePort();

  const first = await startServer();
  await waitUntilHealthy(first);
  const orphan = await postmasterPid();

  let killed = false;
  // Writes go on until the process is seen to have died, not only until the signal is sent: on a busy machine the
  // server may have answered every write in flight before this process reads the answer that sends the signal.
  let died = false;
  void first.exit.then(() => (died = true));
  const before = await writeConcurrently(
    first,
    totalWrites,
    () => died,
    (count) => {
      if (count < killAfterAcknowledged || killed) return;
      killed = true;
      first.child.kill('SIGKILL');
    },
  );
  expect(await first.exit).toEqual({ code: null, signal: 'SIGKILL' });
  expect(before.acknowledged.length).toBeGreaterThanOrEqual(killAfterAcknowledged);
  // Writes were in flight when the process died: they were cut off, not acknowledged.
  expect(before.refused).toBeGreaterThan(0);
  // The killed server's PostgreSQL outlives it, still holding the data directory and its pid file.
  expect(await isRunning(orphan)).toBe(true);

  const second = await startServer();
  await waitUntilHealthy(second);
  expect(await isRunning(orphan)).toBe(false);
  const after = await writeConcurrently(second, totalWrites - before.attempted, () => false);
  expect(after.refused).toBe(0);

  const acknowledged = [...before.acknowledged, ...after.acknowledged];
  const lost: string[] = [];
  for (const token of acknowledged) if ((await answersMe(second, token)) !== 200) lost.push(token);
  expect(lost).toEqual([]);
  expect(await answersMe(second, 'not-a-session-token-of-this-server')).toBe(401);
  expect(before.attempted + after.attempted).toBe(totalWrites);

  second.child.kill('SIGINT');
  expect(await second.exit).toEqual({ code: 0, signal: null });
  expect(await processesUsing(dataDir)).toEqual([]);
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  console.info(
    `durability: ${totalWrites} writes; before SIGKILL ${before.attempted} attempted, ${before.acknowledged.length} acknowledged, ` +
      `${before.refused} cut off; after restart ${after.attempted} attempted, ${after.acknowledged.length} acknowledged; none lost`,
  );
}, 180_000);
