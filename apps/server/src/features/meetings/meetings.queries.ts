import {
  availableMeetingRoomActions,
  type MeetingAttendee,
  type MeetingGuest,
  type MeetingParticipant,
  type MeetingRoom,
  type MeetingRoomStatus,
} from '@advice/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms, meetingSummaries, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientIdScope, staffMayActOn } from '../people/client-access.ts';

export type RoomRow = typeof meetingRooms.$inferSelect;
export type GuestRow = typeof meetingRoomGuests.$inferSelect;
/** An attendee as the service needs them: for the rules, the mails and the bells. */
export type AttendeeRow = MeetingParticipant & { status: string };

const client = alias(users, 'room_client');
const creator = alias(users, 'room_creator');

const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/** A room's end, as SQL: its start plus its duration. */
const endAt = sql`${meetingRooms.startAt} + make_interval(mins => ${meetingRooms.durationMinutes})`;

function roomsOf(db: Db | Tx, mayManage: SQL) {
  return db
    .select({
      room: meetingRooms,
      clientFirstName: client.firstName,
      clientLastName: client.lastName,
      creatorId: creator.id,
      creatorName: nameOf(creator),
      mayManage: sql<boolean>`${mayManage}`,
    })
    .from(meetingRooms)
    .innerJoin(client, eq(client.id, meetingRooms.clientId))
    .leftJoin(creator, eq(creator.id, meetingRooms.createdBy))
    .$dynamic();
}
type ViewRow = Awaited<ReturnType<ReturnType<typeof roomsOf>['execute']>>[number];

/** The attendees of the rooms, the client first, then staff by name. */
export async function listAttendees(db: Db | Tx, roomIds: readonly string[]): Promise<Map<string, AttendeeRow[]>> {
  const byRoom = new Map<string, AttendeeRow[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({
      roomId: meetingRoomAttendees.roomId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
    })
    .from(meetingRoomAttendees)
    .innerJoin(users, eq(users.id, meetingRoomAttendees.userId))
    .where(inArray(meetingRoomAttendees.roomId, [...roomIds]))
    .orderBy(sql`${users.role} = 'client' desc`, asc(users.lastName), asc(users.firstName), asc(users.id));
  for (const row of rows) {
    const list = byRoom.get(row.roomId) ?? [];
    list.push({ id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, role: row.role, status: row.status });
    byRoom.set(row.roomId, list);
  }
  return byRoom;
}

/** The guests of the rooms, in the order they were invited. */
export async function listGuests(db: Db | Tx, roomIds: readonly string[]): Promise<Map<string, GuestRow[]>> {
  const byRoom = new Map<string, GuestRow[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select()
    .from(meetingRoomGuests)
    .where(inArray(meetingRoomGuests.roomId, [...roomIds]))
    .orderBy(asc(meetingRoomGuests.createdAt), asc(meetingRoomGuests.email));
  for (const row of rows) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row]);
  return byRoom;
}

export const presentGuest = (row: GuestRow): MeetingGuest => ({ id: row.id, email: row.email, name: row.name, trusted: row.trusted });
const presentAttendee = ({ id, first_name, last_name, role }: AttendeeRow): MeetingAttendee => ({ id, first_name, last_name, role });

/** The rooms as their viewers read them (never raw rows), with their attendees and guests in two reads. */
async function present(db: Db | Tx, rows: ViewRow[]): Promise<MeetingRoom[]> {
  const ids = rows.map((row) => row.room.id);
  const [attendees, guests] = await Promise.all([listAttendees(db, ids), listGuests(db, ids)]);
  return rows.map(({ room, ...row }) => ({
    id: room.id,
    client: { id: room.clientId, first_name: row.clientFirstName, last_name: row.clientLastName },
    name: room.name,
    agenda: room.agenda,
    start_at: room.startAt.toISOString(),
    duration_minutes: room.durationMinutes,
    media_region: room.mediaRegion,
    status: room.status,
    enable_meeting_summary: room.enableMeetingSummary,
    outlook_event_created: room.outlookEventCreated,
    attendees: (attendees.get(room.id) ?? []).map(presentAttendee),
    guests: (guests.get(room.id) ?? []).map(presentGuest),
    created_by: row.creatorId ? { id: row.creatorId, name: row.creatorName ?? '' } : null,
    completed_at: room.completedAt?.toISOString() ?? null,
    cancelled_at: room.cancelledAt?.toISOString() ?? null,
    created_at: room.createdAt.toISOString(),
    updated_at: room.updatedAt.toISOString(),
    actions: availableMeetingRoomActions(room.status, { mayManage: row.mayManage === true }),
  }));
}

/** One room of the practice as stored, locked for a change when asked; null when the practice has no such room. */
export async function findRoom(tx: Db | Tx, practiceId: string, id: string, { lock }: { lock: boolean }): Promise<RoomRow | null> {
  const query = tx
    .select()
    .from(meetingRooms)
    .where(and(eq(meetingRooms.practiceId, practiceId), eq(meetingRooms.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One room as its viewer reads it; `mayManage` is what the loader found the viewer may do to its client. */
export async function findRoomView(db: Db | Tx, practiceId: string, id: string, mayManage: boolean): Promise<MeetingRoom | null> {
  const rows = await roomsOf(db, mayManage ? sql`true` : sql`false`).where(
    and(eq(meetingRooms.practiceId, practiceId), eq(meetingRooms.id, id)),
  );
  const [room] = await present(db, rows);
  return room ?? null;
}

export type RoomFilter = {
  clientId?: string | undefined;
  status?: MeetingRoomStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Scheduled and not yet ended, soonest first. */
  upcoming: boolean;
  /** With `upcoming`: starting before this (the staff home's seven days). */
  startingBefore?: Date | undefined;
  /** Rooms whose summary is written (ready) and not yet shared with the client, for the staff who manage them. */
  summaryToShare?: boolean;
};

/**
 * The rooms of the clients the viewer may see (the one client scope: a client their own, staff those of
 * the clients they may see), a page of them: soonest first when upcoming, else latest start first.
 */
export async function listRooms(
  db: Db | Tx,
  actor: PracticeActor,
  filter: RoomFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: MeetingRoom[]; total: number }> {
  const now = new Date();
  const where = and(
    eq(meetingRooms.practiceId, actor.practiceId),
    clientIdScope(actor, 'meetingRoom.view', meetingRooms.clientId),
    filter.clientId ? eq(meetingRooms.clientId, filter.clientId) : undefined,
    filter.status ? eq(meetingRooms.status, filter.status) : undefined,
    filter.from ? gte(meetingRooms.startAt, filter.from) : undefined,
    filter.to ? lt(meetingRooms.startAt, filter.to) : undefined,
    filter.upcoming ? and(eq(meetingRooms.status, 'scheduled'), sql`${endAt} > ${now}`) : undefined,
    filter.startingBefore ? lt(meetingRooms.startAt, filter.startingBefore) : undefined,
    filter.summaryToShare
      ? and(
          clientIdScope(actor, 'meetingRoom.manage', meetingRooms.clientId),
          sql`exists (select 1 from ${meetingSummaries} where ${meetingSummaries.roomId} = ${meetingRooms.id} and ${meetingSummaries.status} = 'ready' and ${meetingSummaries.sharedAt} is null)`,
        )
      : undefined,
  );
  const order = filter.upcoming ? [asc(meetingRooms.startAt), asc(meetingRooms.id)] : [desc(meetingRooms.startAt), desc(meetingRooms.id)];
  const [rows, [total]] = await Promise.all([
    roomsOf(db, clientIdScope(actor, 'meetingRoom.manage', meetingRooms.clientId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(meetingRooms).where(where),
  ]);
  return { rows: await present(db, rows), total: total?.value ?? 0 };
}

/**
 * Who may attend a room of this client: the client, then the active staff of the practice the permission
 * table lets join the client's rooms ('meetingRoom.join': advisers and directors who may see the client,
 * and prime practice admins supporting their adviser), by name.
 */
export async function listPossibleParticipants(db: Db | Tx, practiceId: string, clientId: string): Promise<AttendeeRow[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .innerJoin(client, and(eq(client.id, clientId), eq(client.practiceId, practiceId)))
    .where(
      and(
        eq(users.practiceId, practiceId),
        sql`(${users.id} = ${client.id} or (${inArray(users.role, ['adviser', 'admin', 'director'])} and ${eq(users.status, 'active')} and ${staffMayActOn(users, 'meetingRoom.join', client)}))`,
      ),
    )
    .orderBy(sql`${users.role} = 'client' desc`, asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
  }));
}

/** The guest a token is for, in this room of this practice; null for a wrong token or another room's. */
export async function findGuestByToken(db: Db | Tx, practiceId: string, roomId: string, tokenHash: string) {
  const [row] = await db
    .select({ guest: meetingRoomGuests, room: meetingRooms })
    .from(meetingRoomGuests)
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRoomGuests.roomId))
    .where(
      and(
        eq(meetingRoomGuests.tokenHash, tokenHash),
        eq(meetingRoomGuests.roomId, roomId),
        eq(meetingRoomGuests.practiceId, practiceId),
        eq(meetingRooms.practiceId, practiceId),
      ),
    );
  return row ?? null;
}

/** A guest of this room (a guest id of another room matches nothing). */
export const guestOfRoom = (roomId: string, guestId: string) =>
  and(eq(meetingRoomGuests.roomId, roomId), eq(meetingRoomGuests.id, guestId));
