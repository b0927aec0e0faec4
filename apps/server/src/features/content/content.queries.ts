import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { practices, users } from '../../db/schema/index.ts';

/** Who the public team page may show: the practice's active advisers who keep their profile visible. */
const isPublicAdviser = (practiceId: string) =>
  and(eq(users.practiceId, practiceId), eq(users.role, 'adviser'), eq(users.status, 'active'), eq(users.isProfileVisible, true));

const publicAdviserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  avatarFileId: users.avatarFileId,
};

export type PublicAdviserRow = { id: string; firstName: string; lastName: string; jobTitle: string | null; avatarFileId: string | null };

export async function findSiteRow(
  db: Db | Tx,
  { practiceId }: { practiceId: string },
): Promise<{ name: string; settings: Record<string, unknown>; flags: Record<string, unknown> } | null> {
  const [row] = await db
    .select({ name: practices.name, settings: practices.settings, flags: practices.featureFlags })
    .from(practices)
    .where(eq(practices.id, practiceId));
  return row ?? null;
}

export async function listPublicAdvisers(db: Db | Tx, { practiceId }: { practiceId: string }): Promise<PublicAdviserRow[]> {
  return db.select(publicAdviserColumns).from(users).where(isPublicAdviser(practiceId)).orderBy(asc(users.lastName), asc(users.firstName));
}

export async function findPublicAdviser(
  db: Db | Tx,
  { practiceId, id }: { practiceId: string; id: string },
): Promise<PublicAdviserRow | null> {
  const [row] = await db
    .select(publicAdviserColumns)
    .from(users)
    .where(and(isPublicAdviser(practiceId), eq(users.id, id)));
  return row ?? null;
}
