/**
 * The rules of the device test, kept free of the browser so they can be tested: which browser this is, what a
 * failed getUserMedia says about permission, which help text a combination of refusals calls for, how the
 * devices the browser lists are grouped, and how loud a slice of microphone samples is.
 */

/** Device permission (spec 2 §3): not asked yet or unknowable, asked, given, refused in the browser, refused by the system. */
export type DevicePermission = 'unknown' | 'prompt' | 'granted' | 'denied' | 'systemDenied';

export type Browser = 'chrome' | 'edge' | 'firefox' | 'safari' | 'other';

export type OperatingSystem = 'mac' | 'windows' | 'other';

export type Platform = { browser: Browser; isIos: boolean; system: OperatingSystem };

/** The browser, its system and whether it runs on iOS, from the user agent (every browser on iOS is Safari underneath). */
export function platformOf(userAgent: string): Platform {
  const isIos = /iPad|iPhone|iPod/u.test(userAgent) || (/Macintosh/u.test(userAgent) && /Mobile\//u.test(userAgent));
  const browser: Browser = /Edg\//u.test(userAgent)
    ? 'edge'
    : /Firefox\/|FxiOS\//u.test(userAgent)
      ? 'firefox'
      : /Chrome\/|Chromium\/|CriOS\//u.test(userAgent)
        ? 'chrome'
        : /Safari\//u.test(userAgent)
          ? 'safari'
          : 'other';
  const system: OperatingSystem = isIos ? 'other' : /Macintosh/u.test(userAgent) ? 'mac' : /Windows/u.test(userAgent) ? 'windows' : 'other';
  return { browser, isIos, system };
}

/** Where each browser explains allowing a site its camera and microphone. */
const browserHelp: Record<Browser, string> = {
  chrome: 'https://support.google.com/chrome/answer/2693767',
  edge: 'https://support.microsoft.com/microsoft-edge/windows-camera-microphone-and-privacy-a83257bc-e990-d54a-d212-b5e41beba857',
  firefox: 'https://support.mozilla.org/kb/how-manage-your-camera-and-microphone-permissions',
  safari: 'https://support.apple.com/guide/safari/websites-ibrwe2159f50/mac',
  other: 'https://support.google.com/chrome/answer/2693767',
};

/** Where each system explains letting the browser use the camera and microphone. */
const systemHelp: Record<OperatingSystem, string | null> = {
  mac: 'https://support.apple.com/guide/mac-help/control-access-to-your-camera-mchlf6d108da/mac',
  windows: 'https://support.microsoft.com/windows/manage-app-permissions-for-your-camera-in-windows-87ebc757-1f87-7bbf-84b5-0686afb6ca6b',
  other: null,
};

/** The help pages for a refusal: the browser's, and the system's where it has one. */
export function helpLinksOf(platform: Platform): { browser: string; system: string | null } {
  return { browser: browserHelp[platform.browser], system: systemHelp[platform.system] };
}

/** The camera preview is not supported on iOS or Safari (spec 2 §2.2): the page says so instead of showing one. */
export function isPreviewSupported({ browser, isIos }: Platform): boolean {
  return !isIos && browser !== 'safari';
}

/** What a failed request for a device means: a refusal (by the browser or the system), no such device, or something else. */
export type MediaFailure = { kind: 'permission'; permission: 'denied' | 'systemDenied' } | { kind: 'notFound' } | { kind: 'other' };

/**
 * Reads a getUserMedia error the way each browser reports it (spec 2 §4, microphone permission). Chrome and Edge
 * say NotAllowedError for both refusals and tell the system's apart by its message ("Permission denied by
 * system"); Firefox and Safari say NotAllowedError only for the person's own refusal. A device the system keeps
 * to itself (its privacy setting, or another app holding it) is NotReadableError everywhere.
 */
export function failureOf(error: unknown, platform: Platform): MediaFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError': {
      const isSystem = (platform.browser === 'chrome' || platform.browser === 'edge') && /by system/iu.test(message);
      return { kind: 'permission', permission: isSystem ? 'systemDenied' : 'denied' };
    }
    case 'NotReadableError':
    case 'TrackStartError':
      return { kind: 'permission', permission: 'systemDenied' };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return { kind: 'notFound' };
    default:
      return { kind: 'other' };
  }
}

/** Whether a permission state keeps the device from the page. */
export const isBlocked = (permission: DevicePermission): boolean => permission === 'denied' || permission === 'systemDenied';

/** The help text of spec 2 §8 for the camera's and microphone's states; null while neither is blocked. */
export type PermissionMessage = 'noPermissions' | 'noMicPermission' | 'noWebcamPermission' | 'noMixedPermissions';

export function permissionMessageOf(camera: DevicePermission, microphone: DevicePermission): PermissionMessage | null {
  const isCameraBlocked = isBlocked(camera);
  const isMicrophoneBlocked = isBlocked(microphone);
  if (isCameraBlocked && isMicrophoneBlocked) return camera === microphone ? 'noPermissions' : 'noMixedPermissions';
  if (isMicrophoneBlocked) return 'noMicPermission';
  if (isCameraBlocked) return 'noWebcamPermission';
  return null;
}

/** Where the help points: the browser's site settings, the system's privacy settings, or both. */
export function helpNeededFor(camera: DevicePermission, microphone: DevicePermission): { browser: boolean; system: boolean } {
  const states = [camera, microphone];
  return { browser: states.includes('denied'), system: states.includes('systemDenied') };
}

/** The Permissions API's answer in the spec's words; a browser that cannot tell says 'unknown'. */
export function permissionOfState(state: PermissionState | undefined): DevicePermission {
  if (state === 'granted' || state === 'denied' || state === 'prompt') return state;
  return 'unknown';
}

export type DeviceOption = { deviceId: string; label: string };
export type DeviceGroups = { cameras: DeviceOption[]; microphones: DeviceOption[]; speakers: DeviceOption[] };

const kindOf = { videoinput: 'cameras', audioinput: 'microphones', audiooutput: 'speakers' } as const;

/**
 * The cameras, microphones and speakers the browser lists, each once, named. Before permission is given the
 * browser hides ids and names (an empty id): such an entry says only that a kind of device exists, so it is
 * left out. Chrome's 'communications' entry repeats a device listed under its own name and is left out too.
 */
export function groupDevices(devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[]): DeviceGroups {
  const groups: DeviceGroups = { cameras: [], microphones: [], speakers: [] };
  const seen = new Set<string>();
  for (const device of devices) {
    const key = `${device.kind}:${device.deviceId}`;
    if (device.deviceId === '' || device.deviceId === 'communications' || seen.has(key)) continue;
    seen.add(key);
    const group = groups[kindOf[device.kind]];
    group.push({ deviceId: device.deviceId, label: device.label || `${fallbackNames[device.kind]} ${group.length + 1}` });
  }
  return groups;
}

const fallbackNames: Record<MediaDeviceKind, string> = { videoinput: 'Camera', audioinput: 'Microphone', audiooutput: 'Speaker' };

/** The device to use: the one chosen while it is still there, else the first listed, else none ('' lets the browser pick). */
export function chosenDevice(options: readonly DeviceOption[], chosen: string): string {
  return options.some((option) => option.deviceId === chosen) ? chosen : (options[0]?.deviceId ?? '');
}

/**
 * How loud a slice of an AnalyserNode's time-domain samples is, 0 to 100: the root mean square of their distance
 * from silence (128), scaled so ordinary speech fills most of the meter.
 */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 300));
}
