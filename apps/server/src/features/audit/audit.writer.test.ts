import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { signedIn } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

/** Makes a real audit event through the API: a profile change. */
async function recordedEvent() {
  const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
  const c = await signedIn(t.app, practice.host, user);
  expect((await c.patch(`/api/v1/users/${user.id}/profile`, { first_name: 'Audit', last_name: 'Trail' })).statusCode).toBe(200);
  const [event] = await t.runtime.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'profile_updated')));
  if (!event) throw new Error('no audit event recorded');
  return event;
}

/** The database's reason for refusing a statement (drizzle wraps the driver's error as its cause). */
function refusalOf(statement: Promise<unknown>): Promise<string | null> {
  return statement.then(
    () => null,
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );
}

async function reread(id: string) {
  const [row] = await t.runtime.db.select().from(auditEvents).where(eq(auditEvents.id, id));
  return row;
}

describe('the audit trail is append-only', () => {
  it('refuses an UPDATE through the application database handle and keeps the row as written', async () => {
    const event = await recordedEvent();
    const update = t.runtime.db.update(auditEvents).set({ action: 'nothing_happened', after: null }).where(eq(auditEvents.id, event.id));
    expect(await refusalOf(update)).toBe('audit_events is append-only');
    expect(await reread(event.id)).toEqual(event);
  });

  it('refuses a DELETE and keeps the row', async () => {
    const event = await recordedEvent();
    expect(await refusalOf(t.runtime.db.delete(auditEvents).where(eq(auditEvents.id, event.id)))).toBe('audit_events is append-only');
    expect(await reread(event.id)).toEqual(event);
  });

  it('refuses TRUNCATE', async () => {
    const event = await recordedEvent();
    expect(await refusalOf(t.runtime.db.execute(sql`TRUNCATE audit_events`))).toBe('audit_events is append-only');
    expect(await reread(event.id)).toEqual(event);
  });
});
