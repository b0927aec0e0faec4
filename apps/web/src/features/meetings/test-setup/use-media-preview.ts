import { useCallback, useEffect, useState } from 'react';
import {
  type DeviceGroups,
  type DevicePermission,
  failureOf,
  type MediaFailure,
  type Platform,
  permissionOfState,
} from './media-devices.ts';
import { useDeviceList } from './use-device-list.ts';

export type PreviewRequest = {
  /** '' lets the browser pick. */
  cameraId: string;
  microphoneId: string;
  /** Off where the camera preview is not supported: only the microphone is asked for. */
  withCamera: boolean;
  platform: Platform;
};

export type MediaPreview = {
  stream: MediaStream | null;
  camera: DevicePermission;
  microphone: DevicePermission;
  devices: DeviceGroups;
  isStarting: boolean;
  /** A device asked for is not there (unplugged, or none at all). */
  isDeviceMissing: boolean;
  /** The browser offers no media devices to this page (an old browser, or a page not served securely). */
  isUnsupported: boolean;
  hasFailed: boolean;
  retry: () => void;
};

type Outcome = { stream: MediaStream | null; failure: MediaFailure | null };

async function request(constraints: MediaStreamConstraints, platform: Platform): Promise<Outcome> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(constraints), failure: null };
  } catch (error) {
    return { stream: null, failure: failureOf(error, platform) };
  }
}

const permissionAfter = (outcome: Outcome, before: DevicePermission): DevicePermission =>
  outcome.stream ? 'granted' : outcome.failure?.kind === 'permission' ? outcome.failure.permission : before;

const stopAll = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera and microphone the person chose, live, with what the browser says about each. Both are asked for
 * together (one prompt); when that fails, each is asked for alone, so the page can say which one is refused or
 * missing. Changing a device restarts the preview; every track stops when the preview restarts or the page is left.
 */
export function useMediaPreview({ cameraId, microphoneId, withCamera, platform }: PreviewRequest): MediaPreview {
  const isUnsupported = typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function';
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState<DevicePermission>('unknown');
  const [microphone, setMicrophone] = useState<DevicePermission>('unknown');
  const { devices, refresh: listDevices } = useDeviceList(isUnsupported);
  const [isStarting, setIsStarting] = useState(!isUnsupported);
  const [isDeviceMissing, setIsDeviceMissing] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // What the browser already knows, before anything is asked; a refusal given later in its settings shows at once.
  useEffect(() => {
    if (isUnsupported || !navigator.permissions?.query) return;
    const watched: PermissionStatus[] = [];
    const watch = (name: 'camera' | 'microphone', set: (permission: DevicePermission) => void) =>
      navigator.permissions
        .query({ name: name as PermissionName })
        .then((status) => {
          watched.push(status);
          set(permissionOfState(status.state));
          status.onchange = () => {
            set(permissionOfState(status.state));
            if (status.state === 'granted') retry();
          };
        })
        .catch(() => undefined);
    void watch('camera', setCamera);
    void watch('microphone', setMicrophone);
    return () => {
      for (const status of watched) status.onchange = null;
    };
  }, [isUnsupported, retry]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a retry.
  useEffect(() => {
    if (isUnsupported) return;
    let isCurrent = true;
    let started: MediaStream | null = null;
    const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
    const video: MediaTrackConstraints | boolean = cameraId ? { deviceId: { exact: cameraId } } : true;
    setIsStarting(true);
    const start = async () => {
      const together = withCamera ? await request({ audio, video }, platform) : null;
      let outcomes: { camera: Outcome | null; microphone: Outcome };
      if (together?.stream) outcomes = { camera: together, microphone: together };
      else {
        const microphoneAlone = await request({ audio }, platform);
        const cameraAlone = withCamera ? await request({ video }, platform) : null;
        outcomes = { camera: cameraAlone, microphone: microphoneAlone };
      }
      const tracks = [...(outcomes.microphone.stream?.getAudioTracks() ?? []), ...(outcomes.camera?.stream?.getVideoTracks() ?? [])];
      started = tracks.length > 0 ? new MediaStream(tracks) : null;
      if (!isCurrent) return stopAll(started);
      setStream(started);
      setMicrophone((before) => permissionAfter(outcomes.microphone, before));
      if (outcomes.camera) setCamera((before) => permissionAfter(outcomes.camera as Outcome, before));
      const failures = [outcomes.microphone.failure, outcomes.camera?.failure].filter(
        (failure) => failure !== null && failure !== undefined,
      );
      setIsDeviceMissing(failures.some((failure) => failure.kind === 'notFound'));
      setHasFailed(failures.some((failure) => failure.kind === 'other'));
      setIsStarting(false);
      // Names and ids are listed only once a device is allowed.
      await listDevices();
    };
    void start();
    return () => {
      isCurrent = false;
      stopAll(started);
      setStream(null);
    };
  }, [cameraId, microphoneId, withCamera, platform, isUnsupported, listDevices, attempt]);

  return { stream, camera, microphone, devices, isStarting, isDeviceMissing, isUnsupported, hasFailed, retry };
}
