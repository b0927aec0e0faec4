import { meetingSummaryMessages, transcriptionStreaming } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { json, stubServer } from '../../../test/harness.tsx';
import { liveRoomId } from './live.test-room.ts';
import { pcmWorkletName } from './pcm.ts';
import { socketUrlOf, startTranscriptionStream, type TranscriptionStreamProblem } from './transcription-stream.ts';
import { useTranscriptionStream } from './use-transcription.ts';

/** Browser audio and sockets played by stand-ins, so the streaming runs without a microphone or a server. */

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readonly url: URL;
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  bufferedAmount = 0;
  sent: Uint8Array[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(url: URL) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data.slice());
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  closeFromServer(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

type Connectable = { connectedTo: unknown[]; isDisconnected: boolean; connect: (to: unknown) => void; disconnect: () => void };
const connectable = (): Connectable => ({
  connectedTo: [],
  isDisconnected: false,
  connect(to) {
    this.connectedTo.push(to);
  },
  disconnect() {
    this.isDisconnected = true;
  },
});

let isRateRefused = false;
let isWorkletBroken = false;

class FakeAudioContext {
  static all: FakeAudioContext[] = [];
  readonly sampleRate: number;
  readonly destination = { name: 'speakers' };
  readonly source = connectable();
  isClosed = false;
  readonly audioWorklet = {
    addModule: async (_url: string) => {
      if (isWorkletBroken) throw new DOMException('The module failed to load.', 'AbortError');
    },
  };
  constructor(options?: AudioContextOptions) {
    this.sampleRate = options?.sampleRate ?? 48_000;
    FakeAudioContext.all.push(this);
  }
  createMediaStreamSource(_stream: MediaStream) {
    if (isRateRefused && this.sampleRate !== 48_000) throw new DOMException('Different sample rates.', 'NotSupportedError');
    return this.source;
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    this.isClosed = true;
    return Promise.resolve();
  }
}

class FakeWorkletNode {
  static all: FakeWorkletNode[] = [];
  readonly name: string;
  readonly options: AudioWorkletNodeOptions;
  readonly port: { onmessage: ((event: { data: ArrayBuffer }) => void) | null } = { onmessage: null };
  onprocessorerror: (() => void) | null = null;
  readonly wiring = connectable();
  constructor(_context: FakeAudioContext, name: string, options: AudioWorkletNodeOptions) {
    this.name = name;
    this.options = options;
    FakeWorkletNode.all.push(this);
  }
  connect(to: unknown) {
    this.wiring.connect(to);
  }
  disconnect() {
    this.wiring.disconnect();
  }
  /** The worklet posting one piece of PCM to the page. */
  post(bytes: Uint8Array) {
    this.port.onmessage?.({ data: bytes.slice().buffer });
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  FakeAudioContext.all = [];
  FakeWorkletNode.all = [];
  isRateRefused = false;
  isWorkletBroken = false;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
  vi.stubGlobal(
    'MediaStream',
    class {
      readonly tracks: MediaStreamTrack[];
      constructor(tracks: MediaStreamTrack[]) {
        this.tracks = tracks;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in one store for the whole file: each test reads only its own.
  toast.dismiss();
});

const track = { kind: 'audio', id: 'microphone' } as MediaStreamTrack;
const address = `/api/v1/client-meeting-rooms/${liveRoomId}/transcription-stream`;
const { chunkBytes } = transcriptionStreaming;
const chunk = (value: number) => new Uint8Array(chunkBytes).fill(value);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function start() {
  const problems: TranscriptionStreamProblem[] = [];
  const stop = startTranscriptionStream({ address, track, onProblem: (problem) => problems.push(problem) });
  const socket = FakeSocket.all[0] as FakeSocket;
  return { stop, problems, socket };
}

describe('streaming the microphone for transcription (spec 2 §7)', () => {
  it('opens the socket on this host (wss: on an https: page) and captures the track through the worklet at 44.1 kHz mono', async () => {
    expect(socketUrlOf(address, 'https://demo.example.test/meetings').href).toBe(`wss://demo.example.test${address}`);
    expect(socketUrlOf(address, 'http://localhost:5173/x').href).toBe(`ws://localhost:5173${address}`);
    const { socket } = start();
    await settle();
    expect(socket.binaryType).toBe('arraybuffer');
    const [context] = FakeAudioContext.all;
    const node = FakeWorkletNode.all[0];
    expect(context?.sampleRate).toBe(44_100);
    expect(node?.name).toBe(pcmWorkletName);
    expect(node?.options).toMatchObject({ channelCount: 1, channelCountMode: 'explicit' });
    expect(context?.source.connectedTo).toEqual([node]);
  });

  it('sends nothing until the socket opens, then each batch of at least four 4,800-byte chunks as one binary message', async () => {
    const { socket } = start();
    await settle();
    const node = FakeWorkletNode.all[0] as FakeWorkletNode;
    for (const value of [1, 2, 3, 4, 5]) node.post(chunk(value));
    expect(socket.sent).toHaveLength(0);

    socket.open();
    expect(socket.sent.map((message) => message.length)).toEqual([5 * chunkBytes]);
    expect([...new Set(socket.sent[0])]).toEqual([1, 2, 3, 4, 5]);

    // Audio arrives in pieces of any size: three and a half chunks are not yet a batch, four are.
    node.post(new Uint8Array(chunkBytes * 3.5).fill(6));
    expect(socket.sent).toHaveLength(1);
    node.post(new Uint8Array(chunkBytes / 2).fill(7));
    expect(socket.sent.map((message) => message.length)).toEqual([5 * chunkBytes, 4 * chunkBytes]);
  });

  it('keeps only the last 50 chunks while the network is behind, and sends them when it catches up, 12 chunks a message', async () => {
    const { socket } = start();
    await settle();
    const node = FakeWorkletNode.all[0] as FakeWorkletNode;
    socket.open();
    socket.bufferedAmount = 10_000_000;
    for (let index = 0; index < 60; index++) node.post(chunk(index));
    expect(socket.sent).toHaveLength(0);
    socket.bufferedAmount = 0;
    node.post(chunk(60));
    // The 50 go as messages of at most 12 chunks, oldest first.
    expect(socket.sent.map((message) => message.length / chunkBytes)).toEqual([12, 12, 12, 12, 2]);
    expect(socket.sent[0]?.[0]).toBe(11);
  });

  it('stops on its own: the socket closes, the nodes disconnect and the context closes', async () => {
    const { stop, socket, problems } = start();
    await settle();
    stop();
    expect(socket.closedWith).toBe(1000);
    expect(FakeWorkletNode.all[0]?.wiring.isDisconnected).toBe(true);
    expect(FakeAudioContext.all[0]?.source.isDisconnected).toBe(true);
    expect(FakeAudioContext.all[0]?.isClosed).toBe(true);
    expect(problems).toEqual([]);
  });

  it('treats the server closing with 4000 (turned off) as no failure, and a lost socket as the servers failing', async () => {
    const first = start();
    await settle();
    first.socket.closeFromServer(4000);
    expect(first.problems).toEqual([]);
    expect(FakeAudioContext.all[0]?.isClosed).toBe(true);

    FakeSocket.all = [];
    const second = start();
    await settle();
    second.socket.closeFromServer(1006);
    expect(second.problems).toEqual(['servers']);
    expect(FakeAudioContext.all[1]?.isClosed).toBe(true);
  });

  it('reports a worklet that fails to load, or fails while running, as the worklet failing', async () => {
    isWorkletBroken = true;
    const loading = start();
    await settle();
    expect(loading.problems).toEqual(['worklet']);
    expect(loading.socket.closedWith).toBe(1000);
    expect(FakeAudioContext.all[0]?.isClosed).toBe(true);

    isWorkletBroken = false;
    FakeSocket.all = [];
    const running = start();
    await settle();
    FakeWorkletNode.all[0]?.onprocessorerror?.();
    expect(running.problems).toEqual(['worklet']);
  });

  it('falls back to the microphone’s own rate where the browser will not mix rates (the worklet resamples)', async () => {
    isRateRefused = true;
    const { problems } = start();
    await settle();
    expect(FakeAudioContext.all.map((context) => [context.sampleRate, context.isClosed])).toEqual([
      [44_100, true],
      [48_000, false],
    ]);
    expect(FakeWorkletNode.all[0]?.options.processorOptions).toMatchObject({ targetRate: 44_100 });
    expect(problems).toEqual([]);
  });
});

describe('the streaming’s failures in the call (spec 2 §8)', () => {
  const addressUrl = `/api/v1/client-meeting-rooms/${liveRoomId}/streaming-transcription-address`;

  function renderStream(isOn = true) {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    );
    return renderHook(({ on }) => useTranscriptionStream(on, track, liveRoomId, null), { wrapper, initialProps: { on: isOn } });
  }

  it('streams to the address the server gives, and stops when turned off', async () => {
    stubServer({ [`GET ${addressUrl}`]: () => json(200, { data: { url: address } }) });
    const hook = renderStream();
    await settle();
    await settle();
    expect(FakeSocket.all[0]?.url.pathname).toBe(address);
    hook.rerender({ on: false });
    expect(FakeSocket.all[0]?.closedWith).toBe(1000);
    expect(FakeAudioContext.all[0]?.isClosed).toBe(true);
  });

  it('says ‘Error connecting transciption servers.’ when the address cannot be read or the socket fails', async () => {
    stubServer({ [`GET ${addressUrl}`]: () => json(200, { data: { url: address } }) });
    renderStream();
    await settle();
    await settle();
    act(() => FakeSocket.all[0]?.closeFromServer(1011));
    expect(await screen.findByText(meetingSummaryMessages['transcription.serversFailed'])).toBeTruthy();
  });

  it('says ‘Error handling processor worklet.’ when the worklet fails', async () => {
    isWorkletBroken = true;
    stubServer({ [`GET ${addressUrl}`]: () => json(200, { data: { url: address } }) });
    renderStream();
    expect(await screen.findByText(meetingSummaryMessages['transcription.workletFailed'])).toBeTruthy();
  });

  it('says nothing when the address is refused because it was just turned off (409), and says the servers failed otherwise', async () => {
    let status = 409;
    stubServer({ [`GET ${addressUrl}`]: () => json(status, {}) });
    const first = renderStream();
    await settle();
    await settle();
    expect(screen.queryByText(meetingSummaryMessages['transcription.serversFailed'])).toBeNull();
    first.unmount();
    status = 503;
    renderStream();
    expect(await screen.findByText(meetingSummaryMessages['transcription.serversFailed'])).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(0);
  });
});
