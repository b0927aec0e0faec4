import { auditSentence, type BlogPost, blogMessages as say, uploadPolicies } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, blogPosts, practices, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const base = '/api/v1/blog-posts';
const pdfBytes = Buffer.from('%PDF-1.4\n% a one-page guide\n%%EOF\n');

let t: TestApp;
let practice: { id: string; host: string };
let director: CreatedUser;
let adviser: CreatedUser;
let admin: CreatedUser;
let client: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db(), { name: 'Harbour' });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, director.id));
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  admin = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
});
afterAll(() => t.close());

const bodyOf = (overrides: object = {}) => ({
  title: 'Your ISA allowance',
  text: 'Use it **before** April.',
  author_id: director.id,
  publication: 'now',
  ...overrides,
});

async function create(c: TestClient, body: object): Promise<BlogPost & { message: string }> {
  const response = await c.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function uploadPdf(c: TestClient, file = { filename: 'guide.pdf', contentType: 'application/pdf', content: pdfBytes }) {
  const form = multipartFile('file', file);
  return c.request('POST', `${base}/pdf-uploads`, { payload: form.payload, headers: form.headers });
}

function fieldErrors(response: { json: () => { errors: { detail: string; source?: { pointer?: string } }[] } }) {
  return response.json().errors.map((error) => [error.source?.pointer, error.detail]);
}

async function sentencesOf(postId: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'blog-post'), eq(auditEvents.entityId, postId)))
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

describe('writing and reading posts', () => {
  it('a director publishes a post with an uploaded PDF; a client lists it, reads it and downloads the PDF', async () => {
    const writer = await as(director);
    const upload = await uploadPdf(writer);
    expect(upload.statusCode, upload.body).toBe(201);
    const post = await create(writer, bodyOf({ pdf_file_id: upload.json().data.id }));
    expect(post).toMatchObject({
      state: 'published',
      author: { id: director.id, name: 'Priya Shah' },
      pdf: { file_name: 'guide.pdf', size_bytes: pdfBytes.length },
      excerpt: 'Use it before April.',
      message: say['blog.published'],
    });

    const reader = await as(client);
    const list = await reader.get(base);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: BlogPost) => item.id)).toContain(post.id);
    expect((await reader.get(`${base}/${post.id}`)).json().data.text).toBe('Use it **before** April.');
    const pdf = await reader.get(post.pdf?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/u);
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await sentencesOf(post.id)).toEqual(['Priya Shah published the blog post “Your ISA allowance”']);
  });

  it('an adviser schedules a post: staff see it as scheduled, a client neither lists nor opens it, nor its PDF', async () => {
    const writer = await as(adviser);
    const upload = await uploadPdf(writer);
    const post = await create(
      writer,
      bodyOf({
        title: 'Budget day',
        author_id: adviser.id,
        publication: 'scheduled',
        published_at: inAnHour(),
        pdf_file_id: upload.json().data.id,
      }),
    );
    expect(post).toMatchObject({ state: 'scheduled', message: say['blog.scheduled'] });
    const staff = await as(admin);
    const waiting = await staff.get(`${base}?state=waiting`);
    expect(waiting.json().data.map((item: BlogPost) => item.id)).toContain(post.id);

    const reader = await as(client);
    expect((await reader.get(base)).json().data.map((item: BlogPost) => item.id)).not.toContain(post.id);
    expect((await reader.get(`${base}?state=scheduled`)).json().data.map((item: BlogPost) => item.id)).not.toContain(post.id);
    const hidden = await reader.get(`${base}/${post.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).detail).toBe(say['blog.notFound']);
    expect((await reader.get(`${base}/${post.id}/pdf`)).statusCode).toBe(404);

    // Its time comes: the client reads it, with nothing run at that moment.
    await db()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, post.id));
    expect((await reader.get(`${base}/${post.id}`)).json().data.state).toBe('published');
  });

  it('edits a draft, publishes it, and records each change as a sentence; a save of nothing records nothing', async () => {
    const writer = await as(director);
    const post = await create(writer, bodyOf({ title: 'Pensions', publication: 'draft' }));
    expect(post).toMatchObject({ state: 'draft', published_at: null, message: say['blog.saved'] });
    const edit = await writer.patch(`${base}/${post.id}`, bodyOf({ title: 'Pensions in 2027', text: 'New words', publication: 'draft' }));
    expect(edit.statusCode, edit.body).toBe(200);
    await writer.patch(`${base}/${post.id}`, bodyOf({ title: 'Pensions in 2027', text: 'New words', publication: 'draft' }));
    const published = await writer.patch(
      `${base}/${post.id}`,
      bodyOf({ title: 'Pensions in 2027', text: 'New words', publication: 'now' }),
    );
    expect(published.json().data.state).toBe('published');
    expect(await sentencesOf(post.id)).toEqual([
      'Priya Shah wrote the blog post “Pensions” as a draft',
      'Priya Shah changed the title and text of the blog post “Pensions in 2027”',
      'Priya Shah published the blog post “Pensions in 2027”',
    ]);
  });

  it('deletes a post, audited; it is then a 404', async () => {
    const writer = await as(adviser);
    const post = await create(writer, bodyOf({ title: 'Short-lived', author_id: adviser.id }));
    expect((await writer.delete(`${base}/${post.id}`)).statusCode).toBe(204);
    expect((await writer.get(`${base}/${post.id}`)).statusCode).toBe(404);
    expect(await sentencesOf(post.id)).toContain('Priya Shah deleted the blog post “Short-lived”');
  });

  it('lists the staff who can author posts, and refuses a client as author', async () => {
    const writer = await as(director);
    const authors = await writer.get(`${base}/authors`);
    expect(authors.json().data.map((author: { id: string }) => author.id)).toEqual(
      expect.arrayContaining([director.id, adviser.id, admin.id]),
    );
    expect(authors.json().data.map((author: { id: string }) => author.id)).not.toContain(client.id);
    const refused = await writer.post(base, bodyOf({ author_id: client.id }));
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual([['/author_id', say['blog.authorNotStaff']]]);
  });
});

describe('refusals', () => {
  it('needs text and/or a PDF', async () => {
    const response = await (await as(director)).post(base, bodyOf({ text: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual([['/text', say['blog.contentRequired']]]);
  });

  it('refuses a PDF URL and a file together', async () => {
    const writer = await as(director);
    const upload = await uploadPdf(writer);
    const response = await writer.post(base, bodyOf({ pdf_url: 'https://example.com/guide.pdf', pdf_file_id: upload.json().data.id }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual([['/pdf_url', say['blog.pdfBoth']]]);
  });

  it('refuses a PDF URL that does not end in .pdf', async () => {
    const response = await (await as(director)).post(base, bodyOf({ pdf_url: 'https://example.com/guide.docx' }));
    expect(fieldErrors(response)).toEqual([['/pdf_url', say['blog.pdfUrlNotPdf']]]);
  });

  it('refuses a schedule in the past, and a file that is not a PDF by its content', async () => {
    const writer = await as(director);
    const past = await writer.post(base, bodyOf({ publication: 'scheduled', published_at: '2020-01-01T09:00:00.000Z' }));
    expect(fieldErrors(past)).toEqual([['/published_at', say['blog.scheduleInPast']]]);
    const fake = await uploadPdf(writer, {
      filename: 'guide.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('plain text, no PDF'),
    });
    expect(fake.statusCode).toBe(422);
    expect(errorOf(fake).detail).toContain('guide.pdf');
    const image = await uploadPdf(writer, {
      filename: 'photo.png',
      contentType: 'image/png',
      content: Buffer.from('\x89PNG\r\n\x1a\n0000'),
    });
    expect(image.statusCode).toBe(422);
    expect(uploadPolicies.blogPdf.types.map((type) => type.ext)).toEqual(['pdf']);
  });

  it('refuses a file someone else uploaded', async () => {
    const theirs = (await uploadPdf(await as(adviser))).json().data.id;
    const response = await (await as(director)).post(base, bodyOf({ pdf_file_id: theirs }));
    expect(fieldErrors(response)).toEqual([['/pdf_file_id', say['blog.uploadGone']]]);
  });

  it('a client and a practice admin cannot write, upload, edit or delete', async () => {
    const post = await create(await as(director), bodyOf({ title: 'Read only' }));
    for (const user of [client, admin]) {
      const c = await as(user);
      expect((await c.post(base, bodyOf())).statusCode).toBe(403);
      expect((await uploadPdf(c)).statusCode).toBe(403);
      expect((await c.patch(`${base}/${post.id}`, bodyOf())).statusCode).toBe(403);
      expect((await c.delete(`${base}/${post.id}`)).statusCode).toBe(403);
    }
  });

  it('another practice can neither see nor edit a post', async () => {
    const post = await create(await as(director), bodyOf({ title: 'Ours' }));
    const other = await createPractice(db());
    const theirDirector = await createUser(db(), { practiceId: other.id, role: 'director' });
    const theirClient = await createUser(db(), { practiceId: other.id, role: 'client' });
    const them = await as(theirDirector, other.host);
    expect((await them.get(`${base}/${post.id}`)).statusCode).toBe(404);
    expect((await them.get(base)).json().data).toEqual([]);
    expect((await them.patch(`${base}/${post.id}`, bodyOf({ author_id: theirDirector.id }))).statusCode).toBe(404);
    expect((await them.delete(`${base}/${post.id}`)).statusCode).toBe(404);
    expect((await (await as(theirClient, other.host)).get(`${base}/${post.id}`)).statusCode).toBe(404);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.title).toBe('Ours');
  });

  it('with the blog flag off every call is a 404', async () => {
    const off = await createPractice(db(), { featureFlags: { ...allFeaturesOn, blog: false } });
    const offDirector = await createUser(db(), { practiceId: off.id, role: 'director' });
    const c = await as(offDirector, off.host);
    expect((await c.get(base)).statusCode).toBe(404);
    expect((await c.post(base, bodyOf({ author_id: offDirector.id }))).statusCode).toBe(404);
    await db().update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, off.id));
    t.app.forgetPractices();
    expect((await c.get(base)).statusCode).toBe(200);
  });
});
