import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { replaySince } from '../features/realtime/realtime.routes.ts';
import { signedIn, TestClient } from '../testing/client.ts';
import { createPractice, createUser } from '../testing/factories.ts';
import { startTestApps, type TestApps, type TestInstance } from '../testing/test-apps.ts';
import { publishToUser, type RealtimeEvent, replayWindowMillis } from './hub.ts';

/**
 * Two server instances on one database must behave as one (DESIGN.md): sessions live in
 * PostgreSQL, and realtime events fan out through LISTEN/NOTIFY to whichever instance holds the socket.
 */
let cluster: TestApps;
let a: TestInstance;
let b: TestInstance;
let portB: number;
let practice: { id: string; host: string };

beforeAll(async () => {
  cluster = await startTestApps(2);
  [a, b] = cluster.instances as [TestInstance, TestInstance];
  await a.listen();
  portB = await b.listen();
  practice = await createPractice(a.runtime.db);
});
afterAll(() => cluster.close());

/** The same browser (same cookies) talking to another instance. */
function sameBrowserOn(instance: TestInstance, client: TestClient): TestClient {
  const other = new TestClient(instance.app, client.host);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

type SocketOutcome = { messages: unknown[]; closed: Promise<{ code: number; reason: string }> };

/** Waits for a socket event, failing fast (instead of at the test timeout) when it never comes. */
function within<T>(promise: Promise<T>, what: string, millis = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${millis} ms`)), millis);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens the realtime socket on instance B as a browser on the practice host would (`query`: after `?`). */
function openSocket(headers: Record<string, string>, query = ''): Promise<SocketOutcome & { ws: WebSocket }> {
  const ws = new WebSocket(`ws://127.0.0.1:${portB}/api/v1/realtime${query ? `?${query}` : ''}`, {
    headers: { host: practice.host, ...headers },
  });
  const messages: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const opened = new Promise<SocketOutcome & { ws: WebSocket }>((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string };
      messages.push(message);
      if (message.type === 'ready') resolve({ ws, messages, closed });
    });
    ws.on('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`handshake answered ${response.statusCode}`));
    });
    ws.on('error', reject);
    closed.then(({ code }) => reject(new Error(`closed before ready with ${code}`)));
  });
  return within(opened, 'ready message');
}

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('sessions across instances', () => {
  it('a session made on one instance works on the other, and signing out on the other ends it everywhere', async () => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const onA = await signedIn(a.app, practice.host, user);
    const onB = sameBrowserOn(b, onA);
    const me = await onB.get('/api/v1/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);

    expect((await onB.delete('/api/v1/users/sign_out')).statusCode).toBe(204);
    expect((await onA.get('/api/v1/users/me')).statusCode).toBe(401);
  });
});

describe('realtime across instances', () => {
  it('deactivating a user on one instance ends the socket the other instance holds with 4001', async () => {
    const director = await createUser(a.runtime.db, { practiceId: practice.id, role: 'director' });
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const session = await signedIn(a.app, practice.host, user);
    const socket = await openSocket({ cookie: cookieHeader(session), origin: `http://${practice.host}` });
    expect(socket.messages).toEqual([{ type: 'ready' }]);

    const d = await signedIn(a.app, practice.host, director);
    expect((await d.patch(`/api/v1/users/${user.id}/deactivate`)).statusCode).toBe(200);

    const closed = await within(socket.closed, 'close after the deactivation');
    expect(socket.messages).toContainEqual({ type: 'session.ended' });
    expect(closed.code).toBe(4001);
  });

  it('an event for another user does not reach the socket', async () => {
    const director = await createUser(a.runtime.db, { practiceId: practice.id, role: 'director' });
    const watcher = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const other = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const socket = await openSocket({ cookie: cookieHeader(await signedIn(a.app, practice.host, watcher)) });
    const d = await signedIn(a.app, practice.host, director);
    expect((await d.patch(`/api/v1/users/${other.id}/deactivate`)).statusCode).toBe(200);
    // Notifications reach a listener in commit order: once the watcher's own event is in, a stray one would be too.
    expect((await d.patch(`/api/v1/users/${watcher.id}/deactivate`)).statusCode).toBe(200);
    await within(socket.closed, 'close after the deactivation');
    expect(socket.messages).toEqual([{ type: 'ready' }, { type: 'session.ended' }]);
  });

  it('refuses a socket without a session', async () => {
    await expect(openSocket({ origin: `http://${practice.host}` })).rejects.toThrow('handshake answered 401');
  });

  it('refuses a session of another practice presented on this host', async () => {
    const other = await createPractice(a.runtime.db);
    const user = await createUser(a.runtime.db, { practiceId: other.id, role: 'client' });
    const foreign = await signedIn(a.app, other.host, user);
    await expect(openSocket({ cookie: cookieHeader(foreign) })).rejects.toThrow('handshake answered 401');
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed page', 'null'],
  ])('closes a socket opened from %s with 1008', async (_name, origin) => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const session = await signedIn(a.app, practice.host, user);
    const ws = new WebSocket(`ws://127.0.0.1:${portB}/api/v1/realtime`, {
      headers: { host: practice.host, cookie: cookieHeader(session), origin },
    });
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(data.toString()));
    const closed = await within(new Promise<number>((resolve) => ws.on('close', (code) => resolve(code))), 'close');
    expect(closed).toBe(1008);
    expect(messages).toEqual([]);
  });
});

describe('sockets follow their own session', () => {
  it("signing out on one instance closes that session's socket on the other, and leaves the user's other session open", async () => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const laptop = await signedIn(a.app, practice.host, user);
    const phone = await signedIn(a.app, practice.host, user);
    const laptopSocket = await openSocket({ cookie: cookieHeader(laptop) });
    const phoneSocket = await openSocket({ cookie: cookieHeader(phone) });
    expect((await laptop.delete('/api/v1/users/sign_out')).statusCode).toBe(204);
    expect((await within(laptopSocket.closed, 'close after sign-out')).code).toBe(4001);
    // The phone's socket hears nothing and stays open: its own event would have come first.
    expect(phoneSocket.messages).toEqual([{ type: 'ready' }]);
    expect(phoneSocket.ws.readyState).toBe(WebSocket.OPEN);
    phoneSocket.ws.close();
  });

  it("a password change closes the user's other sessions' sockets and keeps this one", async () => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const here = await signedIn(a.app, practice.host, user);
    const elsewhere = await signedIn(a.app, practice.host, user);
    const hereSocket = await openSocket({ cookie: cookieHeader(here) });
    const elsewhereSocket = await openSocket({ cookie: cookieHeader(elsewhere) });
    const changed = await here.patch(`/api/v1/users/${user.id}/password`, {
      current_password: user.password,
      password: 'Another-Pass-77!',
      password_confirmation: 'Another-Pass-77!',
    });
    expect(changed.statusCode).toBe(200);
    expect((await within(elsewhereSocket.closed, 'close after the password change')).code).toBe(4001);
    expect(hereSocket.ws.readyState).toBe(WebSocket.OPEN);
    // This tab hears only about the security notice the change raised, never that its session ended.
    await expect.poll(() => hereSocket.messages).toEqual([{ type: 'ready' }, { type: 'notifications.count', count: 1 }]);
    hereSocket.ws.close();
  });
});

describe('a socket opened just after its page read what it shows', () => {
  /** Publishes on instance A an event for the user, and resolves once instance B has heard it. */
  async function heardOnB(userId: string, event: RealtimeEvent, sessionIds?: string[]): Promise<void> {
    let stop = () => {};
    const heard = new Promise<void>((resolve) => {
      stop = b.runtime.realtime.subscribe(userId, () => resolve());
    });
    await publishToUser(a.runtime.db, userId, event, sessionIds ? { sessionIds } : {});
    await within(heard, 'the event on instance B');
    stop();
  }

  it('hears first, before ready, what changed for its user since its page started, though it was published on the other instance', async () => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const session = await signedIn(a.app, practice.host, user);
    await heardOnB(user.id, { type: 'notifications.count', count: 3 });

    const socket = await openSocket({ cookie: cookieHeader(session) }, 'page_age=4000');
    expect(socket.messages).toEqual([{ type: 'notifications.count', count: 3 }, { type: 'ready' }]);
    socket.ws.close();
  });

  it('hears none of it when its page does not say when it started, nor what was for another of the user’s sessions', async () => {
    const user = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const session = await signedIn(a.app, practice.host, user);
    await heardOnB(user.id, { type: 'notifications.count', count: 2 });
    const silent = await openSocket({ cookie: cookieHeader(session) });
    expect(silent.messages).toEqual([{ type: 'ready' }]);
    silent.ws.close();

    const other = await createUser(a.runtime.db, { practiceId: practice.id, role: 'client' });
    const otherSession = await signedIn(a.app, practice.host, other);
    await heardOnB(other.id, { type: 'session.refreshed', expiresAt: new Date().toISOString() }, ['not-this-session']);
    const socket = await openSocket({ cookie: cookieHeader(otherSession) }, 'page_age=4000');
    expect(socket.messages).toEqual([{ type: 'ready' }]);
    socket.ws.close();
  });

  it('goes back at most the replay window, with a margin, by the page’s own clock; nonsense is ignored', () => {
    const now = 1_800_000_000_000;
    expect(replaySince('5000', now)).toBe(now - 5_000 - 2_000);
    expect(replaySince('999999999', now)).toBe(now - replayWindowMillis - 2_000);
    for (const nonsense of [undefined, '', '-5', '1e9', 'soon', ['5000'], '5000.5']) expect(replaySince(nonsense, now)).toBeUndefined();
  });
});
