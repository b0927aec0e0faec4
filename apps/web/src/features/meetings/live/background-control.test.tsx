import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { json, stubServer, stubUploadTransport, supportDialogs } from '../../../test/harness.tsx';
import { BackgroundControl } from './background-control.tsx';
import type { BackgroundChoice } from './background-effect.ts';
import { canUseBackgroundEffects, hasWhatTheEffectNeeds, useBackgroundEffect } from './use-background-effect.ts';
import type { LiveRoom } from './use-live-room.ts';

/** The effect itself needs a GPU and a camera: here it is a stand-in that records what it was asked to show. */
const effect = vi.hoisted(() => ({
  started: [] as { source: unknown; choices: unknown[] }[],
  isFailing: false,
}));

vi.mock('./background-effect.ts', () => {
  class FakeTrack {
    kind = 'video';
    readyState = 'live';
    enabled = true;
    label = 'processed';
    stop() {
      this.readyState = 'ended';
    }
    getSettings() {
      return {};
    }
  }
  class BackgroundProcessor {
    private readonly record: { source: unknown; choices: unknown[] };
    private readonly output = new FakeTrack();
    constructor(source: unknown, choice: unknown) {
      this.record = { source, choices: [choice] };
    }
    async start() {
      if (effect.isFailing) throw new Error('no GPU');
      effect.started.push(this.record);
      return this.output;
    }
    async setChoice(choice: unknown) {
      this.record.choices.push(choice);
    }
    async setSource(track: unknown) {
      this.record.source = track;
    }
    stop() {
      this.output.stop();
    }
  }
  return { BackgroundProcessor };
});

supportDialogs();

const agents = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1',
};

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  enabled = true;
  readonly kind = 'video';
  readonly label: string;
  constructor(label: string) {
    this.label = label;
  }
  stop() {
    this.readyState = 'ended';
  }
  getSettings() {
    return { deviceId: 'cam-1' };
  }
}

/** The call as the background effect sees it: the stream it sends, whose camera `replaceTrack` swaps. */
function callOf() {
  const camera = new FakeTrack('camera') as unknown as MediaStreamTrack;
  let sent: MediaStreamTrack[] = [camera];
  const localStream = { getVideoTracks: () => sent, getTracks: () => sent } as unknown as MediaStream;
  const replaceTrack = async (track: MediaStreamTrack) => {
    sent = [track];
  };
  const sentCamera = () => sent[0] as MediaStreamTrack;
  return { camera, room: { localStream, replaceTrack } satisfies Pick<LiveRoom, 'localStream' | 'replaceTrack'>, sent: sentCamera };
}

const userId = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const pictureUrl = `/api/v1/users/${userId}/virtual-background`;

function Harness({ room, userId }: { room: Pick<LiveRoom, 'localStream' | 'replaceTrack'>; userId: string | null }) {
  const background = useBackgroundEffect(room);
  return (
    <div role="toolbar" aria-label="Meeting controls">
      <BackgroundControl background={background} userId={userId} />
    </div>
  );
}

function renderControl(room: Pick<LiveRoom, 'localStream' | 'replaceTrack'>, who: string | null = userId) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness room={room} userId={who} />
    </QueryClientProvider>,
  );
}

function useAgent(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

/** What the effect needs of a browser, as a recent Chrome has it. */
function giveEffectSupport() {
  vi.stubGlobal('OffscreenCanvas', class {});
  HTMLCanvasElement.prototype.captureStream = (() => ({})) as unknown as HTMLCanvasElement['captureStream'];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
    kind === 'webgl2' ? {} : null) as unknown as HTMLCanvasElement['getContext']);
}

const open = async () => {
  fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Background' }));
  return screen.getByRole('dialog', { name: 'Background effect' });
};

const choose = (file: File) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

const pngNamed = (name: string, size = 2_048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  effect.started = [];
  effect.isFailing = false;
  useAgent(agents.chrome);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('where the background effect is offered (spec 2 §2.2)', () => {
  it.each([
    ['Safari', agents.safari],
    ['Firefox', agents.firefox],
    ['iOS, whatever the browser', agents.iphoneChrome],
  ])('is hidden on %s, even where the browser could run it', (_name, agent) => {
    expect(canUseBackgroundEffects(agent, () => true)).toBe(false);
  });

  it('is offered in Chrome and Edge only when the browser has what the effect needs', () => {
    expect(canUseBackgroundEffects(agents.chrome, () => true)).toBe(true);
    expect(canUseBackgroundEffects(agents.chrome, () => false)).toBe(false);
  });

  it('needs an OffscreenCanvas, a canvas that streams and WebGL', () => {
    expect(hasWhatTheEffectNeeds()).toBe(false);
    giveEffectSupport();
    expect(hasWhatTheEffectNeeds()).toBe(true);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(hasWhatTheEffectNeeds()).toBe(false);
  });

  it('leaves the control out of the bar in Safari', () => {
    useAgent(agents.safari);
    renderControl(callOf().room);
    expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: 'Background' })).toBeNull();
  });
});

describe('the background effect choice', () => {
  beforeEach(() => {
    giveEffectSupport();
  });

  it('offers no effect, blur and a virtual background; blur sends the processed camera, no effect the camera again', async () => {
    const call = callOf();
    renderControl(call.room);
    const dialog = await open();
    const group = within(dialog).getByRole('group', { name: 'What others see behind you' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No effect', 'Blur background', 'Virtual background']);
    expect(within(group).getByRole('radio', { name: 'No effect' })).toHaveProperty('checked', true);

    fireEvent.click(within(group).getByRole('radio', { name: 'Blur background' }));
    await waitFor(() => expect((call.sent() as unknown as FakeTrack).label).toBe('processed'));
    expect(effect.started).toEqual([{ source: call.camera, choices: [{ kind: 'blurBackground' }] }]);
    expect(call.camera.readyState).toBe('live');
    expect(within(group).getByRole('radio', { name: 'Blur background' })).toHaveProperty('checked', true);

    const processed = call.sent();
    fireEvent.click(within(group).getByRole('radio', { name: 'No effect' }));
    await waitFor(() => expect(call.sent()).toBe(call.camera));
    expect(processed.readyState).toBe('ended');
    expect(call.camera.readyState).toBe('live');
  });

  it('offers a guest no virtual background (a guest has no account to keep a picture in)', async () => {
    renderControl(callOf().room, null);
    const dialog = await open();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No effect', 'Blur background']);
  });

  it('says so when the effect cannot start, and the camera is sent as it is', async () => {
    effect.isFailing = true;
    const call = callOf();
    renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blur background' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The background effect could not be started. The others see your camera as it is.',
    );
    expect(call.sent()).toBe(call.camera);
  });

  it('uses the person’s own picture for the virtual background', async () => {
    stubServer({ [`GET ${pictureUrl}`]: () => new Response('jpeg bytes', { status: 200, headers: { 'content-type': 'image/jpeg' } }) });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => undefined }));
    const call = callOf();
    renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Virtual background' }));
    expect(await within(dialog).findByRole('img', { name: 'Your virtual background' })).toBeTruthy();
    await waitFor(() => expect(effect.started).toHaveLength(1));
    const [choice] = (effect.started[0]?.choices ?? []) as BackgroundChoice[];
    expect(choice?.kind).toBe('virtualBackground');
    expect(await (choice as { image: Blob }).image.text()).toBe('jpeg bytes');
    expect((call.sent() as unknown as FakeTrack).label).toBe('processed');
  });
});

describe('a virtual background without a picture', () => {
  beforeEach(() => {
    giveEffectSupport();
  });

  function withoutPicture(afterUpload: string | null = null) {
    let saved: string | null = null;
    stubServer({
      [`GET ${pictureUrl}`]: () =>
        saved
          ? new Response(saved, { status: 200, headers: { 'content-type': 'image/jpeg' } })
          : json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'Not found' }] }),
    });
    return {
      save: () => {
        saved = afterUpload;
      },
    };
  }

  it('offers to upload one, shows the server’s refusal beside the field, and sends the camera as it is', async () => {
    withoutPicture();
    const sent: FormData[] = [];
    stubUploadTransport((form) => {
      sent.push(form);
      return {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              code: 'upload.type_not_allowed',
              title: 'Unprocessable',
              detail: '“room.png” is named as a .png file, but it is a PDF document. Upload a PNG, JPG or WebP file.',
              source: { pointer: '/image' },
            },
          ],
        },
      };
    });
    const call = callOf();
    renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Virtual background' }));
    expect(await within(dialog).findByText('You have no virtual background yet. Upload a picture to show behind you.')).toBeTruthy();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toContain('image/png');

    await act(async () => choose(pngNamed('room.png')));
    const error = await within(dialog).findByText(/is named as a \.png file, but it is a PDF document/u);
    expect(input?.getAttribute('aria-describedby')).toContain(error.closest('[id]')?.id ?? 'missing');
    expect(sent).toHaveLength(1);
    expect((sent[0]?.get('image') as File | undefined)?.name).toBe('room.png');
    expect(effect.started).toEqual([]);
    expect(call.sent()).toBe(call.camera);
  });

  it('refuses a file over the limit before sending it', async () => {
    withoutPicture();
    const sent: FormData[] = [];
    stubUploadTransport((form) => {
      sent.push(form);
      return { status: 200, body: { data: { message: 'saved' } } };
    });
    renderControl(callOf().room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Virtual background' }));
    await within(dialog).findByText(/no virtual background yet/u);
    await act(async () => choose(pngNamed('huge.png', 10 * 1_048_576 + 1)));
    expect(await within(dialog).findByText(/huge\.png/u)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('uses a picture as soon as it is uploaded', async () => {
    const server = withoutPicture('fresh picture');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => undefined }));
    stubUploadTransport(() => {
      server.save();
      return { status: 200, body: { data: { message: 'Your virtual background is saved.' } } };
    });
    const call = callOf();
    renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Virtual background' }));
    await within(dialog).findByText(/no virtual background yet/u);
    await act(async () => choose(pngNamed('garden.png')));
    await waitFor(() => expect(effect.started).toHaveLength(1));
    const [choice] = (effect.started[0]?.choices ?? []) as { kind: string; image: Blob }[];
    expect(await choice?.image.text()).toBe('fresh picture');
    expect((call.sent() as unknown as FakeTrack).label).toBe('processed');
  });
});

describe('leaving the call with an effect on', () => {
  it('stops the raw camera once the call has stopped what it sent', async () => {
    giveEffectSupport();
    const call = callOf();
    const view = renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blur background' }));
    await waitFor(() => expect((call.sent() as unknown as FakeTrack).label).toBe('processed'));
    call.sent().stop();
    view.unmount();
    expect(call.camera.readyState).toBe('ended');
  });

  it('gives the call its raw camera back when only this part of the page goes (a reconnect)', async () => {
    giveEffectSupport();
    const call = callOf();
    const view = renderControl(call.room);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blur background' }));
    await waitFor(() => expect((call.sent() as unknown as FakeTrack).label).toBe('processed'));
    view.unmount();
    await waitFor(() => expect(call.sent()).toBe(call.camera));
    expect(call.camera.readyState).toBe('live');
  });
});
