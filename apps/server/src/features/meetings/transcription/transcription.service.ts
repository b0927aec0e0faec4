import {
  type Actor,
  AppError,
  type LiveJoiner,
  liveJoinState,
  liveJoinWindow,
  type MeetingTranscriptionBody,
  type MeetingTranscriptionState,
  meetingSummaryMessages,
  participantIdOf,
  type TranscriptionSegmentBody,
  type TranscriptionSegmentView,
  transcriptionSockets,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { meetingRooms } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/unit-of-work.ts';
import type { Runtime } from '../../../runtime.ts';
import { writeAudit } from '../../audit/audit.writer.ts';
import type { RequestInfo } from '../../auth/auth.service.ts';
import { findUser, fullNameOf } from '../../users/users.queries.ts';
import { guestAndRoomOf } from '../meetings.guests.ts';
import { publishRoomChange } from '../meetings.notify.ts';
import { listAttendees, type RoomRow } from '../meetings.queries.ts';
import { loadRoomFor } from '../meetings.service.ts';
import { findSummary } from '../summary/summary.queries.ts';
import { insertSegments, listSegments, presentSegment, startTranscriptionAt } from './transcription.queries.ts';
import type { TranscriptionAvailability } from './transcription.types.ts';

/**
 * A room's transcription (spec 2 §4, §7): the toggle staff turn on in the call (the room's enableMeetingSummary), the
 * address each participant streams their microphone to, the segments a browser recognised itself, and the transcript.
 */

const conflict = (key: keyof typeof meetingSummaryMessages) =>
  new AppError('state.illegal_transition', { detail: meetingSummaryMessages[key] });

function stateOf(
  room: Pick<RoomRow, 'enableMeetingSummary' | 'transcriptionStartedAt'>,
  availability: TranscriptionAvailability,
): MeetingTranscriptionState {
  return {
    enabled: room.enableMeetingSummary,
    available: availability.available,
    unavailable_reason: availability.available ? null : availability.reason,
    started_at: room.transcriptionStartedAt?.toISOString() ?? null,
  };
}

const factsOf = (room: RoomRow) => ({ start_at: room.startAt.toISOString(), duration_minutes: room.durationMinutes, status: room.status });

function isOpen(room: RoomRow, joiner: LiveJoiner): boolean {
  return liveJoinState(factsOf(room), joiner) === 'open';
}

/** The engine's answer, refused as a 409 saying why when there is no engine to transcribe with. */
async function assertAvailable(runtime: Runtime): Promise<TranscriptionAvailability> {
  const availability = await runtime.transcription.availability();
  if (!availability.available) {
    const detail = `${meetingSummaryMessages['transcription.unavailable']} ${availability.reason}`;
    throw new AppError('state.illegal_transition', { detail });
  }
  return availability;
}

export async function getTranscription(runtime: Runtime, actor: Actor, roomId: string): Promise<MeetingTranscriptionState> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return stateOf(room, await runtime.transcription.availability());
}

export async function getGuestTranscription(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
): Promise<MeetingTranscriptionState> {
  const { room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  return stateOf(room, await runtime.transcription.availability());
}

/**
 * Staff turn the room's transcription on while its room is open and an engine is there (409 otherwise), or cancel it
 * at any time. Turning it on sets enableMeetingSummary and, the first time, when the transcription started. A toggle
 * to what it already is changes nothing and writes nothing; each change is audited, and once it commits everyone in
 * the call hears the new state (and the participants' streams stop when it is off).
 */
export async function updateTranscription(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  body: MeetingTranscriptionBody,
  info: RequestInfo,
): Promise<MeetingTranscriptionState & { message: string }> {
  let availability = await runtime.transcription.availability();
  if (body.enabled) {
    // Asked before the transaction, so no row stays locked while the engine is looked for.
    if (!isOpen((await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.manage')).room, { kind: 'attendee' }))
      throw conflict('transcription.notOpen');
    availability = await assertAvailable(runtime);
  }
  const { state, isChanged } = await inTransaction(runtime, async (uow) => {
    const { room } = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    if (body.enabled && !isOpen(room, { kind: 'attendee' })) throw conflict('transcription.notOpen');
    const isChanged = room.enableMeetingSummary !== body.enabled;
    const startedAt = body.enabled ? (room.transcriptionStartedAt ?? new Date()) : room.transcriptionStartedAt;
    if (!isChanged && startedAt === room.transcriptionStartedAt) return { state: stateOf(room, availability), isChanged };
    const [saved] = await uow.tx
      .update(meetingRooms)
      .set({
        enableMeetingSummary: body.enabled,
        transcriptionStartedAt: startedAt,
        ...(isChanged ? { updatedBy: actor.userId, updatedAt: new Date() } : {}),
      })
      .where(eq(meetingRooms.id, room.id))
      .returning();
    if (!saved) throw conflict('transcription.notOpen');
    if (isChanged) {
      await writeAudit(uow.tx, {
        actor,
        practiceId: room.practiceId,
        entityKind: 'advice-room',
        entityId: room.id,
        action: body.enabled ? 'room_transcription_started' : 'room_transcription_stopped',
        after: { name: room.name, client_id: room.clientId },
        ip: info.ip,
      });
      const attendees = (await listAttendees(uow.tx, [room.id])).get(room.id) ?? [];
      publishRoomChange(
        uow,
        saved,
        attendees.map((person) => person.id),
      );
    }
    return { state: stateOf(saved, availability), isChanged };
  });
  // After the commit: everyone in the call is told (a failed notice only delays it to their next read of the state).
  if (isChanged) await runtime.realtime.publishToRoom(runtime.db, roomId, { type: 'live.transcription', state }).catch(() => {});
  return { ...state, message: meetingSummaryMessages[state.enabled ? 'transcription.started' : 'transcription.stopped'] };
}

/** Spec 2 §7: where the caller's browser streams its microphone, while the room is transcribed by an engine here. */
export async function getStreamingAddress(runtime: Runtime, actor: Actor, roomId: string): Promise<{ url: string }> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  if (!room.enableMeetingSummary) throw conflict('transcription.notEnabled');
  await assertAvailable(runtime);
  return { url: transcriptionSockets.attendee(room.id) };
}

export async function getGuestStreamingAddress(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
): Promise<{ url: string }> {
  const { room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  if (!room.enableMeetingSummary) throw conflict('transcription.notEnabled');
  await assertAvailable(runtime);
  return { url: transcriptionSockets.guest(room.id, token ?? '') };
}

/**
 * The room's transcript in the order it was said: its staff read it always; its client once the summary is shared with
 * them (404 before: what the adviser has not checked is not shown to the client).
 */
export async function listTranscriptions(runtime: Runtime, actor: Actor, roomId: string): Promise<TranscriptionSegmentView[]> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  if (actor.role === 'client') {
    const summary = await findSummary(runtime.db, room);
    if (!summary?.sharedAt) throw new AppError('resource.not_found', { detail: meetingSummaryMessages['summary.notShared'] });
  }
  const startedAt = room.transcriptionStartedAt ?? room.startAt;
  return (await listSegments(runtime.db, room)).map((row) => presentSegment(row, startedAt));
}

/** Whoever speaks a segment posted: the caller, as the live room names them. */
type Speaker = { participantId: string; name: string; joiner: LiveJoiner };

/**
 * Stores a segment the speaker's browser recognised, while the room is open and transcribed. Its times must lie
 * between the transcription's start and a minute from now (422 otherwise); a room scheduled with its summary on
 * starts its transcription at its first segment, within the room's window.
 */
async function storeSegment(runtime: Runtime, room: RoomRow, speaker: Speaker, body: TranscriptionSegmentBody) {
  if (!room.enableMeetingSummary) throw conflict('transcription.notEnabled');
  if (!isOpen(room, speaker.joiner)) throw conflict('transcription.notOpen');
  const startMillis = Date.parse(body.startTime);
  const endMillis = Date.parse(body.endTime);
  const outside = (pointer: string) =>
    new AppError('rule.violated', { detail: meetingSummaryMessages['transcription.outsideMeeting'], pointer });
  if (endMillis > Date.now() + 60_000) throw outside('/endTime');
  const opensAt = liveJoinWindow(factsOf(room), speaker.joiner).opensAt.getTime();
  const startedAt =
    room.transcriptionStartedAt ?? (startMillis >= opensAt ? await startTranscriptionAt(runtime.db, room, new Date(startMillis)) : null);
  if (!startedAt || startMillis < startedAt.getTime()) throw outside('/startTime');
  const [row] = await insertSegments(runtime.db, room, [
    {
      id: '',
      participantId: speaker.participantId,
      speakerName: speaker.name,
      start: (startMillis - startedAt.getTime()) / 1_000,
      end: (endMillis - startedAt.getTime()) / 1_000,
      text: body.text,
      words: [],
    },
  ]);
  if (!row) throw outside('/text');
  return presentSegment(row, startedAt);
}

/** Spec 2 §7 "Transcription segment (staff)": for the client and the staff who may join the client's rooms. */
export async function createTranscription(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  body: TranscriptionSegmentBody,
): Promise<TranscriptionSegmentView> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.join');
  const user = await findUser(runtime.db, { id: actor.userId, practiceId: room.practiceId });
  const speaker = {
    participantId: participantIdOf({ kind: 'user', userId: actor.userId }),
    name: user ? fullNameOf(user) : '',
    joiner: { kind: 'attendee' },
  } as const;
  return storeSegment(runtime, room, speaker, body);
}

/** Spec 2 §7 "Transcription segment (guest)": with the guest's token; the guest is its speaker. */
export async function createGuestTranscription(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
  body: TranscriptionSegmentBody,
): Promise<TranscriptionSegmentView> {
  const { guest, room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  const speaker = {
    participantId: participantIdOf({ kind: 'guest', guestId: guest.id }),
    name: guest.name ?? guest.email,
    joiner: { kind: 'guest', trusted: guest.trusted },
  } as const;
  return storeSegment(runtime, room, speaker, body);
}
