import {
  liveChatBurst,
  liveChatMessages,
  liveChatTextMax,
  liveErrors,
  liveRefusals,
  liveRoomEndedClose,
  liveRoomMessages,
} from '@advice/domain';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createUser } from '../../../testing/factories.ts';
import { roomCensus } from './live.session.ts';
import { ids, useLiveCluster, within } from './live.testing.ts';

/**
 * The live room's sockets on two server instances on one database, as a load balancer spreads a room's
 * participants: presence and signalling must cross instances with no instance keeping a list of its own.
 */
const live = useLiveCluster();
const { db, createRoom, guestOf, connect, join, urlOf } = live;

describe('joining a room', () => {
  it('welcomes each with who is already in, across instances, and tells those in of the newcomer', async () => {
    const room = await createRoom();
    const guest = await guestOf(room.id);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    expect(adviser.welcome.you).toMatchObject({ id: `user_${room.adviser.id}`, role: 'adviser', camera: true, microphone: true });
    expect(adviser.welcome.participants).toEqual([]);

    const client = await join(room.id, { user: room.client }, 1);
    expect(ids(client.welcome.participants)).toEqual([`user_${room.adviser.id}`]);
    expect((await adviser.peer.next('participant.joined')).participant.id).toBe(`user_${room.client.id}`);

    const sam = await join(room.id, { token: guest.token }, 1);
    expect(sam.welcome.you).toMatchObject({ id: `guest_${guest.id}`, name: 'Sam Lee', role: 'guest' });
    expect(ids(sam.welcome.participants)).toEqual(ids([adviser.welcome.you, client.welcome.you]));
    expect((await adviser.peer.next('participant.joined')).participant.id).toBe(`guest_${guest.id}`);
    expect((await client.peer.next('participant.joined')).participant.id).toBe(`guest_${guest.id}`);

    sam.peer.ws.close();
    expect(await adviser.peer.next('participant.left')).toEqual({ type: 'participant.left', id: `guest_${guest.id}` });
    expect(await client.peer.next('participant.left')).toEqual({ type: 'participant.left', id: `guest_${guest.id}` });
    adviser.peer.ws.close();
    client.peer.ws.close();
  });

  it("relays a session description larger than a NOTIFY to the one participant it is for, across instances, and another's media state", async () => {
    const room = await createRoom();
    const guest = await guestOf(room.id);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    const sam = await join(room.id, { token: guest.token }, 0);
    await adviser.peer.next('participant.joined');
    await adviser.peer.next('participant.joined');

    // Like an offer with several tracks and many candidates, and a name with letters outside ASCII.
    const sdp = `v=0\r\ns=Zoë’s room\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(400)}`;
    expect(sdp.length).toBeGreaterThan(20_000);
    adviser.peer.send({ type: 'signal', to: client.welcome.you.id, description: { type: 'offer', sdp } });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    adviser.peer.send({ type: 'signal', to: client.welcome.you.id, candidate });
    expect(await client.peer.next('signal')).toEqual({ type: 'signal', from: adviser.welcome.you.id, description: { type: 'offer', sdp } });
    // The candidate sent after the offer arrives after it.
    expect(await client.peer.next('signal')).toEqual({ type: 'signal', from: adviser.welcome.you.id, candidate });

    client.peer.send({ type: 'media', camera: false, microphone: true, screen: null });
    expect(await adviser.peer.next('participant.media')).toEqual({
      type: 'participant.media',
      id: client.welcome.you.id,
      camera: false,
      microphone: true,
      screen: null,
    });
    await sam.peer.next('participant.media');
    // Signals are for their addressee only: the guest heard none of them.
    expect(sam.peer.messages.filter((m) => m.type === 'signal')).toEqual([]);
    for (const { peer } of [adviser, client, sam]) peer.ws.close();
  });

  it("does not relay a signal to a participant of another room, and refuses a message that is not the protocol's", async () => {
    const room = await createRoom();
    const other = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const elsewhere = await join(other.id, { user: other.client }, 1);
    adviser.peer.send({ type: 'signal', to: elsewhere.welcome.you.id, description: { type: 'offer', sdp: 'v=0' } });
    adviser.peer.send({ type: 'signal', to: 'everyone', description: { type: 'offer', sdp: 'v=0' } });
    expect((await within(adviser.peer.closed, 'close after an invalid message')).code).toBe(1008);
    // Events of its own room reach the other room's socket no more than the signal did.
    const client = await join(room.id, { user: room.client }, 1);
    client.peer.send({ type: 'media', camera: false, microphone: false, screen: null });
    elsewhere.peer.send({ type: 'media', camera: false, microphone: false, screen: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(elsewhere.peer.messages.map((m) => m.type)).toEqual(['welcome']);
    client.peer.ws.close();
    elsewhere.peer.ws.close();
  });

  it('disconnects the first socket of an identity that connects again, with the duplicated-identity error (53205)', async () => {
    const room = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const firstTab = await join(room.id, { user: room.client }, 0);
    await adviser.peer.next('participant.joined');

    const secondTab = await join(room.id, { user: room.client }, 1);
    expect(await firstTab.peer.next('error')).toEqual({
      type: 'error',
      code: liveErrors.duplicatedIdentity.code,
      message: liveRoomMessages.duplicatedIdentity,
    });
    expect((await within(firstTab.peer.closed, 'close of the first tab')).code).toBe(liveErrors.duplicatedIdentity.close);
    // The second tab is welcomed without its own first self; the others see the client leave and come back.
    expect(ids(secondTab.welcome.participants)).toEqual([`user_${room.adviser.id}`]);
    expect(await adviser.peer.next('participant.left')).toEqual({ type: 'participant.left', id: `user_${room.client.id}` });
    expect((await adviser.peer.next('participant.joined')).participant.id).toBe(`user_${room.client.id}`);
    adviser.peer.ws.close();
    secondTab.peer.ws.close();
  });

  it('welcomes a newcomer with everyone in when the database passes messages on slowly, and counts them all', async () => {
    const room = await createRoom();
    const guests = await Promise.all([guestOf(room.id), guestOf(room.id)]);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const sam = await join(room.id, { token: guests[0].token }, 0);
    const kim = await join(room.id, { token: guests[1].token }, 1);
    await adviser.peer.next('participant.joined');
    await adviser.peer.next('participant.joined');
    // Every room message now takes 400 ms to reach the database, as on a loaded server: longer than the least wait.
    const slowed = live.runtimes().map((runtime) => {
      const publish = runtime.realtime.publishToRoom;
      return vi.spyOn(runtime.realtime, 'publishToRoom').mockImplementation(async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return publish(...args);
      });
    });
    try {
      const client = await join(room.id, { user: room.client }, 1);
      expect(ids(client.welcome.participants)).toEqual(ids([adviser.welcome.you, sam.welcome.you, kim.welcome.you]));
      expect(ids(await roomCensus(live.runtime(), room.id))).toEqual(
        ids([adviser.welcome.you, sam.welcome.you, kim.welcome.you, client.welcome.you]),
      );
      for (const { peer } of [adviser, sam, kim, client]) peer.ws.close();
    } finally {
      for (const spy of slowed) spy.mockRestore();
    }
  });

  it('refuses a tenth participant with the maximum-participants error (53105): nine is the grid', async () => {
    const room = await createRoom({ startIn: -1 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => guestOf(room.id, false)));
    const nine = [await join(room.id, { user: room.adviser }, 0)];
    for (const [index, guest] of guests.entries()) nine.push(await join(room.id, { token: guest.token }, index % 2 === 0 ? 1 : 0));
    expect(nine.at(-1)?.welcome.participants).toHaveLength(8);

    const tenth = await connect(room.id, { user: room.client }, 1);
    tenth.send({ type: 'join', camera: true, microphone: true });
    expect(await tenth.next('error')).toEqual({
      type: 'error',
      code: liveErrors.maximumParticipants.code,
      message: liveRoomMessages.maximumParticipants,
    });
    expect((await within(tenth.closed, 'close of the tenth')).code).toBe(liveErrors.maximumParticipants.close);
    // The nine never heard of the one refused.
    const [first] = nine;
    expect(first?.peer.messages.filter((m) => m.type === 'participant.joined')).toHaveLength(8);
    for (const { peer } of nine) peer.ws.close();
  });
});

describe('the call’s chat', () => {
  it('hands a message to everyone in the room, its sender included, stamped by the server from the session, not the message', async () => {
    const room = await createRoom();
    const guest = await guestOf(room.id);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const sam = await join(room.id, { token: guest.token }, 1);
    await adviser.peer.next('participant.joined');

    const before = Date.now();
    // A sender, a date and an id sent by the browser are not the protocol's: the server's own stamps replace them.
    sam.peer.send({
      type: 'chat',
      text: '  Can you see my notes?  ',
      senderName: 'The adviser',
      date: '2000-01-01T00:00:00.000Z',
      id: 'mine',
    });
    const heard = await adviser.peer.next('chat');
    expect(heard.message).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/u),
      text: 'Can you see my notes?',
      senderId: `guest_${guest.id}`,
      senderEmail: `guest-${guest.id}@example.test`,
      senderName: 'Sam Lee',
      senderAvatar: null,
      date: expect.any(String),
    });
    expect(new Date(heard.message.date).getTime()).toBeGreaterThanOrEqual(before - 1);
    expect((await sam.peer.next('chat')).message).toEqual(heard.message);

    adviser.peer.send({ type: 'chat', text: 'Yes, clearly.' });
    expect((await sam.peer.next('chat')).message).toMatchObject({
      text: 'Yes, clearly.',
      senderId: `user_${room.adviser.id}`,
      senderEmail: room.adviser.email,
    });
    for (const { peer } of [adviser, sam]) peer.ws.close();
  });

  it('refuses an empty or too long text with why, relays nothing of it, and keeps the call', async () => {
    const room = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    await adviser.peer.next('participant.joined');

    client.peer.send({ type: 'chat', text: ' \n ' });
    expect(await client.peer.next('refused')).toEqual({ type: 'refused', action: 'chat', message: liveChatMessages.required });
    client.peer.send({ type: 'chat', text: 'x'.repeat(liveChatTextMax + 1) });
    expect(await client.peer.next('refused')).toEqual({ type: 'refused', action: 'chat', message: liveChatMessages.tooLong });
    client.peer.send({ type: 'chat', text: 'x'.repeat(liveChatTextMax) });
    expect((await adviser.peer.next('chat')).message.text).toHaveLength(liveChatTextMax);
    expect(adviser.peer.messages.filter((m) => m.type === 'chat')).toHaveLength(1);
    expect(adviser.peer.messages.filter((m) => m.type === 'refused')).toEqual([]);
    for (const { peer } of [adviser, client]) peer.ws.close();
  });

  it('refuses a message past the burst limit with why, having relayed those within it', async () => {
    const room = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    for (let index = 0; index <= liveChatBurst.messages; index += 1) adviser.peer.send({ type: 'chat', text: `Message ${index}` });
    expect(await adviser.peer.next('refused')).toEqual({ type: 'refused', action: 'chat', message: liveRefusals.chatTooFast });
    await adviser.peer.next('chat');
    expect(adviser.peer.messages.filter((m) => m.type === 'chat')).toHaveLength(liveChatBurst.messages);
    adviser.peer.ws.close();
  });

  it('hears no chat before the socket has joined the call', async () => {
    const room = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const lurker = await connect(room.id, { user: room.client }, 1);
    lurker.send({ type: 'chat', text: 'Not in yet' });
    adviser.peer.send({ type: 'chat', text: 'Anyone?' });
    await adviser.peer.next('chat');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adviser.peer.messages.filter((m) => m.type === 'chat')).toHaveLength(1);
    expect(lurker.messages).toEqual([]);
    adviser.peer.ws.close();
    lurker.ws.close();
  });
});

describe('a census of the call', () => {
  it('tells a server rule who is in across instances and whose microphone is on, and nobody once they left', async () => {
    const room = await createRoom();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    client.peer.send({ type: 'media', camera: true, microphone: false, screen: null });
    await adviser.peer.next('participant.media');
    const counted = await roomCensus(live.runtime(), room.id);
    expect(counted.map(({ id, microphone }) => ({ id, microphone })).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [
        { id: `user_${room.adviser.id}`, microphone: true },
        { id: `user_${room.client.id}`, microphone: false },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    adviser.peer.ws.close();
    client.peer.ws.close();
    await Promise.all([adviser.peer.closed, client.peer.closed]);
    await expect.poll(() => roomCensus(live.runtime(), room.id)).toEqual([]);
  });
});

describe('screen sharing', () => {
  const screen = '{5c0ffee0-1234-4abc-8def-0123456789ab}';

  it('tells the others which stream is the screen an attendee or a trusted guest shares, and when it stops', async () => {
    const room = await createRoom();
    const guest = await guestOf(room.id, true);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const sam = await join(room.id, { token: guest.token }, 1);
    await adviser.peer.next('participant.joined');
    sam.peer.send({ type: 'media', camera: true, microphone: true, screen });
    expect(await adviser.peer.next('participant.media')).toMatchObject({ id: `guest_${guest.id}`, screen });
    adviser.peer.send({ type: 'media', camera: true, microphone: true, screen });
    expect(await sam.peer.next('participant.media')).toMatchObject({ id: `user_${room.adviser.id}`, screen });
    sam.peer.send({ type: 'media', camera: true, microphone: true, screen: null });
    expect(await adviser.peer.next('participant.media')).toMatchObject({ id: `guest_${guest.id}`, screen: null });
    // A newcomer learns of a share already running from the welcome.
    const client = await join(room.id, { user: room.client }, 0);
    expect(client.welcome.participants.find((p) => p.id === `user_${room.adviser.id}`)?.screen).toBe(screen);
    expect(sam.peer.messages.filter((m) => m.type === 'refused')).toEqual([]);
    for (const { peer } of [adviser, sam, client]) peer.ws.close();
  });

  it('refuses a share by a guest who is not trusted: they are told why and the others never hear of it', async () => {
    const room = await createRoom({ startIn: -1 });
    const guest = await guestOf(room.id, false);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const sam = await join(room.id, { token: guest.token }, 1);
    await adviser.peer.next('participant.joined');
    sam.peer.send({ type: 'media', camera: false, microphone: true, screen });
    expect(await sam.peer.next('refused')).toEqual({ type: 'refused', action: 'share', message: liveRefusals.share });
    expect(await adviser.peer.next('participant.media')).toEqual({
      type: 'participant.media',
      id: `guest_${guest.id}`,
      camera: false,
      microphone: true,
      screen: null,
    });
    for (const { peer } of [adviser, sam]) peer.ws.close();
  });
});

describe('the end of the room’s window', () => {
  it('ends the call of everyone in when the room closes, with its own close code', async () => {
    // The room's window (its hour and the half-hour grace) closes a second and a half from now.
    const room = await createRoom({ startIn: -90 + 1.5 / 60 });
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    expect((await within(adviser.peer.closed, 'close at the end', 5_000)).code).toBe(liveRoomEndedClose);
    expect((await within(client.peer.closed, 'close at the end', 5_000)).code).toBe(liveRoomEndedClose);
    await expect(connect(room.id, { user: room.adviser })).rejects.toThrow('handshake answered 409');
  });
});

describe('who may open a room socket', () => {
  it("refuses a guest's token for another room, a wrong token and no token, the same 404 for each", async () => {
    const room = await createRoom();
    const other = await createRoom();
    const guest = await guestOf(room.id);
    await expect(connect(other.id, { token: guest.token })).rejects.toThrow('handshake answered 404');
    await expect(connect(room.id, { token: 'not-a-token' })).rejects.toThrow('handshake answered 404');
    await expect(connect(room.id, { token: '' })).rejects.toThrow('handshake answered 404');
  });

  it("refuses a user who is not one of the room's attendees, and one without a session", async () => {
    const room = await createRoom();
    const stranger = await createUser(db(), { practiceId: live.practice().id, role: 'adviser' });
    await expect(connect(room.id, { user: stranger })).rejects.toThrow('handshake answered 404');
    const ws = new WebSocket(urlOf(room.id, { user: room.adviser }, 0), { headers: { host: live.practice().host } });
    const status = await new Promise<number | undefined>((resolve) =>
      ws.on('unexpected-response', (_q, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(401);
  });

  it('opens at the window: attendees and trusted guests half an hour early, untrusted guests at the start; never once cancelled', async () => {
    const soon = await createRoom({ startIn: 20 });
    const trusted = await guestOf(soon.id, true);
    const untrusted = await guestOf(soon.id, false);
    (await connect(soon.id, { user: soon.client })).ws.close();
    (await connect(soon.id, { token: trusted.token })).ws.close();
    await expect(connect(soon.id, { token: untrusted.token })).rejects.toThrow('handshake answered 409');

    const later = await createRoom({ startIn: 45 });
    await expect(connect(later.id, { user: later.adviser })).rejects.toThrow('handshake answered 409');
    const cancelled = await createRoom({ status: 'cancelled' });
    await expect(connect(cancelled.id, { user: cancelled.adviser })).rejects.toThrow('handshake answered 409');
  });

  it('closes a socket opened from another site with 1008', async () => {
    const room = await createRoom();
    const peer = await connect(room.id, { user: room.adviser }, 0, 'https://evil.example');
    expect((await within(peer.closed, 'close')).code).toBe(1008);
    expect(peer.messages).toEqual([]);
  });
});
