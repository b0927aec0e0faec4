import {
  type Actor,
  AppError,
  liveJoinState,
  type MeetingRecordingBody,
  type MeetingRecordingState,
  mayStartRecording,
  meetingRecordingMessages,
  meetingRoomMessages,
  participantIdOf,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { meetingRooms } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { roomCensus } from './live/live.session.ts';
import { guestAndRoomOf } from './meetings.guests.ts';
import type { RoomRow } from './meetings.queries.ts';
import { loadRoomFor } from './meetings.service.ts';
import { startRecording, stopRecording } from './recording/recording.queries.ts';

/**
 * A room's recording state (spec 2 §4, §7): kept on the room's row, so every instance and every participant
 * reads the same; staff change it while the room is open, and the call hears of each change at once (the
 * live room's `live.recording` topic).
 */
const roomNotFound = () => new AppError('resource.not_found', { detail: meetingRoomMessages['meetingRoom.notFound'] });

function stateOf(room: Pick<RoomRow, 'recordingType' | 'recordingStartedAt'>): MeetingRecordingState {
  return {
    recording: room.recordingType !== null,
    type: room.recordingType,
    started_at: room.recordingStartedAt?.toISOString() ?? null,
  };
}

/** The room's recording state, for whoever may see the room (its client and the staff of its client), else 404. */
export async function getRecordingState(runtime: Runtime, actor: Actor, roomId: string): Promise<MeetingRecordingState> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return stateOf(room);
}

/** The recording state for a guest, with their token: a wrong token or another room is the same 404 as the guest room's. */
export async function getGuestRecordingState(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
): Promise<MeetingRecordingState> {
  const found = await guestAndRoomOf(runtime, practiceId, roomId, token);
  return stateOf(found.room);
}

/** A recording changes only while the room is open (the live join window of its attendees): a 409 otherwise. */
function checkOpen(room: RoomRow): void {
  const facts = { start_at: room.startAt.toISOString(), duration_minutes: room.durationMinutes, status: room.status };
  if (liveJoinState(facts, { kind: 'attendee' }) !== 'open')
    throw new AppError('state.illegal_transition', { detail: meetingRecordingMessages['recording.notOpen'] });
}

/**
 * Spec 2 §4: a recording starts from inside the call (the control shows only when connected), and never while every
 * participant's microphone is off. The call's sockets say who is in (`roomCensus`), so the rule holds whatever page
 * asks; a 409 otherwise.
 */
async function checkCallMayRecord(runtime: Runtime, actor: Actor, roomId: string): Promise<void> {
  const present = await roomCensus(runtime, roomId);
  const me = participantIdOf({ kind: 'user', userId: actor.userId });
  if (!present.some((participant) => participant.id === me))
    throw new AppError('state.illegal_transition', { detail: meetingRecordingMessages['recording.notConnected'] });
  if (!mayStartRecording(present))
    throw new AppError('state.illegal_transition', { detail: meetingRecordingMessages['recording.allMicrophonesOff'] });
}

/**
 * Starts, switches or stops the recording (each start to stop a recording row of its own, whose media the participants'
 * browsers send, composed once the room ends). Only while the room is open, and a start only from inside the call
 * while a microphone is on: a 409 otherwise. A start while recording the same type, or a stop while not recording, changes nothing and
 * writes nothing. Each change is audited; once it commits, everyone in the call hears the new state.
 */
export async function updateRecordingState(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  body: MeetingRecordingBody,
  info: RequestInfo,
): Promise<MeetingRecordingState & { message: string }> {
  if (body.state === 'start') {
    // Asked before the transaction, so no row stays locked while the call answers.
    checkOpen((await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.manage')).room);
    await checkCallMayRecord(runtime, actor, roomId);
  }
  const { state, changed } = await inTransaction(runtime, async (uow) => {
    const { room } = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage', { lock: true });
    checkOpen(room);
    const before = room.recordingType;
    const after = body.state === 'start' ? body.type : null;
    if (before === after) return { state: stateOf(room), changed: null };
    const now = new Date();
    const [saved] = await uow.tx
      .update(meetingRooms)
      .set({ recordingType: after, recordingStartedAt: after === null ? null : before === null ? now : room.recordingStartedAt })
      .where(eq(meetingRooms.id, room.id))
      .returning();
    if (!saved) throw roomNotFound();
    // Each start to stop is one recording of its own, which the participants' browsers send their media to.
    if (before !== null) await stopRecording(uow.tx, room.id, now);
    if (after !== null) await startRecording(uow.tx, room, after, now);
    const named = { name: room.name, client_id: room.clientId };
    const audit = { actor, practiceId: room.practiceId, entityKind: 'advice-room', entityId: room.id, ip: info.ip } as const;
    if (after === null)
      await writeAudit(uow.tx, { ...audit, action: 'room_recording_stopped', before: { recording_type: before ?? '' }, after: named });
    else if (before === null)
      await writeAudit(uow.tx, { ...audit, action: 'room_recording_started', after: { ...named, recording_type: after } });
    else
      await writeAudit(uow.tx, {
        ...audit,
        action: 'room_recording_switched',
        before: { recording_type: before },
        after: { ...named, recording_type: after },
      });
    return { state: stateOf(saved), changed: before === null ? 'started' : after === null ? 'stopped' : 'switched' } as const;
  });
  // After the commit: everyone in the call sees the indicator change (a failed notice only delays it to their next refetch).
  if (changed) await runtime.realtime.publishToRoom(runtime.db, roomId, { type: 'live.recording', state }).catch(() => {});
  const message = meetingRecordingMessages[`recording.${changed ?? (state.recording ? 'started' : 'stopped')}`];
  return { ...state, message };
}
