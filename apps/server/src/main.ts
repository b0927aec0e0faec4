import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';
import { demoAccounts, seedDemoIfEmpty } from './seed/demo.ts';

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

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(
  [
    '',
    `The Advice Portal is running at ${url}${seeded ? ' (demo data seeded)' : ''}`,
    `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}/postgres`}`,
    `  Mailbox (every mail sent): ${config.smtpUrl ? 'off, mail goes over SMTP' : `${url}/mailbox`}`,
    `  API documentation: ${url}/api/v1/docs`,
    '',
    `Demo sign-in (password for every account: ${config.demoPassword})`,
    `  Demo Practice at ${url} or http://demo.localhost:${config.port}:`,
    `    ${demoAccounts.demo.join(', ')}`,
    `  Second Practice at http://second.localhost:${config.port}:`,
    `    ${demoAccounts.second.join(', ')}`,
    `  Super and support admins (any host): ${demoAccounts.platform.join(', ')}`,
    '',
    'Stop with Ctrl-C.',
    '',
  ].join('\n'),
);
