import {
  AppError,
  addressOf,
  minDurationByCaseType,
  type OnboardingContext,
  onboardingEndpoints,
  type PreferredAdviserItem,
  tradingNameOf,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import { fileVersion, readStoredFile } from '../files/stored-files.ts';
import { findInvitation } from './onboarding.invitations.ts';
import {
  type DisclosureForm,
  findOnboardingDisclosure,
  listOfferedAdvisers,
  loadOnboardingPractice,
  type OfferedAdviser,
  type OnboardingPractice,
} from './onboarding.queries.ts';

export function disclosureUrl(file: { id: string }): string {
  return addressOf(onboardingEndpoints.getDisclosure, { id: file.id });
}

/** The name a prospect reads: the practice's trading name (its settings are stored flat, as the general section reads them). */
function nameOf(practice: OnboardingPractice): string {
  return tradingNameOf({ name: practice.name, settings: practice.settings.general });
}

/** The practice stores only the PDF; its name, tidied, is the title, and the summary says why it matters. */
function presentDisclosure(practice: OnboardingPractice, file: DisclosureForm): NonNullable<OnboardingContext['disclosure']> {
  const title = file.fileName
    .replace(/\.pdf$/iu, '')
    .replace(/[_-]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const name = nameOf(practice);
  return {
    title: title || 'Disclosure document',
    summary: `Before you register, please read ${name}'s disclosure document. It explains the services ${name} offers, what they cost and how your information is used.`,
    url: disclosureUrl(file),
  };
}

async function adviserName(tx: Tx, adviserId: string | null): Promise<string | null> {
  if (!adviserId) return null;
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, adviserId));
  return row ? `${row.firstName} ${row.lastName}` : null;
}

/** What the wizard needs before its first step; with an invitation token, whom it greets. */
export async function getOnboardingContext(runtime: Runtime, practiceId: string | null, invitation?: string): Promise<OnboardingContext> {
  const db = runtime.db;
  const practice = await loadOnboardingPractice(db, practiceId);
  const invited = invitation ? await findInvitation(db, practice.id, invitation) : null;
  const disclosure = await findOnboardingDisclosure(db, practice);
  const offered = await listOfferedAdvisers(db, practice);
  const { general } = practice.settings;
  return {
    practice: { name: nameOf(practice), privacy_policy_url: general.privacyPolicyUrl || null },
    currencies: general.currencies,
    topics: practice.settings['requesting-advice'].financialPlanningTopics,
    min_duration: minDurationByCaseType.online_advice_request ?? 5,
    preferred_advisers_enabled: offered.length > 0,
    disclosure: disclosure ? presentDisclosure(practice, disclosure) : null,
    invitation: invited
      ? {
          first_name: invited.user.firstName,
          last_name: invited.user.lastName,
          email: invited.user.email,
          message: invited.profile.invitationMessage,
          adviser_name: await adviserName(db, invited.user.adviserId),
        }
      : null,
  };
}

function avatarUrl(adviser: OfferedAdviser): string | null {
  if (!adviser.avatarFileId) return null;
  return addressOf(onboardingEndpoints.getPreferredAdviserAvatar, { id: adviser.id }, { v: fileVersion(adviser.avatarFileId) });
}

/** The PreferredAdviser step's list; empty when the practice does not offer the choice. */
export async function listPreferredAdvisers(runtime: Runtime, practiceId: string | null): Promise<PreferredAdviserItem[]> {
  const practice = await loadOnboardingPractice(runtime.db, practiceId);
  const offered = await listOfferedAdvisers(runtime.db, practice);
  return offered.map((adviser) => ({
    id: adviser.id,
    full_name: `${adviser.firstName} ${adviser.lastName}`,
    title: adviser.jobTitle,
    avatar_url: avatarUrl(adviser),
  }));
}

/** A preferred adviser's avatar for signed-out visitors: only advisers the practice offers, while it offers them. */
export async function readPreferredAdviserAvatar(runtime: Runtime, practiceId: string | null, adviserId: string): Promise<Buffer> {
  const practice = await loadOnboardingPractice(runtime.db, practiceId);
  const adviser = (await listOfferedAdvisers(runtime.db, practice)).find((a) => a.id === adviserId);
  const file = adviser ? await readStoredFile(runtime, { practiceId: practice.id, id: adviser.avatarFileId }) : null;
  if (!file) throw new AppError('resource.not_found');
  return file.body;
}

/** The disclosure PDF for the wizard: only the practice's current form, only while the step is on. */
export async function readOnboardingDisclosure(
  runtime: Runtime,
  practiceId: string | null,
  fileId: string,
): Promise<{ body: Buffer; fileName: string }> {
  const practice = await loadOnboardingPractice(runtime.db, practiceId);
  const form = await findOnboardingDisclosure(runtime.db, practice);
  const file = form?.id === fileId ? await readStoredFile(runtime, { practiceId: practice.id, id: form.fileId }) : null;
  if (!form || !file) throw new AppError('resource.not_found');
  return { body: file.body, fileName: form.fileName };
}
