import { type LiveSfuServerMessage, liveSfuMessages } from '@advice/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  JanusError,
  type JanusGateway,
  type JanusHandle,
  type JanusJsep,
  type JanusPluginEvent,
} from '../../../platform/sfu/janus-gateway.ts';
import { joinSfu, sfuRoomNumberOf } from './live.sfu.ts';

const roomId = '7c0e4f52-93a1-4d6b-8f0e-2b5a1c9d3e77';
const me = 'user_0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const ada = 'user_5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const sam = 'guest_1e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const offer: JanusJsep = { type: 'offer', sdp: 'v=0 janus offer' };

type Sent = { handle: number; body: Record<string, unknown>; jsep?: JanusJsep };

/**
 * A Janus that answers as the VideoRoom does, recording what each handle was asked. `rooms` holds the rooms that
 * exist; `publishers` are those in the room when someone joins.
 */
function fakeJanus(options: { rooms?: number[]; publishers?: unknown[]; failAt?: 'createSession' } = {}) {
  const rooms = new Set(options.rooms ?? []);
  const sent: Sent[] = [];
  const listeners = new Map<number, (event: JanusPluginEvent) => void>();
  let nextHandle = 1;
  let destroyed = 0;
  const gateway: JanusGateway = {
    createSession: async () => {
      if (options.failAt === 'createSession') throw new Error('The SFU cannot be reached');
      return {
        attach: async (_plugin, onEvent) => {
          const id = nextHandle++;
          listeners.set(id, onEvent);
          const handle: JanusHandle = {
            request: async (body) => {
              sent.push({ handle: id, body });
              if (body.request === 'create') rooms.add(body.room as number);
              return { videoroom: 'created' };
            },
            send: async (body, jsep) => {
              sent.push({ handle: id, body, ...(jsep ? { jsep } : {}) });
              if (body.request === 'join' && body.ptype === 'publisher') {
                if (!rooms.has(body.room as number)) throw new JanusError(426, 'No such room');
                return { data: { videoroom: 'joined', id: 11, publishers: options.publishers ?? [] }, jsep: null };
              }
              if (body.request === 'join' || body.request === 'subscribe') {
                const feeds = (body.streams as { feed: number; mid: string }[]).map((stream) => ({
                  type: stream.mid === 'v' || stream.mid === 's' ? 'video' : 'audio',
                  mid: `${stream.feed}${stream.mid}`,
                  feed_display: stream.feed === 21 ? ada : sam,
                  ...(stream.mid === 's' ? { feed_description: 'screen' } : {}),
                }));
                return { data: { videoroom: body.request === 'join' ? 'attached' : 'updated', streams: feeds }, jsep: offer };
              }
              if (body.request === 'publish' || body.request === 'configure') {
                return { data: { videoroom: 'event', configured: 'ok' }, jsep: { type: 'answer', sdp: 'v=0 janus answer' } };
              }
              return { data: { videoroom: 'event', started: 'ok' }, jsep: null };
            },
            trickle: async (candidate) => {
              sent.push({ handle: id, body: { trickle: candidate } });
            },
          };
          return handle;
        },
        destroy: async () => {
          destroyed += 1;
        },
      };
    },
    close: () => {},
  };
  return { gateway, sent, emit: (handle: number, event: JanusPluginEvent) => listeners.get(handle)?.(event), destroyed: () => destroyed };
}

const log = { warn: vi.fn() } as unknown as Parameters<typeof joinSfu>[0]['log'];

function participant(janus: ReturnType<typeof fakeJanus>) {
  const heard: LiveSfuServerMessage[] = [];
  const sfu = joinSfu({ gateway: janus.gateway, roomId, participantId: me, send: (message) => heard.push(message), log });
  return { sfu, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a participant through the SFU', () => {
  it('makes the room on first use and joins it as a publisher named by the participant id', async () => {
    const janus = fakeJanus();
    participant(janus);
    await settle();
    const room = sfuRoomNumberOf(roomId);
    expect(Number.isSafeInteger(room)).toBe(true);
    expect(janus.sent.map((sent) => sent.body.request)).toEqual(['join', 'create', 'join']);
    expect(janus.sent[1]?.body).toMatchObject({ request: 'create', room, publishers: 9, is_private: true, videocodec: 'vp8' });
    expect(janus.sent[2]?.body).toEqual({ request: 'join', ptype: 'publisher', room, display: me });
  });

  it('offers the others already in, naming whose each stream is and which is a screen, and starts once the browser answers', async () => {
    const janus = fakeJanus({
      rooms: [sfuRoomNumberOf(roomId)],
      publishers: [
        {
          id: 21,
          display: ada,
          streams: [
            { mid: 'a', type: 'audio' },
            { mid: 'v', type: 'video' },
            { mid: 's', type: 'video', description: 'screen' },
          ],
        },
        {
          id: 22,
          display: sam,
          streams: [
            { mid: 'a', type: 'audio' },
            { mid: 'v', type: 'video', disabled: true },
          ],
        },
      ],
    });
    const { sfu, heard } = participant(janus);
    await settle();
    const subscribing = janus.sent.find((sent) => sent.body.ptype === 'subscriber');
    expect(subscribing?.body.streams).toEqual([
      { feed: 21, mid: 'a' },
      { feed: 21, mid: 'v' },
      { feed: 21, mid: 's' },
      { feed: 22, mid: 'a' },
    ]);
    expect(heard).toEqual([
      {
        type: 'sfu.offer',
        description: offer,
        streams: [
          { mid: '21a', participantId: ada, source: 'camera' },
          { mid: '21v', participantId: ada, source: 'camera' },
          { mid: '21s', participantId: ada, source: 'screen' },
          { mid: '22a', participantId: sam, source: 'camera' },
        ],
      },
    ]);

    // A newcomer's streams wait for the browser's answer to the offer before, then come as one more offer.
    janus.emit(1, {
      data: { videoroom: 'event', publishers: [{ id: 23, display: sam, streams: [{ mid: 'v', type: 'video' }] }] },
      jsep: null,
    });
    await settle();
    expect(janus.sent.some((sent) => sent.body.request === 'subscribe')).toBe(false);
    sfu.handle({ type: 'sfu.subscribed', description: { type: 'answer', sdp: 'v=0 browser answer' } });
    await settle();
    expect(janus.sent.find((sent) => sent.body.request === 'start')?.jsep).toEqual({ type: 'answer', sdp: 'v=0 browser answer' });
    expect(janus.sent.find((sent) => sent.body.request === 'subscribe')?.body.streams).toEqual([{ feed: 23, mid: 'v' }]);
    expect(heard).toHaveLength(2);
  });

  it('publishes the browser’s offer, describing its screen, and hands back the SFU’s answer; candidates follow it', async () => {
    const janus = fakeJanus({ rooms: [sfuRoomNumberOf(roomId)] });
    const { sfu, heard } = participant(janus);
    sfu.handle({ type: 'sfu.publish', description: { type: 'offer', sdp: 'v=0 first' }, screenMid: null });
    sfu.handle({ type: 'sfu.candidate', connection: 'publisher', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host' } });
    sfu.handle({ type: 'sfu.publish', description: { type: 'offer', sdp: 'v=0 with screen' }, screenMid: '2' });
    sfu.handle({ type: 'sfu.candidate', connection: 'publisher', candidate: null });
    await settle();
    const publisher = janus.sent.filter((sent) => sent.handle === 1).slice(1);
    expect(publisher).toEqual([
      { handle: 1, body: { request: 'publish', descriptions: [] }, jsep: { type: 'offer', sdp: 'v=0 first' } },
      { handle: 1, body: { trickle: { candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host' } } },
      {
        handle: 1,
        body: { request: 'configure', descriptions: [{ mid: '2', description: 'screen' }] },
        jsep: { type: 'offer', sdp: 'v=0 with screen' },
      },
      { handle: 1, body: { trickle: null } },
    ]);
    expect(heard).toEqual([
      { type: 'sfu.answer', description: { type: 'answer', sdp: 'v=0 janus answer' } },
      { type: 'sfu.answer', description: { type: 'answer', sdp: 'v=0 janus answer' } },
    ]);
  });

  it('tells the browser in words when the SFU cannot be reached, and destroys its Janus session on leaving', async () => {
    const unreachable = fakeJanus({ failAt: 'createSession' });
    const { heard } = participant(unreachable);
    await settle();
    expect(heard).toEqual([{ type: 'sfu.failed', message: liveSfuMessages.unavailable }]);

    const janus = fakeJanus({ rooms: [sfuRoomNumberOf(roomId)] });
    const { sfu } = participant(janus);
    await settle();
    sfu.close();
    await settle();
    expect(janus.destroyed()).toBe(1);
  });
});
