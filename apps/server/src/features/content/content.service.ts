import {
  AppError,
  addressOf,
  contentEndpoints,
  contentMessages,
  isFeatureOn,
  type LandingPage,
  type LandingPageData,
  landingPages,
  type PracticeSettings,
  type PublicAdviser,
  type PublicCharter,
  type PublicSite,
  readPracticeSettings,
} from '@advice/domain';
import type { Runtime } from '../../runtime.ts';
import { fileVersion, readStoredFile } from '../files/stored-files.ts';
import { findFaqSections } from '../practice/faq.service.ts';
import { findServiceCharters } from '../practice/service-charters.service.ts';
import { findPublicAdviser, findSiteRow, listPublicAdvisers, type PublicAdviserRow } from './content.queries.ts';

type Site = { name: string; settings: PracticeSettings; enabled: LandingPage[] };

const pageNotShown = () => new AppError('resource.not_found', { detail: contentMessages['content.pageNotShown'] });

/**
 * The pages a visitor may open: those the director switched on, in the portal's order. The FAQ
 * also needs the customizableFaq feature, as the practice's own FAQ does.
 */
function enabledPages(settings: PracticeSettings, flags: Record<string, unknown>): LandingPage[] {
  const chosen = new Set(settings['landing-pages'].enabledLandingPages);
  return landingPages.filter((page) => chosen.has(page) && (page !== 'faq' || isFeatureOn(flags, 'customizableFaq')));
}

async function loadSite(runtime: Runtime, practiceId: string | null): Promise<Site> {
  const row = practiceId ? await findSiteRow(runtime.db, { practiceId }) : null;
  if (!practiceId || !row) throw new AppError('resource.not_found', { detail: contentMessages['content.noPractice'] });
  const settings = readPracticeSettings(row.settings);
  return { name: row.name, settings, enabled: enabledPages(settings, row.flags) };
}

/** The practice's public basics and which of its pages are on. */
export async function getPublicSite(runtime: Runtime, practiceId: string | null): Promise<PublicSite> {
  const { name, settings, enabled } = await loadSite(runtime, practiceId);
  const general = settings.general;
  return {
    name,
    trading_name: general.tradingName,
    legal_entity_name: general.legalEntityName,
    website_title: general.websiteTitle,
    website_url: general.websiteUrl,
    privacy_policy_url: general.privacyPolicyUrl,
    addresses: general.addresses,
    links: general.links,
    footer_text: general.footerText,
    enabled_pages: enabled,
  };
}

/** The charters shown today (from their availability date on), as the public pages show them. */
async function currentCharters(runtime: Runtime, practiceId: string): Promise<PublicCharter[]> {
  const charters = await findServiceCharters(runtime.db, { practiceId, availableOnly: true });
  return charters.map(({ id, title, available_from, image_url }) => ({ id, title, available_from, image_url }));
}

export function teamAvatarUrl(adviser: Pick<PublicAdviserRow, 'id' | 'avatarFileId'>): string | null {
  return adviser.avatarFileId
    ? addressOf(contentEndpoints.getTeamAvatar, { id: adviser.id }, { v: fileVersion(adviser.avatarFileId) })
    : null;
}

function presentAdviser(row: PublicAdviserRow): PublicAdviser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    job_title: row.jobTitle || null,
    avatar_url: teamAvatarUrl(row),
  };
}

/** One enabled page's own data; a page the practice has not switched on is a 404. */
export async function getLandingPage(runtime: Runtime, practiceId: string | null, page: LandingPage): Promise<LandingPageData> {
  const { settings, enabled } = await loadSite(runtime, practiceId);
  if (!enabled.includes(page) || !practiceId) throw pageNotShown();
  switch (page) {
    case 'faq':
      return {
        page,
        faq: {
          sections: (await findFaqSections(runtime.db, { practiceId, answeredOnly: true })).map(({ id, title, questions }) => ({
            id,
            title,
            questions,
          })),
        },
      };
    case 'our-service-charters':
      return { page, charters: await currentCharters(runtime, practiceId) };
    case 'team':
      return { page, advisers: (await listPublicAdvisers(runtime.db, { practiceId })).map(presentAdviser) };
    case 'terms':
      return {
        page,
        promotion_terms: settings['requesting-advice'].promotionTerms,
        authorized_representative_name: settings.general.authorizedRepresentativeName,
      };
    default:
      return { page };
  }
}

/** One current charter of an enabled charters page; another practice's or an unknown id is a 404. */
export async function getServiceCharter(runtime: Runtime, practiceId: string | null, charterId: string): Promise<PublicCharter> {
  const { enabled } = await loadSite(runtime, practiceId);
  if (!enabled.includes('our-service-charters') || !practiceId) throw pageNotShown();
  const charter = (await currentCharters(runtime, practiceId)).find((c) => c.id === charterId);
  if (!charter) throw new AppError('resource.not_found', { detail: contentMessages['content.charterNotFound'] });
  return charter;
}

/** The photo of an adviser the team page shows; nobody else's photo is public. */
export async function readTeamAvatar(runtime: Runtime, practiceId: string | null, adviserId: string): Promise<Buffer> {
  const { enabled } = await loadSite(runtime, practiceId);
  if (!enabled.includes('team') || !practiceId) throw pageNotShown();
  const adviser = await findPublicAdviser(runtime.db, { practiceId, id: adviserId });
  const file = adviser ? await readStoredFile(runtime, { practiceId, id: adviser.avatarFileId }) : null;
  if (!file) throw new AppError('resource.not_found', { detail: contentMessages['content.noPhoto'] });
  return file.body;
}
