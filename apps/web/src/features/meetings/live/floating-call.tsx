import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, storageKeys } from '../../../lib/storage.ts';
import { Button, ButtonLink } from '../../../ui/index.ts';
import { MediaToggles } from './controls.tsx';
import { CountdownOverlay } from './countdown.tsx';
import { CallStage } from './layouts.tsx';
import type { LiveCall, LiveCallTarget } from './live-call-provider.tsx';
import type { RemoteParticipant } from './room-connection.ts';
import './live.css';
import './floating-call.css';

/** Keeps room below the page's end for the window, so nothing of the page stays hidden under it once scrolled to. */
function useSpaceBelow(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const follow = () => root.style.setProperty('--live-float-space', `${element.offsetHeight + 16}px`);
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--live-float-space');
    };
  }, [panel]);
}

/**
 * Floating mode (spec 2 §2.2, spec 1 §2): on the portal's other pages while connected, a small window in the corner
 * shows the one speaking (and the others, small), the camera and microphone toggles, Leave, and Back to the call's
 * own page. Its video folds away (remembered for the tab's session) and the others are still heard.
 */
export function FloatingCall({ call, target }: { call: LiveCall; target: LiveCallTarget }) {
  const { t } = useTranslation();
  const { room } = call;
  const [isFolded, setIsFolded] = useState(() => session.get(storageKeys.floatingCallFolded) === 'true');
  const stageId = useId();
  const panel = useRef<HTMLElement>(null);
  useSpaceBelow(panel);
  const you = room.you;
  if (!you) return null;
  const toggleFolded = () => {
    session.set(storageKeys.floatingCallFolded, String(!isFolded));
    setIsFolded(!isFolded);
  };
  return (
    <aside ref={panel} className="live-float" aria-label={t('meetings.live.float.label', { name: target.name })}>
      <div className="live-float__head">
        <p className="live-float__title">{target.name}</p>
        <Button size="sm" variant="ghost" aria-expanded={!isFolded} aria-controls={stageId} onClick={toggleFolded}>
          {isFolded ? t('meetings.live.float.show') : t('meetings.live.float.hide')}
        </Button>
      </div>
      {/* Folded, the videos stay (hidden): their elements also play the others' voices. */}
      <div id={stageId} className="live-float__stage" hidden={isFolded}>
        <CallStage layout="DominantSpeaker" you={you} localStream={room.localStream} others={room.others} speakerId={room.speakerId} />
        <CountdownOverlay closesAt={target.closesAt} onTimeUp={room.leave} />
      </div>
      <div className="live-float__controls" role="toolbar" aria-label={t('meetings.live.controls')}>
        <MediaToggles room={room} />
        <ButtonLink size="sm" variant="primary" to={target.meetingPath}>
          {t('shared.navigation.back')}
        </ButtonLink>
        <Button size="sm" variant="danger" onClick={room.leave}>
          {t('meetings.live.leave')}
        </Button>
      </div>
    </aside>
  );
}

function Voice({ stream }: { stream: MediaStream | null }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current && audio.current.srcObject !== stream) audio.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a call's live voices have no captions to give.
  return <audio ref={audio} autoPlay />;
}

/** The others' voices, where no page shows the call (another room's meeting pages): the call is still heard. */
export function CallAudio({ others }: { others: RemoteParticipant[] }) {
  return (
    <div hidden>
      {others.map(({ participant, stream }) => (
        <Voice key={participant.id} stream={stream} />
      ))}
    </div>
  );
}
