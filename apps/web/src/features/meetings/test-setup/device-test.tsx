import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, ExternalLink, Spinner } from '../../../ui/index.ts';
import { CameraPreview, DeviceSelect, LevelMeter, PermissionBadge, SpeakerTest } from './device-parts.tsx';
import { helpLinksOf, helpNeededFor, isPreviewSupported, type Platform, permissionMessageOf, platformOf } from './media-devices.ts';
import { type MediaPreview, useMediaPreview } from './use-media-preview.ts';
import './test-setup.css';

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
