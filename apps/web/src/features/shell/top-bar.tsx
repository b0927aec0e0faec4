import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../ui/icons.tsx';
import { homePathFor, useSignedInUser } from '../auth/session.ts';
import { MessageTeamButton } from '../messages/message-team-dialog.tsx';
import { NotificationsMenu } from '../notifications/notifications-menu.tsx';
import { PracticeBrand } from '../practice/practice-brand.tsx';
import { FontSizeControl } from './font-size-control.tsx';
import { UserMenu } from './user-menu.tsx';
import './top-bar.css';

type TopBarProps = { isMenuOpen: boolean; onOpenMenu: () => void; menuId: string };

export function TopBar({ isMenuOpen, onOpenMenu, menuId }: TopBarProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__menu ui-icon-button"
        aria-label={t('shell.openMenu')}
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </button>
      <PracticeBrand to={homePathFor(user)} surface="light" className="top-bar__practice" />
      <div className="top-bar__tools">
        <FontSizeControl />
        <MessageTeamButton />
        <NotificationsMenu />
        <UserMenu />
      </div>
    </header>
  );
}
