import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Runtime, startRuntime } from '../runtime.ts';
import { cloneTemplate, dropDatabase } from './databases.ts';
import { withDatabase } from './global-setup.ts';

export type TestApp = { app: FastifyInstance; runtime: Runtime; databaseUrl: string; close: () => Promise<void> };

/** A fresh database cloned from the migrated template, a runtime on it and the app, for one test file. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const serverUrl = inject('databaseServerUrl');
  const name = await cloneTemplate(serverUrl, inject('templateDatabase'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-test-files-'));
  const databaseUrl = withDatabase(serverUrl, name);
  const config: Config = { ...loadConfig({}), env: 'test', databaseUrl, dataDir, webDist: undefined, authRateLimit: 10_000, ...overrides };
  const runtime = await startRuntime(config);
  const app = await buildApp(runtime, { logger: false });
  await app.ready();
  return {
    app,
    runtime,
    databaseUrl,
    close: async () => {
      await app.close();
      await runtime.stop();
      await dropDatabase(serverUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
