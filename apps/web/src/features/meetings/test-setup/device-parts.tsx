import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, Select, StatusBadge, type StatusTone } from '../../../ui/index.ts';
import { canChooseSpeaker, playChime, useMicrophoneLevel } from './audio.ts';
import { chosenDevice, type DeviceOption, type DevicePermission } from './media-devices.ts';
import './test-setup.css';

/** The parts of the device test that the live room's device settings show too. */

const permissionTones: Record<DevicePermission, StatusTone> = {
  unknown: 'muted',
  prompt: 'info',
  granted: 'success',
  denied: 'danger',
  systemDenied: 'danger',
};

export function PermissionBadge({ permission }: { permission: DevicePermission }) {
  const { t } = useTranslation();
  return (
    <p className="device-test__state">
      <StatusBadge tone={permissionTones[permission]}>{t(`meetings.permission.${permission}`)}</StatusBadge>
    </p>
  );
}

export function DeviceSelect({
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

export function CameraPreview({ stream, isSupported }: { stream: MediaStream | null; isSupported: boolean }) {
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
export function LevelMeter({ stream }: { stream: MediaStream | null }) {
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

export function SpeakerTest({
  speakers,
  speakerId,
  onChoose,
}: {
  speakers: DeviceOption[];
  speakerId: string;
  onChoose: (id: string) => void;
}) {
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
