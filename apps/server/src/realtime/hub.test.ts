import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { publishToUser, type RealtimeEvent, type RoomEvent, replayWindowMillis, startRealtimeHub } from './hub.ts';

let t: TestApp;
let admin: pg.Client;
let database: string;

beforeAll(async () => {
  t = await startTestApp();
  database = new URL(t.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
  await admin.end();
  await t.close();
});

function subscribed(): { userId: string; events: RealtimeEvent[]; stop: () => void } {
  const userId = randomUUID();
  const events: RealtimeEvent[] = [];
  const stop = t.runtime.realtime.subscribe(userId, (event) => events.push(event));
  return { userId, events, stop };
}

async function receivedWithin(events: RealtimeEvent[], millis: number): Promise<boolean> {
  const deadline = Date.now() + millis;
  while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return events.length > 0;
}

/** Publishes until the event arrives: events sent while an instance is reconnecting are not replayed. */
async function deliveredWithin(userId: string, events: RealtimeEvent[], millis: number): Promise<boolean> {
  const deadline = Date.now() + millis;
  while (Date.now() < deadline) {
    await publishToUser(t.runtime.db, userId, { type: 'notifications.count', count: 1 });
    await new Promise((r) => setTimeout(r, 200));
    if (events.length > 0) return true;
  }
  return false;
}

async function terminateListener(): Promise<number> {
  const result = await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN realtime'",
    [database],
  );
  return result.rowCount ?? 0;
}

describe('realtime hub', () => {
  it('hands a published event to the subscribers of that user only', async () => {
    const mine = subscribed();
    const theirs = subscribed();
    await publishToUser(t.runtime.db, mine.userId, { type: 'session.ended' });
    expect(await receivedWithin(mine.events, 2_000)).toBe(true);
    expect(mine.events).toEqual([{ type: 'session.ended' }]);
    expect(theirs.events).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('reaches every one of 500 sessions a single event names, past the size a NOTIFY may carry', async () => {
    const userId = randomUUID();
    const sessionIds = Array.from({ length: 500 }, () => randomUUID());
    const reached = new Set<string>();
    const stop = t.runtime.realtime.subscribe(userId, (_event, audience) => {
      for (const id of audience.sessionIds ?? []) reached.add(id);
    });
    await publishToUser(t.runtime.db, userId, { type: 'session.ended' }, { sessionIds });
    const deadline = Date.now() + 2_000;
    while (reached.size < sessionIds.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(reached.size).toBe(500);
    stop();
  });

  it('drops an event published in a transaction that rolls back', async () => {
    const mine = subscribed();
    await t.runtime.db
      .transaction(async (tx) => {
        await publishToUser(tx, mine.userId, { type: 'session.ended' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await publishToUser(t.runtime.db, mine.userId, { type: 'notifications.count', count: 2 });
    // Notifications arrive in commit order, so the rolled-back one would have come first.
    expect(await receivedWithin(mine.events, 2_000)).toBe(true);
    expect(mine.events).toEqual([{ type: 'notifications.count', count: 2 }]);
    mine.stop();
  });

  it('hands a new subscriber first what it heard for the user since a given time, within the last half minute', async () => {
    const mine = subscribed();
    await publishToUser(t.runtime.db, mine.userId, { type: 'notifications.count', count: 4 });
    expect(await receivedWithin(mine.events, 2_000)).toBe(true);
    const heardAt = Date.now();

    const replayed = (since?: number, userId = mine.userId) => {
      const events: RealtimeEvent[] = [];
      t.runtime.realtime.subscribe(userId, (event) => events.push(event), since)();
      return events;
    };
    expect(replayed(heardAt - 5_000)).toEqual([{ type: 'notifications.count', count: 4 }]);
    expect(replayed(heardAt + 1_000)).toEqual([]);
    expect(replayed()).toEqual([]);
    // Another user's subscriber hears none of it.
    expect(replayed(heardAt - 5_000, randomUUID())).toEqual([]);

    // Half a minute on, it is forgotten, however early the subscriber asks from.
    vi.useFakeTimers({ toFake: ['Date'], now: heardAt + replayWindowMillis + 1_000 });
    try {
      expect(replayed(heardAt - 60_000)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    mine.stop();
  });

  it('listens again after losing its connection, even when the database refuses connections for a while', async () => {
    const mine = subscribed();
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
    expect(await terminateListener()).toBe(1);
    // Longer than one reconnect attempt: the first attempts fail while connections are refused.
    await new Promise((r) => setTimeout(r, 2_500));
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
    expect(await deliveredWithin(mine.userId, mine.events, 8_000)).toBe(true);
    mine.stop();
  }, 20_000);
});

describe('room channels', () => {
  /** A signal of `chars` characters of session description, like a browser's offer. */
  const signal = (chars: number, from = 'user_a'): RoomEvent => ({
    type: 'live.signal',
    from,
    to: 'user_b',
    description: { type: 'offer', sdp: `v=0\r\ns=Zoë\r\n${'a'.repeat(chars)}` },
  });

  it("hands a room event to this instance's subscribers at once and to another instance's, whole or in pieces past the size a NOTIFY may carry, in order", async () => {
    const other = await startRealtimeHub(t.databaseUrl);
    const roomId = randomUUID();
    const here: RoomEvent[] = [];
    const there: RoomEvent[] = [];
    const elsewhere: RoomEvent[] = [];
    const stops = [
      t.runtime.realtime.subscribeRoom(roomId, (event) => here.push(event)),
      other.subscribeRoom(roomId, (event) => there.push(event)),
      other.subscribeRoom(randomUUID(), (event) => elsewhere.push(event)),
    ];
    const sent = [signal(30_000, 'user_1'), signal(10, 'user_2'), signal(9_000, 'user_3'), signal(10, 'user_4')];
    const published = sent.map((event) => t.runtime.realtime.publishToRoom(t.runtime.db, roomId, event));
    // This instance's own subscribers need no round trip through the database.
    expect(here).toEqual(sent);
    await Promise.all(published);
    const deadline = Date.now() + 2_000;
    while (there.length < sent.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(there).toEqual(sent);
    // Each instance hears its own events once, not again through the database.
    expect(here).toHaveLength(sent.length);
    expect(elsewhere).toEqual([]);
    for (const stop of stops) stop();
    await other.stop();
  });
});
