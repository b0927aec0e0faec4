import { allows, type ClientDetail, meetingRoomPages } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { ButtonLink, Card, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useMeetingRoom, useMeetingRoomOptions } from './meetings.api.ts';
import { RoomActions } from './room-actions.tsx';
import { RoomAttendees, RoomFacts, RoomGuestsCard, RoomPreparation } from './room-details.tsx';
import { RoomDocumentsCard } from './room-documents.tsx';
import { RoomForm } from './room-form.tsx';
import { StaffRoomsPage } from './room-guards.tsx';
import { BackLink, LoadFailed, RoomClosedBanner, RoomUnavailable, useLiveMeetingRooms } from './room-parts.tsx';
import { RoomRecordings } from './room-recordings.tsx';
import { StaffRoomSummary } from './room-summary.tsx';
import { clientRoomsPath } from './staff-list-pages.tsx';
import './meetings.css';

/** The form with what it offers for the client: the practice's region, agenda templates and who may attend. */
function RoomFormWithOptions(props: Omit<Parameters<typeof RoomForm>[0], 'options'>) {
  const { t } = useTranslation();
  const options = useMeetingRoomOptions(props.clientId);
  if (options.isPending) return <Spinner />;
  if (options.isError) return <LoadFailed onRetry={() => void options.refetch()}>{t('meetings.optionsFailed')}</LoadFailed>;
  return <RoomForm {...props} options={options.data} />;
}

/** clients/{clientId}/client-meeting-rooms/new: schedules a room with the client; its page opens next. */
export function NewRoomRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaffRoomsPage action="meetingRoom.manage" ownPath="/meetings" title={(client) => `${t('meetings.newTitle')} – ${personName(client)}`}>
      {(client) => (
        <>
          <ClientHeader client={client} title={t('meetings.newTitle')} />
          <BackLink to={clientRoomsPath(client.id)} label={t('meetings.back')} />
          <Card title={t('meetings.details')} description={t('meetings.newLead')}>
            <RoomFormWithOptions
              clientId={client.id}
              onSaved={(saved) => void navigate(meetingRoomPages.staff(client.id, saved.id), { replace: true })}
              onCancel={() => void navigate(clientRoomsPath(client.id))}
            />
          </Card>
        </>
      )}
    </StaffRoomsPage>
  );
}

function StaffRoom({ client, roomId }: { client: ClientDetail; roomId: string }) {
  const { t } = useTranslation();
  const room = useMeetingRoom(roomId);
  const [isEditing, setIsEditing] = useState(false);
  useLiveMeetingRooms();
  if (room.isPending) return <Spinner />;
  if (room.isError) return <RoomUnavailable error={room.error} onRetry={() => void room.refetch()} />;
  const view = room.data;
  // A room of another client at this client's address is not this client's: the not-found page.
  if (view.client.id !== client.id) return <NotFoundPage />;
  const base = meetingRoomPages.staff(client.id, view.id);
  const canEdit = view.actions.includes('edit');
  const canManage = allows(client, 'meetingRoom.manage');
  return (
    <>
      <ClientHeader client={client} title={view.name} />
      <BackLink to={clientRoomsPath(client.id)} label={t('meetings.back')} />
      <div className="meetings-page__intro">
        <RoomClosedBanner status={view.status} />
        {isEditing ? null : <RoomActions room={view} onEdit={() => setIsEditing(true)} />}
      </div>
      {isEditing && canEdit ? (
        <Card title={t('meetings.editTitle')} description={t('meetings.editLead')}>
          <RoomFormWithOptions clientId={client.id} room={view} onSaved={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />
        </Card>
      ) : (
        <div className="meetings-page__grid">
          <div className="stack">
            <RoomFacts room={view} isClient={false} />
            <RoomGuestsCard room={view} canChange={canEdit} />
          </div>
          <div className="stack">
            <RoomPreparation room={view} testSetupPath={`${base}/test-setup`} meetingPath={`${base}/meeting`}>
              {allows(client, 'client.viewAuditTrail') ? (
                <ButtonLink variant="ghost" to={`${base}/audit-trail`}>
                  {t('meetings.auditTrail')}
                </ButtonLink>
              ) : null}
              {allows(client, 'factFind.view') ? (
                <ButtonLink variant="ghost" to={`${base}/recent-fact-find`}>
                  {t('meetings.recentFactFind')}
                </ButtonLink>
              ) : null}
            </RoomPreparation>
            <RoomAttendees room={view} />
          </div>
        </div>
      )}
      {isEditing && canEdit ? null : (
        <>
          {view.status === 'cancelled' ? null : <RoomDocumentsCard room={view} />}
          <RoomRecordings room={view} isStaff canManage={canManage} />
          <StaffRoomSummary room={view} canManage={canManage} />
        </>
      )}
    </>
  );
}

/** clients/{clientId}/client-meeting-rooms/{roomId}: one room for staff, with what they may do to it. */
export function StaffRoomRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  return (
    <StaffRoomsPage ownPath={meetingRoomPages.client(roomId)} title={(client) => `${t('meetings.clientTitle')} – ${personName(client)}`}>
      {(client) => <StaffRoom client={client} roomId={roomId} />}
    </StaffRoomsPage>
  );
}
