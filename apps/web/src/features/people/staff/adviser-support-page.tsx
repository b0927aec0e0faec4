import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useAdviser } from './staff.api.ts';
import { fullName } from './staff-parts.tsx';
import { SupportSection } from './support-section.tsx';

/** advisers/{id}/support: 'My support' for the adviser, or a director managing it for them. */
export function AdviserSupportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const adviser = useAdviser(id);
  const isSelf = user.id === id;
  const title = isSelf || !adviser.data ? t('staff.support.title') : t('staff.support.titleFor', { name: fullName(adviser.data) });
  useDocumentTitle(title);

  return (
    <div className="page page--narrow">
      {isSelf ? null : (
        <p>
          <Link to={`/advisers/${id}`}>{t('staff.back')}</Link>
        </p>
      )}
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {adviser.isPending ? <Spinner isPage /> : null}
      {adviser.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {adviser.data ? <SupportSection adviserId={id} title={t('staff.advisers.support')} /> : null}
    </div>
  );
}
