import type { PracticeSettingsResponse } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { homePathFor, useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { usePracticeSettings } from './settings.api.ts';
import { SettingsNav } from './settings-nav.tsx';
import './settings.css';
import './settings-layout.css';
import { FeatureHelp } from '../../help/feature-help.tsx';

export function usePracticeSettingsData(): PracticeSettingsResponse {
  return useOutletContext<PracticeSettingsResponse>();
}

/** Directors configure the practice site here: the settings pages listed beside the open one. */
export function PracticeSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('practiceSettings.title'));
  const query = usePracticeSettings();
  if (user.role !== 'director') return <Navigate to={homePathFor(user)} replace />;
  return (
    <div className="page practice-settings">
      <header className="page-header">
        <h1>{t('practiceSettings.title')}</h1>
        <p className="page-header__meta">{t('practiceSettings.lead')}</p>
        <FeatureHelp feature="practice-settings" />
      </header>
      <div className="settings-layout">
        <SettingsNav />
        <div className="settings-layout__page">
          {query.isPending ? <Spinner /> : null}
          {query.isError ? (
            <EmptyState title={t('error.title')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
              <p>{t('common.fetchFailed')}</p>
            </EmptyState>
          ) : null}
          {query.data ? <Outlet context={query.data} /> : null}
        </div>
      </div>
    </div>
  );
}
