import { type Brochure, libraryMessages } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Banner, Button, ButtonLink, Card, EmptyState, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { brochureCalls, useBrochure, useBrochures } from './library.api.ts';
import { ContentBody, ContentCard, DeleteContent } from './library-content.tsx';
import { LibraryContentForm } from './library-content-form.tsx';
import { backLink, ContentUnavailable } from './library-pages.tsx';
import './library.css';

const adminHome = '/super_administrator/brochures';

/** A platform admin's page: super admins write brochures, support admins read them; anyone else gets the not-found page. */
function AdminPage({ title, children }: { title: string; children: (canWrite: boolean) => ReactNode }) {
  const user = useSignedInUser();
  useDocumentTitle(title);
  const isPlatform = user.practice_id === null && (user.role === 'super_admin' || user.role === 'support_admin');
  return isPlatform ? <div className="page library">{children(user.role === 'super_admin')}</div> : <NotFoundPage />;
}

function BrochureList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const list = useBrochures();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </Banner>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState
        title={t('brochures.emptyTitle')}
        action={canWrite ? <ButtonLink to={`${adminHome}/new`}>{t('brochures.add')}</ButtonLink> : undefined}
      >
        <p>{t('brochures.empty')}</p>
      </EmptyState>
    );
  return (
    <ul className="library-list" aria-label={t('brochures.listLabel')}>
      {list.data.items.map((brochure) => (
        <ContentCard key={brochure.id} content={brochure} to={`${adminHome}/${brochure.id}`} />
      ))}
    </ul>
  );
}

/** super_administrator/brochures: the platform's pre-approved brochures. */
export function BrochuresRoute() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('brochures.title')}>
      {(canWrite) => (
        <>
          <header className="page-header library__header">
            <div>
              <h1>{t('brochures.title')}</h1>
              <p className="page__lead">{t('brochures.lead')}</p>
            </div>
            {canWrite ? <ButtonLink to={`${adminHome}/new`}>{t('brochures.add')}</ButtonLink> : null}
          </header>
          <BrochureList canWrite={canWrite} />
        </>
      )}
    </AdminPage>
  );
}

/** super_administrator/brochures/new: the form of a new brochure, for super admins. */
export function NewBrochureRoute() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('brochures.newTitle')}>
      {(canWrite) =>
        canWrite ? (
          <>
            <header className="page-header">
              {backLink(t('brochures.back'), adminHome)}
              <h1>{t('brochures.newTitle')}</h1>
            </header>
            <Card title={t('brochures.form.cardTitle')}>
              <LibraryContentForm
                hasDate={false}
                purpose="brochurePdf"
                upload={brochureCalls.upload}
                save={brochureCalls.create}
                afterSave={adminHome}
                backPath={adminHome}
              />
            </Card>
          </>
        ) : (
          <NotFoundPage />
        )
      }
    </AdminPage>
  );
}

function DeleteBrochure({ brochure }: { brochure: Brochure }) {
  const { t } = useTranslation();
  return (
    <DeleteContent
      remove={() => brochureCalls.remove(brochure.id)}
      success={libraryMessages['library.brochureRemoved']}
      leaveTo={adminHome}
      texts={{
        title: t('brochures.deleteTitle', { title: brochure.title }),
        confirm: t('brochures.deleteConfirm'),
        text: t('brochures.deleteText'),
      }}
    />
  );
}

function BrochureView({ brochureId, canWrite }: { brochureId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const brochure = useBrochure(brochureId);
  if (brochure.isPending) return <Spinner />;
  if (brochure.isError) return <ContentUnavailable error={brochure.error} onRetry={() => void brochure.refetch()} back={adminHome} />;
  const data = brochure.data;
  return (
    <article className="library-item">
      <header className="page-header">
        {backLink(t('brochures.back'), adminHome)}
        <h1>{data.title}</h1>
        {canWrite ? <DeleteBrochure brochure={data} /> : null}
      </header>
      <ContentBody content={data} />
      {canWrite ? (
        <Card title={t('brochures.editTitle', { title: data.title })}>
          <LibraryContentForm
            key={data.updated_at}
            content={data}
            hasDate={false}
            purpose="brochurePdf"
            upload={brochureCalls.upload}
            save={(body) => brochureCalls.update(data.id, body)}
            afterSave={adminHome}
            backPath={adminHome}
          />
        </Card>
      ) : null}
    </article>
  );
}

/** super_administrator/brochures/{brochureId}: one brochure, with its form for super admins. */
export function BrochureRoute() {
  const { t } = useTranslation();
  const { brochureId = '' } = useParams();
  return <AdminPage title={t('brochures.title')}>{(canWrite) => <BrochureView brochureId={brochureId} canWrite={canWrite} />}</AdminPage>;
}
