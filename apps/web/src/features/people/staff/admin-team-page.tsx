import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { TeamList } from './team-list.tsx';

/** practice-admins/{id}/team: 'My team' for the admin, or a director looking at an admin's team. */
export function AdminTeamPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const isSelf = user.id === id;
  useDocumentTitle(t('staff.team.title'));
  return (
    <div className="page page--narrow">
      {isSelf ? null : (
        <p>
          <Link to={`/practice-admins/${id}`}>{t('staff.back')}</Link>
        </p>
      )}
      <header className="page-header">
        <h1>{t('staff.team.title')}</h1>
      </header>
      <TeamList adminId={id} title={t('staff.admins.advisers')} />
    </div>
  );
}
