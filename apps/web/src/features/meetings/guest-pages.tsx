import { type GuestMeetingRoom, liveRoomPages, meetingRoomPages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { Banner, Button, ButtonLink, Card, EmptyState, Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { JoinRoomButton } from './live/join-room-button.tsx';
import { useGuestMeetingRoom } from './meetings.api.ts';
import { RoomStatus, RoomWhen, useDurationText } from './room-parts.tsx';
import { TestSetupPage } from './test-setup/test-setup-pages.tsx';
import './meetings.css';

/** The guest's token, from the link of their invitation. */
function useGuestToken(): string {
  const [search] = useSearchParams();
  return search.get('token')?.trim() ?? '';
}

function GuestLinkProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--centred">
      <EmptyState
        headingLevel={1}
        title={t('meetings.guest.title')}
        action={onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : undefined}
      >
        <p>{text}</p>
      </EmptyState>
    </div>
  );
}

/** Whether the guest may join yet: the time their door opens (trusted half an hour early, others at the start), or why not. */
function GuestDoor({ room, testSetupPath, meetingPath }: { room: GuestMeetingRoom; testSetupPath: string; meetingPath: string }) {
  const { t } = useTranslation();
  if (room.status !== 'scheduled')
    return (
      <Banner tone="info">
        <p>{t(room.status === 'cancelled' ? 'meetings.guest.cancelled' : 'meetings.guest.completed')}</p>
      </Banner>
    );
  const isOpening = new Date(room.join_opens_at).getTime() > Date.now();
  return (
    <Card title={t('meetings.prepare')}>
      <p>{t(room.guest.trusted ? 'meetings.guest.trusted' : 'meetings.guest.untrusted')}</p>
      {isOpening ? (
        <p>
          {t('meetings.guest.opensAt', {
            time: formatTime(room.join_opens_at),
            date: formatDate(room.join_opens_at),
          })}
        </p>
      ) : null}
      <div className="form-actions">
        <JoinRoomButton room={room} joiner={{ kind: 'guest', trusted: room.guest.trusted }} to={meetingPath} />
        <ButtonLink variant="secondary" to={testSetupPath}>
          {t('meetings.testSetupLink')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * guests/client-meeting-rooms/{roomId}?token=…: a guest's invitation, without signing in: the meeting's name
 * and time, and when they may join. The token is the guest's key: a wrong one, or another room's, says so.
 */
export function GuestRoomRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const token = useGuestToken();
  const room = useGuestMeetingRoom(roomId, token);
  const durationText = useDurationText();
  useDocumentTitle(room.data?.name ?? t('meetings.guest.title'));
  if (!token) return <GuestLinkProblem text={t('meetings.guest.noToken')} />;
  if (room.isPending) return <Spinner isPage />;
  if (room.isError) {
    const isInvalid = isApiError(room.error) && [400, 404].includes(room.error.status);
    return isInvalid ? (
      <GuestLinkProblem text={t('meetingRoom.guestLinkInvalid')} />
    ) : (
      <GuestLinkProblem text={t('meetings.loadOneFailed')} onRetry={() => void room.refetch()} />
    );
  }
  const view = room.data;
  const testSetupPath = `${meetingRoomPages.guest(view.id)}/test-setup?token=${encodeURIComponent(token)}`;
  return (
    <div className="page meetings-page meetings-page--guest">
      <header className="page-header">
        <p className="page-header__meta">{t('meetings.guest.title')}</p>
        <h1>{view.name}</h1>
        <p className="meeting__head">
          <RoomStatus status={view.status} />
        </p>
        <p className="page__lead">
          <RoomWhen room={view} /> · {durationText(view.duration_minutes)}
        </p>
        <p className="page-header__meta">{t('meetings.guest.invitedAs', { email: view.guest.email })}</p>
      </header>
      <GuestDoor room={view} testSetupPath={testSetupPath} meetingPath={liveRoomPages.guest(view.id, token)} />
    </div>
  );
}

/** guests/client-meeting-rooms/{roomId}/test-setup?token=…: the guest tests their devices before the meeting. */
export function GuestTestSetupRoute() {
  const { roomId = '' } = useParams();
  const token = useGuestToken();
  return <TestSetupPage backTo={`${meetingRoomPages.guest(roomId)}?token=${encodeURIComponent(token)}`} />;
}
