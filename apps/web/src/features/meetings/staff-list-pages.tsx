import { allows, type ClientDetail, isStaffRole } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { ButtonLink } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { StaffRoomsPage } from './room-guards.tsx';
import { RoomList } from './room-list.tsx';
import './meetings.css';
import { FeatureHelp } from '../help/feature-help.tsx';

export const clientRoomsPath = (clientId: string) => `/clients/${clientId}/client-meeting-rooms`;

function AllRooms() {
  const { t } = useTranslation();
  useDocumentTitle(t('meetings.allTitle'));
  return (
    <div className="page meetings-page">
      <header className="page-header">
        <h1>{t('meetings.allTitle')}</h1>
        <p className="page__lead">{t('meetings.allLead')}</p>
        <FeatureHelp feature="meetings" />
      </header>
      <RoomList
        isClient={false}
        empty={{
          title: t('meetings.allEmptyTitle'),
          text: t('meetings.allEmptyText'),
          action: (
            <ButtonLink variant="secondary" to="/clients">
              {t('meetings.chooseClient')}
            </ButtonLink>
          ),
        }}
      />
    </div>
  );
}

/** client-meeting-rooms: every room of the clients the member of staff may see; a client is sent to their own. */
export function AllRoomsRoute() {
  const user = useSignedInUser();
  if (user.role === 'client') return <Navigate to="/meetings" replace />;
  return <FeatureGate flag="adviceRoom">{isStaffRole(user.role) ? <AllRooms /> : <NotFoundPage />}</FeatureGate>;
}

function ClientRooms({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const name = personName(client);
  const canManage = allows(client, 'meetingRoom.manage');
  const newButton = canManage ? <ButtonLink to={`${clientRoomsPath(client.id)}/new`}>{t('meetings.new')}</ButtonLink> : null;
  return (
    <>
      <ClientHeader client={client} title={t('meetings.clientTitle')} />
      <div className="meetings-page__intro">
        <p className="page__lead">{t('meetings.clientLead', { name })}</p>
        {newButton ? <div className="form-actions">{newButton}</div> : null}
      </div>
      <RoomList
        clientId={client.id}
        isClient={false}
        empty={{
          title: t('meetings.clientEmptyTitle', { name }),
          text: canManage ? t('meetings.clientEmptyText', { name }) : t('meetings.clientEmptyReadOnly', { name }),
          ...(newButton ? { action: newButton } : {}),
        }}
      />
    </>
  );
}

/** clients/{clientId}/client-meeting-rooms: the client's rooms, for staff. */
export function ClientRoomsRoute() {
  const { t } = useTranslation();
  return (
    <StaffRoomsPage ownPath="/meetings" title={(client) => `${t('meetings.clientTitle')} – ${personName(client)}`}>
      {(client) => <ClientRooms client={client} />}
    </StaffRoomsPage>
  );
}
