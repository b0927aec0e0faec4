import { type FeatureHelp, featureHelpCatalogue, featureHelpKeys } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { errorOf, signedIn } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

const userOf = (role: 'client' | 'adviser' | 'director' | 'super_admin' | 'support_admin') =>
  createUser(t.runtime.db, { practiceId: role.endsWith('admin') ? null : practice.id, role });

describe('/feature-helps', () => {
  it('everyone signed in reads every help, in the catalogue’s wording until a platform admin rewrites one', async () => {
    const client = await signedIn(t.app, practice.host, await userOf('client'));
    const list = await client.get('/api/v1/feature-helps');
    expect(list.statusCode).toBe(200);
    const helps = list.json().data as FeatureHelp[];
    expect(helps.map((help) => help.key)).toEqual([...featureHelpKeys]);
    expect(helps.find((help) => help.key === 'vault')).toEqual({ key: 'vault', ...featureHelpCatalogue.vault, updated_at: null });
  });

  it('a platform admin rewrites a help for every practice, audited; nobody else may', async () => {
    const admin = await signedIn(t.app, practice.host, await userOf('super_admin'));
    const body = { title: 'Meeting rooms, briefly', text: 'Schedule, invite, meet.' };
    const saved = await admin.patch('/api/v1/feature-helps/meetings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ key: 'meetings', ...body });
    const adviser = await signedIn(t.app, practice.host, await userOf('adviser'));
    const read = (await adviser.get('/api/v1/feature-helps')).json().data as FeatureHelp[];
    expect(read.find((help) => help.key === 'meetings')).toMatchObject(body);
    const events = await t.runtime.db.select().from(auditEvents).where(eq(auditEvents.entityKind, 'feature-help'));
    expect(events.find((event) => event.entityId === 'meetings')).toMatchObject({
      practiceId: null,
      action: 'updated',
      after: { key: 'meetings', ...body },
    });

    const director = await signedIn(t.app, practice.host, await userOf('director'));
    expect((await director.patch('/api/v1/feature-helps/meetings', body)).statusCode).toBe(403);
    expect((await admin.patch('/api/v1/feature-helps/unknown-page', body)).statusCode).toBe(400);
    const empty = await admin.patch('/api/v1/feature-helps/meetings', { title: '', text: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).source?.pointer).toBe('/title');
  });
});

describe('the guided tour', () => {
  it('a new user has not seen it; finishing or skipping it keeps it done, read back with the current user', async () => {
    const user = await userOf('adviser');
    const c = await signedIn(t.app, practice.host, user);
    expect((await c.get('/api/v1/users/me')).json().data.is_tour_guide_completed).toBe(false);
    const done = await c.patch(`/api/v1/users/${user.id}/update-tour-guide`, { is_tour_guide_completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ is_tour_guide_completed: true });
    expect((await c.get('/api/v1/users/me')).json().data.is_tour_guide_completed).toBe(true);
  });

  it('is one’s own: another user’s id is refused and changes nothing', async () => {
    const user = await userOf('client');
    const someoneElse = await userOf('client');
    const c = await signedIn(t.app, practice.host, user);
    const refused = await c.patch(`/api/v1/users/${someoneElse.id}/update-tour-guide`, { is_tour_guide_completed: true });
    expect([403, 404]).toContain(refused.statusCode);
    const other = await signedIn(t.app, practice.host, someoneElse);
    expect((await other.get('/api/v1/users/me')).json().data.is_tour_guide_completed).toBe(false);
    expect((await c.patch(`/api/v1/users/${user.id}/update-tour-guide`, { is_tour_guide_completed: 'yes' })).statusCode).toBe(400);
  });
});
