import { useTranslation } from 'react-i18next';
import { Avatar, Button, Card, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { ChangeAdviserSection } from './change-adviser-section.tsx';
import { personName, useClient, useMyAdviser } from './client-account.api.ts';
import './client-account.css';

/** The client's own adviser: name, job title and how to reach them, while the adviser shows their profile. */
export function MyAdviserPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myAdviser.title'));
  const user = useSignedInUser();
  const adviser = useMyAdviser();
  const self = useClient(user.id);

  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('myAdviser.title')}</h1>
      </header>
      {adviser.isPending ? <Spinner /> : null}
      {adviser.isError ? (
        <EmptyState title={t('error.title')} action={<Button onClick={() => void adviser.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('common.fetchFailed')}</p>
        </EmptyState>
      ) : null}
      {adviser.isSuccess && adviser.data === null ? (
        <EmptyState title={t('myAdviser.noneTitle')}>
          <p>{t('myAdviser.none')}</p>
        </EmptyState>
      ) : null}
      <div className="stack">
        {adviser.data ? (
          <Card title={personName(adviser.data)} description={adviser.data.job_title ?? undefined}>
            <div className="my-adviser">
              <Avatar firstName={adviser.data.first_name} lastName={adviser.data.last_name} url={adviser.data.avatar_url} size={80} />
              <dl className="client-facts">
                <div>
                  <dt>{t('myAdviser.email')}</dt>
                  <dd>
                    <a href={`mailto:${adviser.data.email}`}>{adviser.data.email}</a>
                  </dd>
                </div>
                {adviser.data.phone ? (
                  <div>
                    <dt>{t('myAdviser.phone')}</dt>
                    <dd>
                      <a href={`tel:${adviser.data.phone.replace(/\s+/gu, '')}`}>{adviser.data.phone}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </Card>
        ) : null}
        {self.data ? <ChangeAdviserSection client={self.data} user={user} /> : null}
      </div>
    </div>
  );
}
