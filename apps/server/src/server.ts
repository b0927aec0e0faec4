import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isLocalDemo } from './features/mailbox/mailbox.access.ts';
import { startRuntime } from './runtime.ts';
import { demoAccounts, isDemoSeedAllowed, seedDemoIfEmpty } from './seed/demo.ts';

/**
 * One server process: the HTTP server, jobs and realtime on one database. `npm start` runs it
 * under the supervisor in main.ts; run on its own (production with DATABASE_URL, `npm run dev`)
 * it starts the embedded PostgreSQL itself when DATABASE_URL is unset.
 */
const config = loadConfig();
const runtime = await startRuntime(config);
const seeded = await seedDemoIfEmpty(runtime);
const app = await buildApp(runtime);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // HTTP first so no request starts on a closing pool, then jobs, the pool and PostgreSQL.
  await app.close().catch(() => {});
  await runtime.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// The supervisor stops this process before it exits; its channel closing otherwise means it was
// killed, and the product goes down with it rather than serve on a database nobody will stop.
process.on('disconnect', () => {
  if (closing) return;
  app.log.error('the supervisor is gone; exiting');
  process.exit(1);
});

await app.listen({ port: config.port, host: config.host });
process.send?.({ type: 'ready' });
const url = `http://localhost:${config.port}`;
// The supervisor hands over its embedded PostgreSQL as DATABASE_URL and says so.
const isDatabaseEmbedded = !config.databaseUrl || process.env.DATABASE_IS_EMBEDDED === 'true';
const isDemo = isDemoSeedAllowed(config);
console.log(
  [
    '',
    `The Advice Portal is running at ${url}${seeded ? ' (demo data seeded)' : ''}`,
    `  Database: ${isDatabaseEmbedded ? `embedded PostgreSQL in ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
    `  Mailbox (every mail sent): ${
      isLocalDemo(config, runtime.mailEngine)
        ? `${url}/mailbox (from this machine only)`
        : config.smtpUrl
          ? 'off, mail goes over SMTP'
          : 'off, this is not a local demo'
    }`,
    `  API documentation: ${url}/api/v1/docs`,
    '',
    ...(isDemo
      ? [
          `Demo sign-in (password for every account: ${config.demoPassword})`,
          `  Demo Practice at ${url} or http://demo.localhost:${config.port}:`,
          `    ${demoAccounts.demo.join(', ')}`,
          `  Second Practice at http://second.localhost:${config.port}:`,
          `    ${demoAccounts.second.join(', ')}`,
          `  Super and support admins (any host): ${demoAccounts.platform.join(', ')}`,
          '',
        ]
      : []),
    'Stop with Ctrl-C.',
    '',
  ].join('\n'),
);
