import type { CurrentUser, PublicPractice } from '@advice/domain';
import { HomeIcon, InfoIcon, SettingsIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';
import { isFeatureEnabled } from '../practice.api.ts';

/** This area's sidebar links for the signed-in user. */
export function practiceSettingsNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  const items: NavItem[] = [];
  if (user.role === 'director')
    items.push({ key: 'practice-settings', label: 'practiceSettings.title', to: '/practice-settings', icon: SettingsIcon });
  if (user.practice_id) items.push({ key: 'services', label: 'services.title', to: '/services-and-charges', icon: HomeIcon });
  if (user.practice_id && isFeatureEnabled(practice, 'customizableFaq'))
    items.push({ key: 'faq', label: 'faq.title', to: '/faq', icon: InfoIcon });
  return items;
}
