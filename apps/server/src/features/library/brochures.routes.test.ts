import { auditSentence, type Brochure, type PracticeBrochure, libraryMessages as say } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { signedIn, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const platformBase = '/api/v1/brochures';
const practiceBase = '/api/v1/practice-brochures';
const pdfBytes = Buffer.from('%PDF-1.4\n% a brochure\n%%EOF\n');

let t: TestApp;
let practice: { id: string; host: string };
let superAdmin: CreatedUser;
let supportAdmin: CreatedUser;
let director: CreatedUser;
let client: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db(), { name: 'Harbour' });
  superAdmin = await createUser(db(), { practiceId: null, role: 'super_admin' });
  supportAdmin = await createUser(db(), { practiceId: null, role: 'support_admin' });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
  client = await createUser(db(), { practiceId: practice.id, role: 'client' });
});
afterAll(() => t.close());

const bodyOf = (overrides: object = {}) => ({
  title: 'Investing for beginners',
  description: 'The basics.',
  link_url: 'https://example.com/isa',
  ...overrides,
});

async function createBrochure(body: object = bodyOf()): Promise<Brochure> {
  const response = await (await as(superAdmin)).post(platformBase, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function sentencesOf(brochureId: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'brochure'), eq(auditEvents.entityId, brochureId)))
    .orderBy(auditEvents.createdAt);
  return rows.map((row) =>
    auditSentence({
      entity_kind: row.entityKind,
      action: row.action,
      actor_name: 'Sam Lee',
      before: row.before,
      after: row.after,
      document: null,
      person_name: null,
    }),
  );
}

const idsOf = (response: { json: () => { data: { id: string }[] } }) => response.json().data.map((item) => item.id);

describe('pre-approved brochures', () => {
  it('a super admin adds a brochure with a PDF, edits and lists it; a support admin reads but cannot write', async () => {
    const admin = await as(superAdmin);
    const form = multipartFile('file', { filename: 'beginners.pdf', contentType: 'application/pdf', content: pdfBytes });
    const upload = await admin.request('POST', `${platformBase}/pdf-uploads`, { payload: form.payload, headers: form.headers });
    expect(upload.statusCode, upload.body).toBe(201);
    const brochure = await createBrochure(bodyOf({ link_url: null, pdf_file_id: upload.json().data.id }));
    expect(brochure.pdf?.file_name).toBe('beginners.pdf');
    const edit = await admin.patch(
      `${platformBase}/${brochure.id}`,
      bodyOf({ link_url: null, pdf_file_id: brochure.pdf?.id, title: 'Investing, the basics' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.message).toBe(say['library.brochureSaved']);

    const support = await as(supportAdmin);
    expect(idsOf(await support.get(platformBase))).toContain(brochure.id);
    expect((await support.post(platformBase, bodyOf())).statusCode).toBe(403);
    expect((await (await as(director)).get(platformBase)).statusCode).toBe(403);
    expect(await sentencesOf(brochure.id)).toEqual([
      'Sam Lee added the pre-approved brochure “Investing for beginners”',
      'Sam Lee changed the title of the pre-approved brochure “Investing, the basics”',
    ]);
  });

  it('refuses a brochure with both a PDF URL and a link, or neither', async () => {
    const admin = await as(superAdmin);
    const both = await admin.post(platformBase, bodyOf({ pdf_url: 'https://example.com/a.pdf' }));
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].detail).toBe(say['library.pdfOrLink']);
    const neither = await admin.post(platformBase, bodyOf({ link_url: null }));
    expect(neither.json().errors[0].detail).toBe(say['library.contentRequired']);
  });

  it('a practice chooses which its clients see; a client sees only those, and not after they are hidden', async () => {
    const shown = await createBrochure(bodyOf({ title: 'Shown one' }));
    const hidden = await createBrochure(bodyOf({ title: 'Hidden one' }));
    const staff = await as(director);
    const listed = (await staff.get(`${practiceBase}?per_page=100`)).json().data as PracticeBrochure[];
    expect(listed.find((item) => item.id === shown.id)?.shown).toBe(false);

    const choice = await staff.put(`${practiceBase}/${shown.id}`, { shown: true });
    expect(choice.statusCode, choice.body).toBe(200);
    expect(choice.json().data).toMatchObject({ shown: true, message: say['library.brochureShown'] });

    const reader = await as(client);
    const seen = idsOf(await reader.get(practiceBase));
    expect(seen).toContain(shown.id);
    expect(seen).not.toContain(hidden.id);
    expect((await reader.get(`${practiceBase}/${hidden.id}`)).statusCode).toBe(404);
    expect((await reader.put(`${practiceBase}/${shown.id}`, { shown: false })).statusCode).toBe(403);

    await staff.put(`${practiceBase}/${shown.id}`, { shown: false });
    expect((await reader.get(`${practiceBase}/${shown.id}`)).statusCode).toBe(404);
    expect(await sentencesOf(shown.id)).toEqual([
      'Sam Lee added the pre-approved brochure “Shown one”',
      'Sam Lee showed the brochure “Shown one” to the practice’s clients',
      'Sam Lee hid the brochure “Shown one” from the practice’s clients',
    ]);

    const other = await createPractice(db());
    const theirClient = await createUser(db(), { practiceId: other.id, role: 'client' });
    await staff.put(`${practiceBase}/${shown.id}`, { shown: true });
    expect(idsOf(await (await as(theirClient, other.host)).get(practiceBase))).not.toContain(shown.id);
  });

  it('a deleted brochure leaves every practice’s library', async () => {
    const brochure = await createBrochure(bodyOf({ title: 'Withdrawn' }));
    await (await as(director)).put(`${practiceBase}/${brochure.id}`, { shown: true });
    expect((await (await as(superAdmin)).delete(`${platformBase}/${brochure.id}`)).statusCode).toBe(204);
    expect(idsOf(await (await as(client)).get(practiceBase))).not.toContain(brochure.id);
    expect(await sentencesOf(brochure.id)).toContain('Sam Lee deleted the pre-approved brochure “Withdrawn”');
  });

  it('with pre-approved brochures off the practice calls are 404', async () => {
    const off = await createPractice(db(), { featureFlags: { ...allFeaturesOn, preApprovedBrochures: false } });
    const c: TestClient = await as(await createUser(db(), { practiceId: off.id, role: 'director' }), off.host);
    expect((await c.get(practiceBase)).statusCode).toBe(404);
  });
});
