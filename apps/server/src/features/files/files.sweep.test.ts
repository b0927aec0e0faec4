import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../db/schema/index.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { fileReferences, orphanGraceMillis, sweepOrphanFiles } from './files.sweep.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

const png = (text: string) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(text)]);
const store = (text: string) =>
  storeTestFile(t.runtime, {
    practiceId: practice.id,
    purpose: 'avatar',
    fileName: 'avatar.png',
    mediaType: 'image/png',
    ext: 'png',
    body: png(text),
  });
const age = (id: string, millis: number) =>
  t.runtime.db
    .update(storedFiles)
    .set({ createdAt: sql`now() - make_interval(secs => ${millis / 1000})` })
    .where(eq(storedFiles.id, id));
const rowOf = async (id: string) => (await t.runtime.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0] ?? null;

describe('the orphan sweep', () => {
  it('deletes a file no row points at once past its grace, with its bytes, and keeps a file a row points at', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const kept = await store('kept');
    const orphan = await store('orphan');
    await t.runtime.db.update(users).set({ avatarFileId: kept.id }).where(eq(users.id, user.id));
    await age(kept.id, 2 * orphanGraceMillis);
    await age(orphan.id, 2 * orphanGraceMillis);

    expect(await sweepOrphanFiles(t.runtime)).toBeGreaterThanOrEqual(1);

    expect(await rowOf(orphan.id)).toBeNull();
    expect(await t.runtime.storage.get(orphan.storageKey)).toBeNull();
    expect(await rowOf(kept.id)).not.toBeNull();
    expect(await t.runtime.storage.get(kept.storageKey)).toEqual(png('kept'));
  });

  it('keeps an unreferenced file within its grace: its row may still be on its way', async () => {
    const young = await store('young');
    await age(young.id, orphanGraceMillis / 2);
    await sweepOrphanFiles(t.runtime);
    expect(await rowOf(young.id)).not.toBeNull();
    expect(await t.runtime.storage.get(young.storageKey)).toEqual(png('young'));
  });

  it('deletes a replaced file once the row that held it points elsewhere', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const first = await store('first');
    const second = await store('second');
    await t.runtime.db.update(users).set({ avatarFileId: first.id }).where(eq(users.id, user.id));
    await t.runtime.db.update(users).set({ avatarFileId: second.id }).where(eq(users.id, user.id));
    await sweepOrphanFiles(t.runtime, { olderThan: new Date(Date.now() + 60_000) });
    expect(await t.runtime.storage.get(first.storageKey)).toBeNull();
    expect(await t.runtime.storage.get(second.storageKey)).toEqual(png('second'));
  });

  it('checks every column the database says points at a stored file', async () => {
    const result = await t.runtime.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'stored_files'::regclass`);
    const inDatabase = result.rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
    const swept = fileReferences.map((column) => `${getTableName(column.table)}.${column.name}`).sort();
    expect(swept).toEqual(inDatabase);
  });

  it('runs as a scheduled job on every instance', () => {
    expect(t.runtime.jobs.queues.get('files.sweep-orphans')?.schedule?.cron).toBe('*/15 * * * *');
  });
});
