import { auditSentence, type PlatformAuditEvent, type Role } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeAudit } from '../audit/audit.writer.ts';

const base = '/api/v1/platform-audit-trail';
const hour = 3_600_000;

let t: TestApp;
let harbour: { id: string; host: string };
let meadow: { id: string; host: string };
let superAdmin: TestClient;
let support: TestClient;
let director: CreatedUser;

const db = () => t.runtime.db;
const fromNow = (millis: number) => new Date(Date.now() + millis).toISOString();

/** The trail as a platform admin reads it: each event's sentence, and the practice it names (or null). */
async function trail(c: TestClient, query = ''): Promise<{ sentence: string; practice: string | null; action: string }[]> {
  const response = await c.get(`${base}?per_page=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as PlatformAuditEvent[]).map((event) => ({
    sentence: auditSentence(event),
    practice: event.practice?.name ?? null,
    action: event.action,
  }));
}

beforeAll(async () => {
  t = await startTestApp();
  harbour = await createPractice(db(), { name: 'Harbour Wealth' });
  meadow = await createPractice(db(), { name: 'Meadow Planning' });
  const admin = await createUser(db(), { practiceId: null, role: 'super_admin' });
  await db().update(users).set({ firstName: 'Sara', lastName: 'Mills' }).where(eq(users.id, admin.id));
  superAdmin = await signedIn(t.app, harbour.host, admin);
  support = await signedIn(t.app, harbour.host, await createUser(db(), { practiceId: null, role: 'support_admin' }));
  director = await createUser(db(), { practiceId: harbour.id, role: 'director' });

  const maintenance = await superAdmin.post('/api/v1/maintenances', {
    title: 'Database upgrade',
    message: 'The portal will be unavailable while we upgrade its database.',
    starts_at: fromNow(hour),
    ends_at: fromNow(3 * hour),
    scope: 'chosen',
    practice_ids: [harbour.id],
  });
  expect(maintenance.statusCode, maintenance.body).toBe(201);
  const brochure = await superAdmin.post('/api/v1/brochures', {
    title: 'Investing for beginners',
    description: 'The basics.',
    link_url: 'https://example.com/isa',
  });
  expect(brochure.statusCode, brochure.body).toBe(201);
  const flags = await superAdmin.put(`/api/v1/practices/${meadow.id}/feature-flags`, { blog: false });
  expect(flags.statusCode, flags.body).toBe(200);
  // The practice's own director changes something: theirs is the practice's trail, not the platform's.
  await writeAudit(db(), {
    actor: { userId: director.id },
    practiceId: harbour.id,
    entityKind: 'practice',
    entityId: harbour.id,
    action: 'feature_flags_updated',
    before: { blog: true },
    after: { blog: false },
  });
});
afterAll(() => t.close());

describe('the platform audit trail', () => {
  it('says what platform admins did as sentences, newest first, naming the practice of those inside one', async () => {
    const changes = (await trail(superAdmin)).filter((event) => event.action !== 'signed_in');
    expect(changes).toEqual([
      { sentence: 'Sara Mills (platform support) turned off Blog', practice: 'Meadow Planning', action: 'feature_flags_updated' },
      { sentence: 'Sara Mills added the pre-approved brochure “Investing for beginners”', practice: null, action: 'brochure_created' },
      {
        sentence: 'Sara Mills scheduled the maintenance “Database upgrade” for Harbour Wealth',
        practice: null,
        action: 'maintenance_created',
      },
    ]);
    // A support admin reads the same trail.
    expect((await trail(support)).filter((event) => event.action !== 'signed_in')).toEqual(changes);
  });

  it('pages like the other audit trails, with the pagination headers', async () => {
    const all = await trail(superAdmin);
    const first = await superAdmin.get(`${base}?per_page=2&page=1`);
    const second = await superAdmin.get(`${base}?per_page=2&page=2`);
    expect(first.headers['x-total']).toBe(String(all.length));
    expect(first.headers['x-total-pages']).toBe(String(Math.ceil(all.length / 2)));
    expect(first.headers['x-next-page']).toBe('2');
    const sentences = [...first.json().data, ...second.json().data].map((event: PlatformAuditEvent) => auditSentence(event));
    expect(sentences).toEqual(all.slice(0, 4).map((event) => event.sentence));
  });

  it('narrows to one practice and to a period', async () => {
    expect(await trail(superAdmin, `&practice_id=${meadow.id}`)).toEqual([
      { sentence: 'Sara Mills (platform support) turned off Blog', practice: 'Meadow Planning', action: 'feature_flags_updated' },
    ]);
    // The harbour's only event is its director's own.
    expect(await trail(superAdmin, `&practice_id=${harbour.id}`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(superAdmin, `&from=${today}`)).length).toBeGreaterThanOrEqual(3);
    expect(await trail(superAdmin, '&from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('refuses a reversed period and a practice that is no id, saying why', async () => {
    const reversed = await superAdmin.get(`${base}?from=2026-03-31&to=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).detail).toBe('The start of the period cannot be after its end');
    expect((await superAdmin.get(`${base}?practice_id=not-a-practice`)).statusCode).toBe(400);
  });

  it('is the platform admins’ alone: every other role is refused, and a visitor must sign in', async () => {
    const others: Role[] = ['client', 'adviser', 'admin', 'director'];
    for (const role of others) {
      const member = await signedIn(t.app, harbour.host, await createUser(db(), { practiceId: harbour.id, role }));
      const response = await member.get(base);
      expect(response.statusCode, role).toBe(403);
      expect(errorOf(response).detail.length, role).toBeGreaterThan(0);
    }
    expect((await new TestClient(t.app, harbour.host).get(base)).statusCode).toBe(401);
  });
});
