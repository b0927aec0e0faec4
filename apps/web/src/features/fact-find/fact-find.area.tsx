import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

const pages = () => import('./fact-find-pages.tsx');

const own = { lazy: async () => ({ Component: (await pages()).OwnFactFindRoute }) };
const client = { lazy: async () => ({ Component: (await pages()).ClientFactFindRoute }) };
const ofCase = { lazy: async () => ({ Component: (await pages()).CaseFactFindRoute }) };

/**
 * This area's pages inside the signed-in shell; each page loads lazily. One fact find per client, reached
 * from the client's own area, the adviser's client page and a case's fact-find section (spec 1 §2), each
 * with the section's slug after it.
 */
export const factFindRoutes: RouteObject[] = [
  { path: 'fact-find', ...own },
  { path: 'fact-find/:section', ...own },
  { path: 'clients/:clientId/fact-find', ...client },
  { path: 'clients/:clientId/fact-find/:section', ...client },
  { path: 'clients/:clientId/cases/:caseId/fact-find', ...ofCase },
  { path: 'clients/:clientId/cases/:caseId/fact-find/:section', ...ofCase },
  { path: 'client-cases/:caseId/fact-find', ...ofCase },
  { path: 'client-cases/:caseId/fact-find/:section', ...ofCase },
];

/** A form with its lines: the fact find's own icon. */
const FactFindIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5" />
    <path d="M10 12h6M10 16h6" />
  </Icon>
);

/** 'Fact find' for a client: their own. Staff reach each client's from the client's page. */
export function factFindNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return user.role === 'client' ? [{ key: 'fact-find', label: 'factFind.nav', to: '/fact-find', icon: FactFindIcon }] : [];
}
