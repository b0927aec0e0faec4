import type { EstateSummarySection } from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { estateSummaries, users } from '../../db/schema/index.ts';

type StoredSections = Partial<Record<EstateSummarySection, unknown>>;
/** A client's estate summary as stored, with who last saved it as they are called now. */
export type StoredEstateSummary = {
  sections: StoredSections;
  version: number;
  updatedAt: Date;
  updatedBy: { id: string; name: string } | null;
};

const updaterName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** The client's estate summary; null while nobody has saved any section. */
export async function findEstateSummary(
  tx: Tx,
  { practiceId, clientId }: { practiceId: string; clientId: string },
): Promise<StoredEstateSummary | null> {
  const [row] = await tx
    .select({
      sections: estateSummaries.sections,
      version: estateSummaries.version,
      updatedAt: estateSummaries.updatedAt,
      updaterId: users.id,
      updaterName,
    })
    .from(estateSummaries)
    .leftJoin(users, eq(users.id, estateSummaries.updatedBy))
    .where(and(eq(estateSummaries.clientId, clientId), eq(estateSummaries.practiceId, practiceId)));
  if (!row) return null;
  return {
    sections: row.sections,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.updaterId ? { id: row.updaterId, name: row.updaterName ?? '' } : null,
  };
}

/**
 * The client's stored sections and their version, locked for a save: the row is made first when there is
 * none, so two first saves of different sections at once both land, one after the other.
 */
export async function lockEstateSummarySections(
  tx: Tx,
  { practiceId, clientId }: { practiceId: string; clientId: string },
): Promise<{ sections: StoredSections; version: number }> {
  await tx.insert(estateSummaries).values({ clientId, practiceId, sections: {} }).onConflictDoNothing({ target: estateSummaries.clientId });
  const [row] = await tx
    .select({ sections: estateSummaries.sections, version: estateSummaries.version })
    .from(estateSummaries)
    .where(and(eq(estateSummaries.clientId, clientId), eq(estateSummaries.practiceId, practiceId)))
    .for('update');
  return { sections: row?.sections ?? {}, version: row?.version ?? 0 };
}

/** Writes the sections back with their next version, who saved them and when. */
export async function writeEstateSummarySections(
  tx: Tx,
  { clientId, sections, version, updatedBy }: { clientId: string; sections: StoredSections; version: number; updatedBy: string },
): Promise<void> {
  await tx
    .update(estateSummaries)
    .set({ sections, version, updatedBy, updatedAt: new Date() })
    .where(eq(estateSummaries.clientId, clientId));
}
