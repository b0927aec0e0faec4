import {
  type LiveJoiner,
  type LiveParticipant,
  type LiveRoomFacts,
  liveGridOf,
  liveJoinState,
  liveJoinWindow,
  liveRoomMessages,
  liveRoomPages,
  liveRoomSockets,
  meetingRoomMessages,
  meetingRoomPages,
} from '@advice/domain';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { Banner, Button, Card, Dialog, EmptyState, Spinner, useUnsavedChangesGuard } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useGuestMeetingRoom, useMeetingRoom } from '../meetings.api.ts';
import { OwnRoomsPage, StaffRoomsPage } from '../room-guards.tsx';
import { type LiveRoom, useLiveRoom } from './use-live-room.ts';
import './live.css';

/** A person's picture in the grid: their video, or their initials while their camera is off; the name always shows. */
function VideoTile({
  participant,
  stream,
  isYou = false,
}: {
  participant: Pick<LiveParticipant, 'id' | 'name' | 'camera' | 'microphone'>;
  stream: MediaStream | null;
  isYou?: boolean;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  const name = isYou ? t('meetings.live.you', { name: participant.name }) : participant.name;
  const initials = participant.name
    .split(/\s+/u)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <li className="live-tile">
      <figure className="live-tile__figure" data-participant={participant.id}>
        {/* The element stays while the camera is off: it also plays the person's voice. Your own is muted, so you do not hear yourself. */}
        <video
          ref={video}
          className={['live-tile__video', isYou ? 'live-tile__video--mirrored' : '', participant.camera ? '' : 'live-tile__video--hidden']
            .filter(Boolean)
            .join(' ')}
          autoPlay
          playsInline
          muted={isYou}
        />
        {participant.camera ? null : (
          <div className="live-tile__placeholder">
            <span className="live-tile__initials" aria-hidden="true">
              {initials}
            </span>
            <span>{t('meetings.live.cameraIsOff')}</span>
          </div>
        )}
        <figcaption className="live-tile__name">
          {name}
          {participant.microphone ? null : <span className="live-tile__muted">{t('meetings.live.microphoneIsOff')}</span>}
        </figcaption>
      </figure>
    </li>
  );
}

function Controls({ room }: { room: LiveRoom }) {
  const { t } = useTranslation();
  const you = room.you;
  if (!you) return null;
  const hasCamera = (room.localStream?.getVideoTracks().length ?? 0) > 0;
  const hasMicrophone = (room.localStream?.getAudioTracks().length ?? 0) > 0;
  return (
    <div className="live-room__controls" role="toolbar" aria-label={t('meetings.live.controls')}>
      <Button variant="secondary" disabled={!hasCamera} onClick={() => room.setCamera(!you.camera)}>
        {you.camera ? t('meetings.live.cameraOff') : t('meetings.live.cameraOn')}
      </Button>
      <Button variant="secondary" disabled={!hasMicrophone} onClick={() => room.setMicrophone(!you.microphone)}>
        {you.microphone ? t('meetings.live.microphoneOff') : t('meetings.live.microphoneOn')}
      </Button>
      <Button variant="danger" onClick={room.leave}>
        {t('meetings.live.leave')}
      </Button>
    </div>
  );
}

/** The grid of spec 2 §2.2: you first, then the others in the order they came; its columns follow the count. */
function Grid({ room }: { room: LiveRoom }) {
  const { t } = useTranslation();
  const you = room.you;
  if (!you) return null;
  const { columns } = liveGridOf(room.others.length + 1);
  return (
    <ul className="live-grid" aria-label={t('meetings.live.participants')} style={{ '--live-columns': columns } as CSSProperties}>
      <VideoTile participant={you} stream={room.localStream} isYou />
      {room.others.map(({ participant, stream }) => (
        <VideoTile key={participant.id} participant={participant} stream={stream} />
      ))}
    </ul>
  );
}

/** Why the call ended when the person did not leave it themselves (spec 2 §8). */
function EndedBanner({ room }: { room: LiveRoom }) {
  const { t } = useTranslation();
  if (!room.ended) return null;
  const text = room.ended === 'lost' ? t('meetings.live.lost') : liveRoomMessages[room.ended];
  return (
    <Banner tone={room.ended === 'duplicatedIdentity' ? 'warning' : 'error'} role="alert">
      <p>{text}</p>
    </Banner>
  );
}

/** Before joining: the door's state for this joiner, and the way in once it is open. */
function Lobby({ room, facts, joiner }: { room: LiveRoom; facts: LiveRoomFacts; joiner: LiveJoiner }) {
  const { t } = useTranslation();
  const state = liveJoinState(facts, joiner);
  const opensAt = liveJoinWindow(facts, joiner).opensAt.toISOString();
  return (
    <Card title={t('meetings.live.title')}>
      {state === 'open' ? <p>{t('meetings.live.ready')}</p> : null}
      {state === 'notYet' ? <p>{t('meetings.live.notYet', { time: formatTime(opensAt), date: formatDate(opensAt) })}</p> : null}
      {state === 'ended' || state === 'closed' ? <p>{t(`meetings.live.${state}`)}</p> : null}
      {state === 'open' ? (
        <div className="form-actions">
          <Button onClick={() => void room.join()}>{room.ended ? t('meetings.live.joinAgain') : t('meetings.live.join')}</Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * A room's call (spec 2 §2.2): the lobby until the person joins, a spinner while Connecting, then the grid and
 * the controls. While connected, leaving or reloading the page asks first (spec 1 §2), and leaving the page
 * ends the call.
 */
function LiveRoomView({
  name,
  facts,
  joiner,
  socketPath,
  backTo,
}: {
  name: string;
  facts: LiveRoomFacts;
  joiner: LiveJoiner;
  socketPath: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  const room = useLiveRoom(socketPath);
  const blocker = useUnsavedChangesGuard(room.state === 'Connected');
  useDocumentTitle(name);
  return (
    <div className="page live-room">
      <header className="page-header live-room__header">
        <nav aria-label={t('meetings.live.back')}>
          <Link to={backTo}>{t('meetings.live.back')}</Link>
        </nav>
        <h1>{name}</h1>
        <p className="live-room__state" role="status">
          {t(`meetings.live.state.${room.state}`)}
        </p>
      </header>
      {room.block ? (
        <Banner tone="error">
          <p>{t(`meetings.live.${room.block}`)}</p>
        </Banner>
      ) : (
        <>
          <EndedBanner room={room} />
          {room.state === 'Disconnected' ? <Lobby room={room} facts={facts} joiner={joiner} /> : null}
          {room.state === 'Connecting' ? <Spinner label={t('meetings.live.state.Connecting')} /> : null}
          {room.state === 'Connected' ? (
            <>
              {room.isMediaMissing ? (
                <Banner tone="warning">
                  <p>{t('meetings.live.mediaMissing')}</p>
                </Banner>
              ) : null}
              {room.others.length === 0 ? <p className="live-room__alone">{t('meetings.live.alone')}</p> : null}
              <Grid room={room} />
              <Controls room={room} />
            </>
          ) : null}
        </>
      )}
      <Dialog
        isOpen={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('meetings.live.leave')}
        footer={
          <>
            <Button onClick={() => blocker.reset?.()}>{t('meetings.live.stay')}</Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              {t('meetings.live.leave')}
            </Button>
          </>
        }
      >
        <p>{t('meetings.live.reloadWarning')}</p>
      </Dialog>
    </div>
  );
}

function LiveRoomProblem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page--centred">
      <EmptyState headingLevel={1} title={t('meetings.live.title')}>
        <p>{text}</p>
      </EmptyState>
    </div>
  );
}

const factsOf = (room: { start_at: string; duration_minutes: number; status: LiveRoomFacts['status'] }): LiveRoomFacts => ({
  start_at: room.start_at,
  duration_minutes: room.duration_minutes,
  status: room.status,
});

/** An attendee's call, once their room is read (a room they do not attend is the not-found answer of the room's own page). */
function AttendeeLiveRoom({ roomId, backTo }: { roomId: string; backTo: string }) {
  const room = useMeetingRoom(roomId);
  if (room.isPending) return <Spinner isPage />;
  if (room.isError) return <LiveRoomProblem text={meetingRoomMessages['meetingRoom.notFound']} />;
  return (
    <LiveRoomView
      name={room.data.name}
      facts={factsOf(room.data)}
      joiner={{ kind: 'attendee' }}
      socketPath={liveRoomSockets.attendee(roomId)}
      backTo={backTo}
    />
  );
}

/** clients/{clientId}/client-meeting-rooms/{roomId}/meeting: a member of staff in a client's meeting. */
export function StaffLiveRoomRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  return (
    <StaffRoomsPage ownPath={liveRoomPages.client(roomId)} title={() => t('meetings.live.title')}>
      {(client) => <AttendeeLiveRoom roomId={roomId} backTo={meetingRoomPages.staff(client.id, roomId)} />}
    </StaffRoomsPage>
  );
}

/** meetings/client-meeting-rooms/{roomId}/meeting: the client in their meeting. */
export function ClientLiveRoomRoute() {
  const { roomId = '' } = useParams();
  return <OwnRoomsPage>{() => <AttendeeLiveRoom roomId={roomId} backTo={meetingRoomPages.client(roomId)} />}</OwnRoomsPage>;
}

/** guests/client-meeting-rooms/{roomId}/meeting?token=…: a guest in the meeting, by the token of their invitation. */
export function GuestLiveRoomRoute() {
  const { roomId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const room = useGuestMeetingRoom(roomId, token);
  if (room.isPending && token) return <Spinner isPage />;
  if (!room.data) return <LiveRoomProblem text={meetingRoomMessages['meetingRoom.guestLinkInvalid']} />;
  return (
    <LiveRoomView
      name={room.data.name}
      facts={factsOf(room.data)}
      joiner={{ kind: 'guest', trusted: room.data.guest.trusted }}
      socketPath={liveRoomSockets.guest(roomId, token)}
      backTo={`${meetingRoomPages.guest(roomId)}?token=${encodeURIComponent(token)}`}
    />
  );
}
