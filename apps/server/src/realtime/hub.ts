import type { ClientAction } from '@advice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from '../db/client.ts';
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
 * A meeting room joins as `{ kind: 'room'; roomId }`: its sockets subscribe to the room, and the hub fans
 * the event out to them as it does to a user's.
 */
export type RealtimeAudience =
  | ({ kind: 'user'; userId: string } & Audience)
  | { kind: 'clientStaff'; practiceId: string; clientId: string; action: ClientAction };

type Listener = (event: RealtimeEvent, audience: Audience) => void;

/**
 * Fans events out to sockets on every server instance: a publisher NOTIFYs, each instance's
 * dedicated LISTEN connection hands the event to the sockets it holds for that user.
 */
export type RealtimeHub = {
  subscribe: (userId: string, listener: Listener) => () => void;
  stop: () => Promise<void>;
};

export async function startRealtimeHub(databaseUrl: string): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let stopped = false;

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
      const { userId, event, sessionIds } = JSON.parse(message.payload) as { userId: string; event: RealtimeEvent } & Audience;
      for (const listener of listeners.get(userId) ?? []) listener(event, sessionIds ? { sessionIds } : {});
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
    subscribe: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
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
