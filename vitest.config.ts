import { defineConfig } from 'vitest/config';

const serverTests = {
  root: 'apps/server',
  globalSetup: ['src/testing/global-setup.ts'],
  setupFiles: ['src/testing/log-check.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Each file builds its own app on its own cloned database, so sharing modules across files is safe and
  // spares re-importing the server for every file (160 s -> 113 s for the server tests here).
  isolate: false,
} as const;

/**
 * The server tests where the engine matters, run a second time on TEST_DATABASE_URL when it is set: the template's
 * migrations and CHECK constraints, LISTEN/NOTIFY, row locks and racing writes, search and sorting, bulk inserts, and
 * every route's queries once (the route matrix). The rest is the same SQL again, which the first pass already ran.
 */
const engineSensitive = [
  'src/realtime/**/*.test.ts',
  'src/http/route-matrix.test.ts',
  'src/db/**/*.test.ts',
  'src/features/cases/cases.routes.test.ts',
  'src/features/people/clients.routes.test.ts',
  'src/features/people/clients.bulk.test.ts',
  'src/features/onboarding/onboarding.registration.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      { test: { name: 'server', include: ['src/**/*.test.ts'], ...serverTests } },
      // Its own project, so `npm test` runs it in the same pool as the others rather than as a phase after them.
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server-on-test-database', include: engineSensitive, env: { TEST_DB_TARGET: 'external' }, ...serverTests } }]
        : []),
      'apps/*/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['journeys/**/*.test.ts'],
          globalSetup: ['support/global-setup.ts'],
          // A journey visits each page at two widths with axe on every one: minutes on a busy 2-core machine, and the
          // three-party calls took up to three beside the other group in a full run, so five.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // expect.poll gives up after one second by default: too soon for pdf.js or a lazy page under load.
          expect: { poll: { timeout: 15_000 } },
          // One file at a time in a process: the journeys share its one product. `npm test` runs two processes side by side.
          fileParallelism: false,
          // The files share the support modules, and through them one Chromium (sharedBrowser).
          isolate: false,
        },
      },
    ],
  },
});
