import {
  type AuditEventView,
  auditSentence,
  type EstateSummarySection,
  estateSummaryMessages,
  estateSummarySections,
  todayIso,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { formatLetterDate } from '../people/client-letter.pdf.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;

const settings = {
  tradingName: 'Harbour Wealth',
  currencies: ['EUR', 'GBP'],
  colourScheme: { main: '#7a1f3d', accent: '#c08a00' },
  pdfFont: 'Yrsa',
};

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const summaryOf = (clientId: string) => `/api/v1/clients/${clientId}/estate-summary`;
const saveAt = (c: TestClient, clientId: string, section: string, values: unknown, version: number) =>
  c.request('PUT', `${summaryOf(clientId)}/sections/${section}`, { payload: { version, values } });

/** Saves a section as the page does: at the version the summary stands at when read (0 for a caller who may not read it). */
async function save(c: TestClient, clientId: string, section: string, values: unknown) {
  const read = await c.get(summaryOf(clientId));
  return saveAt(c, clientId, section, values, read.statusCode === 200 ? read.json().data.version : 0);
}

async function named(user: CreatedUser, firstName: string, lastName: string): Promise<CreatedUser> {
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db(), { name: 'Harbour', settings });
  adviser = await named(await createUser(db(), { practiceId: practice.id, role: 'adviser' }), 'Priya', 'Shah');
});
afterAll(() => t.close());

const newClient = async () =>
  named(await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id }), 'Ada', 'Lovelace');

/** A valid value of every section, its texts marked with `mark` so that two saves differ. */
function samplesOf(mark: string): Record<EstateSummarySection, Record<string, unknown>> {
  return {
    personalDetails: {
      full_name: `Ada ${mark}`,
      national_id_number: 'QQ123456C',
      date_of_birth: '1980-04-21',
      solicitor: { name: `Sol ${mark}`, firm: 'Quill LLP', phone: '020 7946 0000', email: 'sol@example.test', address: 'London' },
    },
    familyTree: {
      partner: { name: `William ${mark}`, contact: '' },
      children: [{ name: `Byron ${mark}`, contact: 'Ockham' }],
      notes: mark,
    },
    bankAccounts: {
      rows: [{ bank_name: `Coutts ${mark}`, bank_address: '440 Strand', sort_code: '18-00-02', account_number: '12345678' }],
    },
    financialAssets: { rows: [{ name: `ISA ${mark}`, detail: 'Stocks and shares', plan_number: 'ISA-1', contact: 'Helpline' }] },
    pensions: { rows: [{ provider_name: `Aviva ${mark}`, plan_value: 250_000, currency: 'GBP', plan_number: 'P-1' }] },
    property: {
      rows: [
        {
          address: `12 St James’s Square ${mark}`,
          type: 'main_residence',
          approximate_value: 900_000,
          outstanding_loan: 0,
          currency: 'EUR',
        },
      ],
    },
    lifetimeGifts: { rows: [{ date: '2024-12-25', amount: 3_000, currency: 'GBP', asset: '', recipient: `Byron ${mark}` }] },
    beneficiaries: { rows: [{ name: `Annabella ${mark}`, address: 'Ockham Park', contact: '' }] },
    will: {
      storage: `Bank vault ${mark}`,
      date: '2020-01-01',
      drawn_up_by: 'Quill LLP',
      executors: [{ name: `Mary ${mark}`, contact: '' }],
    },
    powersOfAttorney: { rows: [{ attorney_name: `Mary ${mark}`, date_made: '2021-05-01', registered: true, people_to_notify: 'Byron' }] },
    funeralArrangements: { wishes: `A quiet service ${mark}` },
    otherInformation: { information: `Passwords are with the solicitor ${mark}` },
    explanatoryNote: { note: `Read this first ${mark}` },
  };
}

describe('GET and PUT /clients/:id/estate-summary', () => {
  it('answers every section empty before anything is saved, with what the viewer may do', async () => {
    const client = await newClient();
    const response = await (await as(client)).get(summaryOf(client.id));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data.sections).sort()).toEqual([...estateSummarySections].sort());
    expect(data.sections.bankAccounts).toEqual({ rows: [] });
    expect(data).toMatchObject({
      client_id: client.id,
      version: 0,
      currencies: ['EUR', 'GBP'],
      updated_at: null,
      updated_by: null,
      actions: ['estateSummary.edit'],
    });
  });

  it('saves and reads each section, by the client and by the adviser', async () => {
    const client = await newClient();
    const self = await as(client);
    const staff = await as(adviser);
    const byClient = samplesOf('client');
    const byAdviser = samplesOf('adviser');
    for (const section of estateSummarySections) {
      const saved = await save(self, client.id, section, byClient[section]);
      expect(saved.statusCode, section).toBe(200);
      expect(saved.json().data).toMatchObject({
        message: estateSummaryMessages['estateSummary.saved'],
        updated_by: { id: client.id, name: 'Ada Lovelace' },
      });
      expect((await staff.get(summaryOf(client.id))).json().data.sections[section], section).toMatchObject(byClient[section]);

      expect((await save(staff, client.id, section, byAdviser[section])).statusCode, section).toBe(200);
      const read = (await self.get(summaryOf(client.id))).json().data;
      expect(read.sections[section], section).toMatchObject(byAdviser[section]);
      expect(read.updated_by).toEqual({ id: adviser.id, name: 'Priya Shah' });
      expect(read.updated_at).not.toBeNull();
    }
    // Every other section kept what was saved in it.
    const all = (await self.get(summaryOf(client.id))).json().data.sections;
    for (const section of estateSummarySections) expect(all[section], section).toMatchObject(byAdviser[section]);
  });

  it('refuses a bad field with 400 naming it, and keeps what was there', async () => {
    const client = await newClient();
    const c = await as(client);
    await save(c, client.id, 'bankAccounts', samplesOf('first').bankAccounts);
    const refused = await save(c, client.id, 'bankAccounts', { rows: [{ bank_name: 'Coutts', sort_code: '18-00-0x' }] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'request.invalid',
      detail: estateSummaryMessages['estateSummary.sortCode'],
      source: { pointer: '/values/rows/0/sort_code' },
    });
    const missing = await save(c, client.id, 'will', { executors: [{ contact: 'x' }], date: 'soon' });
    expect(
      missing
        .json()
        .errors.map((error: { source: { pointer: string } }) => error.source.pointer)
        .sort(),
    ).toEqual(['/values/date', '/values/executors/0/name']);
    expect((await save(c, client.id, 'vault', {})).statusCode).toBe(400);
    expect((await c.get(summaryOf(client.id))).json().data.sections.bankAccounts.rows[0].bank_name).toBe('Coutts first');
  });

  it('counts each save in the version it answers, an unchanged one too', async () => {
    const client = await newClient();
    const c = await as(client);
    const first = await saveAt(c, client.id, 'will', { storage: 'At home' }, 0);
    expect(first.json().data.version).toBe(1);
    const same = await saveAt(c, client.id, 'will', { storage: 'At home' }, 1);
    expect(same.json().data.version).toBe(2);
    expect((await c.get(summaryOf(client.id))).json().data.version).toBe(2);
  });

  it('refuses with 409 a save over a newer one made since the form was loaded, and keeps the newer one', async () => {
    const client = await newClient();
    const self = await as(client);
    const staff = await as(adviser);
    const loaded = (await self.get(summaryOf(client.id))).json().data.version;
    expect((await saveAt(staff, client.id, 'will', { storage: 'With Quill LLP' }, loaded)).statusCode).toBe(200);

    const refused = await saveAt(self, client.id, 'will', { storage: 'At home' }, loaded);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'resource.conflict',
      detail: estateSummaryMessages['estateSummary.changedElsewhere'],
    });
    const now = (await self.get(summaryOf(client.id))).json().data;
    expect(now).toMatchObject({ version: loaded + 1, sections: { will: { storage: 'With Quill LLP' } } });
    // Nothing of the refused save was recorded: only the adviser's save is in the trail.
    expect((await self.get(`${summaryOf(client.id)}/audit-trail`)).headers['x-total']).toBe('1');

    // Loaded again, the client's save lands.
    const saved = await saveAt(self, client.id, 'will', { storage: 'At home' }, now.version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: now.version + 1, sections: { will: { storage: 'At home' } } });
  });

  it('refuses a save without the version it was loaded at, naming the field', async () => {
    const client = await newClient();
    const c = await as(client);
    for (const payload of [{ values: { storage: 'x' } }, { version: -1, values: { storage: 'x' } }, { version: 'latest', values: {} }]) {
      const refused = await c.request('PUT', `${summaryOf(client.id)}/sections/will`, { payload });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).source).toEqual({ pointer: '/version' });
    }
    const bare = await c.request('PUT', `${summaryOf(client.id)}/sections/will`, { payload: { storage: 'x' } });
    expect(bare.statusCode).toBe(400);
  });

  it('takes only the practice’s currencies, and gives an amount without one the practice’s first', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const refused = await save(c, client.id, 'pensions', { rows: [{ provider_name: 'Aviva', plan_value: 1, currency: 'JPY' }] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      detail: estateSummaryMessages['estateSummary.currency'],
      source: { pointer: '/values/rows/0/currency' },
    });
    const saved = await save(c, client.id, 'pensions', {
      rows: [{ provider_name: 'Aviva', plan_value: 1 }, { provider_name: 'Scottish Widows' }],
    });
    expect(saved.json().data.sections.pensions.rows.map((row: { currency: string | null }) => row.currency)).toEqual(['EUR', null]);
  });

  it('lets a supporting admin and a director read and save; another adviser and another practice get 404', async () => {
    const client = await newClient();
    const supporting = await createUser(db(), { practiceId: practice.id, role: 'admin' });
    await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: supporting.id, adviserId: adviser.id, rights: [] });
    const director = await createUser(db(), { practiceId: practice.id, role: 'director' });
    for (const user of [supporting, director]) {
      const c = await as(user);
      expect((await c.get(summaryOf(client.id))).statusCode).toBe(200);
      expect((await save(c, client.id, 'funeralArrangements', { wishes: 'Cremation' })).statusCode).toBe(200);
    }
    const stranger = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const otherClient = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: stranger.id });
    const otherPractice = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: otherPractice.id, role: 'director' });
    const callers: [TestClient, string][] = [
      [await as(stranger), client.id],
      [await as(foreign, otherPractice.host), client.id],
      [await as(client), otherClient.id],
    ];
    for (const [c, id] of callers) {
      expect((await c.get(summaryOf(id))).statusCode).toBe(404);
      expect((await save(c, id, 'will', { storage: 'x' })).statusCode).toBe(404);
      expect((await c.get(`${summaryOf(id)}/audit-trail`)).statusCode).toBe(404);
      expect((await c.get(`${summaryOf(id)}/summary.pdf`)).statusCode).toBe(404);
    }
  });

  it('shows a deactivated client’s summary read-only: no edit action, and a save refused with 409', async () => {
    const client = await newClient();
    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const c = await as(adviser);
    expect((await c.get(summaryOf(client.id))).json().data.actions).toEqual([]);
    expect((await save(c, client.id, 'will', { storage: 'x' })).statusCode).toBe(409);
  });

  it('answers 404 on every route while the practice has the estate summary switched off', async () => {
    const off = await createPractice(db(), { featureFlags: {} });
    const offAdviser = await createUser(db(), { practiceId: off.id, role: 'adviser' });
    const client = await createUser(db(), { practiceId: off.id, role: 'client', adviserId: offAdviser.id });
    for (const user of [offAdviser, client]) {
      const c = await as(user, off.host);
      for (const response of [
        await c.get(summaryOf(client.id)),
        await save(c, client.id, 'will', { storage: 'x' }),
        await c.get(`${summaryOf(client.id)}/audit-trail`),
        await c.get(`${summaryOf(client.id)}/summary.pdf`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('feature.disabled');
      }
    }
  });
});

describe('GET /clients/:id/estate-summary/audit-trail', () => {
  it('lists the saves as sentences, newest first, to the client and to the adviser alike', async () => {
    const client = await newClient();
    const self = await as(client);
    const staff = await as(adviser);
    await save(self, client.id, 'will', { storage: 'At home', drawn_up_by: 'Quill LLP' });
    await save(staff, client.id, 'bankAccounts', { rows: [{ bank_name: 'Coutts' }] });
    await save(staff, client.id, 'bankAccounts', { rows: [{ bank_name: 'Coutts', sort_code: '18-00-02' }] });
    await save(self, client.id, 'explanatoryNote', { note: 'Read this first' });
    await save(self, client.id, 'explanatoryNote', { note: 'Read this first' });
    // Staff's other changes to the client (a vulnerability observation above all) stay out of this trail.
    const observed = await staff.post(`/api/v1/clients/${client.id}/vulnerability-observations`, {
      driver: 'health',
      observation: 'Tires easily',
      observed_on: todayIso(),
    });
    expect(observed.statusCode).toBe(201);
    const expected = [
      'Ada Lovelace saved the estate summary’s explanatory note unchanged',
      'Ada Lovelace updated the estate summary’s explanatory note',
      'Priya Shah changed the sort code in the estate summary’s bank accounts',
      'Priya Shah added an entry to the estate summary’s bank accounts',
      'Ada Lovelace changed the place the will is kept and person who drew it up in the estate summary’s will',
    ];
    for (const c of [self, staff]) {
      const response = await c.get(`${summaryOf(client.id)}/audit-trail?per_page=10`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total']).toBe('5');
      expect(response.json().data.map((event: AuditEventView) => auditSentence(event))).toEqual(expected);
    }
    const [latest] = (await staff.get(`${summaryOf(client.id)}/audit-trail?per_page=10`)).json().data.slice(2, 3);
    expect(latest).toMatchObject({
      action: 'estate_summary_saved',
      before: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '' } },
      after: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '18-00-02' } },
    });
  });
});

describe('GET /clients/:id/estate-summary/summary.pdf', () => {
  it('draws the whole summary on the practice’s branding, dated, for the client and for the adviser', async () => {
    const client = await newClient();
    const samples = samplesOf('kept');
    for (const section of estateSummarySections)
      expect((await save(await as(client), client.id, section, samples[section])).statusCode).toBe(200);
    for (const user of [client, adviser]) {
      const response = await (await as(user)).get(`${summaryOf(client.id)}/summary.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="estate-summary-ada-lovelace-${todayIso()}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await pdfText(response.rawPayload);
      for (const expected of [
        'Harbour Wealth',
        'Estate summary',
        'Ada Lovelace',
        `Prepared on ${formatLetterDate(todayIso())}`,
        '1. Personal details and contacts',
        '13. Explanatory note',
        'Coutts kept',
        '18-00-02',
        '€900,000',
        '£250,000',
        'Main residence',
        'Mary kept',
        'Read this first kept',
        'Page 1 of',
      ])
        expect(text).toContain(expected);
    }
  });

  it('draws a summary many pages long without leaving anything out: long lists and notes flow over the pages', async () => {
    const client = await newClient();
    const c = await as(client);
    const person = (index: number) => ({
      name: `Child number ${index}`,
      contact: 'Telephone 020 7946 0000, e-mail child@example.test. '.repeat(8),
    });
    const notes = 'The family gathers at Ockham every summer; tell everyone there. '.repeat(75);
    expect((await save(c, client.id, 'familyTree', { children: Array.from({ length: 30 }, (_, i) => person(i)), notes })).statusCode).toBe(
      200,
    );
    const executors = Array.from({ length: 10 }, (_, i) => ({ name: `Executor number ${i}`, contact: 'Quill LLP, London. '.repeat(20) }));
    expect((await save(c, client.id, 'will', { storage: 'Bank vault', executors })).statusCode).toBe(200);
    const bankAccounts = {
      rows: Array.from({ length: 50 }, (_, i) => ({ bank_name: `Bank number ${i}`, bank_address: 'Strand, London. '.repeat(30) })),
    };
    expect((await save(c, client.id, 'bankAccounts', bankAccounts)).statusCode).toBe(200);
    const response = await c.get(`${summaryOf(client.id)}/summary.pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      '2. Family tree',
      'Child number 0',
      'Child number 29',
      'tell everyone there',
      'Bank number 49',
      'Executor number 9',
      '13. Explanatory note',
      'Page 6 of',
    ])
      expect(text).toContain(expected);
  });

  it('says “Nothing recorded” for empty sections and prints the practice’s logo', async () => {
    const branded = await createPractice(db(), { name: 'Logo Practice', settings });
    const director = await createUser(db(), { practiceId: branded.id, role: 'director' });
    const c = await as(director, branded.host);
    const logo = await sharp({ create: { width: 300, height: 90, channels: 3, background: '#7a1f3d' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', { filename: 'logo.png', contentType: 'image/png', content: logo });
    expect((await c.request('POST', '/api/v1/practice-settings/files/logo', { payload, headers })).statusCode).toBe(201);
    const client = await createUser(db(), { practiceId: branded.id, role: 'client' });
    const response = await c.get(`${summaryOf(client.id)}/summary.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/u);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Nothing recorded');
    expect(text).toContain('Harbour Wealth');
  });
});
