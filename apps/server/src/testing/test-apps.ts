import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Runtime, startRuntime } from '../runtime.ts';
import { cloneTemplate, dropDatabase } from './databases.ts';
import { withDatabase } from './global-setup.ts';
import { testLogStream } from './log-capture.ts';

export type TestInstance = {
  app: FastifyInstance;
  runtime: Runtime;
  /** Starts listening on 127.0.0.1 on a port the system picks, for callers that need a real socket. */
  listen: () => Promise<number>;
};

export type TestApps = { instances: TestInstance[]; databaseUrl: string; close: () => Promise<void> };

/**
 * Several server instances on one database, as a deployment behind a load balancer runs them:
 * one cloned database, one runtime and app per instance, sharing only PostgreSQL and the file store.
 */
export async function startTestApps(count: number, overrides: Partial<Config> = {}): Promise<TestApps> {
  const serverUrl = inject('databaseServerUrl');
  const name = await cloneTemplate(serverUrl, inject('templateDatabase'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-test-files-'));
  const databaseUrl = withDatabase(serverUrl, name);
  const config: Config = { ...loadConfig({}), env: 'test', databaseUrl, dataDir, webDist: undefined, authRateLimit: 10_000, ...overrides };
  const instances: TestInstance[] = [];
  const close = async () => {
    for (const { app, runtime } of instances) {
      await app.close();
      await runtime.stop();
    }
    await dropDatabase(serverUrl, name);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // One after another: each runtime runs the (idempotent) migrations and starts pg-boss on the shared schema.
    for (let i = 0; i < count; i++) {
      const runtime = await startRuntime(config);
      const app = await buildApp(runtime, { logStream: testLogStream });
      await app.ready();
      const listen = async () => {
        await app.listen({ host: '127.0.0.1', port: 0 });
        return (app.server.address() as AddressInfo).port;
      };
      instances.push({ app, runtime, listen });
    }
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { instances, databaseUrl, close };
}
