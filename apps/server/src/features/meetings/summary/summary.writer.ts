import {
  type ActionPoint,
  type ActionPointView,
  type Actor,
  AppError,
  actionPointTextMax,
  type KeyPoint,
  type KeyPointView,
  keyPointTextMax,
  type MeetingSummary,
  meetingSummaryMessages,
  participantIdOf,
  summaryPointsMax,
  type TranscriptSpan,
  ukTodayIso,
} from '@advice/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { meetingSummaries } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/unit-of-work.ts';
import type { Runtime } from '../../../runtime.ts';
import { writeAudit } from '../../audit/audit.writer.ts';
import type { RequestInfo } from '../../auth/auth.service.ts';
import { findRoom, listAttendees, listGuests, type RoomRow } from '../meetings.queries.ts';
import { hasSegments, listSegments, transcriptSegmentOf } from '../transcription/transcription.queries.ts';
import { markSummaryPending, type SummaryRow } from './summary.queries.ts';
import type { SummaryInput } from './transcript-sentences.ts';

/**
 * Writing a completed meeting's summary from its transcript (spec 1 §1 "AI meeting summary with action points"): by
 * the configured AI service or the rules here, stored as ready (or failed) for the adviser to check before sharing.
 */

const spanView = (span: TranscriptSpan) => ({
  segment_id: span.segmentId,
  char_start: span.charStart,
  char_end: span.charEnd,
  start: span.start,
  end: span.end,
});

/** A point's text within the bounds the API keeps. */
const bounded = (text: string, max: number) => text.trim().slice(0, max).trim();

export function keyPointView(point: KeyPoint): KeyPointView {
  return { text: bounded(point.text, keyPointTextMax), span: spanView(point.span) };
}

export function actionPointView(point: ActionPoint): ActionPointView {
  return {
    text: bounded(point.text, actionPointTextMax),
    kind: point.kind,
    owner: point.owner ? { participant_id: point.owner.participantId.slice(0, 80), name: bounded(point.owner.name, 200) } : null,
    due_date: point.dueDate,
    span: spanView(point.span),
  };
}

/** The points of a summary as stored: bounded in number, none without text. */
function pointsOf(summary: MeetingSummary) {
  return {
    keyPoints: summary.keyPoints
      .map(keyPointView)
      .filter((point) => point.text)
      .slice(0, summaryPointsMax),
    actionPoints: summary.actionPoints
      .map(actionPointView)
      .filter((point) => point.text && (!point.owner || point.owner.name))
      .slice(0, summaryPointsMax),
  };
}

/** What the summariser reads: the segments, the meeting's day in the United Kingdom, and everyone invited to it. */
async function inputOf(runtime: Runtime, room: RoomRow): Promise<SummaryInput> {
  const [segments, attendees, guests] = await Promise.all([
    listSegments(runtime.db, room),
    listAttendees(runtime.db, [room.id]).then((map) => map.get(room.id) ?? []),
    listGuests(runtime.db, [room.id]).then((map) => map.get(room.id) ?? []),
  ]);
  const participants = [
    ...attendees.map((person) => ({
      participantId: participantIdOf({ kind: 'user', userId: person.id }),
      name: `${person.first_name} ${person.last_name}`.trim(),
    })),
    ...guests.map((guest) => ({ participantId: participantIdOf({ kind: 'guest', guestId: guest.id }), name: guest.name ?? guest.email })),
  ].filter((person) => person.name);
  return { segments: segments.map(transcriptSegmentOf), meetingDate: ukTodayIso(room.startAt), participants };
}

const alreadyShared = () => new AppError('state.illegal_transition', { detail: meetingSummaryMessages['summary.alreadyShared'] });

/**
 * Writes the room's summary now (its row already pending): stores it ready with its engine, label and points, audited
 * as the actor's, or failed when the summariser threw (the error then goes on to the caller). A summary shared
 * meanwhile is left as it is (409).
 */
export async function writeSummary(
  runtime: Runtime,
  actor: Pick<Actor, 'userId'>,
  room: RoomRow,
  info: Pick<RequestInfo, 'ip'>,
  log: FastifyBaseLogger,
): Promise<SummaryRow> {
  const notShared = and(eq(meetingSummaries.roomId, room.id), isNull(meetingSummaries.sharedAt));
  let outcome: Awaited<ReturnType<Runtime['summariser']['summarise']>>;
  try {
    outcome = await runtime.summariser.summarise(await inputOf(runtime, room));
  } catch (error) {
    await runtime.db.update(meetingSummaries).set({ status: 'failed', updatedAt: new Date() }).where(notShared);
    throw error;
  }
  if (outcome.aiFailure) log.warn({ engine: 'ai' }, 'the AI service did not summarise a meeting; the automatic summary was written');
  const { summary } = outcome;
  const points = pointsOf(summary);
  return inTransaction(runtime, async (uow) => {
    const now = new Date();
    const [saved] = await uow.tx
      .update(meetingSummaries)
      .set({
        status: 'ready',
        engine: summary.engine,
        label: summary.label,
        ...points,
        generatedAt: now,
        editedAt: null,
        editedBy: null,
        updatedAt: now,
      })
      .where(notShared)
      .returning();
    if (!saved) throw alreadyShared();
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_summary_written',
      after: {
        name: room.name,
        client_id: room.clientId,
        engine: summary.engine,
        key_points: points.keyPoints.length,
        action_points: points.actionPoints.length,
      },
      ip: info.ip,
    });
    return saved;
  });
}

/**
 * Once a room completes with a transcript: its summary is marked pending before the completion answers, then written
 * in the background. Nothing here ever fails the completion; a failure is logged by its kind, never with the meeting's
 * words.
 */
export async function summariseCompletedRoom(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  info: Pick<RequestInfo, 'ip'>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const room = actor.practiceId ? await findRoom(runtime.db, actor.practiceId, roomId, { lock: false }) : null;
    if (room?.status !== 'completed' || !(await hasSegments(runtime.db, room))) return;
    if (!(await markSummaryPending(runtime.db, room))) return;
    void writeSummary(runtime, actor, room, info, log).catch((error: unknown) =>
      log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'the summary of a completed meeting was not written'),
    );
  } catch (error) {
    log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'the summary of a completed meeting was not started');
  }
}
