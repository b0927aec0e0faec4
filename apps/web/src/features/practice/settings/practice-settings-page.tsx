import type { PracticeSettingsResponse, PracticeSettingsSection } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useOutletContext } from 'react-router';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { homePathFor, useSignedInUser } from '../../auth/session.ts';
import { useFeature } from '../practice.api.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { usePracticeSettings } from './settings.api.ts';
import './settings.css';

export const sectionTitles: Record<PracticeSettingsSection, CatalogueKey> = {
  general: 'practiceSettings.general',
  'client-meeting-rooms': 'practiceSettings.clientMeetingRooms',
  'client-media': 'practiceSettings.clientMedia',
  'requesting-advice': 'practiceSettings.requestingAdvice',
  'prospect-onboarding': 'practiceSettings.prospectOnboarding',
  'landing-pages': 'practiceSettings.landingPages',
  faq: 'practiceSettings.faq',
};

export function usePracticeSettingsData(): PracticeSettingsResponse {
  return useOutletContext<PracticeSettingsResponse>();
}

/** Directors configure the practice site here, one sub-page a group of settings. */
export function PracticeSettingsPage() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const user = useSignedInUser();
  const isFaqOn = useFeature('customizableFaq');
  useDocumentTitle(t('practiceSettings.title'));
  const query = usePracticeSettings();
  if (user.role !== 'director') return <Navigate to={homePathFor(user)} replace />;
  const sections = (Object.keys(sectionTitles) as PracticeSettingsSection[]).filter((s) => s !== 'faq' || isFaqOn);
  return (
    <div className="page practice-settings">
      <header className="page-header">
        <h1>{t('practiceSettings.title')}</h1>
        <p className="page-header__meta">{t('practiceSettings.lead')}</p>
      </header>
      <nav aria-label={t('practiceSettings.sections')} className="settings-tabs">
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <NavLink to={`/practice-settings/${section}`} className="settings-tabs__link">
                {translate(sectionTitles[section])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <EmptyState title={t('error.title')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('common.fetchFailed')}</p>
        </EmptyState>
      ) : null}
      {query.data ? <Outlet context={query.data} /> : null}
    </div>
  );
}
