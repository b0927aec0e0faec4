import { useTranslation } from 'react-i18next';
import { TopUpIcon } from '../../../ui/icons.tsx';
import { ButtonLink } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { TopUpsList } from './top-ups-list.tsx';

/** top-ups: the client's own requests, or for staff every top-up of the clients they may see. */
export function TopUpsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('topUps.title'));
  const user = useSignedInUser();
  const isClient = user.role === 'client';
  const request = isClient ? (
    <ButtonLink to="/new-top-up" icon={<TopUpIcon />}>
      {t('topUps.request')}
    </ButtonLink>
  ) : null;
  return (
    <div className="page top-ups">
      <header className="page-header top-ups__header">
        <div>
          <h1>{t('topUps.title')}</h1>
          <p className="page__lead">{isClient ? t('topUps.lead') : t('topUps.staffLead')}</p>
        </div>
        {request}
      </header>
      <TopUpsList
        empty={{
          title: t('topUps.emptyTitle'),
          text: isClient ? t('topUps.emptyText') : t('topUps.staffEmptyText'),
          action: request,
        }}
      />
    </div>
  );
}
