import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@advice/server/testing/free-port';

export type ServerProcess = {
  baseUrl: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real product (`apps/server/src/main.ts`) on a fresh embedded database and waits until it answers. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const databasePort = await freePort();
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(databasePort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
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
  return {
    baseUrl,
    port,
    dataDir,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/advice`,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
