import { liveRoomPages, meetingRoomPages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useMeetingRoom } from './meetings.api.ts';
import { RoomAttendees, RoomFacts, RoomGuestsCard, RoomPreparation } from './room-details.tsx';
import { RoomDocumentsCard } from './room-documents.tsx';
import { OwnRoomsPage } from './room-guards.tsx';
import { RoomList } from './room-list.tsx';
import { BackLink, RoomClosedBanner, RoomUnavailable, useLiveMeetingRooms } from './room-parts.tsx';
import { RoomRecordings } from './room-recordings.tsx';
import { ClientRoomSummary } from './room-summary.tsx';
import './meetings.css';

/** meetings: the client's own rooms, those still to come first. */
export function OwnRoomsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('meetings.ownTitle'));
  return (
    <OwnRoomsPage>
      {() => (
        <div className="page meetings-page">
          <header className="page-header">
            <h1>{t('meetings.ownTitle')}</h1>
            <p className="page__lead">{t('meetings.ownLead')}</p>
          </header>
          <RoomList isClient empty={{ title: t('meetings.ownEmptyTitle'), text: t('meetings.ownEmptyText') }} />
        </div>
      )}
    </OwnRoomsPage>
  );
}

function OwnRoom({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const room = useMeetingRoom(roomId);
  useLiveMeetingRooms();
  useDocumentTitle(room.data?.name ?? t('meetings.ownTitle'));
  if (room.isPending) return <Spinner />;
  if (room.isError) return <RoomUnavailable error={room.error} onRetry={() => void room.refetch()} />;
  const view = room.data;
  return (
    <div className="page meetings-page">
      <header className="page-header">
        <BackLink to="/meetings" label={t('meetings.back')} />
        <h1>{view.name}</h1>
      </header>
      {view.status === 'scheduled' ? null : (
        <div className="meetings-page__intro">
          <RoomClosedBanner status={view.status} />
        </div>
      )}
      <div className="meetings-page__grid">
        <RoomFacts room={view} isClient />
        <div className="stack">
          {view.status === 'scheduled' ? (
            <RoomPreparation
              room={view}
              testSetupPath={`${meetingRoomPages.client(view.id)}/test-setup`}
              meetingPath={liveRoomPages.client(view.id)}
            />
          ) : null}
          <RoomAttendees room={view} />
          {view.guests.length > 0 ? <RoomGuestsCard room={view} canChange={false} /> : null}
        </div>
      </div>
      {view.status === 'cancelled' ? null : <RoomDocumentsCard room={view} />}
      <RoomRecordings room={view} isStaff={false} canManage={false} />
      <ClientRoomSummary room={view} />
    </div>
  );
}

/** meetings/client-meeting-rooms/{roomId}: one of the client's rooms, and the way to test their devices for it. */
export function OwnRoomRoute() {
  const { roomId = '' } = useParams();
  return <OwnRoomsPage>{() => <OwnRoom roomId={roomId} />}</OwnRoomsPage>;
}
