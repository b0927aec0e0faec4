import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { ComponentType } from 'react';
import { activityHomePanels } from '../activity/activity-home-panels.tsx';
import { blogHomePanels } from '../blog/blog-home-panels.tsx';
import { casesHomePanels } from '../cases/cases-home-panels.tsx';
import { topUpsHomePanels } from '../cases/top-ups/top-ups-home-panels.tsx';
import { documentsHomePanels } from '../documents/documents-home-panels.tsx';
import { factFindHomePanels } from '../fact-find/fact-find-home-panels.tsx';
import { financialStrategyHomePanels } from '../financial-strategy/financial-strategy-home-panels.tsx';
import { identityHomePanels } from '../identity/identity-home-panels.tsx';
import { verificationHomePanels } from '../identity/verification-home-panels.tsx';
import { libraryHomePanels } from '../library/library-home-panels.tsx';
import { meetingsHomePanels } from '../meetings/meetings-home-panels.tsx';
import { messagesHomePanels } from '../messages/messages-home-panels.tsx';
import { motivationHomePanels } from '../motivation/motivation-home-panels.tsx';
import { peopleHomePanels } from '../people/people-home-panels.tsx';
import { platformAdminHomePanels } from '../platform-admin/platform-admin-home-panels.tsx';
import { questionnairesHomePanels } from '../questionnaires/questionnaires-home-panels.tsx';
import { reportsHomePanels } from '../reports/reports-home-panels.tsx';
import { todosHomePanels } from '../todos/todos-home-panels.tsx';
import { vaultHomePanels } from '../vault/vault-home-panels.tsx';
import { vaultLinksHomePanels } from '../vault/vault-links-home-panels.tsx';
import { vulnerabilityHomePanels } from '../vulnerability/vulnerability-home-panel.tsx';
import './home-panels.css';

/**
 * One panel of a home: what waits on the signed-in person in one area (DESIGN.md, Homes). Each area
 * registers its panels in `homePanels`; the home shows, in this order, those whose `isShown` holds.
 * A panel loads its own data and renders nothing while nothing waits.
 */
export type HomePanel = {
  key: string;
  isShown: (user: CurrentUser, practice: PublicPractice) => boolean;
  Component: ComponentType<{ user: CurrentUser }>;
};

/** Every area's home panels, in the order the home shows them. */
export const homePanels: HomePanel[] = [
  ...reportsHomePanels,
  ...platformAdminHomePanels,
  ...casesHomePanels,
  ...topUpsHomePanels,
  ...documentsHomePanels,
  ...questionnairesHomePanels,
  ...factFindHomePanels,
  ...vulnerabilityHomePanels,
  ...identityHomePanels,
  ...verificationHomePanels,
  ...vaultHomePanels,
  ...vaultLinksHomePanels,
  ...peopleHomePanels,
  ...messagesHomePanels,
  ...todosHomePanels,
  ...activityHomePanels,
  ...motivationHomePanels,
  ...financialStrategyHomePanels,
  ...meetingsHomePanels,
  ...blogHomePanels,
  ...libraryHomePanels,
];

/** The panels this person's home shows. */
export function homePanelsFor(user: CurrentUser, practice: PublicPractice): HomePanel[] {
  return homePanels.filter((panel) => panel.isShown(user, practice));
}
