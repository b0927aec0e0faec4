import { type LandingPage, landingPages } from '@advice/domain';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { Footer } from '../../app/footer.tsx';
import { useFocusMainOnNavigate } from '../../app/use-focus-main.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { homePathFor, useCurrentUser } from '../auth/session.ts';
import { usePractice } from '../practice/practice.api.ts';
import { headerSurfaceOf, PracticeBrand } from '../practice/practice-brand.tsx';
import { FontSizeControl } from '../shell/font-size-control.tsx';
import { usePublicSite } from './public-site.api.ts';
import { SiteFooter } from './site-footer.tsx';
import './content.css';

export const pageLabelKey = (page: LandingPage) => `content.nav.${page}` as const;

/** Where the practice's name leads: its welcome page when it has one, else the portal's own start. */
function homeOf(enabled: readonly LandingPage[]): string {
  return enabled.includes('welcome') ? '/welcome' : '/';
}

/** The enabled pages: a row on wide screens, behind a menu button on phones. */
function SiteNav({ pages }: { pages: LandingPage[] }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const menu = useDisclosure();
  const listId = useId();
  return (
    <nav className="site__nav" aria-label={t('content.nav.label')}>
      <div ref={menu.rootRef}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="site__menu-button"
          aria-expanded={menu.isOpen}
          aria-controls={listId}
          onClick={menu.toggle}
        >
          {t('content.nav.menu')}
          <ChevronDownIcon />
        </button>
        <ul id={listId} data-open={menu.isOpen}>
          {pages.map((page) => (
            <li key={page}>
              <NavLink to={`/${page}`}>{tk(pageLabelKey(page))}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The practice's public website, for visitors and signed-in people alike: its header with the
 * pages it has switched on, the page, and a footer with its offices and links.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const practice = usePractice();
  const site = usePublicSite();
  const me = useCurrentUser();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);
  const enabled = site.data?.enabled_pages ?? [];
  const pages = landingPages.filter((page) => enabled.includes(page));

  return (
    <div className="public site">
      <header className="site__header" data-surface={headerSurfaceOf(practice)}>
        <div className="site__bar">
          <PracticeBrand to={homeOf(enabled)} surface={headerSurfaceOf(practice)} className="public__practice" />
          <div className="site__tools">
            <FontSizeControl />
            {me.data ? (
              <Link to={homePathFor(me.data)} className="site__account">
                {t('content.yourAccount')}
              </Link>
            ) : (
              <Link to="/users/sign_in" className="site__account">
                {t('content.signIn')}
              </Link>
            )}
          </div>
        </div>
        {pages.length > 0 ? <SiteNav pages={pages} /> : null}
      </header>
      {/* The menu, the page and the footers come together once the site is known: none of them then moves down under a late menu. */}
      {site.isPending ? null : (
        <>
          <main id="main-content" ref={mainRef} tabIndex={-1} className="site__main">
            {children ?? <Outlet />}
          </main>
          {site.data ? <SiteFooter site={site.data} /> : null}
          <Footer />
        </>
      )}
    </div>
  );
}
