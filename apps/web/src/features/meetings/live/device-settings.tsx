import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, Dialog } from '../../../ui/index.ts';
import { canChooseSpeaker } from '../test-setup/audio.ts';
import { CameraPreview, DeviceSelect, LevelMeter, SpeakerTest } from '../test-setup/device-parts.tsx';
import { failureOf, isPreviewSupported, type MediaFailure, permissionMessageOf, platformOf } from '../test-setup/media-devices.ts';
import { useDeviceList } from '../test-setup/use-device-list.ts';
import type { BackgroundEffectState } from './use-background-effect.ts';
import type { LiveRoom } from './use-live-room.ts';
import './background-control.css';

type SinkElement = HTMLMediaElement & { setSinkId?: (sinkId: string) => Promise<void> };

/**
 * Plays the call through the chosen speaker: every video and audio element of the room, those that come later
 * (someone joins) included. The tiles are the layouts' own, so the choice is applied to what the room shows.
 */
export function useSpeakerOutput(speakerId: string): void {
  useEffect(() => {
    if (!speakerId || !canChooseSpeaker()) return;
    const room = document.querySelector('.live-room') ?? document.body;
    const apply = () => {
      for (const element of room.querySelectorAll<SinkElement>('video, audio')) {
        if ((element as { sinkId?: string }).sinkId !== speakerId) void element.setSinkId?.(speakerId).catch(() => undefined);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(room, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [speakerId]);
}

const deviceIdOf = (track: MediaStreamTrack | null | undefined) => track?.getSettings().deviceId ?? '';

/** A failure to start a chosen device, in the words of the device test (spec 2 §8). */
function FailureBanner({ kind, failure }: { kind: 'video' | 'audio'; failure: MediaFailure }) {
  const { t } = useTranslation();
  const message =
    failure.kind !== 'permission'
      ? null
      : kind === 'video'
        ? permissionMessageOf(failure.permission, 'granted')
        : permissionMessageOf('granted', failure.permission);
  const text = message
    ? t(`video.permissions.${message}`)
    : failure.kind === 'notFound'
      ? t('video.errors.deviceNotFoundError')
      : t('meetings.testSetup.failed');
  return (
    <Banner tone="error" role="alert">
      <p>{text}</p>
    </Banner>
  );
}

/**
 * The settings modal for devices (spec 2 §2.2): the camera, microphone and speaker used in the call, changed while
 * in it. The camera's picture is what the others see (with any background effect); the meter is the microphone
 * the call sends. A new camera or microphone replaces the old one in the call, which then stops.
 */
export function DeviceSettingsControl({
  room,
  background,
}: {
  room: Pick<LiveRoom, 'localStream' | 'replaceTrack'>;
  background: Pick<BackgroundEffectState, 'camera' | 'replaceCamera'>;
}) {
  const { t } = useTranslation();
  const platform = useMemo(() => platformOf(navigator.userAgent), []);
  const [isOpen, setIsOpen] = useState(false);
  const [speakerId, setSpeakerId] = useState('');
  const [failure, setFailure] = useState<{ kind: 'video' | 'audio'; failure: MediaFailure } | null>(null);
  const [isSwitching, setIsSwitching] = useState(false);
  // Bumped after each change, so the preview and the meter follow the new tracks of the same stream.
  const [version, setVersion] = useState(0);
  const { devices, refresh } = useDeviceList();
  useSpeakerOutput(speakerId);

  useEffect(() => {
    if (isOpen) void refresh();
  }, [isOpen, refresh]);

  const sent = room.localStream;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks a track swapped inside the same stream.
  const preview = useMemo(() => (isOpen && sent ? new MediaStream(sent.getTracks()) : null), [isOpen, sent, version]);
  const cameraId = deviceIdOf(background.camera());
  const microphoneId = deviceIdOf(sent?.getAudioTracks()[0]);

  const switchTo = async (kind: 'video' | 'audio', deviceId: string) => {
    setFailure(null);
    setIsSwitching(true);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } });
      const [track] = kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks();
      if (!track) throw new DOMException('', 'NotFoundError');
      if (kind === 'video') await background.replaceCamera(track);
      else {
        const old = room.localStream?.getAudioTracks()[0];
        await room.replaceTrack(track);
        if (old !== track) old?.stop();
      }
      setVersion((count) => count + 1);
    } catch (error) {
      setFailure({ kind, failure: failureOf(error, platform) });
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t('meetings.live.devices.toggle')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('meetings.live.devices.title')}
        footer={<Button onClick={() => setIsOpen(false)}>{t('meetings.live.devices.done')}</Button>}
      >
        <div className="live-devices" aria-busy={isSwitching || undefined}>
          {failure ? <FailureBanner kind={failure.kind} failure={failure.failure} /> : null}
          <Card title={t('meetings.testSetup.camera')} headingLevel={3}>
            <CameraPreview stream={preview} isSupported={isPreviewSupported(platform)} />
            <DeviceSelect
              label={t('meetings.testSetup.chooseCamera')}
              options={devices.cameras}
              value={cameraId}
              onChange={(id) => void switchTo('video', id)}
            />
          </Card>
          <Card title={t('meetings.testSetup.microphone')} description={t('meetings.testSetup.microphoneHint')} headingLevel={3}>
            <LevelMeter stream={preview} />
            <DeviceSelect
              label={t('meetings.testSetup.chooseMicrophone')}
              options={devices.microphones}
              value={microphoneId}
              onChange={(id) => void switchTo('audio', id)}
            />
          </Card>
          <SpeakerTest speakers={devices.speakers} speakerId={speakerId} onChoose={setSpeakerId} />
        </div>
      </Dialog>
    </>
  );
}
