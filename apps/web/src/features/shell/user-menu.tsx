import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';
import { ChevronDownIcon, SettingsIcon, SignOutIcon } from '../../ui/icons.tsx';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { useSignOut } from '../auth/auth.api.ts';
import { useSignedInUser } from '../auth/session.ts';
import { SupportIcon } from '../support/support-icon.tsx';
import './top-bar.css';

/** A disclosure (button + panel of a link and a button), which every screen reader handles well. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const signOut = useSignOut();
  const location = useLocation();
  const { isOpen, toggle, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();

  const name = `${user.first_name} ${user.last_name}`;
  return (
    <div className="user-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="user-menu__button" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
        <Avatar firstName={user.first_name} lastName={user.last_name} url={user.avatar_url} size={30} />
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">{`, ${t('shell.userMenu')}`}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!isOpen}>
        <div className="user-menu__who">
          <strong>{name}</strong>
          <span>{user.email}</span>
          <span className="user-menu__role">{user.role_label}</span>
        </div>
        <ul>
          <li>
            <Link to="/account-settings" className="user-menu__item">
              <SettingsIcon size={18} />
              {t('shell.accountSettings')}
            </Link>
          </li>
          <li>
            <Link to={`/technical-support-form?from=${encodeURIComponent(location.pathname)}`} className="user-menu__item">
              <SupportIcon size={18} />
              {t('support.nav')}
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu__item" onClick={() => void signOut.run()} disabled={signOut.isPending}>
              <SignOutIcon size={18} />
              {t('shell.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
