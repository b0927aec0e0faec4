import { describe, expect, it } from 'vitest';
import {
  chosenDevice,
  failureOf,
  groupDevices,
  helpLinksOf,
  helpNeededFor,
  isPreviewSupported,
  levelOf,
  type Platform,
  permissionMessageOf,
  permissionOfState,
  platformOf,
} from './media-devices.ts';

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  firefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};

const on = (browser: Platform['browser']): Platform => ({ browser, isIos: false, system: 'mac' });
const error = (name: string, message = '') => new DOMException(message, name);

describe('the browser, from its user agent', () => {
  it.each([
    ['chrome', { browser: 'chrome', isIos: false, system: 'other' }],
    ['edge', { browser: 'edge', isIos: false, system: 'windows' }],
    ['firefox', { browser: 'firefox', isIos: false, system: 'mac' }],
    ['safari', { browser: 'safari', isIos: false, system: 'mac' }],
    ['iphoneChrome', { browser: 'chrome', isIos: true, system: 'other' }],
    ['ipadDesktop', { browser: 'safari', isIos: true, system: 'other' }],
  ] as const)('%s', (agent, platform) => {
    expect(platformOf(agents[agent])).toEqual(platform);
  });

  it('the camera preview is not supported on iOS, whatever the browser, nor in Safari', () => {
    expect(isPreviewSupported(platformOf(agents.chrome))).toBe(true);
    expect(isPreviewSupported(platformOf(agents.firefox))).toBe(true);
    expect(isPreviewSupported(platformOf(agents.safari))).toBe(false);
    expect(isPreviewSupported(platformOf(agents.iphoneChrome))).toBe(false);
  });

  it('sends a refusal to the browser’s help, and to the system’s where it has one', () => {
    expect(helpLinksOf(platformOf(agents.firefox))).toEqual({
      browser: 'https://support.mozilla.org/kb/how-manage-your-camera-and-microphone-permissions',
      system: 'https://support.apple.com/guide/mac-help/control-access-to-your-camera-mchlf6d108da/mac',
    });
    expect(helpLinksOf(platformOf(agents.chrome)).system).toBeNull();
  });
});

describe('what a failed request for a device means', () => {
  it.each([
    ['chrome', 'NotAllowedError', 'Permission denied', 'denied'],
    ['chrome', 'NotAllowedError', 'Permission denied by system', 'systemDenied'],
    ['edge', 'NotAllowedError', 'Permission denied by system', 'systemDenied'],
    ['firefox', 'NotAllowedError', 'The request is not allowed by the user agent or the platform in the current context.', 'denied'],
    ['safari', 'NotAllowedError', 'The request is not allowed by the user agent or the platform in the current context', 'denied'],
    ['firefox', 'NotReadableError', 'Failed to allocate videosource', 'systemDenied'],
    ['chrome', 'NotReadableError', 'Could not start video source', 'systemDenied'],
    ['chrome', 'SecurityError', '', 'denied'],
  ] as const)('%s: %s “%s” is %s', (browser, name, message, permission) => {
    expect(failureOf(error(name, message), on(browser))).toEqual({ kind: 'permission', permission });
  });

  it('a missing or unmatched device is not found; anything else is neither', () => {
    expect(failureOf(error('NotFoundError'), on('chrome'))).toEqual({ kind: 'notFound' });
    expect(failureOf(error('OverconstrainedError'), on('firefox'))).toEqual({ kind: 'notFound' });
    expect(failureOf(error('AbortError'), on('chrome'))).toEqual({ kind: 'other' });
    expect(failureOf('not an error', on('chrome'))).toEqual({ kind: 'other' });
  });
});

describe('the help text for the permission states', () => {
  it.each([
    ['granted', 'granted', null],
    ['prompt', 'unknown', null],
    ['denied', 'granted', 'noWebcamPermission'],
    ['granted', 'systemDenied', 'noMicPermission'],
    ['denied', 'denied', 'noPermissions'],
    ['systemDenied', 'systemDenied', 'noPermissions'],
    ['denied', 'systemDenied', 'noMixedPermissions'],
  ] as const)('camera %s, microphone %s: %s', (camera, microphone, message) => {
    expect(permissionMessageOf(camera, microphone)).toBe(message);
  });

  it('points to the browser’s settings for a browser refusal and the system’s for a system one', () => {
    expect(helpNeededFor('denied', 'granted')).toEqual({ browser: true, system: false });
    expect(helpNeededFor('granted', 'systemDenied')).toEqual({ browser: false, system: true });
    expect(helpNeededFor('denied', 'systemDenied')).toEqual({ browser: true, system: true });
  });

  it('reads the Permissions API’s states, and unknown where it has none', () => {
    expect(permissionOfState('granted')).toBe('granted');
    expect(permissionOfState('prompt')).toBe('prompt');
    expect(permissionOfState('denied')).toBe('denied');
    expect(permissionOfState(undefined)).toBe('unknown');
  });
});

describe('the devices the browser lists', () => {
  it('groups them by kind, each once, leaving out the hidden entries and Chrome’s communications repeat', () => {
    const groups = groupDevices([
      { kind: 'videoinput', deviceId: 'cam-1', label: 'FaceTime HD Camera' },
      { kind: 'audioinput', deviceId: 'default', label: 'Default - MacBook Microphone' },
      { kind: 'audioinput', deviceId: 'communications', label: 'Communications - MacBook Microphone' },
      { kind: 'audioinput', deviceId: 'mic-1', label: 'MacBook Microphone' },
      { kind: 'audioinput', deviceId: 'mic-1', label: 'MacBook Microphone' },
      { kind: 'audiooutput', deviceId: 'spk-1', label: '' },
      { kind: 'videoinput', deviceId: '', label: '' },
    ]);
    expect(groups).toEqual({
      cameras: [{ deviceId: 'cam-1', label: 'FaceTime HD Camera' }],
      microphones: [
        { deviceId: 'default', label: 'Default - MacBook Microphone' },
        { deviceId: 'mic-1', label: 'MacBook Microphone' },
      ],
      speakers: [{ deviceId: 'spk-1', label: 'Speaker 1' }],
    });
  });

  it('keeps the chosen device while it is listed, else takes the first, else lets the browser pick', () => {
    const options = [
      { deviceId: 'a', label: 'A' },
      { deviceId: 'b', label: 'B' },
    ];
    expect(chosenDevice(options, 'b')).toBe('b');
    expect(chosenDevice(options, 'unplugged')).toBe('a');
    expect(chosenDevice([], 'a')).toBe('');
  });
});

describe('the microphone level', () => {
  it('is 0 for silence, full for a loud signal, and between for speech', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(Uint8Array.from({ length: 64 }, (_, index) => (index % 2 ? 255 : 0)))).toBe(100);
    const speech = levelOf(Uint8Array.from({ length: 64 }, (_, index) => 128 + Math.round(20 * Math.sin(index / 3))));
    expect(speech).toBeGreaterThan(20);
    expect(speech).toBeLessThan(100);
    expect(levelOf(new Uint8Array())).toBe(0);
  });
});
