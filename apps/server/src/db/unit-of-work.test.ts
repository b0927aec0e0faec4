import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../realtime/hub.ts';
import { createPractice, createUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { adminAssignments, follows, mailOutbox } from './schema/index.ts';
import { inSavepoint, inTransaction, type UnitOfWork } from './unit-of-work.ts';

let t: TestApp;

// No workers: the jobs stay queued where the test can count them.
beforeAll(async () => {
  t = await startTestApp({ runJobs: false });
});
afterAll(() => t.close());

function listen(userId: string): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  t.runtime.realtime.subscribe(userId, (event) => events.push(event));
  return events;
}

async function settle(events: RealtimeEvent[], count: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // Long enough for a duplicate, or an event that should never come, to arrive.
  await new Promise((r) => setTimeout(r, 200));
}

async function jobsOf(queue: string, key: string, value: string): Promise<number> {
  const result = await t.runtime.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND data->>${key} = ${value}`,
  );
  return result.rows[0]?.n ?? 0;
}

async function mailsTo(address: string) {
  return t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

/** Mails, enqueues and publishes one of each. */
async function sideEffects(uow: UnitOfWork, marks: { address: string; importId: string; userId: string }): Promise<void> {
  await uow.mail({
    practiceId: null,
    to: marks.address,
    template: 'passwordReset',
    params: { firstName: 'Ada', link: 'https://x.test/r' },
  });
  uow.enqueue('clients.bulk-import', { importId: marks.importId });
  uow.publish({ kind: 'user', userId: marks.userId }, { type: 'notifications.count', count: 7 });
}

const freshMarks = () => ({ address: `uow-${randomUUID()}@example.test`, importId: randomUUID(), userId: randomUUID() });

describe('unit of work', () => {
  it('a rolled-back change sends no mail, enqueues no job and publishes no event', async () => {
    const marks = freshMarks();
    const events = listen(marks.userId);
    await expect(
      inTransaction(t.runtime, async (uow) => {
        await sideEffects(uow, marks);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Events arrive in commit order: a leaked one would come before this marker.
    await inTransaction(t.runtime, async (uow) => uow.publish({ kind: 'user', userId: marks.userId }, { type: 'session.ended' }));
    await settle(events, 1);
    expect(events).toEqual([{ type: 'session.ended' }]);
    expect(await mailsTo(marks.address)).toEqual([]);
    expect(await jobsOf('clients.bulk-import', 'importId', marks.importId)).toBe(0);
  });

  it('a committed change writes the mail and enqueues its delivery, the job and the event, each once', async () => {
    const marks = freshMarks();
    const events = listen(marks.userId);
    await inTransaction(t.runtime, (uow) => sideEffects(uow, marks));
    await settle(events, 1);
    expect(events).toEqual([{ type: 'notifications.count', count: 7 }]);
    const mails = await mailsTo(marks.address);
    expect(mails).toHaveLength(1);
    expect(await jobsOf('mail.deliver', 'mailId', mails[0]?.id ?? '')).toBe(1);
    expect(await jobsOf('clients.bulk-import', 'importId', marks.importId)).toBe(1);
  });

  it('a savepoint rolled back drops its own effects and keeps the rest; one that holds keeps its own', async () => {
    const kept = freshMarks();
    const dropped = freshMarks();
    const [keptEvents, droppedEvents] = [listen(kept.userId), listen(dropped.userId)];
    await inTransaction(t.runtime, async (uow) => {
      await inSavepoint(uow, (savepoint) => sideEffects(savepoint, kept));
      await inSavepoint(uow, async (savepoint) => {
        await sideEffects(savepoint, dropped);
        throw new Error('roll back to the savepoint');
      }).catch(() => {});
    });
    await settle(keptEvents, 1);
    expect(keptEvents).toHaveLength(1);
    expect(droppedEvents).toEqual([]);
    expect(await mailsTo(kept.address)).toHaveLength(1);
    expect(await mailsTo(dropped.address)).toEqual([]);
    expect(await jobsOf('clients.bulk-import', 'importId', kept.importId)).toBe(1);
    expect(await jobsOf('clients.bulk-import', 'importId', dropped.importId)).toBe(0);
  });

  it('an event for a client’s staff reaches every active member of staff who may take the action on the client, following or not, and no one else', async () => {
    const practice = await createPractice(t.runtime.db);
    const user = (role: 'adviser' | 'admin' | 'director' | 'client', adviserId?: string) =>
      createUser(t.runtime.db, { practiceId: practice.id, role, ...(adviserId ? { adviserId } : {}) });
    const adviser = await user('adviser');
    const client = await user('client', adviser.id);
    const [director, supporting, strangerAdviser, unassignedAdmin] = [
      await user('director'),
      await user('admin'),
      await user('adviser'),
      await user('admin'),
    ];
    await t.runtime.db
      .insert(adminAssignments)
      .values({ practiceId: practice.id, adminId: supporting.id, adviserId: adviser.id, rights: [] });
    // Following does not matter: a stranger who follows still may not see the client.
    await t.runtime.db
      .insert(follows)
      .values([strangerAdviser].map((s) => ({ staffId: s.id, clientId: client.id, practiceId: practice.id })));
    const inboxes = Object.fromEntries(
      [adviser, director, supporting, strangerAdviser, unassignedAdmin, client].map((u) => [u.id, listen(u.id)]),
    );
    await inTransaction(t.runtime, async (uow) =>
      uow.publish(
        { kind: 'clientStaff', practiceId: practice.id, clientId: client.id, action: 'todos.view' },
        { type: 'notifications.count', count: 1 },
      ),
    );
    await settle(inboxes[supporting.id] ?? [], 1);
    for (const member of [adviser, director, supporting]) expect(inboxes[member.id]).toHaveLength(1);
    for (const outsider of [strangerAdviser, unassignedAdmin, client]) expect(inboxes[outsider.id]).toEqual([]);
  });

  it('an event for the staff who may see practice notes never reaches the client', async () => {
    const practice = await createPractice(t.runtime.db);
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const inboxes = Object.fromEntries([adviser, client].map((u) => [u.id, listen(u.id)]));
    await inTransaction(t.runtime, async (uow) =>
      uow.publish(
        { kind: 'clientStaff', practiceId: practice.id, clientId: client.id, action: 'practiceNotes.view' },
        { type: 'notifications.count', count: 1 },
      ),
    );
    await settle(inboxes[adviser.id] ?? [], 1);
    expect(inboxes[adviser.id]).toHaveLength(1);
    expect(inboxes[client.id]).toEqual([]);
  });
});
