import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@advice/server/testing/free-port';
import autocannon from 'autocannon';
import { spawnServer } from './processes.ts';
import { benchPassword, signInAsDirector } from './sign-in.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 16;

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const line = (name: string, f: Figures) =>
  `  ${name.padEnd(20)}${f.rps.toFixed(0).padStart(7)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors})`;

/**
 * Throughput of GET /api/v1/users/me for a signed-in user (the real product: session and user in
 * one query, tenant, helmet, serialisation) against a bare Fastify route, each server in its own
 * process, measured one after the other in this run.
 */
export async function benchCurrentUser(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-bench-'));
  await chmod(dataDir, 0o755);
  const appPort = await freePort();
  const barePort = await freePort();
  const product = await spawnServer(
    'apps/server/src/main.ts',
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DEMO_PASSWORD: benchPassword,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const bare = await spawnServer('bench/src/servers/bare.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  try {
    const origin = `http://localhost:${appPort}`;
    const { cookie } = await signInAsDirector(origin);
    await measure(`http://127.0.0.1:${barePort}/bare`, {});
    await measure(`${origin}/api/v1/users/me`, { cookie });
    const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`, {});
    const meResult = await measure(`${origin}/api/v1/users/me`, { cookie });
    console.log(
      `GET /api/v1/users/me (signed in) vs a bare Fastify route: ${connections} connections, ${seconds} s each, servers in their own processes`,
    );
    console.log(line('bare Fastify', bareResult));
    console.log(line('GET /users/me', meResult));
    console.log(`  ratio /users/me : bare = ${(meResult.rps / bareResult.rps).toFixed(3)}\n`);
  } finally {
    await bare.stop();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
