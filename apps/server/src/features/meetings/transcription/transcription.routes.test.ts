import { meetingSummaryMessages, transcriptionSockets } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, meetingRooms, meetingSummaries } from '../../../db/schema/index.ts';
import type { RoomEvent } from '../../../realtime/hub.ts';
import { errorOf } from '../../../testing/client.ts';
import { type CreatedUser, createUser } from '../../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type CaseCast, sessionFor } from '../../cases/cases.testing.ts';
import {
  createRoomCast,
  insertGuest,
  insertRoom,
  insertTranscript,
  type StandInEngine,
  standInEngine,
  standInReason,
} from './transcription.testing.ts';

let t: TestApp;
let engine: StandInEngine;

beforeAll(async () => {
  t = await startTestApp();
  engine = standInEngine();
  t.runtime.transcription = engine;
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: CaseCast, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const room = (id: string) => `/api/v1/client-meeting-rooms/${id}`;
const guestRoom = (id: string, _token?: string) => `/api/v1/guests/client-meeting-rooms/${id}`;
const withToken = (token: string) => ({ headers: { 'x-guest-token': token } });
const auditsOf = (roomId: string, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, roomId), eq(auditEvents.action, action)));

/** What the room's call hears through the hub while `work` runs. */
async function heardBy(roomId: string, work: () => Promise<unknown>): Promise<RoomEvent[]> {
  const heard: RoomEvent[] = [];
  const unsubscribe = t.runtime.realtime.subscribeRoom(roomId, (event) => heard.push(event));
  try {
    await work();
  } finally {
    unsubscribe();
  }
  return heard;
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1_000);

describe('the transcription toggle', () => {
  it('staff turn it on in an open room: the state, its audit, and the call is told; off again keeps when it started', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast);
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.get(`${room(open.id)}/transcription`)).json().data).toEqual({
      enabled: false,
      available: true,
      unavailable_reason: null,
      started_at: null,
    });

    let response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: true });
    const heardOn = await heardBy(open.id, async () => {
      response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: false });
      response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: true });
    });
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json().data;
    expect(state).toMatchObject({ enabled: true, available: true, message: meetingSummaryMessages['transcription.started'] });
    const [row] = await db().select().from(meetingRooms).where(eq(meetingRooms.id, open.id));
    expect(row?.enableMeetingSummary).toBe(true);
    // Turned off and on again, it keeps its first start: the segments' times still count from it.
    expect(state.started_at).toBe(row?.transcriptionStartedAt?.toISOString());
    expect(heardOn.map((event) => event.type === 'live.transcription' && event.state.enabled)).toEqual([false, true]);
    expect(await auditsOf(open.id, 'room_transcription_started')).toHaveLength(2);
    expect(await auditsOf(open.id, 'room_transcription_stopped')).toHaveLength(1);

    // The client and a guest read the same state.
    expect((await (await as(cast, cast.client)).get(`${room(open.id)}/transcription`)).json().data.enabled).toBe(true);
    const guest = await insertGuest(db(), open);
    const asGuest = await adviser.get(`${guestRoom(open.id, guest.token)}/transcription`, withToken(guest.token));
    expect(asGuest.json().data).toMatchObject({ enabled: true, started_at: state.started_at });
  });

  it('a toggle to what it already is changes nothing: no audit, nothing told', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { enabled: true, startedAt: secondsAgo(60) });
    const adviser = await as(cast, cast.adviser);
    const heard = await heardBy(open.id, async () => {
      const response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: true });
      expect(response.json().data.message).toBe(meetingSummaryMessages['transcription.started']);
    });
    expect(heard).toEqual([]);
    expect(await auditsOf(open.id, 'room_transcription_started')).toHaveLength(0);
  });

  it('refuses turning it on outside the open room (409), without an engine (409 saying why), for the client (403)', async () => {
    const cast = await createRoomCast(db());
    const adviser = await as(cast, cast.adviser);
    const later = await insertRoom(db(), cast, { startIn: 24 * 60 });
    let response = await adviser.patch(`${room(later.id)}/transcription`, { enabled: true });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['transcription.notOpen']);

    const open = await insertRoom(db(), cast);
    engine.isAvailable = false;
    try {
      response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: true });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).detail).toBe(`${meetingSummaryMessages['transcription.unavailable']} ${standInReason}`);
      expect((await adviser.get(`${room(open.id)}/transcription`)).json().data).toMatchObject({
        available: false,
        unavailable_reason: standInReason,
      });
    } finally {
      engine.isAvailable = true;
    }
    response = await (await as(cast, cast.client)).patch(`${room(open.id)}/transcription`, { enabled: true });
    expect(response.statusCode).toBe(403);
    response = await adviser.patch(`${room(open.id)}/transcription`, { enabled: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(await auditsOf(open.id, 'room_transcription_started')).toHaveLength(0);
  });

  it('staff may cancel it at any time, even once the room has closed', async () => {
    const cast = await createRoomCast(db());
    const ended = await insertRoom(db(), cast, { startIn: -24 * 60, enabled: true, startedAt: secondsAgo(86_000) });
    const response = await (await as(cast, cast.adviser)).patch(`${room(ended.id)}/transcription`, { enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ enabled: false, message: meetingSummaryMessages['transcription.stopped'] });
  });

  it("another practice's room is a 404, and so is a guest's wrong token", async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { enabled: true, startedAt: secondsAgo(5) });
    const other = await createRoomCast(db());
    const foreign = await as(other, other.director);
    expect((await foreign.get(`${room(open.id)}/transcription`)).statusCode).toBe(404);
    expect((await foreign.patch(`${room(open.id)}/transcription`, { enabled: false })).statusCode).toBe(404);
    expect((await foreign.get(`${room(open.id)}/streaming-transcription-address`)).statusCode).toBe(404);
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.get(`${guestRoom(open.id, 'x')}/transcription`, withToken('not-the-token'))).statusCode).toBe(404);
    expect((await adviser.get(`${guestRoom(open.id, 'x')}/streaming-transcription-address`, withToken('nope'))).statusCode).toBe(404);
  });
});

describe('the streaming address', () => {
  it('answers the socket to stream to while the room is transcribed, for attendees and guests; 409 while it is not', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast);
    const guest = await insertGuest(db(), open);
    const client = await as(cast, cast.client);
    let response = await client.get(`${room(open.id)}/streaming-transcription-address`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['transcription.notEnabled']);
    response = await client.get(`${guestRoom(open.id, guest.token)}/streaming-transcription-address`, withToken(guest.token));
    expect(response.statusCode).toBe(409);

    await (await as(cast, cast.adviser)).patch(`${room(open.id)}/transcription`, { enabled: true });
    response = await client.get(`${room(open.id)}/streaming-transcription-address`);
    expect(response.json().data).toEqual({ url: transcriptionSockets.attendee(open.id) });
    response = await client.get(`${guestRoom(open.id, guest.token)}/streaming-transcription-address?token=${guest.token}`);
    expect(response.json().data).toEqual({ url: transcriptionSockets.guest(open.id, guest.token) });
  });
});

describe('segments a browser recognised', () => {
  const segment = (startSecondsAgo: number, endSecondsAgo: number, text = 'I will send the report on Friday.') => ({
    text,
    startTime: secondsAgo(startSecondsAgo).toISOString(),
    endTime: secondsAgo(endSecondsAgo).toISOString(),
  });

  it('stores one as the caller’s, its times from the transcription’s start; the staff read the transcript in order', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { enabled: true, startedAt: secondsAgo(60) });
    const adviser = await as(cast, cast.adviser);
    const said = segment(20, 15);
    const response = await adviser.post(`${room(open.id)}/transcriptions`, said);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json().data;
    expect(stored).toMatchObject({
      participant_id: `user_${cast.adviser.id}`,
      speaker_name: 'Priya Shah',
      text: 'I will send the report on Friday.',
    });
    expect(stored.start).toBeCloseTo(40, 0);
    expect(stored.end).toBeCloseTo(45, 0);

    const guest = await insertGuest(db(), open);
    const byGuest = await adviser.post(
      `${guestRoom(open.id, guest.token)}/transcriptions`,
      segment(50, 45, 'Hello.'),
      withToken(guest.token),
    );
    expect(byGuest.statusCode, byGuest.body).toBe(201);
    expect(byGuest.json().data).toMatchObject({ participant_id: `guest_${guest.id}`, speaker_name: 'Sam Lee' });

    const list = (await adviser.get(`${room(open.id)}/transcriptions`)).json().data;
    expect(list.map((row: { text: string }) => row.text)).toEqual(['Hello.', 'I will send the report on Friday.']);
    expect(list[1]).toMatchObject({ startTime: said.startTime, endTime: said.endTime });
  });

  it('refuses times outside the transcription (422), a room not transcribed or not open (409), a wrong token (404)', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { enabled: true, startedAt: secondsAgo(60) });
    const client = await as(cast, cast.client);
    let response = await client.post(`${room(open.id)}/transcriptions`, segment(70, 50));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      detail: meetingSummaryMessages['transcription.outsideMeeting'],
      source: { pointer: '/startTime' },
    });
    response = await client.post(`${room(open.id)}/transcriptions`, segment(10, -120));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).source?.pointer).toBe('/endTime');
    response = await client.post(`${room(open.id)}/transcriptions`, segment(10, 20));
    expect(response.statusCode).toBe(400);

    const off = await insertRoom(db(), cast);
    response = await client.post(`${room(off.id)}/transcriptions`, segment(10, 5));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['transcription.notEnabled']);
    const later = await insertRoom(db(), cast, { startIn: 24 * 60, enabled: true });
    response = await client.post(`${room(later.id)}/transcriptions`, segment(10, 5));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['transcription.notOpen']);
    response = await client.post(`${guestRoom(open.id, 'x')}/transcriptions`, segment(10, 5), withToken('not-the-token'));
    expect(response.statusCode).toBe(404);
    expect((await (await as(cast, cast.adviser)).get(`${room(open.id)}/transcriptions`)).json().data).toEqual([]);
  });

  it('starts the transcription of a room scheduled with it on at its first segment', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { enabled: true, startedAt: null });
    const first = segment(10, 5);
    const response = await (await as(cast, cast.client)).post(`${room(open.id)}/transcriptions`, first);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ start: 0, end: 5, startTime: first.startTime });
    const [row] = await db().select().from(meetingRooms).where(eq(meetingRooms.id, open.id));
    expect(row?.transcriptionStartedAt?.toISOString()).toBe(first.startTime);
  });
});

describe('reading the transcript', () => {
  it('the client reads it only once the summary is shared with them (404 before); staff always', async () => {
    const cast = await createRoomCast(db());
    const done = await insertRoom(db(), cast, { status: 'completed', startedAt: secondsAgo(3_600) });
    await insertTranscript(db(), done, cast, [
      ['adviser', 'Good morning.'],
      ['client', 'Good morning to you.'],
    ]);
    const client = await as(cast, cast.client);
    let response = await client.get(`${room(done.id)}/transcriptions`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notShared']);
    expect((await (await as(cast, cast.adviser)).get(`${room(done.id)}/transcriptions`)).json().data).toHaveLength(2);

    await db().insert(meetingSummaries).values({ roomId: done.id, practiceId: done.practiceId, status: 'ready', sharedAt: new Date() });
    response = await client.get(`${room(done.id)}/transcriptions`);
    expect(response.json().data.map((row: { speaker_name: string }) => row.speaker_name)).toEqual(['Priya Shah', 'Charlotte Hughes']);

    const other = await createRoomCast(db());
    expect((await (await as(other, other.director)).get(`${room(done.id)}/transcriptions`)).statusCode).toBe(404);
    const outsider = await createUser(db(), { practiceId: cast.practice.id, role: 'client' });
    expect((await (await as(cast, outsider)).get(`${room(done.id)}/transcriptions`)).statusCode).toBe(404);
  });
});
