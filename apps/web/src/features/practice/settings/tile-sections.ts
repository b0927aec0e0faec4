import type { DashboardTileSection } from '@advice/domain';
import type { ComponentType } from 'react';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { CasesIcon, HomeIcon, type IconProps, SettingsIcon, UserIcon } from '../../../ui/icons.tsx';

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
 * Add a section here when its area ships.
 */
export const tilePaths: Partial<Record<DashboardTileSection, string>> = {
  welcome: '/my-adviser',
  accountSettings: '/account-settings',
  servicesAndCharges: '/services-and-charges',
  recommendationsAndRequests: '/client-cases',
};

/** What a tile shows when the practice has not uploaded its image; one per section that has a path. */
export const tileIcons: Partial<Record<DashboardTileSection, ComponentType<IconProps>>> = {
  welcome: UserIcon,
  accountSettings: SettingsIcon,
  servicesAndCharges: HomeIcon,
  recommendationsAndRequests: CasesIcon,
};
