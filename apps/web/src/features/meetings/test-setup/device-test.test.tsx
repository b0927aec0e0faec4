import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { practiceWithFeatures, renderArea, userOf } from '../../../test/harness.tsx';
import { meetingsRoutes } from '../meetings.area.tsx';

/** A stand-in for the browser's media devices: scripted answers to getUserMedia, a device list, and tracks that record being stopped. */

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  readonly kind: 'audio' | 'video';
  readonly deviceId: string;
  constructor(kind: 'audio' | 'video', deviceId: string) {
    this.kind = kind;
    this.deviceId = deviceId;
  }
  stop() {
    this.readyState = 'ended';
  }
}

class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = tracks;
  }
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
}

type Constraints = { audio?: boolean | { deviceId?: { exact: string } }; video?: boolean | { deviceId?: { exact: string } } };
type Answer = FakeStream | DOMException;

const listed = [
  { kind: 'videoinput', deviceId: 'cam-1', label: 'Desk camera', groupId: 'a' },
  { kind: 'videoinput', deviceId: 'cam-2', label: 'Document camera', groupId: 'b' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Headset microphone', groupId: 'c' },
  { kind: 'audiooutput', deviceId: 'spk-1', label: 'Headset', groupId: 'c' },
];

let tracks: FakeTrack[] = [];
let asked: Constraints[] = [];

function stubDevices(
  answer: (constraints: Constraints) => Answer,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36',
) {
  asked = [];
  tracks = [];
  const deviceOf = (wanted: Constraints['audio'], fallback: string) =>
    typeof wanted === 'object' && wanted.deviceId ? wanted.deviceId.exact : fallback;
  const mediaDevices = {
    getUserMedia: vi.fn(async (constraints: Constraints) => {
      asked.push(constraints);
      const result = answer(constraints);
      if (result instanceof DOMException) throw result;
      const made = [
        ...(constraints.audio ? [new FakeTrack('audio', deviceOf(constraints.audio, 'mic-1'))] : []),
        ...(constraints.video ? [new FakeTrack('video', deviceOf(constraints.video, 'cam-1'))] : []),
      ];
      tracks.push(...made);
      return new FakeStream(made);
    }),
    enumerateDevices: vi.fn(async () => listed),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  vi.stubGlobal('MediaStream', FakeStream);
}

const allowed = () => new FakeStream();
const refused = (message = 'Permission denied') => new DOMException(message, 'NotAllowedError');

beforeEach(() => {
  HTMLMediaElement.prototype.pause = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'userAgent');
});

const roomId = '9a1c7f0e-4a55-4f43-9b5e-0a1f2f0c1a33';
const theClient = userOf('client', { id: '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22' });
const renderTest = () =>
  renderArea(meetingsRoutes, `/meetings/client-meeting-rooms/${roomId}/test-setup`, {
    user: theClient,
    practice: practiceWithFeatures(['adviceRoom']),
  });

describe('the device test page', () => {
  it('shows the camera mirrored, with the devices to choose from, and restarts the preview on another camera', async () => {
    stubDevices(allowed);
    const { router } = renderTest();
    expect(await screen.findByRole('heading', { name: 'Test your camera and microphone', level: 1 })).toBeTruthy();
    const video = await screen.findByLabelText('Your camera, as others will see you');
    expect(video.className).toContain('device-test__video');
    const camera = (await screen.findByRole('combobox', { name: 'Camera to use' })) as HTMLSelectElement;
    expect([...camera.options].map((option) => option.text)).toEqual(['Desk camera', 'Document camera']);
    expect(screen.getByRole('combobox', { name: 'Microphone to use' })).toBeTruthy();
    expect(screen.getAllByText('Allowed')).toHaveLength(2);
    expect(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('max')).toBe('100');
    expect(screen.getByRole('link', { name: 'Back to the meeting' }).getAttribute('href')).toBe(`/meetings/client-meeting-rooms/${roomId}`);

    const first = [...tracks];
    fireEvent.change(camera, { target: { value: 'cam-2' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ audio: true, video: { deviceId: { exact: 'cam-2' } } }));
    expect(first.every((track) => track.readyState === 'ended')).toBe(true);

    act(() => void router.navigate('/elsewhere'));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('says the camera is blocked in the browser, with the browser’s help, while the microphone still works', async () => {
    stubDevices((constraints) => (constraints.video ? refused() : allowed()));
    renderTest();
    expect(
      await screen.findByText('Your camera is blocked, so others cannot see you. Allow it for this site, then try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Blocked in your browser')).toBeTruthy();
    expect(screen.getByText('Allowed')).toBeTruthy();
    expect(screen.getByRole('link', { name: /How to allow them in your browser/u }).getAttribute('href')).toBe(
      'https://support.google.com/chrome/answer/2693767',
    );
    expect(screen.getByText('No picture from the camera.')).toBeTruthy();
  });

  it('tells a refusal by the system from one in the browser, and tries again when asked', async () => {
    let isBlocked = true;
    stubDevices(
      (constraints) => (!isBlocked ? allowed() : constraints.video ? refused() : refused('Permission denied by system')),
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    );
    renderTest();
    const banner = (await screen.findByText(/one in your browser, the other by your system/u)).closest('.ui-banner') as HTMLElement;
    expect(within(banner).getByRole('link', { name: /in your browser/u })).toBeTruthy();
    expect(
      within(banner)
        .getByRole('link', { name: /in your system settings/u })
        .getAttribute('href'),
    ).toContain('support.apple.com');
    expect(screen.getByText('Blocked by your system')).toBeTruthy();
    isBlocked = false;
    fireEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByText('Allowed')).toHaveLength(2));
    expect(screen.queryByText(/one in your browser, the other by your system/u)).toBeNull();
  });

  it('says when a device is not found', async () => {
    stubDevices((constraints) => (constraints.video ? new DOMException('Requested device not found', 'NotFoundError') : allowed()));
    renderTest();
    expect(await screen.findByText(/We could not find a camera or microphone/u)).toBeTruthy();
  });

  it('in Safari says the preview is not supported, and tests the microphone alone', async () => {
    stubDevices(
      allowed,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    );
    renderTest();
    expect(await screen.findByText(/This browser cannot show your camera before the meeting/u)).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([{ audio: true }]));
    expect(screen.queryByRole('combobox', { name: 'Camera to use' })).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Microphone to use' })).toBeTruthy();
  });

  it('moves the meter with what the microphone hears', async () => {
    stubDevices(allowed);
    class FakeAudioContext {
      createAnalyser = () => ({
        fftSize: 0,
        getByteTimeDomainData: (samples: Uint8Array) => samples.set(samples.map((_, index) => (index % 2 ? 200 : 56))),
      });
      createMediaStreamSource = () => ({ connect: () => undefined });
      close = async () => undefined;
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    renderTest();
    const meter = await screen.findByRole('meter', { name: 'Microphone level' });
    await waitFor(() => expect(Number(meter.getAttribute('value'))).toBeGreaterThan(50));
    expect(meter.getAttribute('aria-valuetext')).toMatch(/Loud|Good/u);
  });

  it('says so when the browser offers no camera or microphone to the page', async () => {
    renderTest();
    expect(await screen.findByText(/This browser cannot use a camera or microphone on this page/u)).toBeTruthy();
  });
});
