import { adminRightLabels } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Card, EmptyState, Spinner } from '../../../ui/index.ts';
import '../../../ui/table.css';
import { EmailAddress } from '../email-address.tsx';
import { useTeam } from './staff.api.ts';
import { fullName, StaffStatusBadge } from './staff-parts.tsx';

/** 'My team': the advisers an admin supports and the rights each granted. */
export function TeamList({ adminId, title, headingLevel = 2 }: { adminId: string; title: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const team = useTeam(adminId);
  return (
    <Card id="team" title={title} description={t('staff.team.intro')} headingLevel={headingLevel}>
      {team.isPending ? <Spinner /> : null}
      {team.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {team.data && team.data.length === 0 ? (
        <EmptyState title={t('staff.team.emptyTitle')} headingLevel={3}>
          {t('staff.team.emptyText')}
        </EmptyState>
      ) : null}
      {team.data && team.data.length > 0 ? (
        <div className="table-scroll">
          <table className="ui-table staff-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.team.adviser')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col">{t('staff.support.rights')}</th>
              </tr>
            </thead>
            <tbody>
              {team.data.map((entry) => (
                <tr key={entry.adviser.id}>
                  <td data-label={t('staff.team.adviser')}>
                    <div>
                      <Link to={`/advisers/${entry.adviser.id}`}>{fullName(entry.adviser)}</Link>
                      <div>
                        <EmailAddress email={entry.adviser.email} className="staff-email" />
                      </div>
                    </div>
                  </td>
                  <td data-label={t('staff.status')}>
                    <StaffStatusBadge status={entry.adviser.status} />
                  </td>
                  <td data-label={t('staff.support.rights')}>
                    {entry.rights.length === 0
                      ? t('staff.support.noRights')
                      : entry.rights.map((right) => adminRightLabels[right]).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
