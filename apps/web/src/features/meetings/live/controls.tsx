import type { LiveLayout } from '@advice/domain';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/index.ts';
import { chatPanelId } from './chat-panel.tsx';
import type { LiveRoom } from './use-live-room.ts';

/** Whether the element is the page's fullscreen element, and a toggle for it where the browser has fullscreen at all. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const follow = () => setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);
  return { isSupported: typeof document !== 'undefined' && document.fullscreenEnabled === true, isFullscreen, toggle };
}

/** Spec 2 §4, §9: how long the fullscreen tooltip shows once a screen share starts. */
export const fullscreenHintMillis = 5_000;

/**
 * Whether to point at the fullscreen control: for five seconds after someone starts sharing a screen (or another
 * share takes over), unless the call is fullscreen already.
 */
export function useFullscreenHint(sharedScreen: string | null, isFullscreen: boolean): boolean {
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (!sharedScreen) return;
    setShownFor(sharedScreen);
    const timer = window.setTimeout(() => setShownFor(null), fullscreenHintMillis);
    return () => window.clearTimeout(timer);
  }, [sharedScreen]);
  return shownFor !== null && shownFor === sharedScreen && !isFullscreen;
}

export type ControlsProps = {
  room: LiveRoom;
  /** Whether this person may share a screen here: the browser can, and the rule lets them (untrusted guests may not). */
  canShare: boolean;
  isIdle: boolean;
  chat: { isOpen: boolean; unread: number; toggle: () => void };
  layout: { current: LiveLayout; toggle: () => void };
  fullscreen: ReturnType<typeof useFullscreen> & { isHinted: boolean };
  /** Spec 2 §2.2 sticky toggle: null where it is not offered (floating, or a screen too narrow). */
  sticky?: { isOn: boolean; toggle: () => void } | null;
  /** Staff's recording control (spec 2 §2.2: staff side only, never guests). */
  recording?: ReactNode;
  /** Staff's transcription toggle (spec 2 §2.2 summary/transcription toggle, §4). */
  transcription?: ReactNode;
  /** The room's documents' toggle, for those who may see them (attendees and trusted guests). */
  documents?: ReactNode;
  /** The settings modal for devices and the background effect choice (spec 2 §2.2). */
  devices?: ReactNode;
  background?: ReactNode;
};

/**
 * The camera and microphone toggles (spec 2 §2.2), in the control bar and the floating window: each disabled when the
 * browser gave no such device.
 */
export function MediaToggles({ room }: { room: Pick<LiveRoom, 'you' | 'localStream' | 'setCamera' | 'setMicrophone'> }) {
  const { t } = useTranslation();
  const you = room.you;
  if (!you) return null;
  const hasCamera = (room.localStream?.getVideoTracks().length ?? 0) > 0;
  const hasMicrophone = (room.localStream?.getAudioTracks().length ?? 0) > 0;
  return (
    <>
      <Button size="sm" variant="secondary" disabled={!hasCamera} onClick={() => room.setCamera(!you.camera)}>
        {you.camera ? t('meetings.live.cameraOff') : t('meetings.live.cameraOn')}
      </Button>
      <Button size="sm" variant="secondary" disabled={!hasMicrophone} onClick={() => room.setMicrophone(!you.microphone)}>
        {you.microphone ? t('meetings.live.microphoneOff') : t('meetings.live.microphoneOn')}
      </Button>
    </>
  );
}

/**
 * The control bar of spec 2 §2.2 while connected. It fades out after a few idle seconds (the caller says when)
 * and comes back with any pointer or key activity, and whenever a control in it has the keyboard's focus.
 */
export function Controls(props: ControlsProps) {
  const { room, canShare, isIdle, chat, layout, fullscreen, sticky, recording, transcription, documents, devices, background } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const you = room.you;
  if (!you) return null;
  return (
    <div
      className={['live-room__controls', isIdle && !fullscreen.isHinted ? 'live-room__controls--idle' : ''].filter(Boolean).join(' ')}
      role="toolbar"
      aria-label={t('meetings.live.controls')}
    >
      <MediaToggles room={room} />
      {devices}
      {background}
      {recording}
      {transcription}
      {canShare ? (
        <Button size="sm" variant="secondary" onClick={room.screen ? room.stopSharing : () => void room.shareScreen()}>
          {room.screen ? t('meetings.live.stopSharing') : t('meetings.live.shareScreen')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={chat.isOpen}
        aria-controls={chat.isOpen ? chatPanelId : undefined}
        onClick={chat.toggle}
      >
        {t('meetings.live.chat.toggle')}
        {chat.unread > 0 ? (
          <span className="live-badge">
            <span aria-hidden="true">{chat.unread}</span>
            <span className="visually-hidden">{t('meetings.live.chat.unread', { count: chat.unread })}</span>
          </span>
        ) : null}
      </Button>
      {documents}
      <Button size="sm" variant="secondary" aria-pressed={layout.current === 'DominantSpeaker'} onClick={layout.toggle}>
        {t('meetings.live.layout.speaker')}
      </Button>
      {sticky ? (
        <Button size="sm" variant="secondary" aria-pressed={sticky.isOn} onClick={sticky.toggle}>
          {t('meetings.live.sticky')}
        </Button>
      ) : null}
      {fullscreen.isSupported ? (
        <span className="live-room__fullscreen">
          <Button size="sm" variant="secondary" onClick={fullscreen.toggle} aria-describedby={fullscreen.isHinted ? hintId : undefined}>
            {fullscreen.isFullscreen ? t('meetings.live.fullscreenExit') : t('meetings.live.fullscreen')}
          </Button>
          {fullscreen.isHinted ? (
            <span className="live-room__hint" role="tooltip" id={hintId}>
              {t('meetings.live.fullscreenHint')}
            </span>
          ) : null}
        </span>
      ) : null}
      <Button size="sm" variant="danger" onClick={room.leave}>
        {t('meetings.live.leave')}
      </Button>
    </div>
  );
}
