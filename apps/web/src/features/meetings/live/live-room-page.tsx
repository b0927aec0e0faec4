import {
  type LiveJoiner,
  type LiveLayout,
  type LiveRoomFacts,
  liveJoinState,
  liveJoinWindow,
  liveLayoutOf,
  liveMaySeeDocuments,
  liveMayShareScreen,
  liveRoomMessages,
  liveRoomPages,
  liveRoomSockets,
  meetingRoomMessages,
  meetingRoomPages,
} from '@advice/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { breakpoints, useMediaQuery } from '../../../lib/breakpoints.ts';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { session, storageKeys } from '../../../lib/storage.ts';
import { Banner, Button, Card, Dialog, EmptyState, Spinner, useUnsavedChangesGuard } from '../../../ui/index.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useGuestMeetingRoom, useMeetingRoom } from '../meetings.api.ts';
import { OwnRoomsPage, StaffRoomsPage } from '../room-guards.tsx';
import { BackgroundControl } from './background-control.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { Controls, useFullscreen, useFullscreenHint } from './controls.tsx';
import { CountdownOverlay } from './countdown.tsx';
import { DeviceSettingsControl } from './device-settings.tsx';
import { CallStage, sharerOf } from './layouts.tsx';
import { type LiveCall, LiveCallProvider, type LiveCallTarget, loadCallEngine, lobbyRoomOf, useLiveCall } from './live-call-provider.tsx';
import { RecordingControl, RecordingIndicator } from './recording.tsx';
import { roomDocumentUrl } from './shared-document.api.ts';
import { documentsPanelId, SharedDocumentPanel } from './shared-document-panel.tsx';
import { SharedDocumentStage } from './shared-document-view.tsx';
import { TranscriptionControl, TranscriptionIndicator, TranscriptionNotice } from './transcription-control.tsx';
import { useIdle } from './use-idle.ts';
import { canShareScreenHere, type LiveRoom } from './use-live-room.ts';
import { useUnreadCount } from './use-unread-count.ts';
import './live.css';

/** Why the call ended when the person did not leave it themselves (spec 2 §8). */
function EndedBanner({ room }: { room: LiveRoom }) {
  const { t } = useTranslation();
  if (!room.ended) return null;
  const text = room.ended === 'lost' ? t('meetings.live.lost') : room.ended === 'media' ? room.mediaFailure : liveRoomMessages[room.ended];
  return (
    <Banner tone={room.ended === 'duplicatedIdentity' || room.ended === 'ended' ? 'warning' : 'error'} role="alert">
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
 * The call while connected (spec 2 §2.2, §4): the stage in the layout the person chose (or DominantSpeaker while
 * someone shares a screen), the chat beside it when open, the countdown near the room's close, and the controls,
 * which fade after a few idle seconds.
 */
function ConnectedCall({
  call,
  roomId,
  joiner,
  guestToken,
  closesAt,
  fullscreenTarget,
  sticky,
}: {
  call: LiveCall;
  roomId: string;
  joiner: LiveJoiner;
  guestToken: string | null;
  closesAt: Date;
  fullscreenTarget: RefObject<HTMLDivElement | null>;
  sticky: { isOn: boolean; toggle: () => void } | null;
}) {
  const { t } = useTranslation();
  const { room, transcription, background } = call;
  const [recording, setRecording] = call.recordingState;
  const you = room.you;
  const isStaff = you !== null && you.role !== 'guest' && you.role !== 'client';
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [isDocumentsOpen, setIsDocumentsOpen] = useState(false);
  const maySeeDocuments = liveMaySeeDocuments(joiner);
  const shown = maySeeDocuments ? room.document.view : null;
  const unread = useUnreadCount(room.chat, you?.id ?? null, isChatOpen);
  const sharer = sharerOf(room.others);
  const [layoutChoice, setLayoutChoice] = useState<LiveLayout | null>(null);
  const layout = liveLayoutOf(layoutChoice, sharer !== null);
  // A share that starts (or changes hands) shows large again, whatever the person chose before it.
  const sharedScreen = sharer?.participant.screen ?? null;
  useEffect(() => {
    if (sharedScreen) setLayoutChoice(null);
  }, [sharedScreen]);
  const isIdle = useIdle(true);
  const fullscreen = useFullscreen(fullscreenTarget);
  const isFullscreenHinted = useFullscreenHint(sharedScreen, fullscreen.isFullscreen);
  const me = useCurrentUser().data ?? null;
  if (!you) return null;
  const shareRefusal = room.refusal?.action === 'share' || room.refusal?.action === 'document' ? room.refusal.message : null;
  const hasSide = isChatOpen || isDocumentsOpen;
  return (
    <>
      {room.isMediaMissing ? (
        <Banner tone="warning">
          <p>{t('meetings.live.mediaMissing')}</p>
        </Banner>
      ) : null}
      {shareRefusal ? (
        <Banner tone="error" role="alert">
          <p>{shareRefusal}</p>
        </Banner>
      ) : null}
      {room.screen ? (
        <Banner tone="info" role="status">
          <p>{t('meetings.live.youShare')}</p>
        </Banner>
      ) : null}
      <RecordingIndicator state={recording} />
      <TranscriptionIndicator state={transcription.state} />
      <TranscriptionNotice transcription={transcription} isStaff={isStaff} />
      <p className="visually-hidden" aria-live="polite">
        {unread > 0 ? t('meetings.live.chat.unread', { count: unread }) : ''}
      </p>
      <div className={['live-room__call', hasSide ? 'live-room__call--chat' : ''].filter(Boolean).join(' ')}>
        <div className="live-room__stage">
          {shown ? (
            <SharedDocumentStage
              url={roomDocumentUrl(roomId, shown.document_id, guestToken)}
              view={shown}
              strokes={room.document.strokes}
              youId={you.id}
              onSend={room.sendDocument}
            />
          ) : null}
          {room.others.length === 0 ? <p className="live-room__alone">{t('meetings.live.alone')}</p> : null}
          <div className={shown ? 'shared-document__people' : 'live-room__people'}>
            <CallStage layout={layout} you={you} localStream={room.localStream} others={room.others} speakerId={room.speakerId} />
          </div>
          <CountdownOverlay closesAt={closesAt} onTimeUp={room.leave} />
        </div>
        {hasSide ? (
          <div className="live-room__side">
            {isDocumentsOpen ? (
              <SharedDocumentPanel
                roomId={roomId}
                guestToken={guestToken}
                shownId={shown?.document_id ?? null}
                onShow={(documentId) => room.sendDocument({ type: 'document.open', documentId })}
              />
            ) : null}
            {isChatOpen ? (
              <ChatPanel
                messages={room.chat}
                youId={you.id}
                canSeeAvatars={you.role !== 'guest'}
                refusal={room.refusal}
                onSend={room.sendChat}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <Controls
        room={room}
        canShare={canShareScreenHere() && liveMayShareScreen(joiner)}
        isIdle={isIdle}
        chat={{ isOpen: isChatOpen, unread, toggle: () => setIsChatOpen((isOpen) => !isOpen) }}
        layout={{ current: layout, toggle: () => setLayoutChoice(layout === 'Grid' ? 'DominantSpeaker' : 'Grid') }}
        fullscreen={{ ...fullscreen, isHinted: isFullscreenHinted }}
        sticky={sticky}
        devices={<DeviceSettingsControl room={room} background={background} />}
        background={<BackgroundControl background={background} userId={you.role === 'guest' ? null : (me?.id ?? null)} />}
        recording={isStaff ? <RecordingControl room={room} roomId={roomId} state={recording} onChange={setRecording} /> : null}
        transcription={isStaff ? <TranscriptionControl roomId={roomId} transcription={transcription} /> : null}
        documents={
          maySeeDocuments ? (
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={isDocumentsOpen}
              aria-controls={isDocumentsOpen ? documentsPanelId : undefined}
              onClick={() => setIsDocumentsOpen((isOpen) => !isOpen)}
            >
              {t('meetings.live.documents.toggle')}
            </Button>
          ) : null
        }
      />
    </>
  );
}

/** Spec 2 §2.2 sticky toggle: offered only where the screen is wide enough for the stage to stay in view beside the page. */
const stickyQuery = `(min-width: ${breakpoints.md}px)`;

/** The sticky choice, kept for the tab's session. */
function useStickyChoice(): { isOn: boolean; toggle: () => void } | null {
  const isWide = useMediaQuery(stickyQuery);
  const [isOn, setIsOn] = useState(() => session.get(storageKeys.stickyCall) === 'true');
  if (!isWide) return null;
  return {
    isOn,
    toggle: () => {
      session.set(storageKeys.stickyCall, String(!isOn));
      setIsOn(!isOn);
    },
  };
}

/**
 * A room's call (spec 2 §2.2): the lobby until the person joins, a spinner while Connecting, then the grid and
 * the controls. The call itself is the tab's (LiveCallProvider): a signed-in person may go to another page and stay
 * in it, in the floating window; a guest's page holds its own call, so leaving it asks first and ends the call.
 * Either way closing or reloading the tab asks first while connected (spec 1 §2).
 */
function LiveRoomView({
  roomId,
  name,
  facts,
  joiner,
  guestToken = null,
  socketPath,
  backTo,
}: {
  roomId: string;
  name: string;
  facts: LiveRoomFacts;
  joiner: LiveJoiner;
  /** A guest's token, with which they read what attendees read by their session. */
  guestToken?: string | null;
  socketPath: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  const call = useLiveCall();
  // The call's engine arrives while the person reads the lobby, so Join starts at once.
  useEffect(() => {
    void loadCallEngine();
  }, []);
  const { pathname, search } = useLocation();
  const closesAt = liveJoinWindow(facts, joiner).closesAt;
  const target: LiveCallTarget = { roomId, name, socketPath, guestToken, meetingPath: `${pathname}${search}`, closesAt };
  const join = () => call.start(target);
  const isThisCall = call.target?.roomId === roomId;
  const room: LiveRoom = isThisCall ? { ...call.room, join } : lobbyRoomOf(call.room.block, join);
  const blocker = useUnsavedChangesGuard(guestToken !== null && room.state === 'Connected');
  const fullscreenTarget = useRef<HTMLDivElement>(null);
  const sticky = useStickyChoice();
  useDocumentTitle(name);
  return (
    <div
      className={['page', 'live-room', sticky?.isOn && room.state === 'Connected' ? 'live-room--sticky' : ''].filter(Boolean).join(' ')}
      ref={fullscreenTarget}
    >
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
            <ConnectedCall
              call={call}
              roomId={roomId}
              joiner={joiner}
              guestToken={guestToken}
              closesAt={closesAt}
              fullscreenTarget={fullscreenTarget}
              sticky={sticky}
            />
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
      roomId={roomId}
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
  // A guest has no other page of the portal to go to: the call is this page's, and ends with it.
  return (
    <LiveCallProvider hasFloatingWindow={false}>
      <LiveRoomView
        roomId={roomId}
        name={room.data.name}
        facts={factsOf(room.data)}
        joiner={{ kind: 'guest', trusted: room.data.guest.trusted }}
        guestToken={token}
        socketPath={liveRoomSockets.guest(roomId, token)}
        backTo={`${meetingRoomPages.guest(roomId)}?token=${encodeURIComponent(token)}`}
      />
    </LiveCallProvider>
  );
}
