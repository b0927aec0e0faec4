import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, ExternalLink, Select, Spinner, StatusBadge, type StatusTone } from '../../../ui/index.ts';
import { canChooseSpeaker, playChime, useMicrophoneLevel } from './audio.ts';
import {
  chosenDevice,
  type DeviceOption,
  type DevicePermission,
  helpLinksOf,
  helpNeededFor,
  isPreviewSupported,
  type Platform,
  permissionMessageOf,
  platformOf,
} from './media-devices.ts';
import { type MediaPreview, useMediaPreview } from './use-media-preview.ts';
import './test-setup.css';

const permissionTones: Record<DevicePermission, StatusTone> = {
  unknown: 'muted',
  prompt: 'info',
  granted: 'success',
  denied: 'danger',
  systemDenied: 'danger',
};

function PermissionBadge({ permission }: { permission: DevicePermission }) {
  const { t } = useTranslation();
  return (
    <p className="device-test__state">
      <StatusBadge tone={permissionTones[permission]}>{t(`meetings.permission.${permission}`)}</StatusBadge>
    </p>
  );
}

function DeviceSelect({
  options,
  value,
  onChange,
  label,
}: {
  options: DeviceOption[];
  value: string;
  onChange: (deviceId: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return <p className="device-test__note">{t('meetings.testSetup.noDevice')}</p>;
  return (
    <Select
      className="device-test__select"
      label={label}
      options={options.map((option) => ({ value: option.deviceId, label: option.label }))}
      value={chosenDevice(options, value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** What keeps the camera or microphone from the page, with where to change it, and a retry. */
function PermissionHelp({ preview, platform }: { preview: MediaPreview; platform: Platform }) {
  const { t } = useTranslation();
  const message = permissionMessageOf(preview.camera, preview.microphone);
  const tryAgain = <Button onClick={preview.retry}>{t('meetings.testSetup.tryAgain')}</Button>;
  if (message) {
    const needed = helpNeededFor(preview.camera, preview.microphone);
    const links = helpLinksOf(platform);
    return (
      <Banner tone="error" actions={tryAgain}>
        <p>{t(`video.permissions.${message}`)}</p>
        <ul className="device-test__help">
          {needed.browser ? (
            <li>
              <ExternalLink href={links.browser}>{t('meetings.testSetup.browserHelp')}</ExternalLink>
            </li>
          ) : null}
          {needed.system && links.system ? (
            <li>
              <ExternalLink href={links.system}>{t('meetings.testSetup.systemHelp')}</ExternalLink>
            </li>
          ) : null}
        </ul>
      </Banner>
    );
  }
  if (preview.isDeviceMissing)
    return (
      <Banner tone="warning" actions={tryAgain}>
        <p>{t('video.errors.deviceNotFoundError')}</p>
      </Banner>
    );
  if (preview.hasFailed)
    return (
      <Banner tone="error" actions={tryAgain}>
        <p>{t('meetings.testSetup.failed')}</p>
      </Banner>
    );
  return null;
}

function CameraPreview({ stream, isSupported }: { stream: MediaStream | null; isSupported: boolean }) {
  const { t } = useTranslation();
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  const attach = (video: HTMLVideoElement | null) => {
    if (video && video.srcObject !== stream) video.srcObject = hasVideo ? stream : null;
  };
  if (!isSupported)
    return (
      <Banner tone="info">
        <p>{t('video.settings.previewNotSupported')}</p>
      </Banner>
    );
  return (
    <div className="device-test__screen">
      {hasVideo ? (
        <video ref={attach} className="device-test__video" autoPlay playsInline muted aria-label={t('meetings.testSetup.cameraPreview')} />
      ) : (
        <p className="device-test__placeholder">{t('meetings.testSetup.cameraOff')}</p>
      )}
    </div>
  );
}

const levelWords = (level: number) => (level < 3 ? 'silent' : level < 25 ? 'quiet' : level < 80 ? 'good' : 'loud');

/** The microphone's level as a meter: a bar for the eye, its value and a word for a screen reader. */
function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation();
  const level = useMicrophoneLevel(stream);
  return (
    <meter
      className="device-test__meter"
      aria-label={t('meetings.testSetup.level')}
      aria-valuetext={`${level}%, ${t(`meetings.testSetup.level.${levelWords(level)}`)}`}
      min={0}
      max={100}
      low={3}
      high={80}
      optimum={50}
      value={level}
    />
  );
}

function SpeakerTest({ speakers, speakerId, onChoose }: { speakers: DeviceOption[]; speakerId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'played' | 'failed' | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const isChoosable = canChooseSpeaker();
  const play = async () => {
    setIsPlaying(true);
    setResult(null);
    try {
      await playChime(isChoosable ? chosenDevice(speakers, speakerId) : '');
      setResult('played');
    } catch {
      setResult('failed');
    } finally {
      setIsPlaying(false);
    }
  };
  return (
    <Card title={t('meetings.testSetup.speaker')} description={t('meetings.testSetup.speakerHint')} headingLevel={2}>
      {isChoosable ? (
        <DeviceSelect label={t('meetings.testSetup.chooseSpeaker')} options={speakers} value={speakerId} onChange={onChoose} />
      ) : (
        <p className="device-test__note">{t('meetings.testSetup.speakerSystem')}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" isLoading={isPlaying} onClick={() => void play()}>
          {isPlaying ? t('meetings.testSetup.playing') : t('meetings.testSetup.playChime')}
        </Button>
      </div>
      <p className="device-test__note" aria-live="polite">
        {result ? t(result === 'played' ? 'meetings.testSetup.chimePlayed' : 'meetings.testSetup.chimeFailed') : null}
      </p>
    </Card>
  );
}

/**
 * The device test (spec 2 §2.2, §3): the camera's picture as others will see it (mirrored, as a mirror shows a
 * face), the microphone's level, a chime through the chosen speaker, and the choice of each device. What the
 * browser or the system refuses is said with where to allow it.
 */
export function DeviceTest() {
  const { t } = useTranslation();
  const platform = useMemo(() => platformOf(navigator.userAgent), []);
  const withCamera = isPreviewSupported(platform);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [speakerId, setSpeakerId] = useState('');
  const preview = useMediaPreview({ cameraId, microphoneId, withCamera, platform });
  const { devices } = preview;

  if (preview.isUnsupported)
    return (
      <Banner tone="error">
        <p>{t('meetings.testSetup.unsupported')}</p>
      </Banner>
    );

  return (
    <div className="device-test">
      <PermissionHelp preview={preview} platform={platform} />
      {preview.isStarting ? <Spinner label={t('meetings.testSetup.starting')} /> : null}
      <div className="device-test__grid">
        <Card title={t('meetings.testSetup.camera')}>
          {withCamera ? <PermissionBadge permission={preview.camera} /> : null}
          <CameraPreview stream={preview.stream} isSupported={withCamera} />
          {withCamera ? (
            <DeviceSelect label={t('meetings.testSetup.chooseCamera')} options={devices.cameras} value={cameraId} onChange={setCameraId} />
          ) : null}
        </Card>
        <div className="stack">
          <Card title={t('meetings.testSetup.microphone')} description={t('meetings.testSetup.microphoneHint')}>
            <PermissionBadge permission={preview.microphone} />
            <LevelMeter stream={preview.stream} />
            <DeviceSelect
              label={t('meetings.testSetup.chooseMicrophone')}
              options={devices.microphones}
              value={microphoneId}
              onChange={setMicrophoneId}
            />
          </Card>
          <SpeakerTest speakers={devices.speakers} speakerId={speakerId} onChoose={setSpeakerId} />
        </div>
      </div>
    </div>
  );
}
