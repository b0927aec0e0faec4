// Runs every check and test in order, then prints one closing line with the counts.
// Server tests run on the embedded PostgreSQL, and again on TEST_DATABASE_URL when it is set.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
const resultsDir = mkdtempSync(path.join(tmpdir(), 'advice-results-'));

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${name}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) broken = true;
  return result.status === 0;
}

function vitest(name, args, env = {}) {
  const output = path.join(resultsDir, `${name.replace(/\W+/gu, '-')}.json`);
  step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

step('lint', 'npx', ['biome', 'ci', '.']);
step('typecheck', 'npx', ['tsc', '-b']);
vitest('unit and server tests (embedded PostgreSQL)', ['--project', 'domain', '--project', 'server', '--project', 'web']);
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests (TEST_DATABASE_URL)', ['--project', 'server'], { TEST_DB_TARGET: 'external' });
}
if (step('build web app', 'npm', ['run', 'build', '-w', '@advice/web'])) {
  vitest('browser journeys', ['--project', 'e2e']);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
