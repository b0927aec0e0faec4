import { type ClientDashboard, type DashboardTileSection, isTileFeatureOn, type LandingPage, type PublicPractice } from '@advice/domain';
import type { ComponentType } from 'react';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import {
  CasesIcon,
  CheckIcon,
  CompassIcon,
  DownloadIcon,
  HomeIcon,
  type IconProps,
  IdCardIcon,
  LockIcon,
  MessageIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  UserIcon,
} from '../../../ui/icons.tsx';
import { BlogIcon } from '../../blog/blog-icon.tsx';
import { EstateSummaryIcon } from '../../estate-summary/estate-summary-icon.tsx';
import { LibraryIcon } from '../../library/library-icon.tsx';
import { MeetingsIcon } from '../../meetings/meetings-icon.tsx';
import { isFeatureEnabled } from '../practice.api.ts';

export const tileTitleKeys: Record<DashboardTileSection, CatalogueKey> = {
  welcome: 'tiles.welcome',
  blog: 'tiles.blog',
  financialStrategy: 'tiles.financialStrategy',
  notes: 'tiles.notes',
  recommendationsAndRequests: 'tiles.recommendationsAndRequests',
  adviceRooms: 'tiles.adviceRooms',
  questionnaires: 'tiles.questionnaires',
  identityVerification: 'tiles.identityVerification',
  documentPacks: 'tiles.documentPacks',
  documentVault: 'tiles.documentVault',
  motivationCentre: 'tiles.motivationCentre',
  myIdentification: 'tiles.myIdentification',
  accountSettings: 'tiles.accountSettings',
  brochureLibrary: 'tiles.brochureLibrary',
  serviceCharter: 'tiles.serviceCharter',
  servicesAndCharges: 'tiles.servicesAndCharges',
  estateSummary: 'tiles.estateSummary',
};

/**
 * Where each tile leads, for the areas built so far; a tile whose area does not exist yet is not shown.
 * The notes tile opens the client's messages. Add a
 * section here when its area ships. The recommendations tile opens the client's case list; the document
 * packs tile opens the documents page (every document shared with the client, and what waits for their
 * signature); the questionnaires tile opens the questionnaires page (what waits on the client: review
 * questionnaires and requests with sections left); the estate summary tile opens the client's own.
 */
export const tilePaths: Partial<Record<DashboardTileSection, string>> = {
  welcome: '/my-adviser',
  accountSettings: '/account-settings',
  servicesAndCharges: '/services-and-charges',
  recommendationsAndRequests: '/client-cases',
  questionnaires: '/questionnaires',
  documentPacks: '/documents',
  serviceCharter: '/our-service-charters',
  estateSummary: '/estate-summary',
  notes: '/messages',
  motivationCentre: '/motivation-centre',
  financialStrategy: '/financial-strategy',
  adviceRooms: '/meetings',
  documentVault: '/vault',
  myIdentification: '/my-identification',
  identityVerification: '/identity-verifications',
  blog: '/blog',
  brochureLibrary: '/library',
};

/** Tiles that lead to one of the practice's public pages, which shows only while the practice publishes it. */
export const tileLandingPages: Partial<Record<DashboardTileSection, LandingPage>> = {
  serviceCharter: 'our-service-charters',
};

/** What a tile shows when the practice has not uploaded its image; one per section that has a path. */
export const tileIcons: Partial<Record<DashboardTileSection, ComponentType<IconProps>>> = {
  welcome: UserIcon,
  accountSettings: SettingsIcon,
  servicesAndCharges: HomeIcon,
  recommendationsAndRequests: CasesIcon,
  questionnaires: CheckIcon,
  documentPacks: DownloadIcon,
  serviceCharter: ShieldIcon,
  estateSummary: EstateSummaryIcon,
  notes: MessageIcon,
  motivationCentre: StarIcon,
  financialStrategy: CompassIcon,
  adviceRooms: MeetingsIcon,
  documentVault: LockIcon,
  myIdentification: IdCardIcon,
  identityVerification: ShieldIcon,
  blog: BlogIcon,
  brochureLibrary: LibraryIcon,
};

type Tile = ClientDashboard['tiles'][number];

/**
 * Whether a client can be shown the section's tile: it has a page, its feature is on (the server filters
 * by flag too; this keeps a stale answer honest) and, for a public page, the practice publishes it.
 * The client's dashboard and the practice's tile settings both ask this, so a practice is offered
 * exactly the tiles its clients can see. `publishedPages` is null until the public site has answered.
 */
export function isTileOffered(
  section: DashboardTileSection,
  practice: Pick<PublicPractice, 'features'>,
  publishedPages: readonly LandingPage[] | null,
): boolean {
  const page = tileLandingPages[section];
  if (!tilePaths[section] || !isTileFeatureOn(section, (flag) => isFeatureEnabled(practice, flag))) return false;
  return !page || (publishedPages?.includes(page) ?? false);
}

/** The tiles a client sees, each with the page it leads to. */
export function visibleTiles(
  tiles: readonly Tile[],
  practice: Pick<PublicPractice, 'features'>,
  publishedPages: readonly LandingPage[] | null,
): (Tile & { path: string })[] {
  return tiles.flatMap((tile) => {
    const path = tilePaths[tile.section];
    return path && isTileOffered(tile.section, practice, publishedPages) ? [{ ...tile, path }] : [];
  });
}
