import { randomBytes, randomUUID } from 'node:crypto';
import { type LiveParticipant, type LiveServerMessage, liveRoomSockets } from '@advice/domain';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms } from '../../../db/schema/index.ts';
import { type CreatedUser, createPractice, createTestSession, createUser } from '../../../testing/factories.ts';
import { startTestApps, type TestApps, type TestInstance } from '../../../testing/test-apps.ts';
import { hashToken } from '../../auth/sessions.ts';

/** Waits for a socket event, failing fast (instead of at the test timeout) when it never comes. */
export function within<T>(promise: Promise<T>, what: string, millis = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${millis} ms`)), millis);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type Who = { user: CreatedUser } | { token: string };
export type Room = { id: string; client: CreatedUser; adviser: CreatedUser };

/** One participant's socket: what it heard, and a wait for the next message of a kind not yet taken. */
export class Peer {
  readonly ws: WebSocket;
  readonly messages: LiveServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Set<number>();

  constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as LiveServerMessage));
  }

  async next<T extends LiveServerMessage['type']>(type: T, millis = 5_000): Promise<Extract<LiveServerMessage, { type: T }>> {
    const deadline = Date.now() + millis;
    for (;;) {
      const index = this.messages.findIndex((m, i) => m.type === type && !this.taken.has(i));
      if (index >= 0) {
        this.taken.add(index);
        return this.messages[index] as Extract<LiveServerMessage, { type: T }>;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} within ${millis} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }
}

export const ids = (participants: LiveParticipant[]) => participants.map((p) => p.id).sort();

/**
 * The live room's sockets on two server instances on one database, as a load balancer spreads a room's
 * participants: presence and signalling must cross instances with no instance keeping a list of its own.
 * Started before the file's tests and closed after them; each test makes its own rooms and people.
 */
export function useLiveCluster() {
  let cluster: TestApps;
  let a: TestInstance;
  let ports: [number, number];
  let practice: { id: string; host: string };

  beforeAll(async () => {
    cluster = await startTestApps(2);
    const [first, second] = cluster.instances as [TestInstance, TestInstance];
    a = first;
    ports = [await first.listen(), await second.listen()];
    practice = await createPractice(a.runtime.db);
  });
  afterAll(() => cluster.close());

  const db = () => a.runtime.db;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  /** A room of a new client and adviser starting `startIn` minutes from now, with guests added by `guestOf`. */
  async function createRoom(options: { startIn?: number; status?: 'scheduled' | 'cancelled' } = {}): Promise<Room> {
    const adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const id = randomUUID();
    await db()
      .insert(meetingRooms)
      .values({
        id,
        practiceId: practice.id,
        clientId: client.id,
        name: 'Annual review',
        startAt: inMinutes(options.startIn ?? 5),
        durationMinutes: 60,
        mediaRegion: 'ie1',
        status: options.status ?? 'scheduled',
      });
    await db()
      .insert(meetingRoomAttendees)
      .values([client, adviser].map((user) => ({ roomId: id, userId: user.id, practiceId: practice.id })));
    return { id, client, adviser };
  }

  /** A guest of the room and their token. */
  async function guestOf(roomId: string, trusted = true): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await db()
      .insert(meetingRoomGuests)
      .values({
        id,
        practiceId: practice.id,
        roomId,
        email: `guest-${id}@example.test`,
        name: 'Sam Lee',
        trusted,
        tokenHash: hashToken(token),
      });
    return { id, token };
  }

  async function cookieOf(user: CreatedUser): Promise<string> {
    const session = await createTestSession(db(), user, 'live-test');
    return `sid=${session.token}`;
  }

  function urlOf(roomId: string, who: Who, instance: 0 | 1): string {
    const path = 'user' in who ? liveRoomSockets.attendee(roomId) : liveRoomSockets.guest(roomId, who.token);
    return `ws://127.0.0.1:${ports[instance]}${path}`;
  }

  /** Opens a room's socket on one instance as a browser on the practice's host would; rejects with the handshake's status. */
  async function connect(roomId: string, who: Who, instance: 0 | 1 = 0, origin = `http://${practice.host}`): Promise<Peer> {
    const headers: Record<string, string> = { host: practice.host, origin };
    if ('user' in who) headers.cookie = await cookieOf(who.user);
    const ws = new WebSocket(urlOf(roomId, who, instance), { headers });
    return within(
      new Promise<Peer>((resolve, reject) => {
        ws.on('open', () => resolve(new Peer(ws)));
        ws.on('unexpected-response', (request, response) => {
          request.destroy();
          reject(new Error(`handshake answered ${response.statusCode}`));
        });
        ws.on('error', reject);
      }),
      'open',
    );
  }

  /** Connects and joins; resolves with the welcome. */
  async function join(roomId: string, who: Who, instance: 0 | 1 = 0) {
    const peer = await connect(roomId, who, instance);
    peer.send({ type: 'join', camera: true, microphone: true });
    const welcome = await peer.next('welcome');
    return { peer, welcome };
  }

  return {
    app: () => a.app,
    runtime: () => a.runtime,
    /** Both instances' runtimes, the first's first. */
    runtimes: () => cluster.instances.map((instance) => instance.runtime),
    practice: () => practice,
    db,
    createRoom,
    guestOf,
    cookieOf,
    urlOf,
    connect,
    join,
  };
}
