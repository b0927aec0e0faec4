import type { CurrentUser, PublicPractice } from '@advice/domain';
import { CasesIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** This area's sidebar link: the documents the person may see, and what waits for their signature. */
export function documentsNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (!user.practice_id) return [];
  return [{ key: 'documents', label: 'documents.nav', to: '/documents', icon: CasesIcon }];
}
