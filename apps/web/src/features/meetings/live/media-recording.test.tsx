import type { MeetingRecordingState, RecordingTrackView } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { json, type SentRequest, stubServer, stubUploadTransport } from '../../../test/harness.tsx';
import { liveCatalogue } from './live.catalogue.ts';
import { liveRoomId, liveRoomOf } from './live.test-room.ts';
import { PieceUploader } from './piece-uploader.ts';
import type { ConnectionState } from './room-connection.ts';
import { useMediaRecording } from './use-media-recording.ts';

/** The browser's recorder and media played by stand-ins, so the recording runs without a camera, and the server scripted. */

class FakeTrack {
  readonly kind: 'audio' | 'video';
  readyState: MediaStreamTrackState = 'live';
  enabled = true;
  constructor(kind: 'audio' | 'video') {
    this.kind = kind;
  }
}

class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = tracks;
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

/** A recorder that hands over its data, named after it, a moment after it stops (as browsers do). */
class FakeRecorder extends EventTarget {
  static all: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type.includes('webm');
  readonly number: number;
  readonly kinds: string[];
  readonly mimeType: string;
  state: RecordingState = 'inactive';
  startedWith: unknown[] = [];
  constructor(stream: FakeStream, options: MediaRecorderOptions) {
    super();
    this.number = FakeRecorder.all.length;
    this.kinds = stream.getTracks().map((track) => track.kind);
    this.mimeType = options.mimeType ?? '';
    FakeRecorder.all.push(this);
  }
  requested = 0;
  start(...args: unknown[]) {
    this.startedWith = args;
    this.state = 'recording';
  }
  requestData() {
    this.requested += 1;
  }
  /** A chunk handed over while recording, as a `timeslice` or `requestData` makes the browser do. */
  chunk(data: BlobPart) {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([data]) }));
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    setTimeout(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([`recorder ${this.number}`]) }));
      this.dispatchEvent(new Event('stop'));
    }, 0);
  }
}

const trackId = '3f6c1a2b-0000-4000-8000-0000000000a1';
const nextTrackId = '3f6c1a2b-0000-4000-8000-0000000000a2';
const recordingId = '3f6c1a2b-0000-4000-8000-0000000000b1';
const tracksUrl = `/api/v1/client-meeting-rooms/${liveRoomId}/recording-tracks`;
const startedAt = '2026-12-01T10:05:00.000Z';
const on = (type: 'audio' | 'video', started_at = startedAt): MeetingRecordingState => ({ recording: true, type, started_at });
const off: MeetingRecordingState = { recording: false, type: null, started_at: null };

const trackOf = (id: string, kind: 'audio' | 'video', held: number[] = []): RecordingTrackView => ({
  id,
  recording_id: recordingId,
  kind,
  pieces_received: held,
});

type Upload = { trackId: string; index: number; file: File; status: number };

/** The server: tracks created in turn from `ids`, the pieces it holds, and each upload answered by `answer`. */
type Served = { ids?: string[]; held?: number[]; answer?: (upload: Omit<Upload, 'status'>) => number };

function serve({ ids = [trackId, nextTrackId], held = [], answer = () => 200 }: Served = {}) {
  const created = [...ids];
  const server = { held, answer };
  const sent = stubServer({
    [`POST ${tracksUrl}`]: (request) => json(201, { data: trackOf(created.shift() ?? nextTrackId, request.body?.kind as 'audio') }),
    [`GET ${tracksUrl}/${trackId}`]: () => json(200, { data: trackOf(trackId, 'video', server.held) }),
  });
  const uploads: Upload[] = [];
  stubUploadTransport((form, url) => {
    const [, id = '', index = ''] = url.match(/recording-tracks\/([^/]+)\/pieces\/(\d+)/u) ?? [];
    const upload = { trackId: id, index: Number(index), file: form.get('file') as File };
    const status = server.answer(upload);
    uploads.push({ ...upload, status });
    return status === 200
      ? { status, body: { data: { index: upload.index, size: upload.file.size } } }
      : { status, body: { errors: [{ status: String(status), code: 'server', title: 'Unavailable', detail: 'Try later.' }] } };
  });
  return { sent, uploads, server };
}

const creations = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST').map((request) => request.body);
const reads = (sent: SentRequest[]) => sent.filter((request) => request.method === 'GET' && request.url.includes('recording-tracks'));
const sentIndexes = (uploads: Upload[]) => uploads.filter((upload) => upload.status === 200).map((upload) => upload.index);
const texts = (uploads: Upload[]) => Promise.all(uploads.filter((upload) => upload.status === 200).map((upload) => upload.file.text()));

type Props = { state: ConnectionState; recording: MeetingRecordingState | null; stream: FakeStream | null; guestToken?: string | null };

function renderRecording(initial: Props) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook(
    ({ state, recording, stream, guestToken = null }: Props) =>
      useMediaRecording(
        liveRoomOf({ state, localStream: stream as unknown as MediaStream }),
        liveRoomId,
        guestToken,
        // As the call reads it: unknown while not connected.
        state === 'Connected' ? recording : null,
      ),
    { wrapper, initialProps: initial },
  );
}

const camera = () => new FakeStream([new FakeTrack('video'), new FakeTrack('audio')]);
/** Time passes on the fake clock; then the uploads it set off (a few promises and a moment each) are let through. */
const elapse = (millis: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(millis);
    for (let round = 0; round < 5; round++) {
      // Reading a response's body waits on the real event loop.
      await new Promise((resolve) => setImmediate(resolve));
      // A moment's wait set during a tick falls a millisecond later on the fake clock.
      await vi.advanceTimersByTimeAsync(1);
    }
  });
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

beforeEach(() => {
  FakeRecorder.all = [];
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('MediaStream', FakeStream);
  // biome-ignore lint/suspicious/noDocumentCookie: the server's CSRF cookie, so each upload sends at once.
  document.cookie = 'csrf_token=test-csrf; path=/';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  // The call goes away while the stand-ins are still here: its last pieces go nowhere else.
  cleanup();
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('recording this person’s media in pieces (issue 16)', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('creates the track once, then cuts a whole WebM piece every 10 seconds and sends each by its index', async () => {
    const { sent, uploads } = serve();
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await elapse(0);
    expect(creations(sent)).toEqual([{ kind: 'video' }]);
    expect(FakeRecorder.all).toHaveLength(1);
    const [first] = FakeRecorder.all;
    expect(first?.kinds).toEqual(['video', 'audio']);
    expect(first?.mimeType).toBe('video/webm;codecs=vp8,opus');
    // Chunks every second, kept until the recorder stops: joined from the first, they are one file with its own header.
    expect(first?.startedWith).toEqual([1_000]);

    await elapse(10_000);
    expect(FakeRecorder.all.map((recorder) => recorder.state)).toEqual(['inactive', 'recording']);
    await elapse(10_000);
    await elapse(10_000);
    expect(FakeRecorder.all).toHaveLength(4);
    expect(sentIndexes(uploads)).toEqual([0, 1, 2]);
    expect(uploads.every((upload) => upload.trackId === trackId && upload.file.name.endsWith('.webm'))).toBe(true);
    expect(await texts(uploads)).toEqual(['recorder 0', 'recorder 1', 'recorder 2']);
    expect(creations(sent)).toHaveLength(1);
  });

  it('records only the microphone for an audio-only recording, as audio WebM', async () => {
    const { sent, uploads } = serve();
    renderRecording({ state: 'Connected', recording: on('audio'), stream: camera() });
    await elapse(10_000);
    expect(creations(sent)).toEqual([{ kind: 'audio' }]);
    expect(FakeRecorder.all.map((recorder) => [recorder.kinds, recorder.mimeType])).toEqual([
      [['audio'], 'audio/webm;codecs=opus'],
      [['audio'], 'audio/webm;codecs=opus'],
    ]);
    expect(sentIndexes(uploads)).toEqual([0]);
  });

  it('sends a failed piece again after a wait, and the pieces after it only once it is taken', async () => {
    let failures = 2;
    const { uploads } = serve({ answer: ({ index }) => (index === 0 && failures-- > 0 ? 503 : 200) });
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await elapse(10_000);
    expect(uploads.map((upload) => [upload.index, upload.status])).toEqual([[0, 503]]);
    await elapse(1_000);
    expect(uploads.map((upload) => [upload.index, upload.status])).toEqual([
      [0, 503],
      [0, 503],
    ]);
    // Piece 1 is ready meanwhile, and waits behind piece 0.
    await elapse(1_500);
    await elapse(9_000);
    expect(uploads.map((upload) => [upload.index, upload.status])).toEqual([
      [0, 503],
      [0, 503],
      [0, 200],
      [1, 200],
    ]);
    expect(await texts(uploads)).toEqual(['recorder 0', 'recorder 1']);
  });

  it('after a reconnect reads the track and sends only the pieces the server lacks, then goes on from the next index', async () => {
    let isFailing = true;
    const { sent, uploads, server } = serve({ answer: () => (isFailing ? 503 : 200) });
    const stream = camera();
    const call = renderRecording({ state: 'Connected', recording: on('video'), stream });
    await elapse(20_000);
    // The connection drops: the recorder stops, and its last piece waits with the others.
    call.rerender({ state: 'Connecting', recording: null, stream });
    await elapse(3_000);
    expect(FakeRecorder.all.every((recorder) => recorder.state === 'inactive')).toBe(true);
    expect(uploads.every((upload) => upload.status === 503)).toBe(true);

    // The server had taken pieces 0 and 1, though their answers were lost.
    server.held = [0, 1];
    isFailing = false;
    call.rerender({ state: 'Connected', recording: on('video'), stream });
    await elapse(0);
    expect(reads(sent)).toHaveLength(1);
    expect(creations(sent)).toHaveLength(1);
    expect(sentIndexes(uploads)).toEqual([2]);
    await elapse(10_000);
    expect(sentIndexes(uploads)).toEqual([2, 3]);
    expect(uploads.filter((upload) => upload.status === 200).every((upload) => upload.trackId === trackId)).toBe(true);
  });

  it('sends the last piece when the recording stops, and records no more', async () => {
    const { uploads } = serve();
    const call = renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await elapse(14_000);
    call.rerender({ state: 'Connected', recording: off, stream: camera() });
    await elapse(0);
    expect(sentIndexes(uploads)).toEqual([0, 1]);
    expect(await texts(uploads)).toEqual(['recorder 0', 'recorder 1']);
    await elapse(30_000);
    expect(FakeRecorder.all).toHaveLength(2);
    expect(sentIndexes(uploads)).toEqual([0, 1]);
  });

  it('sends the last piece when the person leaves the call', async () => {
    const { uploads } = serve();
    const stream = camera();
    const call = renderRecording({ state: 'Connected', recording: on('audio'), stream });
    await elapse(3_000);
    call.rerender({ state: 'Disconnected', recording: null, stream: null });
    await elapse(0);
    expect(sentIndexes(uploads)).toEqual([0]);
  });

  it('records a new type on a track of its own, after sending the last piece of the one before', async () => {
    const { sent, uploads } = serve();
    const call = renderRecording({ state: 'Connected', recording: on('audio'), stream: camera() });
    await elapse(5_000);
    call.rerender({ state: 'Connected', recording: on('video', '2026-12-01T10:06:00.000Z'), stream: camera() });
    await elapse(10_000);
    expect(creations(sent)).toEqual([{ kind: 'audio' }, { kind: 'video' }]);
    expect(uploads.map((upload) => [upload.trackId, upload.index])).toEqual([
      [trackId, 0],
      [nextTrackId, 0],
    ]);
    expect(FakeRecorder.all.map((recorder) => recorder.kinds)).toEqual([['audio'], ['video', 'audio'], ['video', 'audio']]);
  });

  it('records from the stream as it is at each piece’s start: a camera that ended is left out', async () => {
    const { uploads } = serve();
    const stream = camera();
    renderRecording({ state: 'Connected', recording: on('video'), stream });
    await elapse(0);
    const [video] = stream.getVideoTracks();
    if (video) video.readyState = 'ended';
    await elapse(10_000);
    expect(FakeRecorder.all.map((recorder) => recorder.kinds)).toEqual([['video', 'audio'], ['audio']]);
    expect(FakeRecorder.all[1]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(sentIndexes(uploads)).toEqual([0]);
  });

  it('sends a guest’s track and pieces with their token', async () => {
    const sent = stubServer({
      [`POST /api/v1/guests/client-meeting-rooms/${liveRoomId}/recording-tracks`]: () => json(201, { data: trackOf(trackId, 'audio') }),
    });
    const urls: string[] = [];
    stubUploadTransport((_form, url) => {
      urls.push(url);
      return { status: 200, body: { data: { index: 0, size: 10 } } };
    });
    renderRecording({ state: 'Connected', recording: on('audio'), stream: camera(), guestToken: 'guest-token-123' });
    await elapse(10_000);
    expect(creations(sent)).toEqual([{ kind: 'audio' }]);
    expect(sent[0]?.url).toContain('token=guest-token-123');
    expect(urls).toEqual([`/api/v1/guests/client-meeting-rooms/${liveRoomId}/recording-tracks/${trackId}/pieces/0?token=guest-token-123`]);
  });
});

describe('when this browser’s track cannot be made', () => {
  it('does nothing when the room is not recording any more (409), and says nothing', async () => {
    const sent = stubServer({
      [`POST ${tracksUrl}`]: () =>
        json(409, { errors: [{ status: '409', code: 'recordingMedia.notRecording', detail: 'Not recording.' }] }),
    });
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(creations(sent)).toHaveLength(1);
    expect(FakeRecorder.all).toHaveLength(0);
    expect(screen.queryByText(liveCatalogue['meetings.live.recording.mediaFailed'])).toBeNull();
  });

  it('says so once in a toast when it is refused, and records nothing', async () => {
    stubServer({ [`POST ${tracksUrl}`]: () => json(422, { errors: [{ status: '422', code: 'invalid', detail: 'Refused.' }] }) });
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    expect(await screen.findByText(liveCatalogue['meetings.live.recording.mediaFailed'])).toBeTruthy();
    expect(FakeRecorder.all).toHaveLength(0);
  });
});

describe('the pieces waiting to be sent', () => {
  it('keeps at most 12, dropping the oldest and saying so in the console only; the rest go in order once sending works', async () => {
    useFakeClock();
    let isFailing = true;
    const sentIndexes: number[] = [];
    const uploader = new PieceUploader(async (index) => {
      if (isFailing) throw new ApiError(503, []);
      sentIndexes.push(index);
    });
    uploader.add(0, new Blob(['piece 0']));
    await vi.advanceTimersByTimeAsync(0);
    for (let index = 1; index < 14; index++) uploader.add(index, new Blob([`piece ${index}`]));
    expect(console.warn).toHaveBeenCalledWith('Recording: piece 0 dropped, too many pieces wait to be sent');
    expect(console.warn).toHaveBeenCalledWith('Recording: piece 1 dropped, too many pieces wait to be sent');
    isFailing = false;
    uploader.resume([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentIndexes).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('the piece in progress as the tab closes', () => {
  type Sent = { url: string; init: RequestInit };
  /** The keepalive requests the page makes from now on (the track already created). */
  function keepaliveRequests(): Sent[] {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.keepalive) sent.push({ url: String(input), init });
      return json(200, { data: { index: 0, size: 0 } });
    });
    return sent;
  }
  const fileOf = (request: Sent | undefined) => (request?.init.body as FormData | undefined)?.get('file') as File | undefined;
  const closeTab = () => act(() => void window.dispatchEvent(new Event('pagehide')));

  beforeEach(() => {
    useFakeClock();
  });

  it('pagehide sends what it holds with a keepalive request and the CSRF header; the whole piece follows under the same index', async () => {
    const { uploads } = serve();
    renderRecording({ state: 'Connected', recording: on('audio'), stream: camera() });
    await elapse(0);
    const [recorder] = FakeRecorder.all;
    recorder?.chunk('header+first second ');
    recorder?.chunk('second second');
    const sent = keepaliveRequests();

    closeTab();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(`${tracksUrl}/${trackId}/pieces/0`);
    expect(request?.init).toMatchObject({ method: 'PUT', keepalive: true, credentials: 'same-origin' });
    expect((request?.init.headers as Record<string, string> | undefined)?.['x-csrf-token']).toBe('test-csrf');
    expect(fileOf(request)?.name).toBe('piece-00000.webm');
    expect(await fileOf(request)?.text()).toBe('header+first second second second');

    // This browser's part ends: no further piece starts, and the whole one goes the usual way if the page lives on.
    await elapse(10_000);
    expect(FakeRecorder.all).toHaveLength(1);
    expect(recorder?.state).toBe('inactive');
    expect(sentIndexes(uploads)).toEqual([0]);
    expect(await texts(uploads)).toEqual(['header+first second second secondrecorder 0']);
  });

  it('sends the longest run of chunks from the first within the 64 KiB a keepalive body may carry, or nothing past it', async () => {
    serve();
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await elapse(0);
    const [recorder] = FakeRecorder.all;
    recorder?.chunk('a'.repeat(40 * 1024));
    recorder?.chunk('b'.repeat(30 * 1024));
    const sent = keepaliveRequests();
    closeTab();
    expect(fileOf(sent[0])?.size).toBe(40 * 1024);

    cleanup();
    FakeRecorder.all = [];
    serve();
    renderRecording({ state: 'Connected', recording: on('video'), stream: camera() });
    await elapse(0);
    FakeRecorder.all[0]?.chunk('c'.repeat(70 * 1024));
    const none = keepaliveRequests();
    closeTab();
    expect(none).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith('Recording: the piece in progress is too large to send as the page closes');
  });

  it('sends nothing when the room is not recording, or before the recorder has handed over anything', async () => {
    serve();
    const { rerender } = renderRecording({ state: 'Connected', recording: off, stream: camera() });
    await elapse(0);
    const sent = keepaliveRequests();
    closeTab();
    expect(sent).toEqual([]);

    rerender({ state: 'Connected', recording: on('audio'), stream: camera() });
    await elapse(0);
    const early = keepaliveRequests();
    closeTab();
    expect(early).toEqual([]);
  });

  it('a hidden tab goes on recording: its recorder is asked for what it holds, nothing is sent', async () => {
    serve();
    renderRecording({ state: 'Connected', recording: on('audio'), stream: camera() });
    await elapse(0);
    const sent = keepaliveRequests();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    const [recorder] = FakeRecorder.all;
    expect(recorder?.requested).toBe(1);
    expect(recorder?.state).toBe('recording');
    expect(sent).toEqual([]);
  });
});
