import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool, type Db } from '@advice/server/db/client';
import { embeddedProductDatabaseUrl } from '@advice/server/db/embedded';
import { clientProfiles, sessions, users } from '@advice/server/db/schema/index';
import { hashToken, randomToken } from '@advice/server/features/auth/sessions';
import { publishTo } from '@advice/server/realtime/hub';
import { freePort } from '@advice/server/testing/free-port';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { type TimeFigures, timeFigures } from './figures.ts';
import { spawnServer } from './processes.ts';
import { benchPassword } from './sign-in.ts';

declare module '@advice/server/realtime/hub' {
  interface RealtimeTopics {
    /** The bench's stand-in for a new message in a client's thread: what each socket receives. */
    'bench.message': { clientId: string; messageId: string; round: number; preview: string };
  }
}

const socketCount = Number(process.env.BENCH_SOCKETS ?? 1_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const warmUpRounds = 3;
/** How many sockets are opening at once: a browser fleet reconnecting after a deploy, not all 1,000 in one tick. */
const openingAtOnce = 50;
const preview = 'Hello, the valuation you asked for is attached; could you check the figures before our call on Thursday?';

type Receiver = {
  onMessage: (data: WebSocket.RawData) => void;
  /** Resolves with every arrival time of `round` once `expected` sockets have it. */
  expect: (round: number, expected: number) => Promise<number[]>;
};

/** Collects, for one set of sockets, when each one received the round's event (taken before parsing). */
function receiver(): Receiver {
  let current: { round: number; arrivals: number[]; expected: number; resolve: (arrivals: number[]) => void } | null = null;
  return {
    onMessage: (data) => {
      const at = performance.now();
      const event = JSON.parse(data.toString()) as { type: string; round?: number };
      if (event.type !== 'bench.message' || !current || event.round !== current.round) return;
      current.arrivals.push(at);
      if (current.arrivals.length === current.expected) current.resolve(current.arrivals);
    },
    expect: (round, expected) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`round ${round}: ${current?.arrivals.length ?? 0} of ${expected} sockets received it within 15 s`)),
          15_000,
        );
        current = {
          round,
          arrivals: [],
          expected,
          resolve: (arrivals) => {
            clearTimeout(timer);
            current = null;
            resolve(arrivals);
          },
        };
      }),
  };
}

/** Opens one socket and resolves once the server has said 'ready' (the product: subscribed to the user's events). */
function openSocket(url: string, headers: Record<string, string>, onMessage: (data: WebSocket.RawData) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('message', (data) => {
      const first = JSON.parse(data.toString()) as { type: string };
      if (first.type !== 'ready') return reject(new Error(`first event was ${first.type}, not ready`));
      ws.on('message', onMessage);
      resolve(ws);
    });
    ws.on('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`handshake answered ${response.statusCode}`));
    });
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`closed before ready with ${code}`)));
  });
}

async function openAll(count: number, open: (index: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: openingAtOnce }, async () => {
      while (next < count) {
        const index = next++;
        sockets[index] = await open(index);
      }
    }),
  );
  return sockets;
}

type Recipient = { clientId: string; token: string };

/** `socketCount` active clients of the demo adviser, each signed in once: sessions inserted as sign-in writes them. */
async function seedRecipients(db: Db): Promise<Recipient[]> {
  const [adviser] = await db.select({ id: users.id, practiceId: users.practiceId }).from(users).where(eq(users.email, 'adviser@demo.test'));
  if (!adviser?.practiceId) throw new Error('no demo adviser');
  const practiceId = adviser.practiceId;
  const now = new Date();
  const recipients = Array.from({ length: socketCount }, () => ({ clientId: randomUUID(), token: randomToken() }));
  await db.insert(users).values(
    recipients.map((r, i) => ({
      id: r.clientId,
      practiceId,
      role: 'client' as const,
      email: `bench.realtime.${i}@bench.test`,
      firstName: 'Bench',
      lastName: `Client ${i}`,
      status: 'active' as const,
      adviserId: adviser.id,
    })),
  );
  await db.insert(clientProfiles).values(recipients.map((r) => ({ userId: r.clientId, practiceId, kind: 'client' as const })));
  await db.insert(sessions).values(
    recipients.map((r) => ({
      id: hashToken(r.token),
      userId: r.clientId,
      practiceId,
      csrfToken: randomToken(),
      ip: '127.0.0.1',
      userAgent: 'advice-bench',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })),
  );
  return recipients;
}

const ms = (value: number) => value.toFixed(1).padStart(9);
const row = (name: string, f: TimeFigures) => `  ${name.padEnd(34)}${ms(f.p50)}${ms(f.p95)}${ms(f.max)}`;

/**
 * One event to each of 1,000 signed-in clients, every socket open in this one thread, through the product's
 * path: a transaction publishes one event per recipient (`publishTo`, the statements `uow.publish` issues at
 * commit), PostgreSQL hands the NOTIFYs to the server's LISTEN connection at commit, the hub gives each to the
 * user's socket. Against a bare `ws` server broadcasting one frame to 1,000 sockets. Latency runs from the
 * moment the trigger leaves this process (COMMIT; the control frame) to each socket's arrival; rounds of the
 * two alternate, servers in their own processes.
 */
export async function benchRealtime(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-bench-realtime-'));
  await chmod(dataDir, 0o755);
  const appPort = await freePort();
  const pgPort = await freePort();
  const barePort = await freePort();
  const product = await spawnServer(
    'apps/server/src/main.ts',
    { PORT: String(appPort), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), DEMO_PASSWORD: benchPassword, LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const pool = createPool(embeddedProductDatabaseUrl(dataDir, pgPort), 2);
  const db = createDb(pool);
  const opened: WebSocket[] = [];
  let bare: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    bare = await spawnServer('bench/src/servers/bare-ws.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
    const recipients = await seedRecipients(db);
    const productReceiver = receiver();
    const bareReceiver = receiver();
    const openStart = performance.now();
    opened.push(
      ...(await openAll(socketCount, (i) =>
        openSocket(`ws://127.0.0.1:${appPort}/api/v1/realtime`, { cookie: `sid=${recipients[i]?.token}` }, productReceiver.onMessage),
      )),
    );
    const openMillis = performance.now() - openStart;
    opened.push(...(await openAll(socketCount, () => openSocket(`ws://127.0.0.1:${barePort}/`, {}, bareReceiver.onMessage))));
    const control = new WebSocket(`ws://127.0.0.1:${barePort}/control`);
    await new Promise((resolve, reject) => control.once('open', resolve).once('error', reject));
    opened.push(control);

    const productLatencies: number[] = [];
    const bareLatencies: number[] = [];
    const publishMillis: number[] = [];
    for (let round = 1; round <= warmUpRounds + rounds; round++) {
      const measured = round > warmUpRounds;
      const messageId = randomUUID();

      const productArrivals = productReceiver.expect(round, socketCount);
      const begin = performance.now();
      let committing = 0;
      await db.transaction(async (tx) => {
        for (const { clientId } of recipients)
          await publishTo(tx, { kind: 'user', userId: clientId }, { type: 'bench.message', clientId, messageId, round, preview });
        committing = performance.now();
      });
      const productSince = committing;
      const productTimes = await productArrivals;
      if (measured) {
        productLatencies.push(...productTimes.map((at) => at - productSince));
        publishMillis.push(committing - begin);
      }

      const bareArrivals = bareReceiver.expect(round, socketCount);
      const sent = performance.now();
      control.send(JSON.stringify({ type: 'bench.message', clientId: recipients[0]?.clientId, messageId, round, preview }));
      const bareTimes = await bareArrivals;
      if (measured) bareLatencies.push(...bareTimes.map((at) => at - sent));
    }

    const productFigures = timeFigures(productLatencies);
    const bareFigures = timeFigures(bareLatencies);
    const publish = timeFigures(publishMillis);
    const count = socketCount.toLocaleString('en-GB');
    console.log(
      `Realtime: one event to each of ${count} open sockets in this one thread, ${rounds} rounds (after ${warmUpRounds} warm-up), ${(rounds * socketCount).toLocaleString('en-GB')} deliveries each; servers in their own processes`,
    );
    console.log(`  ${'delivery latency (ms)'.padEnd(34)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
    console.log(row('bare ws broadcast', bareFigures));
    console.log(row(`product (${count} NOTIFYs → hub)`, productFigures));
    console.log(
      `  ratio product : bare = p50 ${(productFigures.p50 / bareFigures.p50).toFixed(2)}, p95 ${(productFigures.p95 / bareFigures.p95).toFixed(2)}`,
    );
    console.log(
      `  (product timed from COMMIT; its ${count} pg_notify statements before it took p50 ${publish.p50.toFixed(0)} ms, p95 ${publish.p95.toFixed(0)} ms a round; ${count} sockets signed in and ready in ${(openMillis / 1000).toFixed(1)} s)\n`,
    );
  } finally {
    for (const ws of opened) ws.terminate();
    await pool.end();
    await bare?.stop();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
