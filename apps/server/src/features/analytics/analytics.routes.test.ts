import { analyticsMessages, reportTimeZone } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitCounts } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const base = '/api/v1/visits';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };
let director: CreatedUser;
let adviser: CreatedUser;
let client: CreatedUser;

const db = () => t.runtime.db;
const visitor = (host = practice.host) => new TestClient(t.app, host);
/** The day the server counts in: the reports' time zone's. */
const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone }).format(new Date());
const rowsOf = (practiceId: string) => db().select().from(visitCounts).where(eq(visitCounts.practiceId, practiceId));

beforeAll(async () => {
  t = await startTestApp({ env: 'production' });
  practice = await createPractice(db(), { name: 'Harbour' });
  other = await createPractice(db(), { name: 'Elsewhere' });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
});
afterAll(() => t.close());

describe('POST /visits in production', () => {
  it('counts page views by pattern, signed in or not and referring host, in one row per day and key', async () => {
    const anonymous = visitor();
    for (let i = 0; i < 3; i += 1) expect((await anonymous.post(base, { path: '/blog/:postId' })).statusCode).toBe(204);
    await anonymous.post(base, { path: '/blog/:postId', referrer_host: 'WWW.Example.com' });
    const signedInClient = await signedIn(t.app, practice.host, client);
    expect((await signedInClient.post(base, { path: '/blog/:postId' })).statusCode).toBe(204);

    const rows = await rowsOf(practice.id);
    const today = todayIso();
    expect(
      rows
        .map(({ practiceId: _practice, ...row }) => row)
        .sort((a, b) => a.count - b.count || a.referrerHost.localeCompare(b.referrerHost)),
    ).toEqual([
      { day: today, path: '/blog/:postId', isSignedIn: true, referrerHost: '', count: 1 },
      { day: today, path: '/blog/:postId', isSignedIn: false, referrerHost: 'www.example.com', count: 1 },
      { day: today, path: '/blog/:postId', isSignedIn: false, referrerHost: '', count: 3 },
    ]);
  });

  it('keeps no IP, user, user agent or cookie of the visitor', async () => {
    const response = await visitor().post(base, { path: '/faq' }, { headers: { 'user-agent': 'Tracker/1.0' } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.filter((cookie) => cookie.name !== 'csrf_token')).toEqual([]);
    const [row] = (await rowsOf(practice.id)).filter((r) => r.path === '/faq');
    expect(Object.keys(row ?? {}).sort()).toEqual(['count', 'day', 'isSignedIn', 'path', 'practiceId', 'referrerHost']);
  });

  it.each([
    ['a real id', '/blog/3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f', 'path'],
    ['a numeric id', '/clients/123456', 'path'],
    ['a query', '/blog?page=2', 'path'],
    ['a hash', '/faq#pensions', 'path'],
    ['no leading slash', 'blog', 'path'],
    ['a full address', 'https://example.com/blog', 'path'],
  ])('refuses a path with %s (400)', async (_name, path, field) => {
    const response = await visitor().post(base, { path });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: analyticsMessages['analytics.pathInvalid'], source: { pointer: `/${field}` } });
  });

  it('refuses a referrer that is more than a host, unknown fields and an oversized body (400, 413)', async () => {
    const withUrl = await visitor().post(base, { path: '/faq', referrer_host: 'https://example.com/page' });
    expect(withUrl.statusCode).toBe(400);
    expect(errorOf(withUrl).detail).toBe(analyticsMessages['analytics.referrerInvalid']);
    expect((await visitor().post(base, { path: '/faq', user_id: client.id })).statusCode).toBe(400);
    expect((await visitor().post(base, {})).statusCode).toBe(400);
    expect((await visitor().post(base, { path: `/${'a'.repeat(4000)}` })).statusCode).toBe(413);
  });

  it('needs the CSRF header like every state-changing call (403)', async () => {
    expect((await visitor().post(base, { path: '/faq' }, { csrf: false })).statusCode).toBe(403);
  });

  it('keeps each practice apart', async () => {
    await visitor(other.host).post(base, { path: '/team' });
    expect((await rowsOf(other.id)).map((row) => row.path)).toEqual(['/team']);
    expect((await rowsOf(practice.id)).some((row) => row.path === '/team')).toBe(false);
  });
});

describe('GET /visits', () => {
  it('gives the director totals by day, by page and by referring site', async () => {
    const fresh = await createPractice(db(), { name: 'Counting' });
    const boss = await createUser(db(), { practiceId: fresh.id, role: 'director' });
    const today = todayIso();
    await db()
      .insert(visitCounts)
      .values([
        { practiceId: fresh.id, day: today, path: '/faq', isSignedIn: false, referrerHost: '', count: 4 },
        { practiceId: fresh.id, day: today, path: '/faq', isSignedIn: true, referrerHost: '', count: 1 },
        { practiceId: fresh.id, day: today, path: '/blog', isSignedIn: false, referrerHost: 'news.example.com', count: 2 },
        { practiceId: fresh.id, day: '2020-01-01', path: '/blog', isSignedIn: false, referrerHost: '', count: 9 },
      ]);
    const response = await (await signedIn(t.app, fresh.host, boss)).get(`${base}?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      from: today,
      to: today,
      total: { visits: 7, signed_in: 1 },
      by_day: [{ day: today, visits: 7, signed_in: 1 }],
      by_page: [
        { path: '/faq', visits: 5, signed_in: 1 },
        { path: '/blog', visits: 2, signed_in: 0 },
      ],
      by_referrer: [{ host: 'news.example.com', visits: 2 }],
    });
  });

  it('shows a director nothing of another practice', async () => {
    const boss = await createUser(db(), { practiceId: other.id, role: 'director' });
    await visitor(other.host).post(base, { path: '/team' });
    const today = todayIso();
    const report = (await (await signedIn(t.app, other.host, boss)).get(`${base}?from=${today}&to=${today}`)).json().data;
    expect(report.by_page.map((row: { path: string }) => row.path)).toEqual(['/team']);
  });

  it('refuses advisers and clients (403) and visitors (401), and a reversed period (400)', async () => {
    expect((await (await signedIn(t.app, practice.host, adviser)).get(base)).statusCode).toBe(403);
    expect((await (await signedIn(t.app, practice.host, client)).get(base)).statusCode).toBe(403);
    expect((await visitor().get(base)).statusCode).toBe(401);
    const reversed = await (await signedIn(t.app, practice.host, director)).get(`${base}?from=2026-02-01&to=2026-01-01`);
    expect(reversed.statusCode).toBe(400);
  });
});

describe('outside production', () => {
  let staging: TestApp;
  beforeAll(async () => {
    staging = await startTestApp({ env: 'staging' });
  });
  afterAll(() => staging.close());

  it('answers the beacon 404 and stores nothing, even for a body it would refuse', async () => {
    const place = await createPractice(staging.runtime.db, { name: 'Staging' });
    const caller = new TestClient(staging.app, place.host);
    expect((await caller.post(base, { path: '/faq' })).statusCode).toBe(404);
    expect((await caller.post(base, { path: '/blog/123456' })).statusCode).toBe(404);
    expect(await staging.runtime.db.select().from(visitCounts)).toEqual([]);
  });
});
