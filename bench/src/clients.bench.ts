import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor, ClientListFilters } from '@advice/domain';
import { embeddedProductDatabaseUrl } from '@advice/server/db/embedded';
import { clientCountStatement, clientListStatement, toQuery } from '@advice/server/features/people/clients.queries';
import { freePort } from '@advice/server/testing/free-port';
import pg from 'pg';
import { timeFigures } from './figures.ts';
import { spawnServer } from './processes.ts';
import { type BenchSession, benchPassword, signInAsDirector } from './sign-in.ts';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 100_000);
const adviserCount = 200;
const tagCount = 20;
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);

/** Multi-row INSERTs of `rows` in chunks, each row an array of values in `columns` order. */
async function insertMany(db: pg.Pool, table: string, columns: string[], rows: unknown[][], chunk = 2_000): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((v) => `$${values.push(v)}`).join(',')})`);
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`, values);
  }
}

const userColumns = ['id', 'practice_id', 'role', 'email', 'first_name', 'last_name', 'status', 'adviser_id', 'invited_at'];
const profileColumns = ['user_id', 'practice_id', 'kind', 'net_worth', 'est_total_case_size', 'last_activity_at', 'created_at'];
const firstNames = ['Oliver', 'Amelia', 'Noah', 'Isla', 'George', 'Sophia', 'Jack', 'Emily', 'Harry', 'Ava', 'Leo', 'Mia'];
const lastNames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Patel', 'Clarke'];

async function seed(db: pg.Pool, practiceId: string): Promise<{ advisers: { id: string; email: string }[]; tagId: string }> {
  const now = Date.now();
  const advisers = Array.from({ length: adviserCount }, (_, i) => ({ id: randomUUID(), email: `bench.adviser.${i}@bench.test` }));
  await insertMany(
    db,
    'users',
    userColumns,
    advisers.map((a, i) => [a.id, practiceId, 'adviser', a.email, 'Bench', `Adviser ${i}`, 'active', null, null]),
  );
  const clients = Array.from({ length: clientCount }, (_, i) => ({
    id: randomUUID(),
    adviser: advisers[i % adviserCount]?.id,
    first: firstNames[i % firstNames.length],
    last: `${lastNames[(i * 7) % lastNames.length]}${i}`,
  }));
  await insertMany(
    db,
    'users',
    userColumns,
    clients.map((c, i) => [
      c.id,
      practiceId,
      'client',
      `bench.client.${i}@bench.test`,
      c.first,
      c.last,
      'active',
      c.adviser,
      new Date(now - i * 60_000),
    ]),
  );
  await insertMany(
    db,
    'client_profiles',
    profileColumns,
    clients.map((c, i) => [
      c.id,
      practiceId,
      i % 10 === 0 ? 'prospect' : 'client',
      (i * 7_919) % 5_000_000,
      (i * 104_729) % 900_000,
      new Date(now - ((i * 13) % 100_000) * 60_000),
      new Date(now - i * 60_000),
    ]),
  );
  const tags = Array.from({ length: tagCount }, (_, i) => [randomUUID(), practiceId, `Bench tag ${i}`]);
  await insertMany(db, 'client_tags', ['id', 'practice_id', 'name'], tags);
  const assignments = clients.filter((_, i) => i % 3 === 0).map((c, i) => [tags[i % tagCount]?.[0], c.id, practiceId]);
  await insertMany(db, 'client_tag_assignments', ['tag_id', 'client_id', 'practice_id'], assignments, 5_000);
  await db.query('ANALYZE users; ANALYZE client_profiles; ANALYZE client_tag_assignments');
  return { advisers, tagId: String(tags[0]?.[0]) };
}

/**
 * Times two ways of getting the same answer side by side: after warming both, each sample runs one then the other,
 * in turn first, so a busy moment of the machine (or a cache the first one warmed) falls on both.
 */
async function timeSideBySide(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number[], number[]]> {
  for (let i = 0; i < 5; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  const timed = async (run: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await run();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      await timed(a, times[0]);
      await timed(b, times[1]);
    } else {
      await timed(b, times[1]);
      await timed(a, times[0]);
    }
  }
  return times;
}

type Case = { name: string; query: string; filters: ClientListFilters };

async function benchList(session: BenchSession, db: pg.Pool, actor: Actor, tagId: string): Promise<void> {
  const base: ClientListFilters = { sort: 'created_at', direction: 'desc' };
  const cases: Case[] = [
    { name: 'first page', query: '', filters: base },
    { name: 'tag filter', query: `client_tag_ids=${tagId}`, filters: { ...base, client_tag_ids: [tagId] } },
    { name: 'search "walker12"', query: 'search=walker12', filters: { ...base, search: 'walker12' } },
    { name: 'net worth desc', query: 'sort=net_worth&direction=desc', filters: { ...base, sort: 'net_worth' } },
  ];
  console.log(
    `Client list, ${clientCount.toLocaleString('en-GB')} clients / ${adviserCount} advisers, director, ${samples} requests each, API and SQL in turn`,
  );
  for (const c of cases) {
    const url = `${session.origin}/api/v1/clients${c.query ? `?${c.query}` : ''}`;
    const list = toQuery(clientListStatement(actor, c.filters, { limit: 20, offset: 0 }));
    const count = toQuery(clientCountStatement(actor, c.filters));
    const [apiTimes, sqlTimes] = await timeSideBySide(
      async () => {
        const response = await fetch(url, { headers: { cookie: session.cookie } });
        if (!response.ok) throw new Error(`${url} → ${response.status}`);
        await response.arrayBuffer();
      },
      () => Promise.all([db.query(list.sql, list.params), db.query(count.sql, count.params)]),
    );
    const { p50: a50, p95: a95 } = timeFigures(apiTimes);
    const { p50: d50, p95: d95 } = timeFigures(sqlTimes);
    console.log(
      `  ${c.name.padEnd(20)} API p50 ${a50.toFixed(1)} ms, p95 ${a95.toFixed(1)} ms | SQL p50 ${d50.toFixed(1)} ms, p95 ${d95.toFixed(1)} ms | ratio API:SQL p50 ${(a50 / d50).toFixed(2)}, p95 ${(a95 / d95).toFixed(2)}`,
    );
  }
}

async function benchImport(
  session: BenchSession,
  db: pg.Pool,
  practiceId: string,
  advisers: { email: string; id: string }[],
): Promise<void> {
  const header = 'first_name,last_name,email,phone,adviser_email,additional_adviser_emails';
  const lines = Array.from(
    { length: importRows },
    (_, i) => `Imported,Client ${i},bench.import.${i}@bench.test,,${advisers[i % advisers.length]?.email},`,
  );
  // The bare INSERT first, on a quiet machine: after the import the product is still delivering its 10,000 mails.
  const bareStart = performance.now();
  const ids = lines.map(() => randomUUID());
  await insertMany(
    db,
    'users',
    userColumns,
    ids.map((id, i) => [
      id,
      practiceId,
      'client',
      `bench.bare.${i}@bench.test`,
      'Imported',
      `Client ${i}`,
      'invited',
      advisers[i % advisers.length]?.id,
      new Date(),
    ]),
  );
  await insertMany(
    db,
    'client_profiles',
    profileColumns,
    ids.map((id) => [id, practiceId, 'client', null, null, null, new Date()]),
  );
  const bareMs = performance.now() - bareStart;
  const form = new FormData();
  form.append('file', new Blob([`${header}\n${lines.join('\n')}\n`], { type: 'text/csv' }), 'clients.csv');
  const start = performance.now();
  const response = await fetch(`${session.origin}/api/v1/clients/create-in-bulk`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    body: form,
  });
  if (response.status !== 202) throw new Error(`bulk import refused: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  let status: { status: string; created_count: number; refused_count: number } = { status: 'running', created_count: 0, refused_count: 0 };
  while (status.status === 'running') {
    await new Promise((r) => setTimeout(r, 50));
    status = (
      await (await fetch(`${session.origin}/api/v1/clients/create-in-bulk/${data.id}`, { headers: { cookie: session.cookie } })).json()
    ).data;
  }
  const productMs = performance.now() - start;

  console.log(`Bulk creation of ${importRows.toLocaleString('en-GB')} clients`);
  console.log(
    `  product import (CSV upload, row checks, a pg-boss job writing accounts, profiles, follows, audit, tokens and invitation mail 2,000 rows a transaction): ${(productMs / 1000).toFixed(1)} s, ${status.created_count} created, ${status.refused_count} refused`,
  );
  console.log(`  bare multi-row INSERT of the same rows (users + client_profiles only): ${(bareMs / 1000).toFixed(2)} s`);
  console.log(`  ratio import : bare INSERT = ${(productMs / bareMs).toFixed(1)}\n`);
}

/** The client list at 100,000 clients through the API against the same SQL on the database, and bulk creation against bare INSERTs. */
export async function benchClients(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-bench-clients-'));
  await chmod(dataDir, 0o755);
  const appPort = await freePort();
  const pgPort = await freePort();
  const product = await spawnServer(
    'apps/server/src/main.ts',
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_PASSWORD: benchPassword,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const db = new pg.Pool({ connectionString: embeddedProductDatabaseUrl(dataDir, pgPort), max: 4 });
  try {
    const { rows } = await db.query<{ id: string; practice_id: string }>(
      "SELECT id, practice_id FROM users WHERE email = 'director@demo.test'",
    );
    const director = rows[0];
    if (!director) throw new Error('no demo director');
    const seedStart = performance.now();
    const { advisers, tagId } = await seed(db, director.practice_id);
    console.log(`Seeded ${clientCount.toLocaleString('en-GB')} clients in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);
    const session = await signInAsDirector(`http://localhost:${appPort}`);
    const actor: Actor = { userId: director.id, practiceId: director.practice_id, role: 'director', adminLevel: null };
    await benchList(session, db, actor, tagId);
    console.log('');
    await benchImport(session, db, director.practice_id, advisers);
  } finally {
    await db.end();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
