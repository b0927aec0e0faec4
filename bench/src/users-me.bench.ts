import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedProductDatabaseUrl } from '@advice/server/db/embedded';
import { freePort } from '@advice/server/testing/free-port';
import autocannon from 'autocannon';
import { percentile } from './figures.ts';
import { spawnServer } from './processes.ts';
import { benchPassword, signInAs, signInAsDirector } from './sign-in.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 16;
const loadSessions = 200;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** Issue 19's goals. */
const goals = { meToBareSession: 0.8, loadP95Ms: 200 };

type Figures = { rps: number; p50: number; p95: number; p99: number; errors: number };

/** Runs autocannon, keeping every response's time so that p95 is exact (autocannon itself reports p90 and p97.5). */
async function measure(options: autocannon.Options): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const line = (name: string, f: Figures) =>
  `  ${name.padEnd(28)}${f.rps.toFixed(0).padStart(7)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors})`;

/** The best of `rounds` runs of each, interleaved, so a busy moment of the machine falls on both sides. */
async function interleaved(runs: Array<() => Promise<Figures>>): Promise<Figures[]> {
  const best: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of runs.entries()) {
      const figures = await run();
      const kept = best[i];
      if (!kept || figures.rps > kept.rps) best[i] = figures;
    }
  }
  return best;
}

/** Seven of the demo's active clients and its six staff, each signed in several times over, as `loadSessions` distinct sessions. */
async function signInMany(origin: string): Promise<string[]> {
  const people = [
    'director@demo.test',
    'adviser@demo.test',
    'adviser2@demo.test',
    'adviser3@demo.test',
    'admin@demo.test',
    'prime@demo.test',
    'client@demo.test',
    'oliver.bennett@demo.test',
    'amelia.clarke@demo.test',
    'harry.patel@demo.test',
    'isla.morgan@demo.test',
    'sophia.evans@demo.test',
    'jack.thompson@demo.test',
  ];
  const cookies: string[] = [];
  for (let i = 0; i < loadSessions; i++) cookies.push((await signInAs(origin, people[i % people.length] ?? '')).cookie);
  return cookies;
}

/**
 * 200 signed-in sessions for 30 s, each connection its own session and its own person, asking what a
 * signed-in page asks first: who am I, the practice, and my notifications' count.
 */
async function holdSessions(origin: string): Promise<Figures> {
  const cookies = await signInMany(origin);
  let next = 0;
  return measure({
    url: origin,
    connections: loadSessions,
    duration: loadSeconds,
    // Each connection takes the next session on its first request and keeps it (autocannon keeps a context per connection).
    requests: ['/api/v1/users/me', '/api/v1/practice', '/api/v1/users/notifications/meta'].map((path) => ({
      method: 'GET',
      path,
      setupRequest: (request, context: { cookie?: string }) => {
        context.cookie ??= cookies[next++ % cookies.length] ?? '';
        return { ...request, headers: { ...request.headers, cookie: context.cookie } };
      },
    })),
  });
}

/**
 * Throughput of GET /api/v1/users/me for a signed-in user (the real product) against the real limit for
 * a signed-in call (a bare Fastify route doing the same session lookup through `pg` on the same database)
 * and a bare Fastify route with no database at all; then 200 signed-in sessions held for 30 s. Each server
 * runs in its own process.
 */
export async function benchCurrentUser(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-bench-'));
  await chmod(dataDir, 0o755);
  const appPort = await freePort();
  const barePort = await freePort();
  const sessionPort = await freePort();
  const pgPort = await freePort();
  const product = await spawnServer(
    'apps/server/src/main.ts',
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_PASSWORD: benchPassword,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '1000',
    },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const bare = await spawnServer('bench/src/servers/bare.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  const bareSession = await spawnServer(
    'bench/src/servers/bare-session.ts',
    { PORT: String(sessionPort), DATABASE_URL: embeddedProductDatabaseUrl(dataDir, pgPort) },
    `http://127.0.0.1:${sessionPort}/bare-session`,
  );
  try {
    const origin = `http://localhost:${appPort}`;
    const { cookie } = await signInAsDirector(origin);
    const runs = [
      () => measure({ url: `http://127.0.0.1:${barePort}/bare` }),
      () => measure({ url: `http://127.0.0.1:${sessionPort}/bare-session`, headers: { cookie } }),
      () => measure({ url: `${origin}/api/v1/users/me`, headers: { cookie } }),
    ];
    for (const run of runs) await run(); // warm-up: JIT, prepared statements, connection pools
    const [bareResult, sessionResult, meResult] = await interleaved(runs);
    if (!bareResult || !sessionResult || !meResult) throw new Error('no figures');
    console.log(
      `GET /api/v1/users/me (signed in) vs the same session lookup on a bare Fastify route: ${connections} connections, ${seconds} s each, best of ${rounds} interleaved rounds, servers in their own processes`,
    );
    console.log(line('bare Fastify, no database', bareResult));
    console.log(line('bare Fastify + pg session', sessionResult));
    console.log(line('GET /users/me (product)', meResult));
    const ratio = meResult.rps / sessionResult.rps;
    console.log(`  ratio /users/me : bare session lookup = ${ratio.toFixed(3)} (goal >= ${goals.meToBareSession})`);
    console.log(`  ratio /users/me : bare, no database   = ${(meResult.rps / bareResult.rps).toFixed(3)}\n`);

    const load = await holdSessions(origin);
    console.log(
      `${loadSessions} signed-in sessions for ${loadSeconds} s (one connection each: /users/me, /practice, /users/notifications/meta in turn)`,
    );
    console.log(
      `  ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms (goal < ${goals.loadP95Ms} ms), p99 ${load.p99} ms, errors ${load.errors} (goal 0)\n`,
    );
    const misses = [
      ratio < goals.meToBareSession ? `/users/me at ${ratio.toFixed(3)} of the bare session lookup` : '',
      load.p95 >= goals.loadP95Ms ? `load p95 ${load.p95} ms` : '',
      load.errors > 0 ? `${load.errors} errors under load` : '',
    ].filter(Boolean);
    if (misses.length > 0) {
      process.exitCode = 1;
      console.log(`  MISSED: ${misses.join('; ')}\n`);
    }
  } finally {
    await bareSession.stop();
    await bare.stop();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
