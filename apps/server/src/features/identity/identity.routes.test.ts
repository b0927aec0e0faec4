import { auditSentence, type Identification, identityMessages } from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, practices, users } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const base = (clientId: string) => `/api/v1/clients/${clientId}/identification`;
const details = (clientId: string) => `${base(clientId)}/personal-details`;
const lock = (clientId: string, section: string) => `${base(clientId)}/locks/${section}`;

/** A cast whose adviser is Priya Shah, for the sentences and the lock's message. */
async function newCast(): Promise<CaseCast> {
  const cast = await createCaseCast(db());
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db().update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  return cast;
}

async function read(c: TestClient, clientId: string): Promise<Identification> {
  const response = await c.get(base(clientId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Identification;
}

const save = (c: TestClient, clientId: string, body: object) => c.put(details(clientId), body);

async function lastSentence(clientId: string): Promise<string> {
  const [event] = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client'), eq(auditEvents.entityId, clientId)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  if (!event) return '';
  const [actor] = await db()
    .select()
    .from(users)
    .where(eq(users.id, event.actorId ?? ''));
  return auditSentence({
    entity_kind: event.entityKind,
    action: event.action,
    actor_name: actor ? `${actor.firstName} ${actor.lastName}` : null,
    before: event.before,
    after: event.after,
    document: null,
    person_name: null,
  });
}

function eventsOf(user: CreatedUser): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  t.runtime.realtime.subscribe(user.id, (event) => events.push(event));
  return events;
}

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('personal details', () => {
  it('the client saves numbered nationalities and residencies; the page says when and by whom; an open page hears of it', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const empty = await read(client, cast.client.id);
    expect(empty.personal_details).toEqual({ nationalities: [], residencies: [], version: 0, updated_at: null, updated_by: null });
    expect(empty.actions).toEqual(['identity.edit', 'identity.viewRestricted']);

    const live = eventsOf(cast.adviser);
    const saved = await save(client, cast.client.id, { version: 0, nationalities: ['GB', 'SG'], residencies: ['SG'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.message).toBe(identityMessages['identity.detailsSaved']);
    expect(data.personal_details).toMatchObject({
      nationalities: [
        { position: 1, country: 'GB', name: 'United Kingdom' },
        { position: 2, country: 'SG', name: 'Singapore' },
      ],
      residencies: [{ position: 1, country: 'SG', name: 'Singapore' }],
      version: 1,
      updated_by: { id: cast.client.id, name: 'Charlotte Hughes' },
    });
    expect(data.personal_details.updated_at).not.toBeNull();
    await until(() => live.some((event) => event.type === 'identity.changed'));
    expect(live.some((event) => event.type === 'identity.changed')).toBe(true);
    expect(await lastSentence(cast.client.id)).toBe('Charlotte Hughes changed the nationalities and residencies in the identification');

    const reordered = await save(client, cast.client.id, { version: 1, nationalities: ['SG', 'GB'], residencies: ['SG'] });
    expect(reordered.json().data.personal_details.nationalities.map((entry: { country: string }) => entry.country)).toEqual(['SG', 'GB']);
  });

  it('refuses a save over a newer one, an unknown country and a country listed twice, beside the entry, keeping what is stored', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    expect((await save(client, cast.client.id, { version: 0, nationalities: ['GB'], residencies: [] })).statusCode).toBe(200);

    const stale = await save(await as(cast, cast.adviser), cast.client.id, { version: 0, nationalities: ['FR'], residencies: [] });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).detail).toBe(identityMessages['identity.changedElsewhere']);

    const unknown = await save(client, cast.client.id, { version: 1, nationalities: ['GB', 'XX'], residencies: [] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      detail: identityMessages['identity.countryUnknown'],
      source: { pointer: '/nationalities/1' },
    });

    const twice = await save(client, cast.client.id, { version: 1, nationalities: ['GB'], residencies: ['SG', 'FR', 'SG'] });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice)).toMatchObject({ detail: identityMessages['identity.countryTwice'], source: { pointer: '/residencies/2' } });

    expect((await read(client, cast.client.id)).personal_details.nationalities.map((entry) => entry.country)).toEqual(['GB']);
  });
});

describe('section locks', () => {
  it('the adviser locks a section: the server refuses the client’s change, naming who locked it, while staff go on editing', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const client = await as(cast, cast.client);

    const locked = await adviser.post(lock(cast.client.id, 'personal-details'));
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.message).toBe('Section locked');
    expect(locked.json().data.locks).toEqual([
      { section: 'personalDetails', locked_at: expect.any(String), locked_by: { id: cast.adviser.id, name: 'Priya Shah' } },
    ]);
    expect(await lastSentence(cast.client.id)).toBe('Priya Shah locked the personal details of the identification');

    const refused = await save(client, cast.client.id, { version: 0, nationalities: ['GB'], residencies: [] });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(
      'Priya Shah has locked your personal details, so they cannot be changed now. Ask your adviser if something needs correcting.',
    );
    expect((await read(client, cast.client.id)).personal_details.version).toBe(0);

    for (const staff of [cast.adviser, cast.additional, cast.supporting]) {
      const version = (await read(client, cast.client.id)).personal_details.version;
      const response = await save(await as(cast, staff), cast.client.id, { version, nationalities: ['GB'], residencies: [] });
      expect(response.statusCode, `${staff.role}: ${response.body}`).toBe(200);
    }

    const again = await adviser.post(lock(cast.client.id, 'personal-details'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(identityMessages['identity.alreadyLocked']);

    const unlocked = await adviser.delete(lock(cast.client.id, 'personal-details'));
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data).toMatchObject({ message: 'Section unlocked', locks: [] });
    const version = (await read(client, cast.client.id)).personal_details.version;
    expect((await save(client, cast.client.id, { version, nationalities: ['SG'], residencies: [] })).statusCode).toBe(200);
    expect((await adviser.delete(lock(cast.client.id, 'personal-details'))).statusCode).toBe(409);
  });

  it('a locked documents section refuses every change of the client’s to a document; the additional adviser may lock; no one else may', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const adviser = await as(cast, cast.adviser);
    const documents = `${base(cast.client.id)}/documents`;
    const first = await client.post(documents, { type: 'government_document', name: 'Passport' });
    const [passport] = (first.json().data as Identification).documents;
    const one = `${documents}/${passport?.id}`;
    expect((await (await as(cast, cast.additional)).post(lock(cast.client.id, 'identity-documents'))).statusCode).toBe(200);

    const form = multipartForm({}, { field: 'file', filename: 'scan.pdf', contentType: 'application/pdf', content: pdfBytes() });
    const refusals = [
      await client.post(documents, { type: 'other_document', name: 'Utility bill' }),
      await client.patch(one, { name: 'Old passport' }),
      await client.request('PUT', `${one}/file`, { payload: form.payload, headers: form.headers }),
      await client.delete(one),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([409, 409, 409, 409]);
    expect(errorOf(refusals[0] as (typeof refusals)[number]).detail).toMatch(/has locked your identity documents/u);
    expect((await read(client, cast.client.id)).documents.map((document) => document.name)).toEqual(['Passport']);
    expect((await adviser.patch(one, { name: 'Passport (expired)' })).statusCode).toBe(200);

    for (const member of [cast.client, cast.director, cast.supporting]) {
      const response = await (await as(cast, member)).delete(lock(cast.client.id, 'identity-documents'));
      expect(response.statusCode, member.role).toBe(403);
    }
    expect((await (await as(cast, cast.adviser)).post(lock(cast.client.id, 'no-such-section'))).statusCode).toBe(400);
  });
});

describe('who sees what', () => {
  it('the director reads it with no action to take, and every write is refused', async () => {
    const cast = await newCast();
    const director = await as(cast, cast.director);
    const seen = await read(director, cast.client.id);
    expect(seen.actions).toEqual([]);
    const refusals = [
      await save(director, cast.client.id, { version: 0, nationalities: ['GB'], residencies: [] }),
      await director.post(`${base(cast.client.id)}/documents`, { type: 'other_document', name: 'Birth certificate' }),
      await director.post(lock(cast.client.id, 'personal-details')),
      await director.post(`${base(cast.client.id)}/copy-requests`, { document_id: cast.client.id }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('answers 404 to an adviser of other clients, to another practice, and to everyone while the feature is off', async () => {
    const cast = await newCast();
    expect((await (await as(cast, cast.stranger)).get(base(cast.client.id))).statusCode).toBe(404);
    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    expect((await sessionFor(t.app, db(), foreign, elsewhere.host).then((c) => c.get(base(cast.client.id)))).statusCode).toBe(404);

    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, myIdentification: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const client = await as(cast, cast.client);
    expect((await client.get(base(cast.client.id))).statusCode).toBe(404);
    expect((await save(client, cast.client.id, { version: 0, nationalities: [], residencies: [] })).statusCode).toBe(404);
    expect((await (await as(cast, cast.adviser)).get('/api/v1/identification/copy-requests/awaited')).statusCode).toBe(404);
  });
});
