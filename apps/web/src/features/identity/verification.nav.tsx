import type { CurrentUser, PublicPractice } from '@advice/domain';
import { ShieldIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';
import { isVerificationEnabled } from './verification.api.ts';

/** 'Identity verification' for a client while Singpass or iAM Smart is on; staff reach a client's from the client's page. */
export function verificationNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isVerificationEnabled(practice)) return [];
  return [{ key: 'identity-verifications', label: 'verification.nav', to: '/identity-verifications', icon: ShieldIcon }];
}
