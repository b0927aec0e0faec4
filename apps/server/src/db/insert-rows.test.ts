import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertRows, insertRowsReturning } from './insert-rows.ts';
import { auditEvents, users } from './schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ runJobs: false });
});
afterAll(() => t.close());

describe('insertRows', () => {
  it('stores text needing escapes, nulls, JSON and dates as values() would', async () => {
    const awkward = ['quote " and backslash \\', 'comma, {braces} and NULL', '', 'line\nbreak', 'emoji 🙂'];
    const entries = awkward.map((text, index) => ({
      id: randomUUID(),
      practiceId: null,
      actorId: null,
      entityKind: 'client' as const,
      entityId: text,
      action: 'created_in_bulk',
      before: index === 0 ? null : { text, list: [text, 1, null] },
      after: { text },
      ip: index === 1 ? null : '127.0.0.1',
    }));
    await insertRows(t.runtime.db, auditEvents, entries);
    const stored = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(
        inArray(
          auditEvents.id,
          entries.map((entry) => entry.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const entry of entries) {
      const row = byId.get(entry.id);
      expect(row).toMatchObject(entry);
      // The column left out takes its database default.
      expect(row?.createdAt).toBeInstanceOf(Date);
    }
  });

  it('answers the stored rows with their defaults, as a select reads them', async () => {
    const practice = await createPractice(t.runtime.db);
    const invitedAt = new Date('2024-05-06T07:08:09.123Z');
    const rows = [0, 1].map((i) => ({
      id: randomUUID(),
      practiceId: practice.id,
      role: 'client' as const,
      email: `insert-rows-${randomUUID()}@example.test`,
      firstName: `First ${i}`,
      lastName: 'Last',
      phone: i === 0 ? '+44 20 7946 0000' : null,
      invitedAt,
    }));
    const returned = await insertRowsReturning(t.runtime.db, users, rows);
    const selected = await t.runtime.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.id),
        ),
      );
    const byId = (list: typeof selected) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(returned)).toEqual(byId(selected));
    expect(returned.find((row) => row.id === rows[0]?.id)).toMatchObject({ status: 'invited', invitedAt, sessionTimeoutMinutes: 20 });
  });

  it('writes nothing for no rows', async () => {
    await insertRows(t.runtime.db, auditEvents, []);
    expect(await insertRowsReturning(t.runtime.db, users, [])).toEqual([]);
  });
});
