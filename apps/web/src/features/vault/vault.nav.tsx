import type { CurrentUser, PublicPractice } from '@advice/domain';
import { LockIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

/** 'Document vault' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function vaultNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'documentVault')) return [];
  return [{ key: 'vault', label: 'vault.nav', to: '/vault', icon: LockIcon }];
}
