import { randomBytes } from 'node:crypto';
import { clientMessages, clientSortFields, messages } from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, clientProfiles, clientTagAssignments, clientTags, follows, practices, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf } from '../../testing/files.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let director: CreatedUser;
let adviser: CreatedUser;
let otherAdviser: CreatedUser;
let admin: CreatedUser;

const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'), Buffer.alloc(256)]);
const unique = () => `c-${randomBytes(4).toString('hex')}@example.test`;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.runtime.db;
  practice = await createPractice(db);
  director = await createUser(db, { practiceId: practice.id, role: 'director' });
  adviser = await createUser(db, { practiceId: practice.id, role: 'adviser' });
  otherAdviser = await createUser(db, { practiceId: practice.id, role: 'adviser' });
  admin = await createUser(db, { practiceId: practice.id, role: 'admin' });
  await db.insert(adminAssignments).values({ practiceId: practice.id, adminId: admin.id, adviserId: adviser.id, rights: [] });
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----clients-${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function userByEmail(email: string) {
  const [row] = await t.runtime.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /clients', () => {
  it('lets an adviser create their own client, mails the invitation with the message, and auto-follows', async () => {
    const follower = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    await t.runtime.db.update(users).set({ autoFollowNewClients: true }).where(eq(users.id, follower.id));
    const c = await signedIn(t.app, practice.host, adviser);
    const email = unique();
    const response = await c.post('/api/v1/clients', { first_name: 'Ada', last_name: 'Lovelace', email, message: 'Welcome aboard, Ada.' });
    expect(response.statusCode).toBe(201);
    const client = await userByEmail(email);
    expect(client).toMatchObject({ role: 'client', status: 'invited', adviserId: adviser.id, invitedBy: adviser.id });
    const mail = await lastMailTo(t.runtime.db, email);
    expect(mail?.text).toContain('Welcome aboard, Ada.');
    expect(mail?.text).toContain(`http://${practice.host}/request-a-meeting?invitation=`);
    expect(linkIn(mail?.text ?? '', 'invitation')).toBeTruthy();
    const followRows = await t.runtime.db.select().from(follows).where(eq(follows.clientId, response.json().data.id));
    expect(followRows.map((f) => f.staffId)).toEqual([follower.id]);
  });

  it('refuses an e-mail already used in the practice with 409 on /email', async () => {
    const c = await signedIn(t.app, practice.host, adviser);
    const email = unique();
    await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email });
    const again = await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ detail: 'A client with this e-mail already exists', source: { pointer: '/email' } });
  });

  it('validates fields with the domain schema, one error per field', async () => {
    const c = await signedIn(t.app, practice.host, adviser);
    const response = await c.post('/api/v1/clients', { first_name: '', last_name: 'B', email: 'nope', message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/first_name', '/email', '/message']));
  });

  it('makes an admin pick an adviser they support, and a director pick an active adviser', async () => {
    const c = await signedIn(t.app, practice.host, admin);
    const missing = await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: unique() });
    expect(errorOf(missing).source?.pointer).toBe('/adviser_id');
    const unsupported = await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: unique(), adviser_id: otherAdviser.id });
    expect(unsupported.statusCode).toBe(403);
    const ok = await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: unique(), adviser_id: adviser.id });
    expect(ok.statusCode).toBe(201);
    const d = await signedIn(t.app, practice.host, director);
    const notAdviser = await d.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: unique(), adviser_id: admin.id });
    expect(notAdviser.statusCode).toBe(422);
  });

  it('stores an mp4 welcome video sent as multipart, and refuses anything else by content', async () => {
    const c = await signedIn(t.app, practice.host, adviser);
    const email = unique();
    const form = multipart(
      { first_name: 'Vid', last_name: 'Eo', email },
      { field: 'welcome_video', name: 'hi.mp4', type: 'video/mp4', content: mp4 },
    );
    const response = await c.post('/api/v1/clients', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(201);
    const [profile] = await t.runtime.db.select().from(clientProfiles).where(eq(clientProfiles.userId, response.json().data.id));
    const videoKey = await storageKeyOf(t.runtime.db, profile?.welcomeVideoFileId);
    expect(videoKey).toMatch(/^welcome-videos\/.+\.mp4$/u);
    expect(await t.runtime.storage.get(videoKey)).toEqual(mp4);
    const clientId = response.json().data.id;
    expect((await c.get(`/api/v1/clients/${clientId}`)).json().data.has_welcome_video).toBe(true);
    const played = await c.get(`/api/v1/clients/${clientId}/welcome-video`);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload).toEqual(mp4);
    const stranger = await signedIn(t.app, practice.host, otherAdviser);
    expect((await stranger.get(`/api/v1/clients/${clientId}/welcome-video`)).statusCode).toBe(404);
    await t.runtime.db
      .update(practices)
      .set({ featureFlags: { welcomeVideo: false } })
      .where(eq(practices.id, practice.id));
    t.app.forgetPractices();
    expect((await c.get(`/api/v1/clients/${clientId}/welcome-video`)).statusCode).toBe(404);
    await t.runtime.db.update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, practice.id));
    t.app.forgetPractices();

    const fake = multipart(
      { first_name: 'Vid', last_name: 'Eo', email: unique() },
      { field: 'welcome_video', name: 'hi.mp4', type: 'video/mp4', content: Buffer.from('not a video at all, just text') },
    );
    const refused = await c.post('/api/v1/clients', fake.payload, { headers: fake.headers });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail:
        '“hi.mp4” is named as a .mp4 file, but its content is not one: it may be damaged, or another kind of file renamed. Upload an MP4 file.',
      source: { pointer: '/welcome_video' },
    });
  });

  it('refuses a video over 25 MB with 413', async () => {
    const c = await signedIn(t.app, practice.host, adviser);
    const big = Buffer.concat([mp4, Buffer.alloc(26_214_400)]);
    const form = multipart(
      { first_name: 'Big', last_name: 'Video', email: unique() },
      { field: 'welcome_video', name: 'big.mp4', type: 'video/mp4', content: big },
    );
    const response = await c.post('/api/v1/clients', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(413);
  });

  it('refuses clients and platform roles', async () => {
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const c = await signedIn(t.app, practice.host, client);
    expect((await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B', email: unique() })).statusCode).toBe(403);
  });
});

describe('GET /clients', () => {
  let tagId: string;
  let listPractice: { id: string; host: string };
  let own: CreatedUser;
  let shared: CreatedUser;

  beforeAll(async () => {
    const db = t.runtime.db;
    listPractice = await createPractice(db);
    const a = await createUser(db, {
      practiceId: listPractice.id,
      role: 'adviser',
      email: `list-adviser-${randomBytes(3).toString('hex')}@example.test`,
    });
    const b = await createUser(db, { practiceId: listPractice.id, role: 'adviser' });
    own = await createUser(db, { practiceId: listPractice.id, role: 'client', adviserId: a.id, email: 'zed.searchable@example.test' });
    shared = await createUser(db, { practiceId: listPractice.id, role: 'client', adviserId: b.id });
    await createUser(db, { practiceId: listPractice.id, role: 'client', adviserId: b.id });
    await createUser(db, { practiceId: listPractice.id, role: 'client', kind: 'prospect' });
    const { additionalAdvisers } = await import('../../db/schema/index.ts');
    await db.insert(additionalAdvisers).values({ clientId: shared.id, adviserId: a.id, practiceId: listPractice.id });
    tagId = crypto.randomUUID();
    await db.insert(clientTags).values({ id: tagId, practiceId: listPractice.id, name: 'VIP' });
    await db.insert(clientTagAssignments).values({ tagId, clientId: own.id, practiceId: listPractice.id });
    await db.update(clientProfiles).set({ netWorth: 500_000 }).where(eq(clientProfiles.userId, shared.id));
    await db.update(clientProfiles).set({ netWorth: 100 }).where(eq(clientProfiles.userId, own.id));
    (globalThis as { listAdviser?: CreatedUser }).listAdviser = a;
  });

  const adviserA = () => (globalThis as { listAdviser?: CreatedUser }).listAdviser as CreatedUser;

  it('shows a director every client of the practice, with pagination headers', async () => {
    const d = await signedIn(t.app, listPractice.host, await createUser(t.runtime.db, { practiceId: listPractice.id, role: 'director' }));
    const response = await d.get('/api/v1/clients?per_page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total']).toBe('4');
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.headers['x-next-page']).toBe('2');
    expect(response.json().data).toHaveLength(2);
  });

  it('shows an adviser their own and additional clients only', async () => {
    const c = await signedIn(t.app, listPractice.host, adviserA());
    const ids = (await c.get('/api/v1/clients')).json().data.map((r: { id: string }) => r.id);
    expect(ids.sort()).toEqual([own.id, shared.id].sort());
  });

  it('filters by tag (comma-separated or repeated), kind and search; sorts by net worth', async () => {
    const c = await signedIn(t.app, listPractice.host, adviserA());
    const tagged = (await c.get(`/api/v1/clients?client_tag_ids=${tagId}`)).json().data;
    expect(tagged.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect(tagged[0].tags).toEqual([{ id: tagId, name: 'VIP' }]);
    const repeated = await c.get(`/api/v1/clients?client_tag_ids=${tagId}&client_tag_ids=${crypto.randomUUID()}`);
    expect(repeated.json().data).toHaveLength(1);
    expect((await c.get('/api/v1/clients?search=SEARCHABLE')).json().data.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect((await c.get('/api/v1/clients?search=100%25')).json().data).toEqual([]);
    expect((await c.get('/api/v1/clients?kind=prospect')).json().data).toEqual([]);
    const sorted = (await c.get('/api/v1/clients?sort=net_worth&direction=desc')).json().data;
    expect(sorted.map((r: { net_worth: number }) => r.net_worth)).toEqual([500_000, 100]);
  });

  it('refuses a search shorter than 3 characters with the catalogue message on the parameter', async () => {
    const c = await signedIn(t.app, listPractice.host, adviserA());
    const response = await c.get('/api/v1/clients?search=ab');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: messages['errors.searchMin'], source: { parameter: 'search' } });
  });

  it('lists every sort and direction in the OpenAPI document, from the contract', () => {
    type Parameter = { name: string; in: string; schema?: { enum?: string[] } };
    const document = t.app.swagger() as { paths: Record<string, { get?: { parameters?: Parameter[] } }> };
    const parameters = document.paths['/api/v1/clients']?.get?.parameters ?? [];
    const enumOf = (name: string) => parameters.find((parameter) => parameter.name === name && parameter.in === 'query')?.schema?.enum;
    expect(enumOf('sort')).toEqual([...clientSortFields]);
    expect(enumOf('sort')).toContain('adviser');
    expect(enumOf('direction')).toEqual(['asc', 'desc']);
  });

  it('refuses an unknown sort or direction with 400 and a detail that lists what it takes', async () => {
    const c = await signedIn(t.app, listPractice.host, adviserA());
    const sort = await c.get('/api/v1/clients?sort=shoe_size');
    expect(sort.statusCode).toBe(400);
    expect(errorOf(sort)).toMatchObject({ detail: clientMessages['clients.sortUnknown'], source: { parameter: 'sort' } });
    expect(clientMessages['clients.sortUnknown']).toContain('name, adviser, last_activity');
    const direction = await c.get('/api/v1/clients?sort=name&direction=sideways');
    expect(direction.statusCode).toBe(400);
    expect(errorOf(direction)).toMatchObject({ detail: clientMessages['clients.directionUnknown'], source: { parameter: 'direction' } });
    expect((await c.get('/api/v1/clients/export-list?sort=shoe_size')).statusCode).toBe(400);
  });

  it('exports the same filtered list as CSV with formula cells neutralised', async () => {
    const d = await signedIn(t.app, listPractice.host, await createUser(t.runtime.db, { practiceId: listPractice.id, role: 'director' }));
    await t.runtime.db.update(users).set({ firstName: '=HYPERLINK("http://evil")' }).where(eq(users.id, own.id));
    const response = await d.get(`/api/v1/clients/export-list?client_tag_ids=${tagId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/u);
    const rows = parse(response.body) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[1]?.[11]).toBe('VIP');
  });

  it('never lists another practice’s clients', async () => {
    const c = await signedIn(t.app, practice.host, director);
    const ids = (await c.get('/api/v1/clients?per_page=100')).json().data.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(own.id);
  });

  it('refuses a client', async () => {
    const c = await signedIn(t.app, listPractice.host, own);
    expect((await c.get('/api/v1/clients')).statusCode).toBe(403);
  });
});

describe('GET /clients sorted', () => {
  const day = (d: string) => new Date(`2026-${d}T09:00:00.000Z`);
  let sortDirector: TestClient;
  const ids: Record<'amy' | 'bea' | 'cal' | 'dan', string> = { amy: '', bea: '', cal: '', dan: '' };

  beforeAll(async () => {
    const db = t.runtime.db;
    const sortPractice = await createPractice(db);
    const named = async (
      role: 'adviser' | 'client',
      firstName: string,
      lastName: string,
      extra: { adviserId?: string; kind?: 'prospect' } = {},
    ) => {
      const user = await createUser(db, { practiceId: sortPractice.id, role, ...extra });
      await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      return user;
    };
    const abbott = await named('adviser', 'Alan', 'Abbott');
    const young = await named('adviser', 'Yara', 'Young');
    const amy = await named('client', 'Amy', 'Zane', { adviserId: young.id });
    const bea = await named('client', 'Bea', 'Adams', { adviserId: abbott.id });
    const cal = await named('client', 'Cal', 'adams', { kind: 'prospect' });
    const dan = await named('client', 'Dan', 'Brown', { adviserId: young.id });
    const facts = [
      [amy, { activity: '03-01', size: 300, worth: 10, created: '01-03', invited: '01-02' }],
      [bea, { activity: '01-01', size: 100, worth: 30, created: '01-01', invited: '01-03' }],
      [cal, { activity: '02-01', size: 200, worth: 20, created: '01-02', invited: '01-01' }],
      [dan, { activity: '02-15', size: 250, worth: 15, created: '01-04', invited: '01-04' }],
    ] as const;
    for (const [client, f] of facts) {
      await db
        .update(users)
        .set({ invitedAt: day(f.invited) })
        .where(eq(users.id, client.id));
      await db
        .update(clientProfiles)
        .set({ lastActivityAt: day(f.activity), estTotalCaseSize: f.size, netWorth: f.worth, createdAt: day(f.created) })
        .where(eq(clientProfiles.userId, client.id));
    }
    Object.assign(ids, { amy: amy.id, bea: bea.id, cal: cal.id, dan: dan.id });
    sortDirector = await signedIn(t.app, sortPractice.host, await createUser(db, { practiceId: sortPractice.id, role: 'director' }));
  });

  const order = async (query: string) =>
    (await sortDirector.get(`/api/v1/clients?${query}`))
      .json()
      .data.map((r: { id: string }) => (Object.keys(ids) as (keyof typeof ids)[]).find((k) => ids[k] === r.id));

  it.each([
    ['name', 'by last name, then first name, letter case aside', ['bea', 'cal', 'dan', 'amy'], ['amy', 'dan', 'cal', 'bea']],
    [
      'adviser',
      "by the adviser's last name, each adviser's clients A to Z, a prospect with none last either way",
      ['bea', 'dan', 'amy', 'cal'],
      ['dan', 'amy', 'bea', 'cal'],
    ],
    ['last_activity', 'by the latest activity', ['bea', 'cal', 'dan', 'amy'], ['amy', 'dan', 'cal', 'bea']],
    ['est_total_case_size', 'by the estimated total case size', ['bea', 'cal', 'dan', 'amy'], ['amy', 'dan', 'cal', 'bea']],
    ['net_worth', 'by net worth', ['amy', 'dan', 'cal', 'bea'], ['bea', 'cal', 'dan', 'amy']],
    ['created_at', 'by the date created', ['bea', 'cal', 'amy', 'dan'], ['dan', 'amy', 'cal', 'bea']],
    ['invited_at', 'by the date invited', ['cal', 'amy', 'bea', 'dan'], ['dan', 'bea', 'amy', 'cal']],
  ])('sort=%s orders %s, ascending and descending', async (sort, _how, ascending, descending) => {
    expect(await order(`sort=${sort}&direction=asc`)).toEqual(ascending);
    expect(await order(`sort=${sort}&direction=desc`)).toEqual(descending);
  });
});

describe('prospects and invitations', () => {
  it('a director invites a prospect with no adviser, valid for a year; it awaits assignment', async () => {
    const d = await signedIn(t.app, practice.host, director);
    const email = unique();
    const response = await d.post('/api/v1/invitations', { first_name: 'Pro', last_name: 'Spect', email });
    expect(response.statusCode).toBe(201);
    const prospect = await userByEmail(email);
    expect(prospect?.adviserId).toBeNull();
    expect((await lastMailTo(t.runtime.db, email))?.text).toContain('valid for 1 year');
    const awaiting = (await d.get('/api/v1/clients?awaiting=true&per_page=100')).json().data.map((r: { id: string }) => r.id);
    expect(awaiting).toContain(prospect?.id);
    const pending = (await d.get('/api/v1/invitations?per_page=100')).json().data.map((r: { email: string }) => r.email);
    expect(pending).toContain(email);
  });

  it('an adviser’s prospect is their own', async () => {
    const c = await signedIn(t.app, practice.host, adviser);
    const email = unique();
    await c.post('/api/v1/invitations', { first_name: 'Pro', last_name: 'Spect', email });
    expect((await userByEmail(email))?.adviserId).toBe(adviser.id);
  });

  it('the invitation flag off hides the invitation routes with 404', async () => {
    const flagged = await createPractice(t.runtime.db);
    await t.runtime.db
      .update(practices)
      .set({ featureFlags: { inviteProspectiveClient: false } })
      .where(eq(practices.id, flagged.id));
    t.app.forgetPractices();
    const d = await signedIn(t.app, flagged.host, await createUser(t.runtime.db, { practiceId: flagged.id, role: 'director' }));
    expect((await d.get('/api/v1/invitations')).statusCode).toBe(404);
  });

  it('resends a pending invitation (the old link says a newer one was sent) and cancels it (the link says so)', async () => {
    const d = await signedIn(t.app, practice.host, director);
    const email = unique();
    const id = (await d.post('/api/v1/invitations', { first_name: 'Pro', last_name: 'Spect', email })).json().data.id;
    const first = linkIn((await lastMailTo(t.runtime.db, email))?.text ?? '', 'invitation');
    expect((await d.post(`/api/v1/invitations/${id}/resend`)).statusCode).toBe(200);
    const second = linkIn((await lastMailTo(t.runtime.db, email))?.text ?? '', 'invitation');
    expect(second).not.toBe(first);
    const anonymous = new TestClient(t.app, practice.host);
    expect(errorOf(await anonymous.get(`/api/v1/users/confirmation?confirmation_token=${first}`)).detail).toBe(
      messages['token.superseded'],
    );
    expect((await d.delete(`/api/v1/invitations/${id}`)).statusCode).toBe(204);
    const cancelled = await anonymous.get(`/api/v1/users/confirmation?confirmation_token=${second}`);
    expect(cancelled.statusCode).toBe(410);
    expect(errorOf(cancelled).detail).toContain('cancelled');
    expect((await d.post(`/api/v1/invitations/${id}/resend`)).statusCode).toBe(409);
    const listed = (await d.get(`/api/v1/clients?search=${encodeURIComponent(email)}`)).json().data;
    expect(listed.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[id, 'invitation_cancelled']]);
  });

  it('refuses to cancel an accepted invitation with 409', async () => {
    const d = await signedIn(t.app, practice.host, director);
    const accepted = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', kind: 'prospect' });
    const response = await d.delete(`/api/v1/invitations/${accepted.id}`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe('This invitation was already accepted, so it can no longer be cancelled.');
  });

  it('another practice’s director cannot cancel or resend (404)', async () => {
    const other = await createPractice(t.runtime.db);
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    const prospect = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', kind: 'prospect', status: 'invited' });
    expect((await foreign.delete(`/api/v1/invitations/${prospect.id}`)).statusCode).toBe(404);
    expect((await foreign.post(`/api/v1/clients/${prospect.id}/assign`, { adviser_id: adviser.id })).statusCode).toBe(404);
  });
});

describe('POST /clients/:id/assign', () => {
  it('assigns an awaiting prospect to an active adviser, audits it and mails the adviser', async () => {
    const d = await signedIn(t.app, practice.host, director);
    const prospect = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', kind: 'prospect' });
    const response = await d.post(`/api/v1/clients/${prospect.id}/assign`, { adviser_id: otherAdviser.id });
    expect(response.statusCode).toBe(200);
    expect((await userByEmail(prospect.email))?.adviserId).toBe(otherAdviser.id);
    expect((await lastMailTo(t.runtime.db, otherAdviser.email))?.subject).toBe('A prospect was assigned to you');
    const again = await d.post(`/api/v1/clients/${prospect.id}/assign`, { adviser_id: adviser.id });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an inactive adviser and a non-director', async () => {
    const d = await signedIn(t.app, practice.host, director);
    const prospect = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', kind: 'prospect' });
    const inactive = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser', status: 'deactivated' });
    const refused = await d.post(`/api/v1/clients/${prospect.id}/assign`, { adviser_id: inactive.id });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).source?.pointer).toBe('/adviser_id');
    const c = await signedIn(t.app, practice.host, adviser);
    expect((await c.post(`/api/v1/clients/${prospect.id}/assign`, { adviser_id: adviser.id })).statusCode).toBe(403);
  });
});
