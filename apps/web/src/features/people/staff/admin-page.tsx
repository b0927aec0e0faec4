import { allows, type PracticeAdmin } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { Banner, Card, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useAdmin } from './staff.api.ts';
import { DeactivateCard, InvitationCard } from './staff-actions.tsx';
import { AdminEditForm } from './staff-edit-forms.tsx';
import { fullName, StaffStatusBadge } from './staff-parts.tsx';
import { TeamList } from './team-list.tsx';

function AdminFacts({ admin }: { admin: PracticeAdmin }) {
  const { t } = useTranslation();
  return (
    <Card title={t('staff.detailsTitle')}>
      <dl className="staff-facts">
        <dt>{t('staff.email')}</dt>
        <dd>{admin.email}</dd>
        <dt>{t('staff.phone')}</dt>
        <dd>{admin.phone ?? '–'}</dd>
        <dt>{t('staff.admins.level')}</dt>
        <dd>{admin.level_label}</dd>
        <dt>{t('staff.admins.advisers')}</dt>
        <dd>{admin.advisers_count}</dd>
      </dl>
    </Card>
  );
}

export function AdminPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const admin = useAdmin(id);
  useDocumentTitle(admin.data ? fullName(admin.data) : t('staff.admins.title'));
  const isSelf = user.id === id;
  const canSeeTeam = allows(admin.data, 'admin.viewTeam');

  return (
    <div className="page page--narrow">
      <p>
        <Link to="/practice-admins">{t('staff.back')}</Link>
      </p>
      {admin.isPending ? <Spinner isPage /> : null}
      {admin.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {admin.data ? (
        <>
          <header className="page-header">
            <div className="staff-header">
              <h1>{fullName(admin.data)}</h1>
              <StaffStatusBadge status={admin.data.status} />
            </div>
            <p className="page-header__meta">
              {admin.data.level_label}
              {admin.data.invited_at ? ` · ${t('staff.invitedOn', { date: formatDate(admin.data.invited_at) })}` : ''}
            </p>
          </header>
          <div className="stack">
            {admin.data.status === 'invited' && allows(user, 'staff.resendInvitation') ? (
              <InvitationCard area="admins" id={admin.data.id} />
            ) : null}
            <AdminFacts admin={admin.data} />
            {allows(user, 'admin.edit') ? <AdminEditForm admin={admin.data} /> : null}
            {canSeeTeam ? (
              <TeamList
                adminId={admin.data.id}
                title={isSelf ? t('staff.team.title') : t('staff.team.titleFor', { name: fullName(admin.data) })}
              />
            ) : null}
            {allows(user, 'staff.deactivate') && !isSelf ? (
              <DeactivateCard userId={admin.data.id} name={fullName(admin.data)} status={admin.data.status} />
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
