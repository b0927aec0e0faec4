// Runs every check and test in order, then prints one closing line with the counts.
// Server tests run on the embedded PostgreSQL, and again on TEST_DATABASE_URL when it is set.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTestTools } from './test-tools.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const phases = [];
const suiteStarted = Date.now();
let broken = false;
const resultsDir = mkdtempSync(path.join(tmpdir(), 'advice-results-'));

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const outcome = result.status === 0 ? 'ok' : `failed (exit ${result.status})`;
  phases.push({ name, outcome, seconds });
  console.log(`◀ ${name}: ${outcome} in ${seconds.toFixed(1)} s`);
  if (result.status !== 0) broken = true;
  return result.status === 0;
}

const reportOf = (name) => path.join(resultsDir, `${name.replace(/\W+/gu, '-')}.json`);
const vitestArgs = (name, args) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportOf(name)}`,
];

function count(name) {
  try {
    const report = JSON.parse(readFileSync(reportOf(name), 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

function vitest(name, args, env = {}) {
  step(name, 'npx', vitestArgs(name, args), env);
  count(name);
}

/**
 * The journeys in two groups run side by side, each with its own product, database and browser (global setup
 * runs once per process), so no journey shares state with one running beside it. Files are split by size, the
 * best guess of their length that needs no record of earlier runs; each group takes the next largest file while
 * it is the lighter.
 */
async function journeysInTwoGroups(name) {
  const dir = path.resolve(import.meta.dirname, '../e2e/journeys');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ({ file: `journeys/${file}`, size: statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.size - a.size);
  const groups = [
    { files: [], size: 0 },
    { files: [], size: 0 },
  ];
  for (const { file, size } of files) {
    const lighter = groups[0].size <= groups[1].size ? groups[0] : groups[1];
    lighter.files.push(file);
    lighter.size += size;
  }
  console.log(`\n▶ ${name} (two groups side by side)`);
  const started = Date.now();
  const codes = await Promise.all(
    groups.map(
      (group, index) =>
        new Promise((resolve) => {
          const child = spawn('npx', vitestArgs(`${name} ${index + 1}`, ['--project', 'e2e', ...group.files]), { stdio: 'inherit' });
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const outcome = codes.every((code) => code === 0) ? 'ok' : `failed (exit ${codes.join(', ')})`;
  phases.push({ name, outcome, seconds });
  console.log(`◀ ${name}: ${outcome} in ${seconds.toFixed(1)} s`);
  if (outcome !== 'ok') broken = true;
  for (const index of groups.keys()) count(`${name} ${index + 1}`);
}

/**
 * Vitest runs one worker fewer than the machine has cores (one on two). The server tests wait on PostgreSQL for
 * most of their time, so a worker a core keeps both busy: the unit and server phase 381 s -> 236 s here.
 */
const workers = `--maxWorkers=${availableParallelism()}`;

ensureTestTools();
step('lint', 'npx', ['biome', 'ci', '.']);
step('typecheck', 'npx', ['tsc', '-b']);
vitest('unit and server tests (embedded PostgreSQL)', [
  workers,
  '--project',
  'domain',
  '--project',
  'scripts',
  '--project',
  'server',
  '--project',
  'web',
]);
// The second engine runs the tests where the engine matters: the template's migrations and CHECK constraints,
// LISTEN/NOTIFY, row locks and racing writes, search and sorting, bulk inserts, and every route's queries once
// (the route matrix). The rest is the same SQL again, which the first pass already ran.
const onBothEngines = [
  'src/realtime/',
  'src/http/route-matrix.test.ts',
  'src/db/',
  'src/features/cases/cases.routes.test.ts',
  'src/features/people/clients.routes.test.ts',
  'src/features/people/clients.bulk.test.ts',
  'src/features/onboarding/onboarding.registration.test.ts',
];
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on TEST_DATABASE_URL (engine-sensitive)', [workers, '--project', 'server', ...onBothEngines], {
    TEST_DB_TARGET: 'external',
  });
}
if (step('build web app', 'npm', ['run', 'build', '-w', '@advice/web'])) {
  await journeysInTwoGroups('browser journeys');
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nTime by phase:');
for (const phase of phases) console.log(`  ${phase.name.padEnd(48)} ${minutes(phase.seconds).padStart(12)}  ${phase.outcome}`);
console.log(`  ${'total'.padEnd(48)} ${minutes((Date.now() - suiteStarted) / 1000).padStart(12)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
