import { AppError, type FeatureFlag, isFeatureOn, type PracticeSettings, readPracticeSettings } from '@advice/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practiceFiles, practices, users } from '../../db/schema/index.ts';

export type OnboardingPractice = {
  id: string;
  name: string;
  settings: PracticeSettings;
  isFeatureOn: (flag: FeatureFlag) => boolean;
};

/** The practice the request's host names, with its settings read through their schemas. */
export async function loadOnboardingPractice(tx: Tx, practiceId: string | null): Promise<OnboardingPractice> {
  if (!practiceId) throw new AppError('practice.not_found');
  const [row] = await tx.select().from(practices).where(eq(practices.id, practiceId));
  if (!row) throw new AppError('practice.not_found');
  return {
    id: row.id,
    name: row.name,
    settings: readPracticeSettings(row.settings),
    isFeatureOn: (flag) => isFeatureOn(row.featureFlags, flag),
  };
}

/** Clients choose a preferred adviser only with the feature on and the practice letting them. */
export function arePreferredAdvisersEnabled(practice: OnboardingPractice): boolean {
  return practice.isFeatureOn('preferredAdviser') && practice.settings['prospect-onboarding'].preferredAdvisers.isSelectableByClients;
}

export type OfferedAdviser = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'jobTitle' | 'avatarFileId'>;

/** The practice's chosen preferred advisers who are active and show their profile, in the practice's order; none when not enabled. */
export async function listOfferedAdvisers(tx: Tx, practice: OnboardingPractice): Promise<OfferedAdviser[]> {
  if (!arePreferredAdvisersEnabled(practice)) return [];
  const ids = [...new Set(practice.settings['prospect-onboarding'].preferredAdvisers.adviserIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      avatarFileId: users.avatarFileId,
    })
    .from(users)
    .where(
      and(
        eq(users.practiceId, practice.id),
        inArray(users.id, ids),
        eq(users.role, 'adviser'),
        eq(users.status, 'active'),
        eq(users.isProfileVisible, true),
      ),
    );
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

export type DisclosureForm = typeof practiceFiles.$inferSelect;

/** The practice's newest disclosure form, when the disclosure step is on. */
export async function findOnboardingDisclosure(tx: Tx, practice: OnboardingPractice): Promise<DisclosureForm | null> {
  if (!practice.settings['prospect-onboarding'].autoDisclosureEnabled) return null;
  const [row] = await tx
    .select()
    .from(practiceFiles)
    .where(and(eq(practiceFiles.practiceId, practice.id), eq(practiceFiles.purpose, 'disclosureForm')))
    .orderBy(desc(practiceFiles.createdAt))
    .limit(1);
  return row ?? null;
}
