import { randomUUID } from 'node:crypto';
import { type AgendaTemplate, auditSentence, defaultAgendaTemplates, type FaqSection, type ServiceCharter } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, practiceFiles } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
type Cast = { practice: { id: string; host: string }; director: CreatedUser; adviser: CreatedUser; client: CreatedUser };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCast(featureFlags: Record<string, unknown> = allFeaturesOn): Promise<Cast> {
  const practice = await createPractice(t.runtime.db, { featureFlags, settings: { enabledLandingPages: ['faq', 'our-service-charters'] } });
  const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  return { practice, director, adviser, client };
}

const as = (cast: Cast, user: CreatedUser) => signedIn(t.app, cast.practice.host, user);

async function sentencesOf(kind: 'agenda-template' | 'service-charter' | 'faq-section', id: string): Promise<string[]> {
  const rows = await t.runtime.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, kind), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.createdAt);
  return rows.map((row) =>
    auditSentence({
      entity_kind: row.entityKind,
      action: row.action,
      actor_name: 'Dana Director',
      before: row.before,
      after: row.after,
      document: null,
      person_name: null,
    }),
  );
}

describe('/agenda-templates', () => {
  it('a new practice has the six standard templates; the director adds, edits, switches off and deletes one, each audited', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const list = await director.get('/api/v1/agenda-templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((template: AgendaTemplate) => [template.kind, template.title, template.active])).toEqual(
      defaultAgendaTemplates.map((template) => [template.kind, template.title, true]),
    );

    const created = await director.post('/api/v1/agenda-templates', {
      title: 'Annual review',
      template: 'Changes\nNext steps',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data as AgendaTemplate;
    expect(template).toMatchObject({ kind: 'custom', position: 6, title: 'Annual review' });

    const edited = await director.patch(`/api/v1/agenda-templates/${template.id}`, {
      title: 'Annual review',
      template: 'Goals',
      active: false,
    });
    expect(edited.json().data).toMatchObject({ template: 'Goals', active: false });
    expect((await director.get(`/api/v1/agenda-templates/${template.id}`)).json().data.active).toBe(false);
    expect((await director.delete(`/api/v1/agenda-templates/${template.id}`)).statusCode).toBe(204);
    expect((await director.get(`/api/v1/agenda-templates/${template.id}`)).statusCode).toBe(404);
    expect(await sentencesOf('agenda-template', template.id)).toEqual([
      'Dana Director added the agenda template “Annual review”',
      'Dana Director changed the text and active setting of the agenda template “Annual review”',
      'Dana Director deleted the agenda template “Annual review”',
    ]);
  });

  it('the new-meeting form offers only the active templates', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const [first] = (await director.get('/api/v1/agenda-templates')).json().data as AgendaTemplate[];
    if (!first) throw new Error('no standard template');
    await director.patch(`/api/v1/agenda-templates/${first.id}`, { title: first.title, template: first.template, active: false });
    const adviser = await as(cast, cast.adviser);
    const options = await adviser.get(`/api/v1/client-meeting-rooms/options?client_id=${cast.client.id}`);
    const offered = options.json().data.agenda_templates.map((template: { title: string }) => template.title);
    expect(offered).toEqual(defaultAgendaTemplates.slice(1).map((template) => template.title));
  });

  it('refuses an empty title or text beside the field, and an unknown field', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const empty = await director.post('/api/v1/agenda-templates', { title: '  ', template: '', active: true });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((error: { source?: { pointer?: string } }) => error.source?.pointer)
        .sort(),
    ).toEqual(['/template', '/title']);
    expect(errorOf(empty).detail).toBe('This field is required');
    const extra = await director.post('/api/v1/agenda-templates', { title: 'A', template: 'B', active: true, kind: 'review' });
    expect(extra.statusCode).toBe(400);
  });

  it('staff read them, only the director writes them, clients see none, and another practice’s is a 404', async () => {
    const cast = await newCast();
    const other = await newCast();
    const [theirs] = (await (await as(other, other.director)).get('/api/v1/agenda-templates')).json().data as AgendaTemplate[];
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.get('/api/v1/agenda-templates')).statusCode).toBe(200);
    expect((await adviser.post('/api/v1/agenda-templates', { title: 'A', template: 'B', active: true })).statusCode).toBe(403);
    expect((await (await as(cast, cast.client)).get('/api/v1/agenda-templates')).statusCode).toBe(403);
    const director = await as(cast, cast.director);
    const body = { title: 'Taken over', template: 'No', active: true };
    expect((await director.get(`/api/v1/agenda-templates/${theirs?.id}`)).statusCode).toBe(404);
    expect((await director.patch(`/api/v1/agenda-templates/${theirs?.id}`, body)).statusCode).toBe(404);
    expect((await director.delete(`/api/v1/agenda-templates/${theirs?.id}`)).statusCode).toBe(404);
  });
});

async function charterImage(practiceId: string, fileName = 'promise.png'): Promise<string> {
  const stored = await storeTestFile(t.runtime, {
    practiceId,
    purpose: 'serviceCharter',
    fileName,
    mediaType: 'image/png',
    ext: 'png',
    body: Buffer.from('not really a png'),
  });
  const id = randomUUID();
  await t.runtime.db.insert(practiceFiles).values({
    id,
    practiceId,
    purpose: 'serviceCharter',
    fileId: stored.id,
    contentType: 'image/png',
    fileName,
    sizeBytes: 16,
  });
  return id;
}

describe('/service-charters', () => {
  it('the director publishes charters; clients and the public page see those available today', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const imageId = await charterImage(cast.practice.id);
    const now = await director.post('/api/v1/service-charters', { title: 'Our promise', available_from: null, image_file_id: imageId });
    expect(now.statusCode, now.body).toBe(201);
    const charter = now.json().data as ServiceCharter;
    expect(charter.image_url).toBe(`/api/v1/practice-files/${imageId}`);
    const later = await director.post('/api/v1/service-charters', {
      title: 'Next year',
      available_from: '2999-01-01',
      image_file_id: null,
    });
    expect((await director.get('/api/v1/service-charters')).json().data).toHaveLength(2);

    const client = await as(cast, cast.client);
    expect((await client.get('/api/v1/service-charters')).json().data.map((c: ServiceCharter) => c.title)).toEqual(['Our promise']);
    expect((await client.get(`/api/v1/service-charters/${later.json().data.id}`)).statusCode).toBe(404);
    const site = await new TestClient(t.app, cast.practice.host).get('/api/v1/landing-pages/our-service-charters');
    expect(site.json().data.charters).toEqual([
      { id: charter.id, title: 'Our promise', available_from: null, image_url: charter.image_url },
    ]);

    const edited = await director.patch(`/api/v1/service-charters/${charter.id}`, {
      title: 'Our promise',
      available_from: '2026-01-01',
      image_file_id: null,
    });
    expect(edited.json().data).toMatchObject({ available_from: '2026-01-01', image_url: null });
    expect((await director.delete(`/api/v1/service-charters/${charter.id}`)).statusCode).toBe(204);
    expect(await sentencesOf('service-charter', charter.id)).toEqual([
      'Dana Director added the service charter “Our promise”',
      'Dana Director changed the availability date and image of the service charter “Our promise”',
      'Dana Director deleted the service charter “Our promise”',
    ]);
  });

  it('refuses another practice’s image, a bad date and an empty title; only the director writes; another practice’s is a 404', async () => {
    const cast = await newCast();
    const other = await newCast();
    const director = await as(cast, cast.director);
    const foreign = await director.post('/api/v1/service-charters', {
      title: 'Ours',
      available_from: null,
      image_file_id: await charterImage(other.practice.id),
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({ detail: 'Upload the charter image again.', source: { pointer: '/image_file_id' } });
    const bad = await director.post('/api/v1/service-charters', { title: ' ', available_from: '2026-13-45', image_file_id: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(2);
    const body = { title: 'Ours', available_from: null, image_file_id: null };
    expect((await (await as(cast, cast.adviser)).post('/api/v1/service-charters', body)).statusCode).toBe(403);
    const theirs = await (await as(other, other.director)).post('/api/v1/service-charters', body);
    expect((await director.get(`/api/v1/service-charters/${theirs.json().data.id}`)).statusCode).toBe(404);
    expect((await director.patch(`/api/v1/service-charters/${theirs.json().data.id}`, body)).statusCode).toBe(404);
  });

  it('removing the image among the practice files leaves the charter without one', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const imageId = await charterImage(cast.practice.id);
    const charter = await director.post('/api/v1/service-charters', { title: 'Ours', available_from: null, image_file_id: imageId });
    expect((await director.delete(`/api/v1/practice-settings/files/${imageId}`)).statusCode).toBe(204);
    expect((await director.get(`/api/v1/service-charters/${charter.json().data.id}`)).json().data.image_url).toBeNull();
  });
});

const fees = {
  title: 'Fees',
  questions: [
    { question: 'What do you charge?', answer: 'See our charges.' },
    { question: 'When do I pay?', answer: 'After our advice.' },
  ],
};

describe('/faq', () => {
  it('the director writes sections of questions; a question keeps its id when edited; clients and the public page read it', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const created = await director.post('/api/v1/faq', fees);
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json().data as FaqSection;
    expect(section.questions.map((q) => q.question)).toEqual(['What do you charge?', 'When do I pay?']);
    await director.post('/api/v1/faq', { title: 'Nothing yet', questions: [] });

    const [first] = section.questions;
    const edited = await director.patch(`/api/v1/faq/${section.id}`, {
      title: 'Fees',
      questions: [{ id: first?.id, question: 'What do you charge?', answer: 'A fixed fee, agreed first.' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.questions).toEqual([
      { id: first?.id, question: 'What do you charge?', answer: 'A fixed fee, agreed first.' },
    ]);

    const client = await as(cast, cast.client);
    expect((await client.get('/api/v1/faq')).json().data.map((s: FaqSection) => s.title)).toEqual(['Fees', 'Nothing yet']);
    const site = await new TestClient(t.app, cast.practice.host).get('/api/v1/landing-pages/faq');
    expect(site.json().data.faq.sections.map((s: { title: string }) => s.title)).toEqual(['Fees']);

    expect((await director.delete(`/api/v1/faq/${section.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/faq/${section.id}`)).statusCode).toBe(404);
    expect(await sentencesOf('faq-section', section.id)).toEqual([
      'Dana Director added the FAQ section “Fees”',
      'Dana Director changed the questions and answers of the FAQ section “Fees”',
      'Dana Director deleted the FAQ section “Fees”',
    ]);
  });

  it('refuses an empty question beside its field; only the director writes; another practice’s is a 404; off with its feature', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const empty = await director.post('/api/v1/faq', { title: 'Fees', questions: [{ question: 'Why?', answer: ' ' }] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).source?.pointer).toBe('/questions/0/answer');
    expect((await (await as(cast, cast.adviser)).post('/api/v1/faq', fees)).statusCode).toBe(403);
    const other = await newCast();
    const theirs = await (await as(other, other.director)).post('/api/v1/faq', fees);
    expect((await director.patch(`/api/v1/faq/${theirs.json().data.id}`, fees)).statusCode).toBe(404);
    expect((await director.delete(`/api/v1/faq/${theirs.json().data.id}`)).statusCode).toBe(404);

    const off = await newCast({ ...allFeaturesOn, customizableFaq: false });
    expect((await (await as(off, off.director)).get('/api/v1/faq')).statusCode).toBe(404);
    expect((await (await as(off, off.director)).post('/api/v1/faq', fees)).statusCode).toBe(404);
  });
});
