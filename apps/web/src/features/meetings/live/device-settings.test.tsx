import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { supportDialogs } from '../../../test/harness.tsx';
import { DeviceSettingsControl } from './device-settings.tsx';
import { useBackgroundEffect } from './use-background-effect.ts';
import type { LiveRoom } from './use-live-room.ts';

supportDialogs();

/** Tracks that say which device they are and record being stopped. */
class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  enabled = true;
  readonly kind: 'audio' | 'video';
  readonly deviceId: string;
  constructor(kind: 'audio' | 'video', deviceId: string) {
    this.kind = kind;
    this.deviceId = deviceId;
  }
  stop() {
    this.readyState = 'ended';
  }
  getSettings() {
    return { deviceId: this.deviceId };
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

const listed = [
  { kind: 'videoinput', deviceId: 'cam-1', label: 'Desk camera', groupId: 'a' },
  { kind: 'videoinput', deviceId: 'cam-2', label: 'Document camera', groupId: 'b' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Laptop microphone', groupId: 'c' },
  { kind: 'audioinput', deviceId: 'mic-2', label: 'Headset microphone', groupId: 'd' },
  { kind: 'audiooutput', deviceId: 'spk-1', label: 'Laptop speakers', groupId: 'c' },
  { kind: 'audiooutput', deviceId: 'spk-2', label: 'Headset', groupId: 'd' },
];

type Constraints = { audio?: { deviceId: { exact: string } }; video?: { deviceId: { exact: string } } };

function stubDevices(answer: (constraints: Constraints) => DOMException | null = () => null) {
  const mediaDevices = {
    getUserMedia: vi.fn(async (constraints: Constraints) => {
      const refusal = answer(constraints);
      if (refusal) throw refusal;
      const made = [
        ...(constraints.audio ? [new FakeTrack('audio', constraints.audio.deviceId.exact)] : []),
        ...(constraints.video ? [new FakeTrack('video', constraints.video.deviceId.exact)] : []),
      ];
      return new FakeStream(made);
    }),
    enumerateDevices: vi.fn(async () => listed),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  Object.defineProperty(navigator, 'userAgent', {
    value: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    configurable: true,
  });
  vi.stubGlobal('MediaStream', FakeStream);
}

/** The call's sent stream, whose tracks `replaceTrack` swaps by kind, as RoomConnection does. */
function callOf() {
  const camera = new FakeTrack('video', 'cam-1');
  const microphone = new FakeTrack('audio', 'mic-1');
  const stream = new FakeStream([camera, microphone]);
  const replaceTrack = async (next: MediaStreamTrack) => {
    const index = stream.tracks.findIndex((track) => track.kind === next.kind);
    stream.tracks.splice(index, 1, next as unknown as FakeTrack);
  };
  const room = { localStream: stream as unknown as MediaStream, replaceTrack };
  return { camera, microphone, room, sent: (kind: 'audio' | 'video') => stream.tracks.find((track) => track.kind === kind) };
}

function Harness({ room }: { room: Pick<LiveRoom, 'localStream' | 'replaceTrack'> }) {
  const background = useBackgroundEffect(room);
  return (
    <div className="live-room">
      <video data-testid="remote" muted />
      <div role="toolbar" aria-label="Meeting controls">
        <DeviceSettingsControl room={room} background={background} />
      </div>
    </div>
  );
}

const renderSettings = (room: Pick<LiveRoom, 'localStream' | 'replaceTrack'>) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness room={room} />
    </QueryClientProvider>,
  );

async function openSettings() {
  fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Device settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Device settings' });
  await within(dialog).findByRole('combobox', { name: 'Camera to use' });
  return dialog;
}

const pick = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });

beforeEach(() => {
  HTMLMediaElement.prototype.pause = () => undefined;
  (HTMLMediaElement.prototype as unknown as { setSinkId: (id: string) => Promise<void> }).setSinkId = async function (
    this: HTMLMediaElement & { sinkId?: string },
    id: string,
  ) {
    this.sinkId = id;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
});

describe('the device settings in the call (spec 2 §2.2)', () => {
  it('shows the camera’s picture, the microphone’s level and the devices in use', async () => {
    stubDevices();
    renderSettings(callOf().room);
    const dialog = await openSettings();
    expect(within(dialog).getByLabelText('Your camera, as others will see you').tagName).toBe('VIDEO');
    expect(within(dialog).getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    const camera = within(dialog).getByRole('combobox', { name: 'Camera to use' }) as HTMLSelectElement;
    expect([...camera.options].map((option) => option.text)).toEqual(['Desk camera', 'Document camera']);
    expect(camera.value).toBe('cam-1');
    expect((within(dialog).getByRole('combobox', { name: 'Microphone to use' }) as HTMLSelectElement).value).toBe('mic-1');
    expect(within(dialog).getByRole('combobox', { name: 'Speaker to use' })).toBeTruthy();
  });

  it('sends another camera in place of the first, which stops', async () => {
    stubDevices();
    const call = callOf();
    renderSettings(call.room);
    const dialog = await openSettings();
    pick(dialog, 'Camera to use', 'cam-2');
    await waitFor(() => expect(call.sent('video')?.deviceId).toBe('cam-2'));
    expect(call.camera.readyState).toBe('ended');
    expect(call.microphone.readyState).toBe('live');
    expect((within(dialog).getByRole('combobox', { name: 'Camera to use' }) as HTMLSelectElement).value).toBe('cam-2');
  });

  it('sends another microphone in place of the first, which stops', async () => {
    stubDevices();
    const call = callOf();
    renderSettings(call.room);
    const dialog = await openSettings();
    pick(dialog, 'Microphone to use', 'mic-2');
    await waitFor(() => expect(call.sent('audio')?.deviceId).toBe('mic-2'));
    expect(call.microphone.readyState).toBe('ended');
    expect(call.sent('video')).toBe(call.camera);
  });

  it('says what the browser refused and keeps the device in use', async () => {
    stubDevices((constraints) => (constraints.audio ? new DOMException('Permission denied', 'NotAllowedError') : null));
    const call = callOf();
    renderSettings(call.room);
    const dialog = await openSettings();
    pick(dialog, 'Microphone to use', 'mic-2');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your microphone is blocked, so others cannot hear you. Allow it for this site, then try again.',
    );
    expect(call.sent('audio')).toBe(call.microphone);
    expect(call.microphone.readyState).toBe('live');
  });

  it('plays the call through the chosen speaker', async () => {
    stubDevices();
    renderSettings(callOf().room);
    const dialog = await openSettings();
    pick(dialog, 'Speaker to use', 'spk-2');
    await waitFor(() => expect((screen.getByTestId('remote') as HTMLVideoElement & { sinkId?: string }).sinkId).toBe('spk-2'));
  });
});
