import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { hashToken } from '../features/auth/sessions.ts';
import { mailJobs } from '../platform/mail/mail.jobs.ts';
import { createPractice, createTestSession, createUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { startJobs } from './jobs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function sessionOf(userId: string, practiceId: string): Promise<string> {
  const { token } = await createTestSession(t.runtime.db, { id: userId, practiceId }, 'jobs-test');
  return hashToken(token);
}

describe('jobs', () => {
  it('creates the queues each area declares, and schedules the expired-session sweep hourly', async () => {
    const queues = await t.runtime.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue ORDER BY name`);
    expect(queues.rows.map((q) => q.name)).toEqual(
      expect.arrayContaining(['auth.expired-sessions', 'auth.password-reset', 'clients.bulk-import', 'mail.deliver']),
    );
    const schedules = await t.runtime.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(schedules.rows).toEqual(expect.arrayContaining([{ name: 'auth.expired-sessions', cron: '0 * * * *' }]));
  });

  it('the sweep, run by a worker, removes expired sessions and keeps live ones', async () => {
    const practice = await createPractice(t.runtime.db);
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const live = await sessionOf(user.id, practice.id);
    const expired = await sessionOf(user.id, practice.id);
    await t.runtime.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, expired));
    await t.runtime.jobs.send('auth.expired-sessions', {});
    await expect
      .poll(
        async () => (await t.runtime.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.id),
        {
          timeout: 10_000,
        },
      )
      .toEqual([live]);
  });

  it('refuses a job for a queue no area registered, and a queue two areas declare', async () => {
    await expect(t.runtime.jobs.send('nobody.registered' as 'mail.deliver', { mailId: 'x' })).rejects.toThrow(
      'no area registered the queue nobody.registered',
    );
    await expect(startJobs({ databaseUrl: t.databaseUrl, runWorkers: false, areas: [mailJobs, mailJobs] })).rejects.toThrow(
      'the queue mail.deliver is declared twice',
    );
  });
});
