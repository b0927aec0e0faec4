import { canPlatform, type PlatformPractice, practiceTypeLabels } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, Card, ConfirmDialog, EmptyState, Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { FeatureFlagSwitches } from './feature-flag-switches.tsx';
import { platformCalls, platformChangeKeys, usePlatformPractice } from './platform-admin.api.ts';
import { PlatformAdminPage } from './platform-admin-guard.tsx';
import { PracticeForm } from './practice-form.tsx';
import { PracticeBadges } from './practices-page.tsx';
import './platform-admin.css';

function PracticeDetails({ practice }: { practice: PlatformPractice }) {
  const { t } = useTranslation();
  return (
    <Card title={t('platformAdmin.practice.details')}>
      <dl className="platform-admin__details">
        <dt>{t('platformAdmin.practices.hosts')}</dt>
        <dd>{practice.hosts.join(', ')}</dd>
        <dt>{t('platformAdmin.practices.type')}</dt>
        <dd>{practiceTypeLabels[practice.practice_type]}</dd>
        <dt>{t('platformAdmin.practices.clients')}</dt>
        <dd>{t('platformAdmin.practices.clientsCount', { count: practice.clients_count })}</dd>
      </dl>
    </Card>
  );
}

/** Suspends or reactivates the practice after asking; the refusal, if any, shows in the dialog. */
function Suspension({ practice, canWrite }: { practice: PlatformPractice; canWrite: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const isSuspended = practice.status === 'suspended';
  const change = useApiMutation(() => (isSuspended ? platformCalls.reactivate(practice.id) : platformCalls.suspend(practice.id)), {
    invalidates: platformChangeKeys,
    onSuccess: () => setIsOpen(false),
    onErrorDetails: setError,
  });
  const close = () => {
    setIsOpen(false);
    setError(null);
  };
  return (
    <Card title={t('platformAdmin.practice.status')}>
      <p>
        {isSuspended
          ? t('platformAdmin.practice.suspendedText', { date: formatDateTime(practice.suspended_at ?? '') })
          : t('platformAdmin.practice.activeText')}
      </p>
      {canWrite ? (
        <Button variant={isSuspended ? 'primary' : 'danger'} onClick={() => setIsOpen(true)}>
          {t(isSuspended ? 'platformAdmin.practice.reactivate' : 'platformAdmin.practice.suspend')}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={isOpen}
        title={t(isSuspended ? 'platformAdmin.practice.reactivateTitle' : 'platformAdmin.practice.suspendTitle', { name: practice.name })}
        confirmLabel={t(isSuspended ? 'platformAdmin.practice.reactivate' : 'platformAdmin.practice.suspend')}
        cancelLabel={t('platformAdmin.practice.keep')}
        tone={isSuspended ? 'primary' : 'danger'}
        isBusy={change.isPending}
        error={error}
        onConfirm={() => void change.run()}
        onClose={close}
      >
        <p>{t(isSuspended ? 'platformAdmin.practice.reactivateText' : 'platformAdmin.practice.suspendText')}</p>
      </ConfirmDialog>
    </Card>
  );
}

function PracticeView({ practiceId, canWrite }: { practiceId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const query = usePlatformPractice(practiceId);
  useDocumentTitle(query.data?.name ?? t('platformAdmin.practices.title'));
  if (query.isPending) return <Spinner />;
  if (!query.data)
    return (
      <EmptyState title={t('platformAdmin.practices.title')} headingLevel={1}>
        <p>{t('common.fetchFailed')}</p>
      </EmptyState>
    );
  const practice = query.data;
  return (
    <div className="page">
      <header className="page-header platform-admin__header">
        <div>
          <h1>{practice.name}</h1>
          <PracticeBadges practice={practice} />
        </div>
        <ButtonLink variant="secondary" to="/super_administrator/practices">
          {t('platformAdmin.practice.back')}
        </ButtonLink>
      </header>
      <div className="platform-admin__columns">
        {canWrite ? (
          <Card title={t('platformAdmin.practice.configure')}>
            <PracticeForm
              key={`${practice.name}|${practice.hosts.join()}|${practice.practice_type}`}
              practice={practice}
              onSaved={() => undefined}
            />
          </Card>
        ) : (
          <PracticeDetails practice={practice} />
        )}
        <Suspension practice={practice} canWrite={canWrite} />
      </div>
      <div className="platform-admin__flags-card">
        <FeatureFlagSwitches practiceId={practice.id} practiceName={practice.name} canWrite={canWrite} />
      </div>
    </div>
  );
}

/** super_administrator/practices/{id}: the practice's details (configured by super admins), its suspension and its flags. */
export function PracticeRoute() {
  const { practiceId = '' } = useParams();
  return (
    <PlatformAdminPage>
      {(user) => <PracticeView practiceId={practiceId} canWrite={canPlatform(user.role, 'platform.write')} />}
    </PlatformAdminPage>
  );
}
