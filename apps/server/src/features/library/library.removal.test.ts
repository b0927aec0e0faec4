import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, libraryItems, storedFiles } from '../../db/schema/index.ts';
import { createPractice } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { storeFile } from '../files/stored-files.ts';
import { libraryJobs } from './library.jobs.ts';
import { removeExpiredLibraryItems } from './library.removal.ts';

let t: TestApp;
let practiceId: string;
const db = () => t.runtime.db;

beforeAll(async () => {
  t = await startTestApp();
  practiceId = (await createPractice(db())).id;
});
afterAll(() => t.close());

async function itemUntil(displayUntil: string | null, fileId: string | null = null): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(libraryItems)
    .values({ id, practiceId, title: `Until ${displayUntil}`, fileId, linkUrl: fileId ? null : 'https://example.com', displayUntil });
  return id;
}

const exists = async (id: string) => (await db().select().from(libraryItems).where(eq(libraryItems.id, id))).length === 1;

describe('the removal of expired library content', () => {
  it('is a daily scheduled job', () => {
    expect(libraryJobs['library.remove-expired']?.schedule?.cron).toBe('20 3 * * *');
  });

  it('removes items 30 days after their display-until date (by the injected clock), with their files, audited; keeps the rest', async () => {
    const file = await storeFile(t.runtime, {
      practiceId,
      ownerId: null,
      purpose: 'libraryPdf',
      fileName: 'old.pdf',
      mediaType: 'application/pdf',
      ext: 'pdf',
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
      createdBy: null,
    });
    const monthPast = await itemUntil('2027-01-01', file.id);
    const dayShort = await itemUntil('2027-01-02');
    const undated = await itemUntil(null);

    // 31 January 2027 is 30 days after 1 January: the first item goes, the second waits a day.
    const removed = await removeExpiredLibraryItems(t.runtime, { now: new Date(2027, 0, 31, 12) });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists(monthPast)).toBe(false);
    expect(await exists(dayShort)).toBe(true);
    expect(await exists(undated)).toBe(true);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
    expect(await t.runtime.storage.get(file.storageKey)).toBeNull();
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityKind, 'library-item'), eq(auditEvents.entityId, monthPast)));
    expect(event).toMatchObject({ action: 'library_item_expired_removed', actorId: null, practiceId });

    await removeExpiredLibraryItems(t.runtime, { now: new Date(2027, 1, 1, 12) });
    expect(await exists(dayShort)).toBe(false);
    expect(await exists(undated)).toBe(true);
  });
});
