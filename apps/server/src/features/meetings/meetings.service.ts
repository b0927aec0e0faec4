import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  assertMeetingRoomTransition,
  type ClientAction,
  can,
  isFutureStart,
  type MeetingGuestBody,
  type MeetingRoomBody,
  type MeetingRoomListQuery,
  type MeetingRoomPatch,
  meetingGuestConflictsOf,
  meetingParticipantsMax,
  meetingParticipantsProblems,
  meetingRoomMessages,
  type Pagination,
} from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { assertClientAction, type ClientAccess, findClientAccess, loadClientFor } from '../people/client-access.ts';
import { findAgendaTemplates } from '../practice/agenda-templates.service.ts';
import { readSettings } from '../practice/practice-settings.service.ts';
import {
  attendeeRecipients,
  guestRecipientOf,
  guestRecipients,
  type InvitationContext,
  mailInvitations,
  newGuestToken,
} from './meetings.invitations.ts';
import { publishRoomChange, tellAttendees } from './meetings.notify.ts';
import {
  type AttendeeRow,
  findRoom,
  findRoomView,
  guestOfRoom,
  listAttendees,
  listGuests,
  listPossibleParticipants,
  listRooms,
  presentGuest,
  type RoomRow,
} from './meetings.queries.ts';
import { endRoomRecordings } from './recording/recording.compose.ts';
import { summariseCompletedRoom } from './summary/summary.writer.ts';

/*
 * Advice rooms. A room belongs to its client: every call loads the room of the caller's practice (another
 * practice's is a 404) and then its client through the one client loader with a `meetingRoom.*` action, so
 * staff reach a room only when they may see its client (no relation is a 404 too). Only staff manage rooms;
 * the client reads their own. Each change writes its audit event (entity kind `advice-room`) in its
 * transaction, and its mails, bells and live events leave only at commit.
 */

type MessageKey = keyof typeof meetingRoomMessages;

const roomNotFound = () => new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.notFound'] });
const invalid = (pointer: string, key: MessageKey) => new AppError('request.invalid', { detail: meetingRoomMessages[key], pointer });

type LoadedRoom = { room: RoomRow; client: ClientAccess; mayManage: boolean };

/** The room and its client for the action, else 404 (no such room here, or no relation to its client), 403 or 409. */
export async function loadRoomFor(
  tx: Db | Tx,
  actor: Actor,
  roomId: string,
  action: ClientAction,
  { lock = false } = {},
): Promise<LoadedRoom> {
  if (!actor.practiceId) throw roomNotFound();
  const room = await findRoom(tx, actor.practiceId, roomId, { lock });
  if (!room) throw roomNotFound();
  const client = await findClientAccess(tx, actor, room.clientId);
  if (!client?.subject.relation) throw roomNotFound();
  assertClientAction(client, action);
  return { room, client, mayManage: can(client.actor, 'meetingRoom.manage', client.subject) };
}

async function presentSaved(db: Db | Tx, loaded: Pick<LoadedRoom, 'room' | 'mayManage'>, message: MessageKey) {
  const view = await findRoomView(db, loaded.room.practiceId, loaded.room.id, loaded.mayManage);
  if (!view) throw roomNotFound();
  return { ...view, message: meetingRoomMessages[message] };
}

/** Who acts, as the invitations name the organiser. */
async function organiserOf(tx: Tx, actor: Actor): Promise<{ name: string; email: string }> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  return { name: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(), email: row?.email ?? '' };
}

/**
 * The attendees the ids name, under the rules that need the people: each must be the client or a member
 * of staff who may join the client's rooms, and no guest may share an attendee's e-mail.
 */
function attendeesOf(userIds: readonly string[], possible: readonly AttendeeRow[], guestEmails: readonly string[]): AttendeeRow[] {
  const byId = new Map(possible.map((person) => [person.id, person]));
  const attendees = [...new Set(userIds)].map((id) => byId.get(id));
  if (attendees.some((person) => person === undefined)) throw invalid('/user_ids', 'meetingRoom.notAParticipant');
  const chosen = attendees as AttendeeRow[];
  const conflicts = meetingGuestConflictsOf(
    guestEmails,
    chosen.map((person) => person.email),
  );
  if (conflicts.length > 0) throw invalid('/guests', 'meetingRoom.guestIsAttendee');
  return chosen;
}

/** The payload-only rules again on the room as it would be (the client attends, the count, no guest twice). */
function assertParticipants(clientId: string, userIds: readonly string[], guests: readonly { email: string }[]): void {
  const [problem] = meetingParticipantsProblems({ client_id: clientId, user_ids: userIds, guests });
  if (problem) throw new AppError('request.invalid', { detail: problem.message, pointer: `/${problem.field}` });
}

const namesOf = (people: readonly AttendeeRow[]) => people.map((person) => `${person.first_name} ${person.last_name}`.trim());
const namedOf = (room: Pick<RoomRow, 'name' | 'clientId'>) => ({ name: room.name, client_id: room.clientId });

/** A client's rooms, or every room the viewer may see (a client: their own; staff: their clients'). */
export async function listMeetingRooms(runtime: Runtime, actor: Actor, query: MeetingRoomListQuery) {
  const member = practiceActorOf(actor);
  return listRooms(
    runtime.db,
    member,
    {
      clientId: query.client_id,
      status: query.status,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      upcoming: query.upcoming,
      summaryToShare: query.summary_to_share,
    },
    pageOffset(query),
  );
}

export async function getMeetingRoom(runtime: Runtime, actor: Actor, roomId: string) {
  const loaded = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  const view = await findRoomView(runtime.db, loaded.room.practiceId, roomId, loaded.mayManage);
  if (!view) throw roomNotFound();
  return view;
}

/** What the new-room form needs for one client: the practice's region and active agenda templates, who may attend. */
export async function getMeetingRoomOptions(runtime: Runtime, actor: Actor, clientId: string) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'meetingRoom.manage');
  const practiceId = client.user.practiceId ?? '';
  const [settings, templates, participants] = await Promise.all([
    readSettings(runtime.db, practiceId),
    findAgendaTemplates(runtime.db, { practiceId, activeOnly: true }),
    listPossibleParticipants(runtime.db, practiceId, clientId),
  ]);
  return {
    media_region: settings['client-meeting-rooms'].meetingServerLocation,
    agenda_templates: templates.map(({ id, title, template }) => ({ id, title, template })),
    participants: participants.map(({ status: _status, ...person }) => person),
  };
}

export async function listMeetingRoomPossibleParticipants(runtime: Runtime, actor: Actor, roomId: string) {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.manage');
  const participants = await listPossibleParticipants(runtime.db, room.practiceId, room.clientId);
  return participants.map(({ status: _status, ...person }) => person);
}

/** Schedules a room: its attendees and guests are invited by e-mail with the calendar file, and get a bell. */
export async function createMeetingRoom(runtime: Runtime, actor: Actor, body: MeetingRoomBody, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, body.client_id, 'meetingRoom.manage');
    if (!isFutureStart(body.start_date)) throw invalid('/start_date', 'meetingRoom.startInPast');
    const practiceId = client.user.practiceId ?? '';
    const possible = await listPossibleParticipants(uow.tx, practiceId, client.user.id);
    const attendees = attendeesOf(
      body.user_ids,
      possible,
      body.guests.map((guest) => guest.email),
    );
    const id = randomUUID();
    const [room] = await uow.tx
      .insert(meetingRooms)
      .values({
        id,
        practiceId,
        clientId: client.user.id,
        name: body.name,
        agenda: body.agenda,
        startAt: new Date(body.start_date),
        durationMinutes: body.duration,
        mediaRegion: body.media_region,
        enableMeetingSummary: body.enable_meeting_summary,
        outlookEventCreated: body.outlook_event_created,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    if (!room) throw new AppError('server.error');
    await uow.tx.insert(meetingRoomAttendees).values(attendees.map((person) => ({ roomId: id, userId: person.id, practiceId })));
    const context: InvitationContext = { room, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
    const guestMails = [];
    for (const guest of body.guests) {
      const { token, tokenHash } = newGuestToken();
      await uow.tx.insert(meetingRoomGuests).values({
        id: randomUUID(),
        practiceId,
        roomId: id,
        email: guest.email,
        name: guest.name || null,
        trusted: guest.trusted,
        tokenHash,
      });
      guestMails.push(guestRecipientOf(context, { name: guest.name || null, email: guest.email, trusted: guest.trusted }, token));
    }
    await writeAudit(uow.tx, {
      actor,
      practiceId,
      entityKind: 'advice-room',
      entityId: id,
      action: 'room_created',
      after: {
        ...namedOf(room),
        start_at: room.startAt.toISOString(),
        duration_minutes: room.durationMinutes,
        attendees: namesOf(attendees),
        guests: body.guests.map((guest) => guest.email),
      },
      ip: info.ip,
    });
    const invited = attendees.filter((person) => person.id !== actor.userId);
    await mailInvitations(uow, context, [...attendeeRecipients(context, invited), ...guestMails], 'invitation');
    await tellAttendees(uow, { kind: 'meetings.scheduled', actorId: actor.userId, room, attendees });
    publishRoomChange(
      uow,
      room,
      attendees.map((person) => person.id),
    );
    return presentSaved(uow.tx, { room, mayManage: true }, 'meetingRoom.created');
  });
}

/** The room's details a change records: the name always, the others only when they changed. */
function changeOf(before: RoomRow, after: RoomRow, attendees: { before: string[]; after: string[] } | null) {
  const fields = [
    ['start_at', before.startAt.toISOString(), after.startAt.toISOString()],
    ['duration_minutes', before.durationMinutes, after.durationMinutes],
    ['agenda', before.agenda, after.agenda],
    ['media_region', before.mediaRegion, after.mediaRegion],
    ['enable_meeting_summary', before.enableMeetingSummary, after.enableMeetingSummary],
    ['outlook_event_created', before.outlookEventCreated, after.outlookEventCreated],
  ] as const;
  const changed = fields.filter(([, was, now]) => was !== now);
  const isAttendeesChanged = attendees !== null && attendees.before.join('\n') !== attendees.after.join('\n');
  return {
    isChanged: changed.length > 0 || isAttendeesChanged || before.name !== after.name,
    before: {
      ...namedOf(before),
      ...Object.fromEntries(changed.map(([key, was]) => [key, was])),
      ...(isAttendeesChanged ? { attendees: attendees.before } : {}),
    },
    after: {
      ...namedOf(after),
      ...Object.fromEntries(changed.map(([key, , now]) => [key, now])),
      ...(isAttendeesChanged ? { attendees: attendees.after } : {}),
    },
  };
}

/**
 * Changes a scheduled room. A new time, duration or name raises the calendar SEQUENCE and sends everyone
 * the updated file; attendees added are invited, attendees removed receive the cancellation.
 */
export async function updateMeetingRoom(runtime: Runtime, actor: Actor, roomId: string, patch: MeetingRoomPatch, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const loaded = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    const { room } = loaded;
    assertMeetingRoomTransition(room.status, 'edit', loaded);
    const startAt = patch.start_date ? new Date(patch.start_date) : room.startAt;
    if (startAt.getTime() !== room.startAt.getTime() && !isFutureStart(startAt.toISOString()))
      throw invalid('/start_date', 'meetingRoom.startInPast');
    const [current, guests] = await Promise.all([
      listAttendees(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
      listGuests(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
    ]);
    let attendees = current;
    if (patch.user_ids) {
      assertParticipants(room.clientId, patch.user_ids, guests);
      const possible = await listPossibleParticipants(uow.tx, room.practiceId, room.clientId);
      attendees = attendeesOf(
        patch.user_ids,
        possible,
        guests.map((guest) => guest.email),
      );
    }
    const next: RoomRow = {
      ...room,
      name: patch.name ?? room.name,
      agenda: patch.agenda ?? room.agenda,
      startAt,
      durationMinutes: patch.duration ?? room.durationMinutes,
      mediaRegion: patch.media_region ?? room.mediaRegion,
      enableMeetingSummary: patch.enable_meeting_summary ?? room.enableMeetingSummary,
      outlookEventCreated: patch.outlook_event_created ?? room.outlookEventCreated,
    };
    const isTimingChanged =
      next.name !== room.name || next.startAt.getTime() !== room.startAt.getTime() || next.durationMinutes !== room.durationMinutes;
    const currentIds = new Set(current.map((person) => person.id));
    const nextIds = new Set(attendees.map((person) => person.id));
    const added = attendees.filter((person) => !currentIds.has(person.id));
    const removed = current.filter((person) => !nextIds.has(person.id));
    const change = changeOf(room, next, patch.user_ids ? { before: namesOf(current), after: namesOf(attendees) } : null);
    if (!change.isChanged) return presentSaved(uow.tx, loaded, 'meetingRoom.updated');

    const now = new Date();
    const [saved] = await uow.tx
      .update(meetingRooms)
      .set({
        name: next.name,
        agenda: next.agenda,
        startAt: next.startAt,
        durationMinutes: next.durationMinutes,
        mediaRegion: next.mediaRegion,
        enableMeetingSummary: next.enableMeetingSummary,
        outlookEventCreated: next.outlookEventCreated,
        sequence: isTimingChanged ? room.sequence + 1 : room.sequence,
        updatedBy: actor.userId,
        updatedAt: now,
      })
      .where(eq(meetingRooms.id, room.id))
      .returning();
    if (!saved) throw roomNotFound();
    if (removed.length > 0)
      await uow.tx.delete(meetingRoomAttendees).where(
        and(
          eq(meetingRoomAttendees.roomId, room.id),
          inArray(
            meetingRoomAttendees.userId,
            removed.map((person) => person.id),
          ),
        ),
      );
    if (added.length > 0)
      await uow.tx
        .insert(meetingRoomAttendees)
        .values(added.map((person) => ({ roomId: room.id, userId: person.id, practiceId: room.practiceId })));
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_updated',
      before: change.before,
      after: change.after,
      ip: info.ip,
    });

    const context: InvitationContext = { room: saved, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
    const others = (people: readonly AttendeeRow[]) => people.filter((person) => person.id !== actor.userId);
    await mailInvitations(uow, context, attendeeRecipients(context, others(added)), 'invitation');
    await mailInvitations(uow, context, attendeeRecipients(context, others(removed)), 'cancellation');
    if (isTimingChanged) {
      const staying = attendees.filter((person) => currentIds.has(person.id));
      await mailInvitations(
        uow,
        context,
        [...attendeeRecipients(context, others(staying)), ...(await guestRecipients(uow, context, guests))],
        'update',
      );
    }
    await tellAttendees(uow, { kind: 'meetings.scheduled', actorId: actor.userId, room: saved, attendees: added });
    await tellAttendees(uow, {
      kind: 'meetings.changed',
      actorId: actor.userId,
      room: saved,
      attendees: attendees.filter((person) => currentIds.has(person.id)),
    });
    await tellAttendees(uow, { kind: 'meetings.cancelled', actorId: actor.userId, room: saved, attendees: removed });
    publishRoomChange(
      uow,
      saved,
      [...current, ...added].map((person) => person.id),
    );
    return presentSaved(uow.tx, { room: saved, mayManage: loaded.mayManage }, 'meetingRoom.updated');
  });
}

/**
 * Moves a scheduled room on, for good: completed, or cancelled (its calendar entries cancelled and its
 * attendees told). Its recording stops, and its recordings are queued to be composed. Any other status is the
 * machine's 409.
 */
async function finishRoom(runtime: Runtime, actor: Actor, roomId: string, action: 'cancel' | 'complete', info: RequestInfo) {
  let isRecordingStopped = false;
  const view = await inTransaction(runtime, async (uow) => {
    const loaded = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    const { room } = loaded;
    const transition = assertMeetingRoomTransition(room.status, action, loaded);
    const now = new Date();
    const isCancelled = transition.to === 'cancelled';
    const [saved] = await uow.tx
      .update(meetingRooms)
      .set({
        status: transition.to,
        ...(isCancelled ? { cancelledAt: now, sequence: room.sequence + 1 } : { completedAt: now }),
        recordingType: null,
        recordingStartedAt: null,
        updatedBy: actor.userId,
        updatedAt: now,
      })
      .where(eq(meetingRooms.id, room.id))
      .returning();
    if (!saved) throw roomNotFound();
    // An ended room records nothing more: what it recorded is composed once this commits.
    isRecordingStopped = await endRoomRecordings(uow, room, now);
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: isCancelled ? 'room_cancelled' : 'room_completed',
      after: namedOf(room),
      ip: info.ip,
    });
    const attendees = (await listAttendees(uow.tx, [room.id])).get(room.id) ?? [];
    if (isCancelled) {
      const guests = (await listGuests(uow.tx, [room.id])).get(room.id) ?? [];
      const context: InvitationContext = { room: saved, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
      const told = attendees.filter((person) => person.id !== actor.userId);
      const guestsTold = guests.map((guest) => ({ name: guest.name ?? '', email: guest.email, link: '' }));
      await mailInvitations(uow, context, [...attendeeRecipients(context, told), ...guestsTold], 'cancellation');
      await tellAttendees(uow, { kind: 'meetings.cancelled', actorId: actor.userId, room: saved, attendees });
    }
    publishRoomChange(
      uow,
      saved,
      attendees.map((person) => person.id),
    );
    return presentSaved(
      uow.tx,
      { room: saved, mayManage: loaded.mayManage },
      isCancelled ? 'meetingRoom.cancelled' : 'meetingRoom.completed',
    );
  });
  // After the commit: anyone still in the call sees the recording indicator go (a failed notice only delays it).
  if (isRecordingStopped)
    await runtime.realtime
      .publishToRoom(runtime.db, roomId, { type: 'live.recording', state: { recording: false, type: null, started_at: null } })
      .catch(() => {});
  return view;
}

export const cancelMeetingRoom = (runtime: Runtime, actor: Actor, roomId: string, info: RequestInfo) =>
  finishRoom(runtime, actor, roomId, 'cancel', info);

/** Completes a room; once that commits, a room with a transcript has its summary written (summary.writer.ts). */
export async function completeMeetingRoom(runtime: Runtime, actor: Actor, roomId: string, info: RequestInfo, log: FastifyBaseLogger) {
  const saved = await finishRoom(runtime, actor, roomId, 'complete', info);
  await summariseCompletedRoom(runtime, actor, roomId, info, log);
  return saved;
}

/** Sends each attendee (but the caller) and each guest their invitation again; guests get a fresh link. */
export async function resendMeetingRoomInvitations(runtime: Runtime, actor: Actor, roomId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const loaded = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    const { room } = loaded;
    assertMeetingRoomTransition(room.status, 'resend', loaded);
    const [attendees, guests] = await Promise.all([
      listAttendees(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
      listGuests(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
    ]);
    const context: InvitationContext = { room, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
    const recipients = [
      ...attendeeRecipients(
        context,
        attendees.filter((person) => person.id !== actor.userId),
      ),
      ...(await guestRecipients(uow, context, guests)),
    ];
    await mailInvitations(uow, context, recipients, 'invitation');
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_invitations_resent',
      after: { ...namedOf(room), recipients: recipients.length },
      ip: info.ip,
    });
    return { message: meetingRoomMessages['meetingRoom.invitationsResent'] };
  });
}

export async function listMeetingRoomGuests(runtime: Runtime, actor: Actor, roomId: string) {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return ((await listGuests(runtime.db, [room.id])).get(room.id) ?? []).map(presentGuest);
}

/** Invites a guest to a scheduled room: not an attendee, not twice, within the nine participants. */
export async function addMeetingRoomGuest(runtime: Runtime, actor: Actor, roomId: string, body: MeetingGuestBody, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const loaded = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    const { room } = loaded;
    assertMeetingRoomTransition(room.status, 'edit', loaded);
    const [attendees, guests] = await Promise.all([
      listAttendees(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
      listGuests(uow.tx, [room.id]).then((map) => map.get(room.id) ?? []),
    ]);
    if (guests.some((guest) => guest.email === body.email))
      throw new AppError('resource.conflict', { detail: meetingRoomMessages['meetingRoom.duplicateGuest'] });
    if (
      meetingGuestConflictsOf(
        [body.email],
        attendees.map((person) => person.email),
      ).length > 0
    )
      throw invalid('/email', 'meetingRoom.guestIsAttendee');
    if (attendees.length + guests.length + 1 > meetingParticipantsMax)
      throw new AppError('rule.violated', { detail: meetingRoomMessages['meetingRoom.tooManyParticipants'] });
    const { token, tokenHash } = newGuestToken();
    const [guest] = await uow.tx
      .insert(meetingRoomGuests)
      .values({
        id: randomUUID(),
        practiceId: room.practiceId,
        roomId: room.id,
        email: body.email,
        name: body.name || null,
        trusted: body.trusted,
        tokenHash,
      })
      .returning();
    if (!guest) throw new AppError('server.error');
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_guest_added',
      after: { ...namedOf(room), email: guest.email, trusted: guest.trusted },
      ip: info.ip,
    });
    const context: InvitationContext = { room, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
    await mailInvitations(uow, context, [guestRecipientOf(context, guest, token)], 'invitation');
    publishRoomChange(
      uow,
      room,
      attendees.map((person) => person.id),
    );
    return { ...presentGuest(guest), message: meetingRoomMessages['meetingRoom.guestAdded'] };
  });
}

/** Removes a guest of a scheduled room: their link stops working and their calendar entry is cancelled. */
export async function removeMeetingRoomGuest(runtime: Runtime, actor: Actor, roomId: string, guestId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const loaded = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    const { room } = loaded;
    assertMeetingRoomTransition(room.status, 'edit', loaded);
    const [guest] = await uow.tx.delete(meetingRoomGuests).where(guestOfRoom(room.id, guestId)).returning();
    if (!guest) throw new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.guestNotFound'] });
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_guest_removed',
      before: { ...namedOf(room), email: guest.email, trusted: guest.trusted },
      ip: info.ip,
    });
    const context: InvitationContext = { room, organiser: await organiserOf(uow.tx, actor), origin: info.origin };
    await mailInvitations(uow, context, [{ name: guest.name ?? '', email: guest.email, link: '' }], 'cancellation');
    const attendees = (await listAttendees(uow.tx, [room.id])).get(room.id) ?? [];
    publishRoomChange(
      uow,
      room,
      attendees.map((person) => person.id),
    );
    return { message: meetingRoomMessages['meetingRoom.guestRemoved'] };
  });
}

/** The room's events as sentences, newest first, for staff who may read the client's audit trail. */
export async function listMeetingRoomAuditTrail(runtime: Runtime, actor: Actor, roomId: string, query: Pagination) {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'client.viewAuditTrail');
  return listEntityAudit(runtime.db, { practiceId: room.practiceId, entityKind: 'advice-room', entityId: room.id, ...pageOffset(query) });
}
