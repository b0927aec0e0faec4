import { allows, type ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { ButtonLink, Card, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useMotivationItem } from './motivation.api.ts';
import { MotivationItemForm } from './motivation-form.tsx';
import { MotivationGrid } from './motivation-grid.tsx';
import { ItemUnavailable, MotivationItemView } from './motivation-item-page.tsx';
import './motivation.css';

const ownBase = '/motivation-centre';
const clientBase = (clientId: string) => `/clients/${clientId}/motivation-centre`;

/** A page of the client's own motivation centre: theirs alone, while the practice has it on. */
function OwnPage({ title, children }: { title: string; children: (clientId: string) => ReactNode }) {
  useDocumentTitle(title);
  return <OwnAreaPage gate="motivationCentre">{(clientId) => <div className="page motivation">{children(clientId)}</div>}</OwnAreaPage>;
}

/** A page of a client's motivation centre as staff open it, under the client (the client is sent to their own). */
function StaffPage({ title, children }: { title: string; children: (client: ClientDetail) => ReactNode }) {
  return (
    <StaffAreaPage gate="motivationCentre" action="motivation.view" title={(client) => `${title} – ${personName(client)}`}>
      {(client) => <div className="motivation">{children(client)}</div>}
    </StaffAreaPage>
  );
}

/** The back link and heading of a staff sub-page (new, edit). */
function StaffSubHeader({ client, title }: { client: ClientDetail; title: string }) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <nav aria-label={t('motivation.back')} className="motivation-back">
        <Link to={clientBase(client.id)}>{`${t('motivation.staffTitle')} – ${personName(client)}`}</Link>
      </nav>
      <h1>{title}</h1>
    </header>
  );
}

function NewItem({ clientId, basePath, header }: { clientId: string; basePath: string; header: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page--narrow">
      {header}
      <Card title={t('motivation.form.newTitle')} description={t('motivation.form.lead')}>
        <MotivationItemForm clientId={clientId} backPath={basePath} itemPath={(id) => `${basePath}/${id}`} />
      </Card>
    </div>
  );
}

function EditItem({ clientId, basePath, header }: { clientId: string; basePath: string; header: ReactNode }) {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const item = useMotivationItem(clientId, itemId);
  if (item.isPending) return <Spinner />;
  if (item.isError) return <ItemUnavailable error={item.error} basePath={basePath} onRetry={() => void item.refetch()} />;
  return (
    <div className="page--narrow">
      {header}
      <Card title={t('motivation.form.editTitle', { title: item.data.title })}>
        <MotivationItemForm
          key={item.data.updated_at}
          clientId={clientId}
          item={item.data}
          backPath={`${basePath}/${item.data.id}`}
          itemPath={(id) => `${basePath}/${id}`}
        />
      </Card>
    </div>
  );
}

/** motivation-centre: the client's own grid. */
export function OwnMotivationCentreRoute() {
  const { t } = useTranslation();
  return (
    <OwnPage title={t('motivation.title')}>
      {(clientId) => (
        <>
          <header className="page-header motivation__header">
            <div>
              <h1>{t('motivation.title')}</h1>
              <p className="page__lead">{t('motivation.lead')}</p>
            </div>
            <ButtonLink to={`${ownBase}/new`}>{t('motivation.add')}</ButtonLink>
          </header>
          <MotivationGrid clientId={clientId} basePath={ownBase} canManage emptyText={t('motivation.empty')} />
        </>
      )}
    </OwnPage>
  );
}

const ownBack = (label: string) => (
  <nav aria-label={label} className="motivation-back">
    <Link to={ownBase}>{label}</Link>
  </nav>
);

/** motivation-centre/new. */
export function OwnNewItemRoute() {
  const { t } = useTranslation();
  return (
    <OwnPage title={t('motivation.form.newTitle')}>
      {(clientId) => <NewItem clientId={clientId} basePath={ownBase} header={ownBack(t('motivation.back'))} />}
    </OwnPage>
  );
}

/** motivation-centre/edit/{itemId}. */
export function OwnEditItemRoute() {
  const { t } = useTranslation();
  return (
    <OwnPage title={t('motivation.edit')}>
      {(clientId) => <EditItem clientId={clientId} basePath={ownBase} header={ownBack(t('motivation.back'))} />}
    </OwnPage>
  );
}

/** motivation-centre/{itemId}: one item with its comments. */
export function OwnItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  return (
    <OwnPage title={t('motivation.title')}>
      {(clientId) => (
        <MotivationItemView
          clientId={clientId}
          itemId={itemId}
          basePath={ownBase}
          canManage
          canComment
          emptyCommentsText={t('motivation.comments.empty')}
        />
      )}
    </OwnPage>
  );
}

/** clients/{clientId}/motivation-centre: the client's grid, for their staff. */
export function ClientMotivationCentreRoute() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('motivation.staffTitle')}>
      {(client) => {
        const canManage = allows(client, 'motivation.manage');
        return (
          <>
            <ClientHeader client={client} title={t('motivation.staffTitle')} />
            <div className="motivation__header">
              <p className="page__lead">{t('motivation.staffLead', { name: personName(client) })}</p>
              {canManage ? <ButtonLink to={`${clientBase(client.id)}/new`}>{t('motivation.add')}</ButtonLink> : null}
            </div>
            <MotivationGrid
              clientId={client.id}
              basePath={clientBase(client.id)}
              canManage={canManage}
              emptyText={t('motivation.emptyStaff', { name: personName(client) })}
            />
          </>
        );
      }}
    </StaffPage>
  );
}

/** clients/{clientId}/motivation-centre/new. */
export function ClientNewItemRoute() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('motivation.form.newTitle')}>
      {(client) =>
        allows(client, 'motivation.manage') ? (
          <NewItem
            clientId={client.id}
            basePath={clientBase(client.id)}
            header={<StaffSubHeader client={client} title={t('motivation.form.newTitle')} />}
          />
        ) : (
          <NotFoundPage />
        )
      }
    </StaffPage>
  );
}

/** clients/{clientId}/motivation-centre/edit/{itemId}. */
export function ClientEditItemRoute() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('motivation.edit')}>
      {(client) =>
        allows(client, 'motivation.manage') ? (
          <EditItem
            clientId={client.id}
            basePath={clientBase(client.id)}
            header={<StaffSubHeader client={client} title={t('motivation.edit')} />}
          />
        ) : (
          <NotFoundPage />
        )
      }
    </StaffPage>
  );
}

/** clients/{clientId}/motivation-centre/{itemId}. */
export function ClientItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  return (
    <StaffPage title={t('motivation.staffTitle')}>
      {(client) => (
        <MotivationItemView
          clientId={client.id}
          itemId={itemId}
          basePath={clientBase(client.id)}
          canManage={allows(client, 'motivation.manage')}
          canComment={allows(client, 'motivation.comment')}
          emptyCommentsText={t('motivation.comments.emptyStaff', { name: personName(client) })}
        />
      )}
    </StaffPage>
  );
}
