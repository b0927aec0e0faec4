import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function userWithPasswordChanged() {
  const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
  const c = await signedIn(t.app, practice.host, user);
  const changed = await c.patch(`/api/v1/users/${user.id}/password`, {
    current_password: user.password,
    password: 'Fresh-Password-31!',
    password_confirmation: 'Fresh-Password-31!',
  });
  expect(changed.statusCode).toBe(200);
  return { user, c };
}

describe('notifications', () => {
  it('a password change notifies the account holder, counted as unread until seen', async () => {
    const { c } = await userWithPasswordChanged();
    expect((await c.get('/api/v1/users/notifications/meta')).json().data).toEqual({ unread_count: 1 });
    const list = await c.get('/api/v1/users/notifications');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('1');
    const [notice] = list.json().data;
    expect(notice).toMatchObject({ kind: 'security.password_changed', title: 'Your password was changed', seen: false, archived: false });
    expect((await c.patch(`/api/v1/users/notifications/${notice.id}/mark-as-seen`)).statusCode).toBe(204);
    expect((await c.get('/api/v1/users/notifications/meta')).json().data).toEqual({ unread_count: 0 });
  });

  it('turning two-factor on and off notifies each time; mark all as seen clears the count', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const c = await signedIn(t.app, practice.host, user);
    await c.patch(`/api/v1/users/${user.id}/update-two-factor-auth`, { current_password: user.password, enabled: true });
    await c.patch(`/api/v1/users/${user.id}/update-two-factor-auth`, { current_password: user.password, enabled: false });
    expect((await c.get('/api/v1/users/notifications/meta')).json().data.unread_count).toBe(2);
    expect((await c.patch('/api/v1/users/notifications/mark-all-as-seen')).statusCode).toBe(204);
    expect((await c.get('/api/v1/users/notifications/meta')).json().data.unread_count).toBe(0);
  });

  it('archiving moves a notification to the archive list', async () => {
    const { c } = await userWithPasswordChanged();
    const [notice] = (await c.get('/api/v1/users/notifications')).json().data;
    expect((await c.patch(`/api/v1/users/notifications/${notice.id}/archive`)).statusCode).toBe(204);
    expect((await c.get('/api/v1/users/notifications')).json().data).toEqual([]);
    const archived = (await c.get('/api/v1/users/notifications?archived=true')).json().data;
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({ id: notice.id, archived: true, seen: true });
  });

  it("another user's notification answers 404 and stays unread", async () => {
    const { c: owner } = await userWithPasswordChanged();
    const [notice] = (await owner.get('/api/v1/users/notifications')).json().data;
    const stranger = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    const response = await stranger.patch(`/api/v1/users/notifications/${notice.id}/mark-as-seen`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('resource.not_found');
    expect((await owner.get('/api/v1/users/notifications/meta')).json().data.unread_count).toBe(1);
  });

  it('validates the list query', async () => {
    const { c } = await userWithPasswordChanged();
    const response = await c.get('/api/v1/users/notifications?per_page=1000');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source).toEqual({ parameter: 'per_page' });
  });
});
