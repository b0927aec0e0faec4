import { randomBytes } from 'node:crypto';
import { type BulkImportResult, bulkClientExample, clientMessages } from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, bulkImports, clientProfiles, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo } from '../../testing/mailbox.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { runBulkImport } from './clients.bulk.ts';

let t: TestApp;
let practice: { id: string; host: string };
let director: TestClient;
let directorUser: CreatedUser;
let adviser: CreatedUser;
let extra: CreatedUser;

const header = 'first_name,last_name,email,phone,adviser_email,additional_adviser_emails';

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  directorUser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  director = await signedIn(t.app, practice.host, directorUser);
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  extra = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
});
afterAll(() => t.close());

function upload(csv: string) {
  const { payload, headers } = multipartFile('file', { filename: 'clients.csv', contentType: 'text/csv', content: Buffer.from(csv) });
  return director.post('/api/v1/clients/create-in-bulk', payload, { headers });
}

async function finished(id: string) {
  for (let i = 0; i < 200; i++) {
    const body = (await director.get(`/api/v1/clients/create-in-bulk/${id}`)).json().data;
    if (body.status !== 'running') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

/** An import of three rows as a restart leaves it: the first committed with its progress, the job still 'running'. */
async function storeInterruptedImport(first: BulkImportResult, rows: Record<string, string>[]): Promise<string> {
  const id = crypto.randomUUID();
  await t.runtime.db.insert(bulkImports).values({
    id,
    practiceId: practice.id,
    createdBy: directorUser.id,
    totalRows: 3,
    processedRows: 1,
    createdCount: 1,
    results: [first],
    rows,
    origin: 'http://localhost',
  });
  return id;
}

async function practiceClientCounts() {
  const [u] = await t.runtime.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.practiceId, practice.id), eq(users.role, 'client')));
  const [p] = await t.runtime.db.select({ n: count() }).from(clientProfiles).where(eq(clientProfiles.practiceId, practice.id));
  return { users: u?.n ?? 0, profiles: p?.n ?? 0 };
}

describe('bulk client creation', () => {
  it('offers the template with its headers and one example row naming the practice’s own advisers', async () => {
    const response = await director.get('/api/v1/clients/create-in-bulk/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const [headers, example, ...rest] = parse(response.body) as string[][];
    expect(headers?.join(',')).toBe(header);
    expect(rest).toEqual([]);
    const [firstName, lastName, email, phone, adviserEmail, additional] = example ?? [];
    expect({ first_name: firstName, last_name: lastName, email, phone }).toEqual(bulkClientExample);
    expect([adviserEmail, additional].sort()).toEqual([adviser.email, extra.email].sort());
  });

  it('refuses the template’s example row when it is uploaded, and creates the rows under it', async () => {
    const template = (await director.get('/api/v1/clients/create-in-bulk/template')).body;
    const email = `after-example-${randomBytes(3).toString('hex')}@example.test`;
    const result = await finished((await upload(`${template}Real,Client,${email},,${adviser.email},\n`)).json().data.id);
    expect(result.results).toEqual([
      { row: 2, email: bulkClientExample.email, outcome: 'refused', reason: clientMessages['clients.bulk.exampleRow'] },
      { row: 3, email, outcome: 'created' },
    ]);
    const [kept] = await t.runtime.db.select({ n: count() }).from(users).where(eq(users.email, bulkClientExample.email));
    expect(kept?.n).toBe(0);
  });

  it('imports 50 rows with 3 bad ones: 47 created and invited, 3 refused with reasons, nothing half-created', async () => {
    const existing = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const before = await practiceClientCounts();
    const tag = randomBytes(3).toString('hex');
    const lines = Array.from(
      { length: 50 },
      (_, i) => `Client,Number ${i},bulk-${tag}-${i}@example.test,+44 20 7946 ${String(i).padStart(4, '0')},${adviser.email},`,
    );
    lines[3] = `Existing,Client,${existing.email},,${adviser.email},`;
    lines[10] = `Unknown,Adviser,bulk-${tag}-10@example.test,,nobody@example.test,`;
    lines[20] = `Bad,Extra,bulk-${tag}-20@example.test,,${adviser.email},"${extra.email},ghost@example.test"`;
    lines[30] = `Two,Advisers,bulk-${tag}-30@example.test,,${adviser.email},"${extra.email}"`;
    const csv = `\uFEFF${header}\n${lines.join('\n')}\n`;
    const response = await upload(csv);
    expect(response.statusCode).toBe(202);
    const result = await finished(response.json().data.id);
    expect(result).toMatchObject({ status: 'finished', total_rows: 50, processed_rows: 50, created_count: 47, refused_count: 3 });
    const refused = result.results.filter((r: { outcome: string }) => r.outcome === 'refused');
    expect(refused).toEqual([
      { row: 5, email: existing.email, outcome: 'refused', reason: 'A client with this e-mail already exists' },
      {
        row: 12,
        email: `bulk-${tag}-10@example.test`,
        outcome: 'refused',
        reason: 'No active adviser with the e-mail nobody@example.test',
      },
      { row: 22, email: `bulk-${tag}-20@example.test`, outcome: 'refused', reason: 'No active adviser with the e-mail ghost@example.test' },
    ]);
    const after = await practiceClientCounts();
    expect(after).toEqual({ users: before.users + 47, profiles: before.profiles + 47 });
    const [withExtra] = await t.runtime.db
      .select()
      .from(users)
      .where(eq(users.email, `bulk-${tag}-30@example.test`));
    const extras = await t.runtime.db
      .select()
      .from(additionalAdvisers)
      .where(eq(additionalAdvisers.clientId, withExtra?.id ?? ''));
    expect(extras.map((e) => e.adviserId)).toEqual([extra.id]);
    expect((await lastMailTo(t.runtime.db, `bulk-${tag}-0@example.test`))?.subject).toMatch(/invited/u);
  });

  it('refuses rows failing the field rules, and more than 10 additional advisers', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `a${i}@example.test`).join(',');
    const csv = `${header}\n,Nameless,x-${randomBytes(3).toString('hex')}@example.test,,${adviser.email},\nBad,Email,not-an-email,,${adviser.email},\nMany,Advisers,m-${randomBytes(3).toString('hex')}@example.test,,${adviser.email},"${many}"\n`;
    const result = await finished((await upload(csv)).json().data.id);
    expect(result.results.map((r: { reason: string }) => r.reason)).toEqual([
      'first_name: This field is required',
      'email: Enter an e-mail address like name@example.com',
      'additional_adviser_emails: At most 10 additional advisers',
    ]);
  });

  it('refuses an e-mail repeated further down the file, keeping the first row', async () => {
    const email = `twice-${randomBytes(3).toString('hex')}@example.test`;
    const result = await finished(
      (await upload(`${header}\nFirst,Row,${email},,${adviser.email},\nSecond,Row,${email},,${adviser.email},\n`)).json().data.id,
    );
    expect(result.results).toEqual([
      { row: 2, email, outcome: 'created' },
      { row: 3, email, outcome: 'refused', reason: 'A client with this e-mail already exists' },
    ]);
  });

  it('resumes an interrupted import after its last committed chunk, once even when the job runs twice, and forgets the rows', async () => {
    const tag = randomBytes(3).toString('hex');
    const row = (i: number) => ({
      first_name: 'Resumed',
      last_name: `Row ${i}`,
      email: `resume-${tag}-${i}@example.test`,
      phone: '',
      adviser_email: adviser.email,
      additional_adviser_emails: '',
    });
    await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id, email: row(0).email });
    const id = await storeInterruptedImport({ row: 2, email: row(0).email, outcome: 'created' }, [row(0), row(1), row(2)]);
    await Promise.all([runBulkImport(t.runtime, id), runBulkImport(t.runtime, id)]);
    const [stored] = await t.runtime.db.select().from(bulkImports).where(eq(bulkImports.id, id));
    expect(stored).toMatchObject({ status: 'finished', processedRows: 3, createdCount: 3, refusedCount: 0, rows: [] });
    expect(stored?.results.map((r) => r.outcome)).toEqual(['created', 'created', 'created']);
    const [created] = await t.runtime.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.practiceId, practice.id), sql`${users.email} like ${`resume-${tag}-%`}`));
    expect(created?.n).toBe(3);
  });

  it('tells its progress while it runs by the counts alone, and each row’s outcome once it has ended', async () => {
    const first = { row: 2, email: `progress-${randomBytes(3).toString('hex')}@example.test`, outcome: 'created' as const };
    const id = await storeInterruptedImport(first, []);
    const status = () => director.get(`/api/v1/clients/create-in-bulk/${id}`).then((response) => response.json().data);
    expect(await status()).toMatchObject({ status: 'running', total_rows: 3, processed_rows: 1, created_count: 1, results: [] });
    await t.runtime.db.update(bulkImports).set({ status: 'finished', processedRows: 3 }).where(eq(bulkImports.id, id));
    expect(await status()).toMatchObject({ status: 'finished', processed_rows: 3, results: [first] });
  });

  it('refuses a file whose headers were changed, naming the problem', async () => {
    const response = await upload(
      `first_name,surname,email,phone,adviser_email,additional_adviser_emails\nA,B,c@example.test,,${adviser.email},\n`,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).detail).toContain('missing last_name; unexpected surname');
    const reordered = await upload(
      `last_name,first_name,email,phone,adviser_email,additional_adviser_emails\nA,B,c@example.test,,${adviser.email},\n`,
    );
    expect(errorOf(reordered).detail).toContain('out of order');
    expect((await upload(`${header}\n`)).statusCode).toBe(400);
  });

  it('is for directors only, and another practice cannot read an import', async () => {
    const adviserClient = await signedIn(t.app, practice.host, adviser);
    expect((await adviserClient.get('/api/v1/clients/create-in-bulk/template')).statusCode).toBe(403);
    const id = (await upload(`${header}\nA,B,solo-${randomBytes(3).toString('hex')}@example.test,,${adviser.email},\n`)).json().data.id;
    await finished(id);
    const other = await createPractice(t.runtime.db);
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    expect((await foreign.get(`/api/v1/clients/create-in-bulk/${id}`)).statusCode).toBe(404);
  });
});
