import { randomUUID } from 'node:crypto';
import type { ClientAction } from '@advice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { staffMayActOn } from '../features/people/client-access.ts';

const channel = 'realtime';

/**
 * Every realtime topic and what its events carry besides their `type`. Empty here: each area declares
 * its own topics beside the code that publishes them
 * (`declare module '.../realtime/hub.ts' { interface RealtimeTopics { 'notifications.count': { count: number } } }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: each area merges its topics into it
export interface RealtimeTopics {}
export type RealtimeEvent = { [T in keyof RealtimeTopics]: { type: T } & RealtimeTopics[T] }[keyof RealtimeTopics];

/** Which of a user's sockets an event is for: all of them, or only those of some sessions. */
export type Audience = { sessionIds?: string[] };

/**
 * Who an event published through the unit of work is for, resolved to users when the transaction releases
 * it: one user (optionally some of their sessions), or every active member of staff who may take `action`
 * on a client (the relation table read from the staff side: their advisers, supporting admins and
 * directors, following or not), so a page of the client's open on anyone's screen stays current.
 * A meeting room's sockets talk among themselves through `publishToRoom` and `subscribeRoom` instead.
 */
export type RealtimeAudience =
  | ({ kind: 'user'; userId: string } & Audience)
  | { kind: 'clientStaff'; practiceId: string; clientId: string; action: ClientAction };

type Listener = (event: RealtimeEvent, audience: Audience) => void;

/**
 * What the sockets of one meeting room tell each other (the live room's signalling and presence). Empty here,
 * like RealtimeTopics: the live room declares its topics beside the code that publishes them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the live room merges its topics into it
export interface RoomTopics {}
export type RoomEvent = { [T in keyof RoomTopics]: { type: T } & RoomTopics[T] }[keyof RoomTopics];
type RoomListener = (event: RoomEvent) => void;

/**
 * Fans events out to sockets on every server instance: a publisher NOTIFYs, each instance's
 * dedicated LISTEN connection hands the event to the sockets it holds for that user, or for that room.
 */
export type RealtimeHub = {
  /**
   * Hears every event published to the user from now on; with `since` (a time in ms), first the ones this instance
   * heard for them since then, within the last `replayWindowMillis`.
   */
  subscribe: (userId: string, listener: Listener, since?: number) => () => void;
  /** Hears every event published to the room, from this instance or another, in the order each publisher sent them. */
  subscribeRoom: (roomId: string, listener: RoomListener) => () => void;
  /**
   * Hands the event to this instance's sockets of the room at once and to the other instances' through NOTIFY;
   * not transactional (the room's talk is ephemeral). Resolves once the other instances can hear it.
   */
  publishToRoom: (db: Db, roomId: string, event: RoomEvent) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The largest NOTIFY payload a room event is sent whole in: PostgreSQL refuses 8,000 bytes or more, and a session
 * description is often larger. A larger event goes base64-encoded (so escaping cannot grow it) in pieces of
 * `roomPieceChars`, which the listeners put back together.
 */
export const roomNoticeBytes = 7_500;
const roomPieceChars = 7_000;
/** How long a listener waits for the rest of an event in pieces before it gives up on it (one lost while it reconnected). */
const piecesWaitMillis = 10_000;

/**
 * How long an instance keeps the user events it hears, for a socket opened just after its page read what it shows:
 * a change between the read and the socket's subscription would otherwise reach that page only with the next one.
 */
export const replayWindowMillis = 30_000;
/** The most events kept for that, whatever the window, so a burst cannot hold much memory. */
const replayMostEvents = 10_000;

type Heard = { at: number; userId: string; event: RealtimeEvent; audience: Audience };

/** A room event as it travels between instances: whole, or the `index`th of `count` pieces of its JSON. */
type RoomNotice =
  | { room: string; origin: string; event: RoomEvent }
  | { room: string; origin: string; piece: { id: string; index: number; count: number; text: string } };

export async function startRealtimeHub(databaseUrl: string): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<Listener>>();
  const roomListeners = new Map<string, Set<RoomListener>>();
  // Which instance a room notice came from: this one has handed its own to its sockets already.
  const origin = randomUUID();
  const pieces = new Map<string, { texts: string[]; received: number; timer: NodeJS.Timeout }>();
  // The user events heard in the replay window, oldest first from `kept` (those before it are forgotten, and cut off
  // in one go once they are half the list, so hearing an event costs the same however busy the window).
  const heard: Heard[] = [];
  let kept = 0;
  const forgetOld = (now: number): void => {
    kept = Math.max(kept, heard.length - replayMostEvents);
    while (kept < heard.length && (heard[kept]?.at ?? now) < now - replayWindowMillis) kept += 1;
    if (kept > 0 && kept * 2 >= heard.length) {
      heard.splice(0, kept);
      kept = 0;
    }
  };
  let client: pg.Client | null = null;
  let stopped = false;
  // A room's events leave one after another: PostgreSQL delivers notifications in commit order, so a listener
  // hears a publisher's events in the order it sent them (an offer before the candidates that follow it).
  // Each room has its own queue, so one busy room does not hold up the others.
  const publishing = new Map<string, Promise<void>>();

  const deliverToRoom = (roomId: string, event: RoomEvent): void => {
    for (const listener of [...(roomListeners.get(roomId) ?? [])]) listener(event);
  };

  const hearRoom = (notice: RoomNotice): void => {
    if (notice.origin === origin || !roomListeners.has(notice.room)) return;
    if ('event' in notice) {
      deliverToRoom(notice.room, notice.event);
      return;
    }
    const { id, index, count, text } = notice.piece;
    const key = `${notice.origin}:${id}`;
    let entry = pieces.get(key);
    if (!entry) {
      entry = { texts: new Array<string>(count), received: 0, timer: setTimeout(() => pieces.delete(key), piecesWaitMillis) };
      pieces.set(key, entry);
    }
    if (entry.texts[index] === undefined) entry.received += 1;
    entry.texts[index] = text;
    if (entry.received < count) return;
    clearTimeout(entry.timer);
    pieces.delete(key);
    deliverToRoom(notice.room, JSON.parse(Buffer.from(entry.texts.join(''), 'base64').toString('utf8')) as RoomEvent);
  };

  // Keeps trying every second until it listens again: a database restart can outlast one attempt.
  const reconnectSoon = (): void => {
    if (stopped) return;
    setTimeout(() => void connect().catch(reconnectSoon), 1000);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (!message.payload) return;
      const notice = JSON.parse(message.payload) as ({ userId: string; event: RealtimeEvent } & Audience) | RoomNotice;
      if ('room' in notice) {
        hearRoom(notice);
        return;
      }
      const { userId, event, sessionIds } = notice;
      const audience = sessionIds ? { sessionIds } : {};
      const now = Date.now();
      heard.push({ at: now, userId, event, audience });
      forgetOld(now);
      for (const listener of listeners.get(userId) ?? []) listener(event, audience);
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
    else client = next;
  };
  await connect();

  return {
    subscribe: (userId, listener, since) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      if (since !== undefined) {
        forgetOld(Date.now());
        for (const { at, userId: to, event, audience } of heard.slice(kept)) if (to === userId && at >= since) listener(event, audience);
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    subscribeRoom: (roomId, listener) => {
      const set = roomListeners.get(roomId) ?? new Set();
      set.add(listener);
      roomListeners.set(roomId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) roomListeners.delete(roomId);
      };
    },
    publishToRoom: (db, roomId, event) => {
      deliverToRoom(roomId, event);
      const sent = (publishing.get(roomId) ?? Promise.resolve()).then(() => notifyRoom(db, origin, roomId, event));
      // One failed NOTIFY (the database restarting) must not stop the ones after it.
      const settled = sent.catch(() => {});
      publishing.set(roomId, settled);
      // The queue of a room gone quiet is dropped, so rooms that have ended hold no memory.
      void settled.then(() => {
        if (publishing.get(roomId) === settled) publishing.delete(roomId);
      });
      return sent;
    },
    stop: async () => {
      stopped = true;
      for (const { timer } of pieces.values()) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

/** NOTIFYs a room event to the other instances: whole when it fits, else in pieces sent in one transaction so they arrive together. */
async function notifyRoom(db: Db, origin: string, room: string, event: RoomEvent): Promise<void> {
  const whole = JSON.stringify({ room, origin, event } satisfies RoomNotice);
  if (Buffer.byteLength(whole) <= roomNoticeBytes) {
    await db.execute(sql`SELECT pg_notify(${channel}, ${whole})`);
    return;
  }
  const text = Buffer.from(JSON.stringify(event)).toString('base64');
  const count = Math.ceil(text.length / roomPieceChars);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      const piece = { id, index, count, text: text.slice(index * roomPieceChars, (index + 1) * roomPieceChars) };
      await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify({ room, origin, piece } satisfies RoomNotice)})`);
    }
  });
}

/** Session ids per NOTIFY: PostgreSQL refuses a payload of 8,000 bytes or more, and a user may have hundreds of sessions. */
const sessionIdsPerNotify = 100;

/**
 * Publishes an event to one user's sockets on every instance. Inside a transaction the
 * NOTIFY is delivered on commit and dropped on rollback, which is the order we want.
 */
export async function publishToUser(tx: Tx, userId: string, event: RealtimeEvent, audience: Audience = {}): Promise<void> {
  const { sessionIds } = audience;
  if (!sessionIds) {
    await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify({ userId, event })})`);
    return;
  }
  for (let start = 0; start < sessionIds.length; start += sessionIdsPerNotify) {
    const payload = { userId, event, sessionIds: sessionIds.slice(start, start + sessionIdsPerNotify) };
    await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify(payload)})`);
  }
}

/** The active members of staff who may take `action` on the client, as a subquery of their ids (column `id`). */
function clientStaffIds(tx: Tx, { practiceId, clientId, action }: Extract<RealtimeAudience, { kind: 'clientStaff' }>) {
  const staff = alias(users, 'audience_staff');
  const client = alias(users, 'audience_client');
  return tx
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(client, and(eq(client.id, clientId), eq(client.practiceId, practiceId)))
    .where(
      and(
        eq(staff.practiceId, practiceId),
        eq(staff.status, 'active'),
        inArray(staff.role, ['adviser', 'admin', 'director']),
        staffMayActOn(staff, action, client),
      ),
    );
}

/**
 * Publishes an event to an audience from inside a transaction: PostgreSQL delivers each NOTIFY when the
 * transaction commits and drops it on rollback. A client's staff are resolved in the same transaction, in
 * one statement however many there are.
 */
export async function publishTo(tx: Tx, audience: RealtimeAudience, event: RealtimeEvent): Promise<void> {
  switch (audience.kind) {
    case 'user': {
      const { userId, sessionIds } = audience;
      await publishToUser(tx, userId, event, sessionIds ? { sessionIds } : {});
      return;
    }
    case 'clientStaff': {
      await tx.execute(sql`
        SELECT pg_notify(${channel}, json_build_object('userId', s.id, 'event', ${JSON.stringify(event)}::json)::text)
          FROM (${clientStaffIds(tx, audience)}) s`);
      return;
    }
  }
}
