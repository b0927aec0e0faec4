import {
  type FactFindAnswers,
  type FactFindSection,
  type FactFindVersion,
  factFindSectionKeys,
  factFindSectionLabels,
  factFindSectionSchemas,
} from '@advice/domain';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { factFindReviews, factFindVersions, users } from '../../db/schema/index.ts';
import { readSettings } from '../practice/practice-settings.service.ts';

export type FactFindVersionRow = typeof factFindVersions.$inferSelect;
type ClientKey = { practiceId: string; clientId: string };

/**
 * Stored answers read through the sections' schemas, so what is answered always matches the contract: a
 * section an older release stored in a shape no longer valid is left out rather than failing the page.
 */
export function readAnswers(raw: unknown): FactFindAnswers {
  const stored = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const sections = factFindSectionKeys.flatMap((section) => {
    if (stored[section] === undefined) return [];
    const parsed = factFindSectionSchemas[section].safeParse(stored[section]);
    return parsed.success ? [[section, parsed.data]] : [];
  });
  return Object.fromEntries(sections) as FactFindAnswers;
}

/** The client's current version (the highest), or `null` before the first save. */
export async function findLatestVersion(tx: Db | Tx, { practiceId, clientId }: ClientKey): Promise<FactFindVersionRow | null> {
  const [row] = await tx
    .select()
    .from(factFindVersions)
    .where(and(eq(factFindVersions.practiceId, practiceId), eq(factFindVersions.clientId, clientId)))
    .orderBy(desc(factFindVersions.version))
    .limit(1);
  return row ?? null;
}

export async function findVersion(tx: Db | Tx, { practiceId, clientId, version }: ClientKey & { version: number }) {
  const [row] = await tx
    .select()
    .from(factFindVersions)
    .where(
      and(eq(factFindVersions.practiceId, practiceId), eq(factFindVersions.clientId, clientId), eq(factFindVersions.version, version)),
    );
  return row ?? null;
}

/** The last version a save of this section made; 0 when it was never saved. */
export async function lastVersionOfSection(tx: Tx, { practiceId, clientId, section }: ClientKey & { section: FactFindSection }) {
  const [row] = await tx
    .select({ value: max(factFindVersions.version) })
    .from(factFindVersions)
    .where(
      and(eq(factFindVersions.practiceId, practiceId), eq(factFindVersions.clientId, clientId), eq(factFindVersions.section, section)),
    );
  return row?.value ?? 0;
}

/**
 * Serialises the saves of one client's fact find until the transaction ends, so two saves never take the
 * same next version number and a save reads the version it builds on as committed.
 */
export async function lockFactFind(tx: Tx, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fact_find:${clientId}`}, 0))`);
}

const savedBy = { id: users.id, firstName: users.firstName, lastName: users.lastName };
type Named = { id: string | null; firstName: string | null; lastName: string | null };

/** A person a row names, as the API answers them; `null` when they are gone. */
export function personOf(person: Named | null) {
  return person?.id ? { id: person.id, first_name: person.firstName ?? '', last_name: person.lastName ?? '' } : null;
}

/** The name of whoever saved a version. */
export async function findSavedBy(tx: Db | Tx, userId: string | null) {
  if (!userId) return null;
  const [row] = await tx.select(savedBy).from(users).where(eq(users.id, userId));
  return personOf(row ?? null);
}

/** A page of the client's versions, newest first, each with who saved it. */
export async function listVersions(tx: Db | Tx, key: ClientKey & { limit: number; offset: number }) {
  const where = and(eq(factFindVersions.practiceId, key.practiceId), eq(factFindVersions.clientId, key.clientId));
  const [rows, [total]] = await Promise.all([
    tx
      .select({ version: factFindVersions, by: savedBy })
      .from(factFindVersions)
      .leftJoin(users, eq(users.id, factFindVersions.savedBy))
      .where(where)
      .orderBy(desc(factFindVersions.version))
      .limit(key.limit)
      .offset(key.offset),
    tx.select({ value: count() }).from(factFindVersions).where(where),
  ]);
  const items: FactFindVersion[] = rows.map(({ version, by }) => ({
    version: version.version,
    section: version.section,
    section_label: factFindSectionLabels[version.section],
    saved_by: personOf(by),
    saved_at: version.savedAt.toISOString(),
  }));
  return { rows: items, total: total?.value ?? 0 };
}

/** The version this member of staff last marked reviewed, and when. */
export async function findReview(tx: Db | Tx, key: ClientKey & { reviewerId: string }) {
  const [row] = await tx
    .select()
    .from(factFindReviews)
    .where(
      and(
        eq(factFindReviews.practiceId, key.practiceId),
        eq(factFindReviews.clientId, key.clientId),
        eq(factFindReviews.reviewerId, key.reviewerId),
      ),
    );
  return row ?? null;
}

/** Records (or moves on) the version this member of staff reviewed. */
export async function upsertReview(tx: Tx, key: ClientKey & { reviewerId: string; version: number }) {
  const reviewedAt = new Date();
  await tx
    .insert(factFindReviews)
    .values({ ...key, reviewedAt })
    .onConflictDoUpdate({ target: [factFindReviews.clientId, factFindReviews.reviewerId], set: { version: key.version, reviewedAt } });
}

/** The currencies the practice offers, which every amount of its fact finds must be in. */
export async function practiceCurrencies(tx: Db | Tx, practiceId: string): Promise<readonly string[]> {
  return (await readSettings(tx, practiceId)).general.currencies;
}
