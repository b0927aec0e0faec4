import { randomUUID } from 'node:crypto';
import { clientLetterMessages, maxLettersOfAuthorityAtOnce, todayIso } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { clientProfiles, users } from '../../db/schema/index.ts';
import { errorOf, signedIn } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { formatLetterDate, toPrintableText } from './client-letter.pdf.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;

const settings = {
  legalEntityName: 'Harbour Wealth Partners Ltd',
  tradingName: 'Harbour Wealth',
  addresses: [{ label: 'Head office', address: '1 Quay Street, Bristol BS1 4DJ' }],
  authorizedRepresentativeName: 'Northern Network plc',
  pdfFont: 'Yrsa',
};

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db, { name: 'Harbour', settings });
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  await t.runtime.db.update(users).set({ firstName: 'Grace', lastName: 'Hopper' }).where(eq(users.id, adviser.id));
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);

async function newClient(firstName = 'Ada', lastName = 'Lovelace', adviserId = adviser.id): Promise<CreatedUser> {
  const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId });
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, client.id));
  await db()
    .update(clientProfiles)
    .set({ dateOfBirth: '1980-04-21', line1: '12 St James’s Square', city: 'London', postCode: 'SW1Y 4JH' })
    .where(eq(clientProfiles.userId, client.id));
  return client;
}

function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('GET /clients/:id/letter-of-authority/template', () => {
  it('serves the client’s adviser a one-page PDF naming the practice, adviser and client with today’s date', async () => {
    const client = await newClient();
    const response = await (await as(adviser)).get(`/api/v1/clients/${client.id}/letter-of-authority/template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="letter-of-authority-to-sign-ada-lovelace.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Harbour Wealth Partners Ltd',
      'Trading as Harbour Wealth',
      '1 Quay Street, Bristol BS1 4DJ',
      'Authorised representative: Northern Network plc',
      'Ada Lovelace',
      'April 21, 1980',
      '12 St James’s Square, London, SW1Y 4JH',
      'Grace Hopper',
      formatLetterDate(todayIso()),
      'valid until I withdraw it in writing',
      'as valid as the original',
      'Policy or plan number',
      'Signature of Ada Lovelace',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('falls back to the practice name and leaves blank lines when the settings and details are empty', async () => {
    const bare = await createPractice(db(), { name: 'Plain Practice' });
    const director = await createUser(db(), { practiceId: bare.id, role: 'director' });
    const client = await createUser(db(), { practiceId: bare.id, role: 'client' });
    const response = await (await as(director, bare.host)).get(`/api/v1/clients/${client.id}/letter-of-authority/template`);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('I, Test client, authorise Plain Practice to request');
    expect(text).not.toContain('Authorised representative');
  });

  it('answers 404 to another practice’s staff and to an adviser who does not serve the client', async () => {
    const client = await newClient();
    const other = await createPractice(db());
    const director = await createUser(db(), { practiceId: other.id, role: 'director' });
    const foreign = await (await as(director, other.host)).get(`/api/v1/clients/${client.id}/letter-of-authority/template`);
    expect(foreign.statusCode).toBe(404);
    const stranger = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const unrelated = await (await as(stranger)).get(`/api/v1/clients/${client.id}/letter-of-authority/template`);
    expect(unrelated.statusCode).toBe(404);
  });

  it('refuses the client themself with 403', async () => {
    const client = await newClient();
    const response = await (await as(client)).get(`/api/v1/clients/${client.id}/letter-of-authority/template`);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /clients/letter-of-authority', () => {
  it('zips one letter per client, deduplicating ids and keeping same-named files apart', async () => {
    const first = await newClient('Mary', 'Somerville');
    const second = await newClient('Mary', 'Somerville');
    const third = await newClient('Émilie', 'du Châtelet');
    const c = await as(adviser);
    const response = await c.post('/api/v1/clients/letter-of-authority', { client_ids: [first.id, second.id, third.id, first.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="letters-of-authority-${todayIso()}.zip"`);
    const files = await unzip(response.rawPayload);
    expect([...files.keys()]).toEqual([
      'letter-of-authority-to-sign-mary-somerville.pdf',
      'letter-of-authority-to-sign-mary-somerville-2.pdf',
      'letter-of-authority-to-sign-emilie-du-chatelet.pdf',
    ]);
    const letter = files.get('letter-of-authority-to-sign-emilie-du-chatelet.pdf');
    expect((await pdfText(letter ?? Buffer.alloc(0))).text).toContain('Émilie du Châtelet');
  });

  it('answers 404 when any client is unknown or another practice’s, and draws nothing', async () => {
    const client = await newClient();
    const other = await createPractice(db());
    const foreignClient = await createUser(db(), { practiceId: other.id, role: 'client' });
    const c = await as(adviser);
    for (const id of [randomUUID(), foreignClient.id]) {
      const response = await c.post('/api/v1/clients/letter-of-authority', { client_ids: [client.id, id] });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('resource.not_found');
    }
  });

  it('validates its body: at least one id, at most the limit, each a uuid', async () => {
    const c = await as(adviser);
    const empty = await c.post('/api/v1/clients/letter-of-authority', { client_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).detail).toBe(clientLetterMessages['clients.letter.chooseClients']);
    expect(errorOf(empty).source?.pointer).toBe('/client_ids');
    const tooMany = Array.from({ length: maxLettersOfAuthorityAtOnce + 1 }, () => randomUUID());
    const over = await c.post('/api/v1/clients/letter-of-authority', { client_ids: tooMany });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).detail).toBe(clientLetterMessages['clients.letter.tooManyClients']);
    expect((await c.post('/api/v1/clients/letter-of-authority', { client_ids: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await c.post('/api/v1/clients/letter-of-authority', {})).statusCode).toBe(400);
  });

  it('refuses a client with 403', async () => {
    const client = await newClient();
    const response = await (await as(client)).post('/api/v1/clients/letter-of-authority', { client_ids: [client.id] });
    expect(response.statusCode).toBe(403);
  });
});

describe('toPrintableText', () => {
  it('keeps Latin-1 and curly quotes, strips accents the built-in fonts lack, and replaces the rest', () => {
    expect(toPrintableText('Zoë O’Brien – Ştefan 王')).toBe('Zoë O’Brien – Stefan ?');
  });
});
