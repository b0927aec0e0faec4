import { auditSentence, type LibraryItem, libraryMessages as say, todayIso } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, libraryItems, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const base = '/api/v1/practice-library-contents';
const pdfBytes = Buffer.from('%PDF-1.4\n% a one-page guide\n%%EOF\n');

let t: TestApp;
let practice: { id: string; host: string };
let director: CreatedUser;
let adviser: CreatedUser;
let admin: CreatedUser;
let client: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
};

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db(), { name: 'Harbour' });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, adviser.id));
  admin = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
});
afterAll(() => t.close());

const bodyOf = (overrides: object = {}) => ({
  title: 'Pensions explained',
  description: 'How a pension grows, and what you can take.',
  link_url: 'https://www.example.com/pensions',
  ...overrides,
});

async function create(c: TestClient, body: object): Promise<LibraryItem & { message: string }> {
  const response = await c.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function uploadPdf(c: TestClient, content = pdfBytes) {
  const form = multipartFile('file', { filename: 'guide.pdf', contentType: 'application/pdf', content });
  return c.request('POST', `${base}/pdf-uploads`, { payload: form.payload, headers: form.headers });
}

function fieldErrors(response: { json: () => { errors: { detail: string; source?: { pointer?: string } }[] } }) {
  return response.json().errors.map((error) => [error.source?.pointer, error.detail]);
}

async function sentencesOf(itemId: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'library-item'), eq(auditEvents.entityId, itemId)))
    .orderBy(auditEvents.createdAt);
  return rows.map((row) =>
    auditSentence({
      entity_kind: row.entityKind,
      action: row.action,
      actor_name: 'Priya Shah',
      before: row.before,
      after: row.after,
      document: null,
      person_name: null,
    }),
  );
}

const idsOf = (response: { json: () => { data: { id: string }[] } }) => response.json().data.map((item) => item.id);

describe('practice library content', () => {
  it('an adviser adds a PDF with a display-until date; a client lists it, reads it and downloads the PDF', async () => {
    const writer = await as(adviser);
    const upload = await uploadPdf(writer);
    expect(upload.statusCode, upload.body).toBe(201);
    const until = daysFromToday(10);
    const item = await create(writer, bodyOf({ link_url: null, pdf_file_id: upload.json().data.id, display_until: until }));
    expect(item).toMatchObject({ state: 'shown', display_until: until, pdf: { file_name: 'guide.pdf' }, message: say['library.saved'] });

    const reader = await as(client);
    expect(idsOf(await reader.get(base))).toContain(item.id);
    expect((await reader.get(`${base}/${item.id}`)).json().data.title).toBe('Pensions explained');
    const pdf = await reader.get(item.pdf?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/u);
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);
    expect(idsOf(await (await as(director)).get(`${base}?filter=expiring`))).toContain(item.id);
  });

  it('an expired item is hidden from clients at once (list, item and PDF 404); staff still see it marked expired', async () => {
    const writer = await as(admin);
    const item = await create(writer, bodyOf({ title: 'Old news', display_until: daysFromToday(1) }));
    await db()
      .update(libraryItems)
      .set({ displayUntil: daysFromToday(-1) })
      .where(eq(libraryItems.id, item.id));

    const reader = await as(client);
    expect(idsOf(await reader.get(base))).not.toContain(item.id);
    expect(idsOf(await reader.get(`${base}?filter=expired`))).not.toContain(item.id);
    const hidden = await reader.get(`${base}/${item.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).detail).toBe(say['library.notFound']);

    const staff = await writer.get(`${base}/${item.id}`);
    expect(staff.json().data.state).toBe('expired');
    expect(idsOf(await writer.get(`${base}?filter=expired`))).toContain(item.id);
    expect(idsOf(await writer.get(`${base}?filter=shown`))).not.toContain(item.id);
  });

  it('edits an item and records the changed fields; a save of nothing records nothing; an expired date may be kept', async () => {
    const writer = await as(director);
    const item = await create(writer, bodyOf({ title: 'Pensions' }));
    const edit = bodyOf({ title: 'Pensions explained', description: 'New words', display_until: daysFromToday(30) });
    expect((await writer.patch(`${base}/${item.id}`, edit)).statusCode).toBe(200);
    expect((await writer.patch(`${base}/${item.id}`, edit)).statusCode).toBe(200);
    await db().update(libraryItems).set({ displayUntil: '2020-01-01' }).where(eq(libraryItems.id, item.id));
    const kept = await writer.patch(`${base}/${item.id}`, { ...edit, title: 'Pensions, 2020', display_until: '2020-01-01' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await sentencesOf(item.id)).toEqual([
      'Priya Shah added “Pensions” to the library',
      'Priya Shah changed the title, description and display-until date of the library item “Pensions explained”',
      'Priya Shah changed the title of the library item “Pensions, 2020”',
    ]);
  });

  it('deletes an item, audited; it is then a 404', async () => {
    const writer = await as(adviser);
    const item = await create(writer, bodyOf({ title: 'Short-lived' }));
    expect((await writer.delete(`${base}/${item.id}`)).statusCode).toBe(204);
    expect((await writer.get(`${base}/${item.id}`)).statusCode).toBe(404);
    expect(await sentencesOf(item.id)).toContain('Priya Shah deleted the library item “Short-lived”');
  });
});

describe('refusals', () => {
  it('needs a PDF or a link', async () => {
    const response = await (await as(director)).post(base, bodyOf({ link_url: '' }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual([['/pdf_file_id', say['library.contentRequired']]]);
  });

  it('refuses a PDF and a link together, and a PDF URL and a file together', async () => {
    const writer = await as(director);
    const both = await writer.post(base, bodyOf({ pdf_url: 'https://example.com/guide.pdf' }));
    expect(fieldErrors(both)).toEqual([['/link_url', say['library.pdfOrLink']]]);
    const upload = await uploadPdf(writer);
    const twice = await writer.post(
      base,
      bodyOf({ link_url: null, pdf_url: 'https://example.com/guide.pdf', pdf_file_id: upload.json().data.id }),
    );
    expect(fieldErrors(twice)).toEqual([['/pdf_url', say['library.pdfBoth']]]);
  });

  it('refuses a PDF URL not ending in .pdf, a link that is no http(s) address and a date in the past', async () => {
    const writer = await as(director);
    const notPdf = await writer.post(base, bodyOf({ link_url: null, pdf_url: 'https://example.com/guide.docx' }));
    expect(fieldErrors(notPdf)).toEqual([['/pdf_url', say['library.pdfUrlNotPdf']]]);
    const badLink = await writer.post(base, bodyOf({ link_url: 'ftp://example.com/guide' }));
    expect(fieldErrors(badLink)).toEqual([['/link_url', say['library.linkInvalid']]]);
    const past = await writer.post(base, bodyOf({ display_until: '2020-01-01' }));
    expect(fieldErrors(past)).toEqual([['/display_until', say['library.dateInPast']]]);
    const notADate = await writer.post(base, bodyOf({ display_until: '2027-02-31' }));
    expect(fieldErrors(notADate)).toEqual([['/display_until', say['library.dateInvalid']]]);
  });

  it('refuses a file that is not a PDF by its content, and a file someone else uploaded', async () => {
    const fake = await uploadPdf(await as(director), Buffer.from('plain text, no PDF'));
    expect(fake.statusCode).toBe(422);
    const theirs = (await uploadPdf(await as(adviser))).json().data.id;
    const response = await (await as(director)).post(base, bodyOf({ link_url: null, pdf_file_id: theirs }));
    expect(fieldErrors(response)).toEqual([['/pdf_file_id', say['library.uploadGone']]]);
  });

  it('a client cannot write, upload, edit or delete', async () => {
    const item = await create(await as(director), bodyOf({ title: 'Read only' }));
    const c = await as(client);
    expect((await c.post(base, bodyOf())).statusCode).toBe(403);
    expect((await uploadPdf(c)).statusCode).toBe(403);
    expect((await c.patch(`${base}/${item.id}`, bodyOf())).statusCode).toBe(403);
    expect((await c.delete(`${base}/${item.id}`)).statusCode).toBe(403);
  });

  it('another practice can neither see nor change an item', async () => {
    const item = await create(await as(director), bodyOf({ title: 'Ours' }));
    const other = await createPractice(db());
    const them = await as(await createUser(db(), { practiceId: other.id, role: 'director' }), other.host);
    expect((await them.get(`${base}/${item.id}`)).statusCode).toBe(404);
    expect((await them.get(base)).json().data).toEqual([]);
    expect((await them.patch(`${base}/${item.id}`, bodyOf())).statusCode).toBe(404);
    expect((await them.delete(`${base}/${item.id}`)).statusCode).toBe(404);
    const [row] = await db().select().from(libraryItems).where(eq(libraryItems.id, item.id));
    expect(row?.title).toBe('Ours');
  });

  it('with the brochure library off every call is a 404', async () => {
    const off = await createPractice(db(), { featureFlags: { ...allFeaturesOn, brochureLibrary: false } });
    const c = await as(await createUser(db(), { practiceId: off.id, role: 'director' }), off.host);
    expect((await c.get(base)).statusCode).toBe(404);
    expect((await c.post(base, bodyOf())).statusCode).toBe(404);
  });
});
