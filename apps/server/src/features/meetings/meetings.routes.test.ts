import {
  type AuditEventView,
  auditSentence,
  type GuestMeetingRoom,
  type MeetingParticipant,
  type MeetingRoom,
  type MeetingRoomOptions,
  meetingRoomMessages,
} from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, meetingRooms, notifications, practices, users } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const base = '/api/v1/client-meeting-rooms';
const one = (id: string) => `${base}/${id}`;
const guestPage = (id: string) => `/api/v1/guests/client-meeting-rooms/${id}`;

type Cast = CaseCast & { prime: CreatedUser };

/** The case cast (adviser Priya Shah, client Charlotte Hughes) and a prime admin supporting the adviser. */
async function newCast(): Promise<Cast> {
  const cast = await createCaseCast(db());
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db().update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  await db().update(users).set({ adminLevel: 'prime' }).where(eq(users.id, cast.supportingWithRights.id));
  return { ...cast, prime: cast.supportingWithRights };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function bodyFor(cast: Cast, extra: Record<string, unknown> = {}) {
  return {
    client_id: cast.client.id,
    name: 'Annual review',
    agenda: 'Goals\nPensions',
    duration: 60,
    start_date: inMinutes(2 * 24 * 60),
    media_region: 'ie1',
    user_ids: [cast.client.id, cast.adviser.id, cast.additional.id],
    guests: [{ email: 'accountant@example.test', name: 'Sam Lee', trusted: true }],
    ...extra,
  };
}

async function create(c: TestClient, body: object): Promise<MeetingRoom & { message: string }> {
  const response = await c.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const mailsTo = (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));
const bellsOf = (user: CreatedUser, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind as never)));

/** The calendar file's properties that matter here, read from its lines (folded lines joined). */
function calendarOf(content: string): Record<string, string> {
  const lines = content.replace(/\r?\n[ \t]/gu, '').split(/\r?\n/u);
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/u.exec(line);
    if (match?.[1] && !(match[1] in fields)) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}

async function lastCalendarTo(email: string): Promise<Record<string, string>> {
  const [mail] = await mailsTo(email);
  const file = mail?.attachments[0];
  expect(file?.content_type).toMatch(/^text\/calendar/u);
  return calendarOf(file?.content ?? '');
}

async function guestTokenTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = /[?&]token=([A-Za-z0-9_-]+)/u.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no guest link mailed to ${email}`);
  return token;
}

describe('scheduling a room', () => {
  it('the adviser schedules a room: attendees and guests are invited with a calendar file, attendees get a bell', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    expect(room).toMatchObject({
      client: { id: cast.client.id, first_name: 'Charlotte', last_name: 'Hughes' },
      name: 'Annual review',
      duration_minutes: 60,
      media_region: 'ie1',
      status: 'scheduled',
      enable_meeting_summary: false,
      outlook_event_created: false,
      guests: [{ email: 'accountant@example.test', name: 'Sam Lee', trusted: true }],
      created_by: { id: cast.adviser.id, name: 'Priya Shah' },
      completed_at: null,
      cancelled_at: null,
      message: meetingRoomMessages['meetingRoom.created'],
    });
    expect(room.attendees[0]).toMatchObject({ id: cast.client.id, first_name: 'Charlotte', role: 'client' });
    expect(new Set(room.attendees.map((person) => person.id))).toEqual(new Set([cast.client.id, cast.adviser.id, cast.additional.id]));
    expect(room.actions).toEqual(['edit', 'resend', 'complete', 'cancel']);

    const calendar = await lastCalendarTo(cast.client.email);
    expect(calendar).toMatchObject({
      METHOD: 'REQUEST',
      UID: `${room.id}@advice-portal`,
      SEQUENCE: '0',
      SUMMARY: 'Annual review',
      STATUS: 'CONFIRMED',
    });
    expect((await mailsTo(cast.client.email))[0]?.text).toContain(`/meetings/client-meeting-rooms/${room.id}`);
    expect((await mailsTo(cast.additional.email))[0]?.text).toContain(`/clients/${cast.client.id}/client-meeting-rooms/${room.id}`);
    expect(await mailsTo(cast.adviser.email)).toHaveLength(0);
    const guestMail = (await mailsTo('accountant@example.test'))[0];
    expect(guestMail?.text).toContain(`/guests/client-meeting-rooms/${room.id}?token=`);
    expect(guestMail?.text).toContain('30 minutes before the start');

    expect(await bellsOf(cast.client, 'meetings.scheduled')).toHaveLength(1);
    expect(await bellsOf(cast.additional, 'meetings.scheduled')).toHaveLength(1);
    expect(await bellsOf(cast.adviser, 'meetings.scheduled')).toHaveLength(0);
  });

  it('refuses a room the client does not attend, too few or too many participants, a guest twice or as an attendee', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const extraGuests = Array.from({ length: 7 }, (_, index) => ({ email: `guest${index}@example.test`, trusted: false }));
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ user_ids: [cast.adviser.id] }, '/user_ids', meetingRoomMessages['meetingRoom.clientMustAttend']],
      [{ user_ids: [cast.client.id], guests: [] }, '/user_ids', meetingRoomMessages['meetingRoom.tooFewParticipants']],
      [{ guests: extraGuests }, '/guests', meetingRoomMessages['meetingRoom.tooManyParticipants']],
      [
        { guests: [{ email: 'sam@example.test' }, { email: 'SAM@example.test' }] },
        '/guests',
        meetingRoomMessages['meetingRoom.duplicateGuest'],
      ],
      [{ guests: [{ email: cast.additional.email }] }, '/guests', meetingRoomMessages['meetingRoom.guestIsAttendee']],
      [{ user_ids: [cast.client.id, cast.supporting.id] }, '/user_ids', meetingRoomMessages['meetingRoom.notAParticipant']],
      [{ user_ids: [cast.client.id, cast.stranger.id] }, '/user_ids', meetingRoomMessages['meetingRoom.notAParticipant']],
      [{ start_date: inMinutes(-5) }, '/start_date', meetingRoomMessages['meetingRoom.startInPast']],
      [{ duration: 20 }, '/duration', meetingRoomMessages['meetingRoom.duration']],
      [{ duration: 495 }, '/duration', meetingRoomMessages['meetingRoom.duration']],
      [{ name: ' ' }, '/name', 'This field is required'],
    ];
    for (const [extra, pointer, detail] of refusals) {
      const response = await adviser.post(base, bodyFor(cast, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorOf(response).source?.pointer, JSON.stringify(extra)).toBe(pointer);
      if (pointer !== '/name') expect(errorOf(response).detail).toBe(detail);
    }
    expect(await db().select().from(meetingRooms).where(eq(meetingRooms.clientId, cast.client.id))).toHaveLength(0);
  });

  it('lets a prime admin attend but not a normal one; the options list exactly who may attend', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    await create(adviser, bodyFor(cast, { user_ids: [cast.client.id, cast.prime.id], guests: [] }));
    const options = await adviser.get(`${base}/options?client_id=${cast.client.id}`);
    expect(options.statusCode).toBe(200);
    const data = options.json().data as MeetingRoomOptions;
    expect(data.media_region).toBe('ie1');
    expect(data.agenda_templates.length).toBeGreaterThan(0);
    const ids = data.participants.map((person: MeetingParticipant) => person.id);
    expect(ids[0]).toBe(cast.client.id);
    expect(new Set(ids)).toEqual(new Set([cast.client.id, cast.adviser.id, cast.additional.id, cast.prime.id, cast.director.id]));
  });
});

describe('who reaches a room', () => {
  it('the client reads their own rooms only, and manages none; staff without the client and other practices get 404', async () => {
    const cast = await newCast();
    const room = await create(await as(cast, cast.adviser), bodyFor(cast));
    const client = await as(cast, cast.client);
    const read = await client.get(one(room.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().data.actions).toEqual([]);
    expect((await client.get(base)).json().data.map((row: MeetingRoom) => row.id)).toEqual([room.id]);
    expect((await client.post(`${one(room.id)}/cancel`)).statusCode).toBe(403);
    expect((await client.get(`${one(room.id)}/audit-trail`)).statusCode).toBe(403);

    const other = await newCast();
    const otherClient = await as(other, other.client);
    expect((await otherClient.get(base)).json().data).toEqual([]);

    for (const member of [cast.director, cast.supporting, cast.additional]) {
      const response = await (await as(cast, member)).get(one(room.id));
      expect(response.statusCode, member.role).toBe(200);
    }
    const stranger = await as(cast, cast.stranger);
    expect((await stranger.get(one(room.id))).statusCode).toBe(404);
    expect((await stranger.post(`${one(room.id)}/cancel`)).statusCode).toBe(404);
    expect((await stranger.get(base)).json().data).toEqual([]);

    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    const foreignClient = await sessionFor(t.app, db(), foreign, elsewhere.host);
    expect((await foreignClient.get(one(room.id))).statusCode).toBe(404);
    expect((await foreignClient.patch(one(room.id), { name: 'Mine' })).statusCode).toBe(404);
  });

  it('every route answers 404 while the practice’s adviceRoom flag is off', async () => {
    const cast = await newCast();
    const room = await create(await as(cast, cast.adviser), bodyFor(cast));
    const token = await guestTokenTo('accountant@example.test');
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, adviceRoom: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.get(base)).statusCode).toBe(404);
    expect((await adviser.get(one(room.id))).statusCode).toBe(404);
    expect((await adviser.post(base, bodyFor(cast))).statusCode).toBe(404);
    expect((await adviser.get(`${base}/upcoming`)).statusCode).toBe(404);
    expect((await adviser.get(`${guestPage(room.id)}?token=${token}`)).statusCode).toBe(404);
  });
});

describe('changing a room', () => {
  it('a new time raises the calendar SEQUENCE for everyone; a name alone too; a past start is refused', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    const moved = await adviser.patch(one(room.id), { start_date: inMinutes(3 * 24 * 60), duration: 90 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ duration_minutes: 90, message: meetingRoomMessages['meetingRoom.updated'] });
    expect(await lastCalendarTo(cast.client.email)).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '1', DURATION: 'PT1H30M' });
    expect((await mailsTo(cast.client.email))[0]?.subject).toMatch(/^Updated: Annual review/u);
    expect(await lastCalendarTo('accountant@example.test')).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '1' });
    expect(await bellsOf(cast.client, 'meetings.changed')).toHaveLength(1);

    await adviser.patch(one(room.id), { name: 'Annual review 2026' });
    expect(await lastCalendarTo(cast.client.email)).toMatchObject({ SEQUENCE: '2', SUMMARY: 'Annual review 2026' });

    const mailsBefore = (await mailsTo(cast.client.email)).length;
    await adviser.patch(one(room.id), { agenda: 'Only pensions' });
    expect(await mailsTo(cast.client.email)).toHaveLength(mailsBefore);

    const past = await adviser.patch(one(room.id), { start_date: inMinutes(-60) });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).source?.pointer).toBe('/start_date');
  });

  it('attendees added are invited and removed ones receive the cancellation; the client cannot be removed', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    const changed = await adviser.patch(one(room.id), { user_ids: [cast.client.id, cast.adviser.id, cast.director.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await lastCalendarTo(cast.director.email)).toMatchObject({ METHOD: 'REQUEST' });
    expect(await lastCalendarTo(cast.additional.email)).toMatchObject({ METHOD: 'CANCEL' });
    const withoutClient = await adviser.patch(one(room.id), { user_ids: [cast.adviser.id, cast.director.id] });
    expect(withoutClient.statusCode).toBe(400);
    expect(errorOf(withoutClient)).toMatchObject({
      detail: meetingRoomMessages['meetingRoom.clientMustAttend'],
      source: { pointer: '/user_ids' },
    });
  });

  it('cancels with the spec’s message and a METHOD:CANCEL file; a cancelled or completed room cannot change (409)', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    const token = await guestTokenTo('accountant@example.test');
    const cancelled = await adviser.post(`${one(room.id)}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', message: 'This meeting is now cancelled.', actions: [] });
    expect(cancelled.json().data.cancelled_at).not.toBeNull();
    expect(await lastCalendarTo(cast.client.email)).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '1', STATUS: 'CANCELLED' });
    expect(await lastCalendarTo('accountant@example.test')).toMatchObject({ METHOD: 'CANCEL' });
    expect(await bellsOf(cast.client, 'meetings.cancelled')).toHaveLength(1);
    for (const attempt of [
      adviser.post(`${one(room.id)}/cancel`),
      adviser.post(`${one(room.id)}/complete`),
      adviser.patch(one(room.id), { name: 'Again' }),
      adviser.post(`${one(room.id)}/resend-invitations`),
      adviser.post(`${one(room.id)}/guests`, { email: 'late@example.test' }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('state.illegal_transition');
    }
    const guest = (await adviser.get(`${guestPage(room.id)}?token=${token}`)).json().data as GuestMeetingRoom;
    expect(guest).toMatchObject({ status: 'cancelled', may_join: false });

    const second = await create(adviser, bodyFor(cast, { guests: [] }));
    const completed = await adviser.post(`${one(second.id)}/complete`);
    expect(completed.json().data).toMatchObject({ status: 'completed', message: 'This meeting is now complete.' });
    expect((await adviser.post(`${one(second.id)}/cancel`)).statusCode).toBe(409);
  });
});

describe('guests', () => {
  it('a guest reads only the room of their token, by header or query; a wrong token or another room is 404', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    const token = await guestTokenTo('accountant@example.test');
    const other = await create(adviser, bodyFor(cast, { guests: [] }));
    const anyone = await as(cast, cast.stranger);
    anyone.cookies.clear();

    const byQuery = await anyone.get(`${guestPage(room.id)}?token=${token}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().data).toMatchObject({
      id: room.id,
      name: 'Annual review',
      status: 'scheduled',
      guest: { email: 'accountant@example.test', name: 'Sam Lee', trusted: true },
      may_join: false,
    });
    expect((await anyone.get(guestPage(room.id), { headers: { 'x-guest-token': token } })).statusCode).toBe(200);
    expect((await anyone.get(`${guestPage(other.id)}?token=${token}`)).statusCode).toBe(404);
    expect((await anyone.get(`${guestPage(room.id)}?token=not-the-token`)).statusCode).toBe(404);
    expect((await anyone.get(guestPage(room.id))).statusCode).toBe(404);
    const elsewhere = await createPractice(db());
    const foreignHost = await sessionFor(
      t.app,
      db(),
      await createUser(db(), { practiceId: elsewhere.id, role: 'adviser' }),
      elsewhere.host,
    );
    expect((await foreignHost.get(`${guestPage(room.id)}?token=${token}`)).statusCode).toBe(404);
  });

  it('a trusted guest may join from 30 minutes before the start, an untrusted one from the start', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(
      adviser,
      bodyFor(cast, {
        start_date: inMinutes(10),
        guests: [
          { email: 'trusted@example.test', trusted: true },
          { email: 'untrusted@example.test', trusted: false },
        ],
      }),
    );
    const read = async (email: string) =>
      (await adviser.get(`${guestPage(room.id)}?token=${await guestTokenTo(email)}`)).json().data as GuestMeetingRoom;
    expect((await read('trusted@example.test')).may_join).toBe(true);
    const untrusted = await read('untrusted@example.test');
    expect(untrusted.may_join).toBe(false);
    expect(untrusted.join_opens_at).toBe(untrusted.start_at);

    await db()
      .update(meetingRooms)
      .set({ startAt: new Date(Date.now() + 45 * 60_000) })
      .where(eq(meetingRooms.id, room.id));
    expect((await read('trusted@example.test')).may_join).toBe(false);
    await db()
      .update(meetingRooms)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(meetingRooms.id, room.id));
    expect((await read('untrusted@example.test')).may_join).toBe(true);
  });

  it('adds and removes guests: not twice, not an attendee; a removed guest’s link stops and their entry is cancelled', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast, { guests: [] }));
    const added = await adviser.post(`${one(room.id)}/guests`, { email: 'Partner@Example.test', name: 'Alex', trusted: false });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ email: 'partner@example.test', trusted: false, message: 'Guest invited' });
    expect((await adviser.post(`${one(room.id)}/guests`, { email: 'partner@example.test' })).statusCode).toBe(409);
    const attendee = await adviser.post(`${one(room.id)}/guests`, { email: cast.client.email });
    expect(attendee.statusCode).toBe(400);
    expect(errorOf(attendee).detail).toBe(meetingRoomMessages['meetingRoom.guestIsAttendee']);
    expect((await (await as(cast, cast.client)).get(`${one(room.id)}/guests`)).json().data).toHaveLength(1);

    const token = await guestTokenTo('partner@example.test');
    const removed = await adviser.delete(`${one(room.id)}/guests/${added.json().data.id}`);
    expect(removed.json().data.message).toBe('Guest removed');
    expect(await lastCalendarTo('partner@example.test')).toMatchObject({ METHOD: 'CANCEL' });
    expect((await adviser.get(`${guestPage(room.id)}?token=${token}`)).statusCode).toBe(404);
    expect((await adviser.delete(`${one(room.id)}/guests/${added.json().data.id}`)).statusCode).toBe(404);
  });

  it('resending mails everyone again with a fresh guest link, the old one no longer working', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast));
    const first = await guestTokenTo('accountant@example.test');
    const clientMails = (await mailsTo(cast.client.email)).length;
    const resent = await adviser.post(`${one(room.id)}/resend-invitations`);
    expect(resent.json().data.message).toBe(meetingRoomMessages['meetingRoom.invitationsResent']);
    expect(await mailsTo(cast.client.email)).toHaveLength(clientMails + 1);
    const second = await guestTokenTo('accountant@example.test');
    expect(second).not.toBe(first);
    expect((await adviser.get(`${guestPage(room.id)}?token=${first}`)).statusCode).toBe(404);
    expect((await adviser.get(`${guestPage(room.id)}?token=${second}`)).statusCode).toBe(200);
  });
});

describe('the audit trail and the homes', () => {
  it('records each change as a sentence, for staff', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast, { guests: [] }));
    await adviser.patch(one(room.id), { duration: 90 });
    await adviser.post(`${one(room.id)}/guests`, { email: 'sam@example.test', trusted: true });
    await adviser.post(`${one(room.id)}/resend-invitations`);
    await adviser.post(`${one(room.id)}/complete`);
    const trail = await (await as(cast, cast.director)).get(`${one(room.id)}/audit-trail`);
    expect(trail.statusCode).toBe(200);
    expect(trail.json().data.map((event: AuditEventView) => auditSentence(event))).toEqual([
      'Priya Shah completed the meeting “Annual review”',
      'Priya Shah sent the invitations to the meeting “Annual review” again',
      'Priya Shah invited sam@example.test to the meeting “Annual review” as a trusted guest',
      'Priya Shah changed the duration of the meeting “Annual review”',
      'Priya Shah scheduled the meeting “Annual review”',
    ]);
  });

  it('staff see their clients’ rooms of the next seven days, soonest first; the client their next rooms', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const later = await create(adviser, bodyFor(cast, { name: 'Later', start_date: inMinutes(10 * 24 * 60), guests: [] }));
    const soon = await create(adviser, bodyFor(cast, { name: 'Soon', start_date: inMinutes(60), guests: [] }));
    const tomorrow = await create(adviser, bodyFor(cast, { name: 'Tomorrow', start_date: inMinutes(24 * 60), guests: [] }));
    const cancelled = await create(adviser, bodyFor(cast, { name: 'Cancelled', start_date: inMinutes(90), guests: [] }));
    await adviser.post(`${one(cancelled.id)}/cancel`);
    const ids = (response: { json: () => { data: MeetingRoom[] } }) => response.json().data.map((row) => row.id);
    expect(ids(await adviser.get(`${base}/upcoming`))).toEqual([soon.id, tomorrow.id]);
    expect(ids(await (await as(cast, cast.client)).get(`${base}/upcoming`))).toEqual([soon.id, tomorrow.id, later.id]);
    expect(ids(await (await as(cast, cast.stranger)).get(`${base}/upcoming`))).toEqual([]);
    const list = await adviser.get(`${base}?client_id=${cast.client.id}&status=scheduled`);
    expect(list.headers['x-total']).toBe('3');
    expect(ids(list)).toEqual([later.id, tomorrow.id, soon.id]);
  });
});

describe('the recording state', () => {
  const recording = (id: string) => `${one(id)}/recording-state`;
  const guestRecording = (id: string, token: string) => `${guestPage(id)}/recording-state?token=${token}`;

  /**
   * People in a room's call as the call's sockets stand for them on the hub: each answers a census with its
   * microphone (the live room's own tests answer from real sockets). Returns the way out of the call.
   */
  function inCall(roomId: string, people: { user: CreatedUser; microphone: boolean }[]): () => void {
    return t.runtime.realtime.subscribeRoom(roomId, (event) => {
      if (event.type !== 'live.census') return;
      for (const { user, microphone } of people) {
        const participant = { id: `user_${user.id}`, name: user.email, role: user.role, camera: true, microphone, screen: null };
        void t.runtime.realtime.publishToRoom(db(), roomId, { type: 'live.counted', probe: event.probe, participant });
      }
    });
  }

  it('staff start, switch and stop it while the room is open; everyone reads it, guests with their token; each change is audited', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const room = await create(adviser, bodyFor(cast, { start_date: inMinutes(5) }));
    const token = await guestTokenTo('accountant@example.test');
    const client = await as(cast, cast.client);
    const anyone = await as(cast, cast.stranger);
    anyone.cookies.clear();
    const leave = inCall(room.id, [
      { user: cast.adviser, microphone: false },
      { user: cast.client, microphone: true },
    ]);

    expect((await client.get(recording(room.id))).json().data).toEqual({ recording: false, type: null, started_at: null });
    const started = await adviser.patch(recording(room.id), { state: 'start', type: 'audio' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ recording: true, type: 'audio', message: 'Recording has started.' });
    const startedAt = started.json().data.started_at;
    expect(Date.parse(startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.get(recording(room.id))).json().data).toEqual({ recording: true, type: 'audio', started_at: startedAt });
    expect((await anyone.get(guestRecording(room.id, token))).json().data).toEqual({
      recording: true,
      type: 'audio',
      started_at: startedAt,
    });

    // Starting again with the same type changes nothing; with the other type switches it, keeping when it began.
    expect((await adviser.patch(recording(room.id), { state: 'start', type: 'audio' })).json().data.message).toBe('Recording has started.');
    const switched = await adviser.patch(recording(room.id), { state: 'start', type: 'video' });
    expect(switched.json().data).toMatchObject({ type: 'video', started_at: startedAt, message: 'The recording type has changed.' });
    const stopped = await adviser.patch(recording(room.id), { state: 'stop', type: 'video' });
    expect(stopped.json().data).toEqual({ recording: false, type: null, started_at: null, message: 'Recording has stopped.' });
    leave();

    const trail = await (await as(cast, cast.director)).get(`${one(room.id)}/audit-trail`);
    expect(
      trail
        .json()
        .data.slice(0, 3)
        .map((event: AuditEventView) => auditSentence(event)),
    ).toEqual([
      'Priya Shah stopped recording the meeting “Annual review”',
      'Priya Shah switched the recording of the meeting “Annual review” to audio and video',
      'Priya Shah started recording the meeting “Annual review” (audio only)',
    ]);
  });

  it('refuses a client, a guest, a room not yet open or no longer scheduled, a start from outside the call or with every microphone off, a bad body, another room’s token and other practices', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const open = await create(adviser, bodyFor(cast, { start_date: inMinutes(5) }));
    const token = await guestTokenTo('accountant@example.test');
    const later = await create(adviser, bodyFor(cast, { guests: [] }));

    const client = await as(cast, cast.client);
    expect((await client.patch(recording(open.id), { state: 'start', type: 'audio' })).statusCode).toBe(403);
    const anyone = await as(cast, cast.stranger);
    anyone.cookies.clear();
    expect(
      (await anyone.patch(recording(open.id), { state: 'start', type: 'audio' }, { headers: { 'x-guest-token': token } })).statusCode,
    ).toBe(401);
    expect((await anyone.get(guestRecording(later.id, token))).statusCode).toBe(404);
    expect((await anyone.get(guestRecording(open.id, 'not-the-token'))).statusCode).toBe(404);

    const notOpen = await adviser.patch(recording(later.id), { state: 'start', type: 'audio' });
    expect(notOpen.statusCode).toBe(409);
    expect(errorOf(notOpen).detail).toBe('A meeting can be recorded only while its room is open.');
    const bad = await adviser.patch(recording(open.id), { state: 'record', type: 'audio' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).source?.pointer).toBe('/state');

    // Spec 2 §4: from inside the call only, and not while every microphone in it is off, whatever the page allows.
    const notInCall = await adviser.patch(recording(open.id), { state: 'start', type: 'audio' });
    expect(notInCall.statusCode).toBe(409);
    expect(errorOf(notInCall).detail).toBe('Join the call to start recording it.');
    const leave = inCall(open.id, [
      { user: cast.adviser, microphone: false },
      { user: cast.client, microphone: false },
    ]);
    const allMuted = await adviser.patch(recording(open.id), { state: 'start', type: 'audio' });
    expect(allMuted.statusCode).toBe(409);
    expect(errorOf(allMuted).detail).toBe('Recording cannot start while every participant’s microphone is off.');
    leave();
    expect((await client.get(recording(open.id))).json().data.recording).toBe(false);

    await adviser.post(`${one(open.id)}/complete`);
    expect((await adviser.patch(recording(open.id), { state: 'start', type: 'audio' })).statusCode).toBe(409);

    const other = await newCast();
    const foreign = await as(other, other.adviser);
    expect((await foreign.get(recording(open.id))).statusCode).toBe(404);
    expect((await foreign.patch(recording(open.id), { state: 'start', type: 'audio' })).statusCode).toBe(404);
  });
});
