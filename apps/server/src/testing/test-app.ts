import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Runtime } from '../runtime.ts';
import { startTestApps } from './test-apps.ts';

export type TestApp = { app: FastifyInstance; runtime: Runtime; databaseUrl: string; close: () => Promise<void> };

/** A fresh database cloned from the migrated template, a runtime on it and the app, for one test file. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { instances, databaseUrl, close } = await startTestApps(1, overrides);
  const [instance] = instances;
  if (!instance) throw new Error('no instance started');
  return { app: instance.app, runtime: instance.runtime, databaseUrl, close };
}
