import { messages, type Role } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, adminAssignments, users } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createTestSession, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: { id: string; host: string };
let other: { id: string; host: string };
const people: Record<string, CreatedUser> = {};

/** A member of a practice named `<first> Quillfeather`, so one term finds everyone the caller may see. */
async function person(
  first: string,
  practice: { id: string },
  role: Role,
  extra: { adviserId?: string; adminLevel?: 'normal' | 'prime'; email?: string } = {},
) {
  const user = await createUser(t.runtime.db, { practiceId: practice.id, role, ...extra });
  await t.runtime.db.update(users).set({ firstName: first, lastName: 'Quillfeather' }).where(eq(users.id, user.id));
  people[first] = user;
  return user;
}

async function as(first: string): Promise<TestClient> {
  const user = people[first];
  if (!user?.practiceId) throw new Error(`no such person: ${first}`);
  const session = await createTestSession(t.runtime.db, user, 'search test');
  const client = new TestClient(t.app, user.practiceId === home.id ? home.host : other.host);
  client.cookies.set('sid', session.token);
  client.cookies.set('csrf_token', session.csrfToken);
  return client;
}

const firstNames = (response: { json: () => { data: { first_name: string }[] } }) => response.json().data.map((p) => p.first_name);
const staffOfHome = ['Ava', 'Ben', 'Cara', 'Dan', 'Eve'];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.runtime.db;
  home = await createPractice(db);
  other = await createPractice(db);
  const ava = await person('Ava', home, 'adviser');
  const ben = await person('Ben', home, 'adviser');
  const cara = await person('Cara', home, 'admin');
  await person('Dan', home, 'admin', { adminLevel: 'prime' });
  await person('Eve', home, 'director');
  await person('Finn', home, 'client', { adviserId: ava.id, email: 'finn.quill@example.test' });
  await person('Gus', home, 'client', { adviserId: ben.id });
  const hal = await person('Hal', home, 'client', { adviserId: ben.id });
  await person('Ivy', other, 'director');
  await person('Jay', other, 'client', { email: 'finn.quill@example.test' });
  await db.insert(adminAssignments).values({ practiceId: home.id, adminId: cara.id, adviserId: ava.id, rights: [] });
  await db.insert(additionalAdvisers).values({ practiceId: home.id, clientId: hal.id, adviserId: ava.id });
});
afterAll(() => t.close());

describe('GET /users/search', () => {
  it.each([
    ['a client finds only themself', 'Finn', ['Finn']],
    ['an adviser finds the practice’s staff, their own clients and those they advise additionally', 'Ava', [...staffOfHome, 'Finn', 'Hal']],
    ['an admin supporting no adviser finds the practice’s staff and no client', 'Dan', staffOfHome],
    ['an admin supporting an adviser also finds that adviser’s clients', 'Cara', [...staffOfHome, 'Finn']],
    ['a director finds everyone in the practice', 'Eve', [...staffOfHome, 'Finn', 'Gus', 'Hal']],
    ['a director of another practice finds only their own practice’s people', 'Ivy', ['Ivy', 'Jay']],
  ])('%s', async (_title, caller, expected) => {
    const response = await (await as(caller)).get('/api/v1/users/search?query=QUILLfeather');
    expect(response.statusCode).toBe(200);
    expect(firstNames(response)).toEqual(expected);
  });

  it('answers each person with their id, name, e-mail and role, and nothing more', async () => {
    const response = await (await as('Ava')).get('/api/v1/users/search?query=finn.quill');
    const finn = people.Finn;
    expect(response.json().data).toEqual([
      { id: finn?.id, first_name: 'Finn', last_name: 'Quillfeather', email: 'finn.quill@example.test', role: 'client' },
    ]);
  });

  it.each([
    ['two characters', '?query=qu'],
    ['two characters inside spaces', '?query=%20qu%20'],
    ['no term at all', ''],
  ])('refuses %s with the catalogue’s 3-character message', async (_title, search) => {
    const response = await (await as('Eve')).get(`/api/v1/users/search${search}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: messages['errors.searchMin'], source: { parameter: 'query' } });
    expect(messages['errors.searchMin']).toBe('Enter at least 3 characters to search');
  });

  it('searches with exactly 3 characters, and takes wildcards literally', async () => {
    expect(firstNames(await (await as('Eve')).get('/api/v1/users/search?query=uil'))).toEqual([...staffOfHome, 'Finn', 'Gus', 'Hal']);
    const wild = await (await as('Eve')).get('/api/v1/users/search?query=%25%25_');
    expect(wild.json().data).toEqual([]);
    expect(wild.headers['x-total']).toBe('0');
  });

  it('answers a page with the pagination headers', async () => {
    const response = await (await as('Eve')).get('/api/v1/users/search?query=quillfeather&per_page=3&page=2');
    expect(firstNames(response)).toEqual(['Dan', 'Eve', 'Finn']);
    expect(response.headers).toMatchObject({ 'x-total': '8', 'x-total-pages': '3', 'x-prev-page': '1', 'x-next-page': '3' });
  });
});

describe('GET /users/email_search', () => {
  it('finds the whole address whatever its case, and not a part of it', async () => {
    const c = await as('Ava');
    expect(firstNames(await c.get('/api/v1/users/email_search?email=Finn.Quill%40EXAMPLE.test'))).toEqual(['Finn']);
    expect(firstNames(await c.get('/api/v1/users/email_search?email=finn.quill%40example.tes'))).toEqual([]);
  });

  it('finds only people the caller may see, never another practice’s holder of the same address', async () => {
    expect(firstNames(await (await as('Gus')).get('/api/v1/users/email_search?email=finn.quill%40example.test'))).toEqual([]);
    expect(firstNames(await (await as('Dan')).get('/api/v1/users/email_search?email=finn.quill%40example.test'))).toEqual([]);
    expect(firstNames(await (await as('Ivy')).get('/api/v1/users/email_search?email=finn.quill%40example.test'))).toEqual(['Jay']);
    expect(firstNames(await (await as('Finn')).get('/api/v1/users/email_search?email=finn.quill%40example.test'))).toEqual(['Finn']);
  });

  it('refuses what is not an e-mail address with the catalogue’s message', async () => {
    const response = await (await as('Eve')).get('/api/v1/users/email_search?email=finn');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: messages['errors.email'], source: { parameter: 'email' } });
  });
});
