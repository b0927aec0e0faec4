import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { useSignedInUser } from '../auth/session.ts';
import { usePractice } from '../practice/practice.api.ts';
import { navItemsFor } from './nav-items.ts';
import './sidebar.css';

export function SidebarNav({ isCollapsed = false, onNavigate }: { isCollapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = useKeyTranslation();
  const user = useSignedInUser();
  const practice = usePractice();
  return (
    <nav className="sidebar-nav" aria-label={t('shell.mainNav')}>
      <ul>
        {navItemsFor(user, practice).map(({ key, label: labelKey, to, icon: Icon, isEnd, Badge }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={isEnd ?? false}
              className="sidebar-nav__link"
              onClick={onNavigate}
              title={isCollapsed ? label(labelKey) : undefined}
            >
              <Icon size={22} />
              <span className={isCollapsed ? 'visually-hidden' : 'sidebar-nav__label'}>{label(labelKey)}</span>
              {Badge ? <Badge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The desktop sidebar, 280 px wide or an icon rail when collapsed. */
export function Sidebar({ isCollapsed, onToggle }: { isCollapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar" data-collapsed={isCollapsed}>
      <SidebarNav isCollapsed={isCollapsed} />
      <button type="button" className="sidebar__toggle" onClick={onToggle}>
        {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        <span className={isCollapsed ? 'visually-hidden' : undefined}>
          {isCollapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
        </span>
      </button>
    </aside>
  );
}
