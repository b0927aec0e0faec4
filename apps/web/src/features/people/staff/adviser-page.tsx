import { type Adviser, type AdviserDetail, allows, type CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { Banner, Card, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { AdviserSettingsSection } from './adviser-settings-section.tsx';
import { useAdviser } from './staff.api.ts';
import { DeactivateCard, InvitationCard } from './staff-actions.tsx';
import { AdviserEditForm, CanRemoveClientsToggle } from './staff-edit-forms.tsx';
import { fullName, StaffStatusBadge } from './staff-parts.tsx';
import { SupportSection } from './support-section.tsx';

function AdviserFacts({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  return (
    <Card title={t('staff.detailsTitle')}>
      <dl className="staff-facts">
        <dt>{t('staff.email')}</dt>
        <dd>{adviser.email}</dd>
        <dt>{t('staff.phone')}</dt>
        <dd>{adviser.phone ?? '–'}</dd>
        <dt>{t('staff.advisers.jobTitle')}</dt>
        <dd>{adviser.job_title ?? '–'}</dd>
        <dt>{t('staff.advisers.clients')}</dt>
        <dd>{adviser.clients_count}</dd>
        <dt>{t('staff.advisers.support')}</dt>
        <dd>{t('staff.advisers.supportCount', { count: adviser.supporting_admins_count })}</dd>
        <dt>{t('staff.advisers.canRemoveClients')}</dt>
        <dd>{adviser.can_remove_clients ? '✓' : '–'}</dd>
      </dl>
    </Card>
  );
}

function AdviserSections({ adviser, user }: { adviser: AdviserDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const isSelf = user.id === adviser.id;
  const canEdit = allows(user, 'adviser.edit');
  const canSeeSupport = allows(adviser, 'adviser.viewSupport');
  return (
    <div className="stack">
      {adviser.status === 'invited' && allows(user, 'staff.resendInvitation') ? <InvitationCard area="advisers" id={adviser.id} /> : null}
      <AdviserFacts adviser={adviser} />
      {canEdit ? <AdviserEditForm adviser={adviser} /> : null}
      {allows(user, 'adviser.grantCanRemoveClients') ? <CanRemoveClientsToggle adviser={adviser} /> : null}
      {isSelf ? <AdviserSettingsSection adviser={adviser} /> : null}
      {canSeeSupport ? (
        <SupportSection
          adviserId={adviser.id}
          title={isSelf ? t('staff.support.title') : t('staff.support.titleFor', { name: fullName(adviser) })}
        />
      ) : null}
      {allows(user, 'staff.deactivate') && !isSelf ? (
        <DeactivateCard userId={adviser.id} name={fullName(adviser)} status={adviser.status} />
      ) : null}
    </div>
  );
}

export function AdviserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const adviser = useAdviser(id);
  useDocumentTitle(adviser.data ? fullName(adviser.data) : t('staff.advisers.title'));

  return (
    <div className="page page--narrow">
      <p>
        <Link to="/advisers">{t('staff.back')}</Link>
      </p>
      {adviser.isPending ? <Spinner isPage /> : null}
      {adviser.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {adviser.data ? (
        <>
          <header className="page-header">
            <div className="staff-header">
              <h1>{fullName(adviser.data)}</h1>
              <StaffStatusBadge status={adviser.data.status} />
            </div>
            <p className="page-header__meta">
              {t('staff.nav.advisers')}
              {adviser.data.invited_at ? ` · ${t('staff.invitedOn', { date: formatDate(adviser.data.invited_at) })}` : ''}
            </p>
          </header>
          <AdviserSections adviser={adviser.data} user={user} />
        </>
      ) : null}
    </div>
  );
}
