import type { CurrentUser, PublicPractice } from '@advice/domain';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

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
