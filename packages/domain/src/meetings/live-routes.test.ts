import { describe, expect, it } from 'vitest';
import { isMeetingRoomRoute, liveRoomIdOfHash, liveRoomPages } from './live-routes.ts';

describe('the shell’s meeting routes and room links (spec 1 §2)', () => {
  const roomId = '5b0c3d1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f';
  const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';

  it.each([
    [`/clients/${clientId}/client-meeting-rooms/${roomId}/meeting`, true],
    [`/clients/${clientId}/client-meeting-rooms/${roomId}/test-setup`, true],
    [`/meetings/client-meeting-rooms/${roomId}/meeting`, true],
    [`/meetings/client-meeting-rooms/${roomId}/test-setup`, true],
    [liveRoomPages.client(roomId), true],
    [liveRoomPages.staff(clientId, roomId), true],
    [`/meetings/client-meeting-rooms/${roomId}`, false],
    [`/clients/${clientId}/client-meeting-rooms/${roomId}`, false],
    [`/clients/${clientId}/client-meeting-rooms/${roomId}/audit-trail`, false],
    [`/guests/client-meeting-rooms/${roomId}/meeting`, false],
    ['/dashboard', false],
    ['/meetings', false],
  ])('%s is a meeting-room route: %s', (pathname, isRoute) => {
    expect(isMeetingRoomRoute(pathname)).toBe(isRoute);
  });

  it('reads the room id of a #/client-meeting-rooms/{id} hash, lower-cased, with or without a closing slash', () => {
    expect(liveRoomIdOfHash(`#/client-meeting-rooms/${roomId}`)).toBe(roomId);
    expect(liveRoomIdOfHash(`#/client-meeting-rooms/${roomId.toUpperCase()}/`)).toBe(roomId);
  });

  it.each([
    ['', 'no hash'],
    ['#', 'an empty hash'],
    ['#main-content', 'an anchor'],
    ['#/client-meeting-rooms/', 'no id'],
    ['#/client-meeting-rooms/not-a-room', 'an id that is no uuid'],
    [`#/client-meeting-rooms/${roomId}x`, 'an id too long'],
    [`#/client-meeting-rooms/${roomId}/meeting`, 'a path past the id'],
    [`#/clients/${roomId}`, 'another kind of link'],
    [`/client-meeting-rooms/${roomId}`, 'a path without the hash'],
  ])('ignores %j (%s)', (hash) => {
    expect(liveRoomIdOfHash(hash)).toBeNull();
  });
});
