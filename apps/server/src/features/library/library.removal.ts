import { libraryRemovableBefore } from '@advice/domain';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { libraryItems } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudits } from '../audit/audit.writer.ts';
import { removeUnreferencedFiles } from '../files/files.sweep.ts';

const batchSize = 200;

/**
 * Removes every practice's library items whose display-until date passed a month ago or more (spec 1 §9),
 * each with an audit event that no one acted, then their uploaded files and bytes at once. `now` is the
 * job's clock, which a test sets. Answers how many items went.
 */
export async function removeExpiredLibraryItems(runtime: Runtime, options: { now?: Date } = {}): Promise<number> {
  const before = libraryRemovableBefore(options.now ?? new Date());
  let removed = 0;
  for (;;) {
    const gone = await runtime.db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: libraryItems.id })
        .from(libraryItems)
        .where(and(isNotNull(libraryItems.displayUntil), lt(libraryItems.displayUntil, before)))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return [];
      const rows = await tx
        .delete(libraryItems)
        .where(
          inArray(
            libraryItems.id,
            candidates.map((row) => row.id),
          ),
        )
        .returning();
      await writeAudits(
        tx,
        rows.map((row) => ({
          actor: null,
          practiceId: row.practiceId,
          entityKind: 'library-item' as const,
          entityId: row.id,
          action: 'library_item_expired_removed' as const,
          before: { item_id: row.id, title: row.title, display_until: row.displayUntil ?? before },
        })),
      );
      return rows;
    });
    if (gone.length === 0) return removed;
    removed += gone.length;
    await removeUnreferencedFiles(
      runtime,
      gone.flatMap((row) => (row.fileId ? [row.fileId] : [])),
    );
    if (gone.length < batchSize) return removed;
  }
}
