// Runs every check and test in order, then prints one closing line with the counts.
// Server tests run on the embedded PostgreSQL, and the engine-sensitive ones again on TEST_DATABASE_URL when it is set.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTestTools } from './test-tools.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const phases = [];
const suiteStarted = Date.now();
let broken = false;
const resultsDir = mkdtempSync(path.join(tmpdir(), 'advice-results-'));

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
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

function vitest(name, args) {
  step(name, 'npx', vitestArgs(name, args));
  count(name);
}

const journeyTimesFile = path.resolve(import.meta.dirname, '../e2e/journey-times.json');

/**
 * How long each journey file took in a recorded run (`RECORD_JOURNEY_TIMES=true npm test` writes them); a file
 * with no record is guessed from its size at the recorded files' seconds a byte.
 */
function journeyEstimates(files) {
  let recorded = {};
  try {
    recorded = JSON.parse(readFileSync(journeyTimesFile, 'utf8'));
  } catch {}
  const known = files.filter(({ file }) => recorded[file] !== undefined);
  const knownBytes = known.reduce((sum, { size }) => sum + size, 0);
  const knownSeconds = known.reduce((sum, { file }) => sum + recorded[file], 0);
  const secondsPerByte = knownBytes > 0 ? knownSeconds / knownBytes : 1;
  return files.map(({ file, size }) => ({ file, seconds: recorded[file] ?? size * secondsPerByte }));
}

/** Writes each journey file's time from this run's reports, for the next runs to balance their groups by. */
function recordJourneyTimes(reports) {
  const times = {};
  for (const report of reports) {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    for (const result of testResults) {
      times[`journeys/${path.basename(result.name)}`] = Math.round((result.endTime - result.startTime) / 100) / 10;
    }
  }
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(journeyTimesFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The journeys in two groups run side by side, each with its own product, database and browser (global setup
 * runs once per process), so no journey shares state with one running beside it. Each group takes the next
 * longest file while it is the lighter, by the recorded times (a split by size left one group a minute longer).
 * Two groups keep both cores busy: three took 554 s here against 493 s for two.
 */
async function journeysInTwoGroups(name) {
  const dir = path.resolve(import.meta.dirname, '../e2e/journeys');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ({ file: `journeys/${file}`, size: statSync(path.join(dir, file)).size }));
  const groups = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const { file, seconds } of journeyEstimates(files).sort((a, b) => b.seconds - a.seconds)) {
    const lighter = groups[0].seconds <= groups[1].seconds ? groups[0] : groups[1];
    lighter.files.push(file);
    lighter.seconds += seconds;
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
  if (outcome === 'ok' && process.env.RECORD_JOURNEY_TIMES === 'true')
    recordJourneyTimes(groups.map((_, index) => reportOf(`${name} ${index + 1}`)));
}

/**
 * Vitest runs one worker fewer than the machine has cores (one on two). The server tests wait on PostgreSQL, on
 * child processes and on timers for much of their time, so two workers more than the cores keep both cores busy:
 * the unit and server phase on two cores took 381 s with one worker and 231 s with two on an earlier machine;
 * on this one 223 s with three, 197 s with four and 212 s with five.
 */
const workers = `--maxWorkers=${availableParallelism() + 2}`;

ensureTestTools();
step('lint', 'npx', ['biome', 'ci', '.']);
// TypeScript 7 checks each project with four checkers by default, each binding the program again: on two cores one
// checker a project with two projects at a time is a third of the CPU (172 s -> 51 s of CPU here, 344 s -> 82 s wall).
step('typecheck', 'npx', ['tsc', '-b', '--checkers', '1', '--builders', '2']);
// With TEST_DATABASE_URL set, vitest.config.ts adds the engine-sensitive server tests on it as a project of their own,
// which this phase's pool runs beside the rest rather than as a phase of its own after them.
const unitProjects = ['domain', 'scripts', 'server', 'web', ...(process.env.TEST_DATABASE_URL ? ['server-on-test-database'] : [])];
vitest(process.env.TEST_DATABASE_URL ? 'unit and server tests (both engines)' : 'unit and server tests (embedded PostgreSQL)', [
  workers,
  ...unitProjects.flatMap((project) => ['--project', project]),
]);
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
