import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor } from './live.ice.ts';

describe('the ICE servers a participant is given', () => {
  const closesAt = new Date('2026-11-27T15:00:00Z');

  it('are none without TURN: browsers reach each other or the SFU directly', () => {
    expect(iceServersFor(undefined, 'user_a', closesAt)).toEqual([]);
  });

  it('carry a TURN credential of the participant’s own that coturn’s shared secret checks, valid until after the room closes', () => {
    const [server] = iceServersFor({ urls: ['turn:turn.example.test:3478'], secret: 'shared' }, 'guest_b', closesAt);
    const expiresAt = closesAt.getTime() / 1_000 + 600;
    expect(server).toEqual({
      urls: ['turn:turn.example.test:3478'],
      username: `${expiresAt}:guest_b`,
      credential: createHmac('sha1', 'shared').update(`${expiresAt}:guest_b`).digest('base64'),
    });
  });
});
