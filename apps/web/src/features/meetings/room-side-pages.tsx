import { type ClientDetail, type FactFindView, type MeetingRoom, meetingRoomPages } from '@advice/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ButtonLink, Card, Spinner, StatusBadge } from '../../ui/index.ts';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { useFactFind } from '../fact-find/fact-find.api.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useMeetingRoom, useMeetingRoomAuditTrail } from './meetings.api.ts';
import { StaffRoomsPage } from './room-guards.tsx';
import { BackLink, LoadFailed, RoomStatus, RoomUnavailable, RoomWhen } from './room-parts.tsx';
import './meetings.css';

/** Each audited action at a glance; the sentence beside it says who did what. */
const actionKeys = {
  room_created: 'meetings.audit.created',
  room_updated: 'meetings.audit.updated',
  room_cancelled: 'meetings.audit.cancelled',
  room_completed: 'meetings.audit.completed',
  room_guest_added: 'meetings.audit.guestAdded',
  room_guest_removed: 'meetings.audit.guestRemoved',
  room_invitations_resent: 'meetings.audit.invitationsResent',
} as const;

/** A staff page beside one of the client's rooms: the client's header named for the page, the way back to the room. */
function BesideRoom({
  client,
  roomId,
  title,
  children,
}: {
  client: ClientDetail;
  roomId: string;
  title: string;
  children: (room: MeetingRoom) => ReactNode;
}) {
  const { t } = useTranslation();
  const room = useMeetingRoom(roomId);
  if (room.isPending) return <Spinner />;
  if (room.isError) return <RoomUnavailable error={room.error} onRetry={() => void room.refetch()} />;
  if (room.data.client.id !== client.id) return <NotFoundPage />;
  return (
    <>
      <ClientHeader client={client} title={title} />
      <BackLink to={meetingRoomPages.staff(client.id, roomId)} label={t('meetings.backToMeeting')} />
      {children(room.data)}
    </>
  );
}

function RoomEvents({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [page, setPage] = useState(1);
  const trail = useMeetingRoomAuditTrail(room.id, page);
  const wording = useMemo(
    () => ({
      describeAction: (action: string) => (action in actionKeys ? tk(actionKeys[action as keyof typeof actionKeys]) : actionLabel(action)),
    }),
    [tk],
  );
  return (
    <>
      <p className="page__lead meetings-page__intro">{t('meetings.audit.lead')}</p>
      <AuditTrail
        trail={trail}
        page={page}
        onPage={setPage}
        title={`${t('meetings.audit.title')}: ${room.name}`}
        emptyText={t('meetings.audit.empty')}
        wording={wording}
      />
    </>
  );
}

/** clients/{clientId}/client-meeting-rooms/{roomId}/audit-trail: what was done with the room, for staff. */
export function RoomAuditTrailRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const title = t('meetings.audit.title');
  return (
    <StaffRoomsPage
      action="client.viewAuditTrail"
      ownPath={meetingRoomPages.client(roomId)}
      title={(client) => `${title} – ${personName(client)}`}
    >
      {(client) => (
        <BesideRoom client={client} roomId={roomId} title={title}>
          {(room) => <RoomEvents room={room} />}
        </BesideRoom>
      )}
    </StaffRoomsPage>
  );
}

function sectionState(section: FactFindView['sections'][number]) {
  if (section.complete) return { tone: 'success', key: 'meetings.factFind.complete' } as const;
  if (section.saved) return { tone: 'info', key: 'meetings.factFind.started' } as const;
  return { tone: 'muted', key: 'meetings.factFind.notStarted' } as const;
}

/**
 * The client's latest fact find beside the meeting: when it was last saved and each section's state, each
 * leading to the fact find's own page. The fact-find area has no read-only view to embed; its page is where
 * the answers are read in full.
 */
function RecentFactFind({ client, room }: { client: ClientDetail; room: MeetingRoom }) {
  const { t } = useTranslation();
  const factFind = useFactFind({ kind: 'client', clientId: client.id });
  const base = `/clients/${client.id}/fact-find`;
  return (
    <div className="meetings-page__grid">
      <Card title={t('meetings.factFind.card')} description={t('meetings.factFind.lead')}>
        {factFind.isPending ? (
          <Spinner />
        ) : factFind.isError ? (
          <LoadFailed onRetry={() => void factFind.refetch()}>{t('meetings.factFind.failed')}</LoadFailed>
        ) : factFind.data.version === 0 || !factFind.data.saved_at ? (
          <p>{t('meetings.factFind.nothing')}</p>
        ) : (
          <>
            <p className="meeting__meta">
              {factFind.data.saved_by
                ? t('meetings.factFind.savedOn', {
                    date: formatDate(factFind.data.saved_at),
                    name: personName(factFind.data.saved_by),
                    version: factFind.data.version,
                  })
                : t('meetings.factFind.savedOnBy', { date: formatDate(factFind.data.saved_at), version: factFind.data.version })}
            </p>
            <h3 className="meeting-facts__heading">{t('meetings.factFind.sections')}</h3>
            <ul className="meeting-people" aria-label={t('meetings.factFind.sections')}>
              {factFind.data.sections.map((section) => {
                const state = sectionState(section);
                return (
                  <li key={section.key} className="meeting-people__item">
                    <Link to={`${base}/${section.slug}`}>{section.label}</Link>
                    <StatusBadge tone={state.tone}>{t(state.key)}</StatusBadge>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <div className="form-actions meeting-actions">
          <ButtonLink variant="secondary" to={base}>
            {t('meetings.factFind.open')}
          </ButtonLink>
        </div>
      </Card>
      <Card title={room.name}>
        <p className="meeting__head">
          <RoomStatus status={room.status} />
        </p>
        <p>
          <RoomWhen room={room} />
        </p>
        <h3 className="meeting-facts__heading">{t('meetings.agenda')}</h3>
        <p className="meeting__agenda">{room.agenda || t('meetings.noAgenda')}</p>
      </Card>
    </div>
  );
}

/** clients/{clientId}/client-meeting-rooms/{roomId}/recent-fact-find: the client's fact find beside the meeting, for staff. */
export function RecentFactFindRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const title = t('meetings.factFind.title');
  return (
    <StaffRoomsPage action="factFind.view" ownPath={meetingRoomPages.client(roomId)} title={(client) => `${title} – ${personName(client)}`}>
      {(client) => (
        <BesideRoom client={client} roomId={roomId} title={title}>
          {(room) => <RecentFactFind client={client} room={room} />}
        </BesideRoom>
      )}
    </StaffRoomsPage>
  );
}
