import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { ComponentType } from 'react';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { HomeIcon, MailIcon, SettingsIcon } from '../../ui/icons.tsx';
import { activityNavItems } from '../activity/activity.nav.tsx';
import { homePathFor } from '../auth/session.ts';
import { blogNavItems } from '../blog/blog.nav.tsx';
import { actionRequiredNavItems } from '../cases/action-required/action-required.nav.tsx';
import { casesNavItems } from '../cases/cases.nav.tsx';
import { topUpsNavItems } from '../cases/top-ups/top-ups.nav.tsx';
import { consumerDutyNavItems } from '../consumer-duty/consumer-duty.nav.tsx';
import { documentsNavItems } from '../documents/documents.nav.tsx';
import { estateSummaryNavItems } from '../estate-summary/estate-summary.nav.tsx';
import { factFindNavItems } from '../fact-find/fact-find.nav.tsx';
import { financialStrategyNavItems } from '../financial-strategy/financial-strategy.nav.tsx';
import { identityNavItems } from '../identity/identity.nav.tsx';
import { verificationNavItems } from '../identity/verification.nav.tsx';
import { libraryNavItems } from '../library/library.nav.tsx';
import { maintenancesNavItems } from '../maintenances/maintenances.nav.tsx';
import { meetingsNavItems } from '../meetings/meetings.nav.tsx';
import { messagesNavItems } from '../messages/messages.nav.tsx';
import { motivationNavItems } from '../motivation/motivation.nav.tsx';
import { clientAccountNavItems } from '../people/client-account/client-account.nav.tsx';
import { clientsNavItems } from '../people/clients/clients.nav.tsx';
import { staffNavItems } from '../people/staff/staff.nav.tsx';
import { platformAdminNavItems } from '../platform-admin/platform-admin.nav.tsx';
import { practiceSettingsNavItems } from '../practice/settings/settings.nav.tsx';
import { reportsNavItems } from '../reports/reports.nav.tsx';
import { todosNavItems } from '../todos/todos.nav.tsx';
import { vaultNavItems } from '../vault/vault.nav.tsx';
import { vaultLinksNavItems } from '../vault/vault-links.nav.tsx';

export type NavItem = {
  key: string;
  label: CatalogueKey;
  to: string;
  icon: ComponentType<{ size?: number }>;
  isEnd?: boolean;
  /** A live count beside the link (unread messages), which loads its own data and renders nothing at zero. */
  Badge?: ComponentType;
};

/** The sidebar's links; each area adds its own here as it is built. */
export function navItemsFor(user: CurrentUser, practice: PublicPractice): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: 'shell.dashboard', to: homePathFor(user), icon: HomeIcon, isEnd: true },
    ...clientsNavItems(user, practice),
    ...clientAccountNavItems(user, practice),
    ...casesNavItems(user, practice),
    ...documentsNavItems(user, practice),
    ...actionRequiredNavItems(user, practice),
    ...topUpsNavItems(user, practice),
    ...factFindNavItems(user, practice),
    ...estateSummaryNavItems(user, practice),
    ...identityNavItems(user, practice),
    ...verificationNavItems(user, practice),
    ...vaultNavItems(user, practice),
    ...vaultLinksNavItems(user, practice),
    ...messagesNavItems(user, practice),
    ...todosNavItems(user, practice),
    ...activityNavItems(user, practice),
    ...motivationNavItems(user, practice),
    ...financialStrategyNavItems(user, practice),
    ...meetingsNavItems(user, practice),
    ...blogNavItems(user, practice),
    ...libraryNavItems(user, practice),
    ...reportsNavItems(user),
    ...consumerDutyNavItems(user),
    ...staffNavItems(user, practice),
    ...practiceSettingsNavItems(user, practice),
    ...platformAdminNavItems(user, practice),
    ...maintenancesNavItems(user, practice),
    { key: 'account', label: 'shell.accountSettings', to: '/account-settings', icon: SettingsIcon },
  ];
  if (practice.mailbox_enabled) items.push({ key: 'mailbox', label: 'shell.mailbox', to: '/mailbox', icon: MailIcon });
  return items;
}
