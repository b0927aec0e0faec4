import type { FeatureFlag } from '@advice/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { useDisclosure } from '../../../ui/use-disclosure.ts';
import { isFeatureEnabled, usePractice } from '../practice.api.ts';

/** One page of the practice settings: its path under /practice-settings, its name, and the flag it needs. */
export type SettingsPage = { path: string; title: CatalogueKey; feature?: FeatureFlag };

/** The settings pages, grouped as a director thinks of them; the general section's long form is three pages. */
export const settingsGroups: { title: CatalogueKey; pages: SettingsPage[] }[] = [
  {
    title: 'practiceSettings.group.practice',
    pages: [
      { path: 'general', title: 'practiceSettings.details' },
      { path: 'branding', title: 'practiceSettings.brandingPage' },
      { path: 'options', title: 'practiceSettings.optionsPage' },
    ],
  },
  {
    title: 'practiceSettings.group.clients',
    pages: [
      { path: 'client-meeting-rooms', title: 'practiceSettings.clientMeetingRooms' },
      { path: 'client-media', title: 'practiceSettings.clientMedia' },
      { path: 'requesting-advice', title: 'practiceSettings.requestingAdvice' },
      { path: 'prospect-onboarding', title: 'practiceSettings.prospectOnboarding' },
    ],
  },
  {
    title: 'practiceSettings.group.site',
    pages: [
      { path: 'landing-pages', title: 'practiceSettings.landingPages' },
      { path: 'faq', title: 'practiceSettings.faq', feature: 'customizableFaq' },
    ],
  },
];

const pathOf = (page: SettingsPage) => `/practice-settings/${page.path}`;

/**
 * The settings pages as a list beside the form on a wide screen, and behind a button naming the open page on
 * a narrow one; the open page is marked (aria-current) either way. Pages of a feature that is off are left out.
 */
export function SettingsNav() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const { pathname } = useLocation();
  const menu = useDisclosure();
  const listId = useId();
  const groups = settingsGroups
    .map((group) => ({ ...group, pages: group.pages.filter((page) => !page.feature || isFeatureEnabled(practice, page.feature)) }))
    .filter((group) => group.pages.length > 0);
  const current = groups.flatMap((group) => group.pages).find((page) => pathname === pathOf(page));

  return (
    <nav aria-label={t('practiceSettings.sections')} className="settings-nav">
      <div ref={menu.rootRef}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="settings-nav__toggle"
          aria-expanded={menu.isOpen}
          aria-controls={listId}
          onClick={menu.toggle}
        >
          <span className="settings-nav__toggle-text">
            <span className="settings-nav__caption">{t('practiceSettings.sectionsMenu')}</span>
            <span className="settings-nav__current">{current ? translate(current.title) : t('practiceSettings.title')}</span>
          </span>
          <ChevronDownIcon />
        </button>
        <div id={listId} className="settings-nav__panel" data-open={menu.isOpen}>
          {groups.map((group) => (
            <div key={group.title} className="settings-nav__group">
              <p className="settings-nav__group-title" id={`${listId}-${group.title}`}>
                {translate(group.title)}
              </p>
              <ul aria-labelledby={`${listId}-${group.title}`}>
                {group.pages.map((page) => (
                  <li key={page.path}>
                    <NavLink to={pathOf(page)} end className="settings-nav__link">
                      {translate(page.title)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
