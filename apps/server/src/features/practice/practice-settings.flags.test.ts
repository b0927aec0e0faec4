import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  other = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

const service = {
  category: 'pensionReview',
  title: 'Pension review',
  description: 'We look at every pension.',
  charges: '£500',
  is_offered: true,
  position: 0,
};

describe('the public practice', () => {
  it('reads flags stored as 1, "1" and "true" as on', async () => {
    const legacy = await createPractice(t.runtime.db, { featureFlags: { blog: 1, notes: '1', todos: 'true', topUp: 'yes' } });
    const features = (await new TestClient(t.app, legacy.host).get('/api/v1/practice')).json().data.features;
    expect(features).toEqual(['blog', 'notes', 'todos']);
  });
});

describe('services and charges', () => {
  it('a director creates, edits and removes services; clients see only offered ones; staff see all', async () => {
    const director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    const created = await director.post('/api/v1/services-and-charges', service);
    expect(created.statusCode).toBe(201);
    const hidden = await director.post('/api/v1/services-and-charges', {
      ...service,
      category: 'mortgages',
      title: 'Mortgages',
      is_offered: false,
    });
    const client = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' }));
    expect((await client.get('/api/v1/services-and-charges')).json().data.map((s: { title: string }) => s.title)).toEqual([
      'Pension review',
    ]);
    expect((await client.get(`/api/v1/services-and-charges/${hidden.json().data.id}`)).statusCode).toBe(404);
    const adviser = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }));
    expect((await adviser.get('/api/v1/services-and-charges')).json().data).toHaveLength(2);
    const edited = await director.patch(`/api/v1/services-and-charges/${created.json().data.id}`, { ...service, charges: '£650' });
    expect(edited.json().data.charges).toBe('£650');
    expect((await director.delete(`/api/v1/services-and-charges/${hidden.json().data.id}`)).statusCode).toBe(204);
    expect((await adviser.get('/api/v1/services-and-charges')).json().data).toHaveLength(1);
  });

  it('refuses an unknown category and an empty title, and other roles than director', async () => {
    const director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    const bad = await director.post('/api/v1/services-and-charges', { ...service, category: 'spaceTravel', title: '  ' });
    expect(bad.statusCode).toBe(400);
    const pointers = bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/category', '/title']));
    const adviser = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }));
    expect((await adviser.post('/api/v1/services-and-charges', service)).statusCode).toBe(403);
  });

  it("never shows or changes another practice's services", async () => {
    const director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    const mine = (await director.post('/api/v1/services-and-charges', service)).json().data.id;
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    expect((await foreign.get(`/api/v1/services-and-charges/${mine}`)).statusCode).toBe(404);
    expect((await foreign.patch(`/api/v1/services-and-charges/${mine}`, service)).statusCode).toBe(404);
    expect((await foreign.delete(`/api/v1/services-and-charges/${mine}`)).statusCode).toBe(404);
    expect((await foreign.get('/api/v1/services-and-charges')).json().data).toEqual([]);
  });
});

describe('client dashboard', () => {
  it('shows enabled tiles whose feature is on, and dashboard links only with clientDashboardLinks on', async () => {
    const p = await createPractice(t.runtime.db, {
      settings: {
        dashboardTiles: [
          { section: 'welcome', enabled: true, imageFileId: null },
          { section: 'blog', enabled: true, imageFileId: null },
          { section: 'documentVault', enabled: false, imageFileId: null },
        ],
        dashboardLinks: [{ title: 'Our blog', url: 'https://example.com/blog' }],
      },
      featureFlags: { clientDashboardLinks: false, blog: false },
    });
    const client = await signedIn(t.app, p.host, await createUser(t.runtime.db, { practiceId: p.id, role: 'client' }));
    expect((await client.get('/api/v1/client-dashboard')).json().data).toEqual({
      tiles: [{ section: 'welcome', image_url: null }],
      links: [],
    });
  });
});
