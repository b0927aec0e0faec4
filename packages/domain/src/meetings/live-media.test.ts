import { describe, expect, it } from 'vitest';
import { liveClientMessage } from './live.ts';
import { liveMediaPathOf, liveSfuFromParticipants } from './live-media.ts';

describe('the media path of a call', () => {
  it('goes through the SFU from four invited when the server has one, and peer to peer otherwise', () => {
    expect(liveSfuFromParticipants).toBe(4);
    expect(liveMediaPathOf(3, true)).toBe('mesh');
    expect(liveMediaPathOf(4, true)).toBe('sfu');
    expect(liveMediaPathOf(9, false)).toBe('mesh');
  });

  it('takes a browser’s SFU messages bounded: a screen’s mid of word characters, candidates for either connection or none', () => {
    const offer = { type: 'offer', sdp: 'v=0' };
    expect(liveClientMessage.safeParse({ type: 'sfu.publish', description: offer, screenMid: '2' }).success).toBe(true);
    expect(liveClientMessage.safeParse({ type: 'sfu.publish', description: offer, screenMid: '2"><' }).success).toBe(false);
    expect(
      liveClientMessage.safeParse({ type: 'sfu.publish', description: { type: 'offer', sdp: 'x'.repeat(60_001) }, screenMid: null })
        .success,
    ).toBe(false);
    expect(liveClientMessage.safeParse({ type: 'sfu.candidate', connection: 'subscriber', candidate: null }).success).toBe(true);
    expect(liveClientMessage.safeParse({ type: 'sfu.candidate', connection: 'janus', candidate: null }).success).toBe(false);
  });
});
