import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2ePort: number;
    /** The product's embedded database, for journeys that need a seeded id no page shows yet. */
    e2eDatabaseUrl: string;
  }
}

export const demoPassword = 'Demo-Journey-2026!';

/** One running product for all journeys, seeded with the demo practices. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess({ DEMO_PASSWORD: demoPassword, AUTH_RATE_LIMIT: '1000', CAPTCHA_MAX_NUMBER: '50' });
  project.provide('e2eBaseUrl', server.baseUrl);
  project.provide('e2ePort', server.port);
  project.provide('e2eDatabaseUrl', server.databaseUrl);
  return () => server.stop();
}
