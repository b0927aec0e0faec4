import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          setupFiles: ['src/testing/log-check.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own cloned database, so sharing modules across files is safe and
          // spares re-importing the server for every file (160 s -> 113 s for the server tests here).
          isolate: false,
        },
      },
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
