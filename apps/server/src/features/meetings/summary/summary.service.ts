import {
  type ActionPointView,
  type Actor,
  AppError,
  actionPointTodoOf,
  isFeatureOn,
  type KeyPointView,
  type MeetingSummaryPatch,
  type MeetingSummaryShareBody,
  type MeetingSummaryView,
  meetingSummaryMessages,
  meetingSummaryNotices,
  unnamedStaffMember,
} from '@advice/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { meetingSummaries } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/unit-of-work.ts';
import type { Runtime } from '../../../runtime.ts';
import { writeAudit } from '../../audit/audit.writer.ts';
import type { RequestInfo } from '../../auth/auth.service.ts';
import { notify } from '../../notifications/notifications.producer.ts';
import { createTodos } from '../../todos/todos.service.ts';
import { findUser, fullNameOf } from '../../users/users.queries.ts';
import { publishRoomChange } from '../meetings.notify.ts';
import { listAttendees, type RoomRow } from '../meetings.queries.ts';
import { loadRoomFor } from '../meetings.service.ts';
import { hasSegments, listSegments, transcriptSegmentOf } from '../transcription/transcription.queries.ts';
import { findSummary, markSummaryPending, presentSummary, type SummaryRow } from './summary.queries.ts';
import { writeSummary } from './summary.writer.ts';
import { spanOf } from './transcript-sentences.ts';

/**
 * A completed meeting's summary as the adviser checks, edits and shares it (spec 1 §1, §3 enableMeetingSummary): its
 * staff read it as soon as it is written; its client only once it is shared with them.
 */

type Key = keyof typeof meetingSummaryMessages;
const notFound = (key: Key) => new AppError('resource.not_found', { detail: meetingSummaryMessages[key] });
const conflict = (key: Key) => new AppError('state.illegal_transition', { detail: meetingSummaryMessages[key] });
const namedOf = (room: RoomRow) => ({ name: room.name, client_id: room.clientId });

/** The summary the caller may read: staff once written (404 before), the client once shared (404 before). */
export async function getSummary(runtime: Runtime, actor: Actor, roomId: string): Promise<MeetingSummaryView> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  const summary = await findSummary(runtime.db, room);
  if (actor.role === 'client' && !summary?.sharedAt) throw notFound('summary.notShared');
  if (!summary) throw notFound('summary.notFound');
  return presentSummary(runtime.db, summary);
}

/**
 * Writes the summary of a completed meeting from its transcript now (again, when it was written before and not yet
 * shared): 409 before the meeting is complete, without a transcript, or once shared.
 */
export async function createSummary(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  info: RequestInfo,
  log: FastifyBaseLogger,
): Promise<MeetingSummaryView & { message: string }> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.manage');
  if (room.status !== 'completed') throw conflict('summary.notCompleted');
  if (!(await hasSegments(runtime.db, room))) throw conflict('summary.noTranscript');
  if (!(await markSummaryPending(runtime.db, room))) throw conflict('summary.alreadyShared');
  const saved = await writeSummary(runtime, actor, room, info, log);
  return { ...(await presentSummary(runtime.db, saved)), message: meetingSummaryMessages['summary.written'] };
}

/** The summary to change, locked: 404 before one was written, 409 while it is not ready. */
async function loadReadySummary(tx: Tx, room: RoomRow): Promise<SummaryRow> {
  const summary = await findSummary(tx, room, { lock: true });
  if (!summary) throw notFound('summary.notFound');
  if (summary.status !== 'ready') throw conflict('summary.notReady');
  return summary;
}

type Span = KeyPointView['span'];

/**
 * Every point's span must name one of the room's segments and lie within its text (422 naming the point otherwise:
 * a point never links to words not said); its seconds are taken from the segment, not from the request.
 */
async function checkSpans(db: Db | Tx, room: RoomRow, patch: MeetingSummaryPatch) {
  const segments = new Map((await listSegments(db, room)).map((row) => [row.id, transcriptSegmentOf(row)]));
  const spanIn = (span: Span, pointer: string): Span => {
    const segment = segments.get(span.segment_id);
    if (!segment || span.char_end <= span.char_start || span.char_end > segment.text.length)
      throw new AppError('rule.violated', { detail: meetingSummaryMessages['summary.spanNotInTranscript'], pointer });
    const { start, end } = spanOf(segment, span.char_start, span.char_end);
    return { ...span, start, end };
  };
  return {
    keyPoints: patch.key_points.map((point, i): KeyPointView => ({ ...point, span: spanIn(point.span, `/key_points/${i}/span`) })),
    actionPoints: patch.action_points.map(
      (point, i): ActionPointView => ({ ...point, span: spanIn(point.span, `/action_points/${i}/span`) }),
    ),
  };
}

/** The adviser's edits: points reworded, reassigned, redated or removed, each still linked to its span. */
export async function updateSummary(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  patch: MeetingSummaryPatch,
  info: RequestInfo,
): Promise<MeetingSummaryView & { message: string }> {
  return inTransaction(runtime, async (uow) => {
    const { room } = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage');
    await loadReadySummary(uow.tx, room);
    const points = await checkSpans(uow.tx, room, patch);
    const now = new Date();
    const [saved] = await uow.tx
      .update(meetingSummaries)
      .set({ ...points, editedAt: now, editedBy: actor.userId, updatedAt: now })
      .where(eq(meetingSummaries.roomId, room.id))
      .returning();
    if (!saved) throw notFound('summary.notFound');
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_summary_edited',
      after: { ...namedOf(room), key_points: points.keyPoints.length, action_points: points.actionPoints.length },
      ip: info.ip,
    });
    return { ...(await presentSummary(uow.tx, saved)), message: meetingSummaryMessages['summary.saved'] };
  });
}

/**
 * Files the action points as the client's to-dos through the to-do list's own service (its audit, and one notice of
 * them all rather than one a to-do), once the share has committed; answers how many were filed: all, or none when
 * the list refused them, which is logged.
 */
async function fileTodos(
  runtime: Runtime,
  actor: Actor,
  room: RoomRow,
  points: readonly ActionPointView[],
  info: RequestInfo,
  log: FastifyBaseLogger,
): Promise<number> {
  try {
    return await createTodos(
      runtime,
      actor,
      room.clientId,
      points.map((point) => actionPointTodoOf(point, room.name)),
      info,
    );
  } catch (error) {
    log.warn({ reason: error instanceof AppError ? error.code : 'unknown' }, 'the action points were not filed as to-dos');
    return 0;
  }
}

/**
 * Shares the ready summary with the client, who is notified; with `file_as_todos` (and the practice's to-do list on)
 * its action points become their to-dos. A summary is shared once: 409 the second time.
 */
export async function shareSummary(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  body: MeetingSummaryShareBody,
  context: { info: RequestInfo; flags: Record<string, unknown>; log: FastifyBaseLogger },
): Promise<MeetingSummaryView & { message: string }> {
  const { info, log } = context;
  const { room, summary, toFile } = await inTransaction(runtime, async (uow) => {
    const { room, client } = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage');
    const current = await findSummary(uow.tx, room, { lock: true });
    if (!current) throw notFound('summary.notFound');
    if (current.sharedAt) throw conflict('summary.alreadyShared');
    if (current.status !== 'ready') throw conflict('summary.notReady');
    const toFile = body.file_as_todos && isFeatureOn(context.flags, 'todos') ? current.actionPoints : [];
    const now = new Date();
    const [summary] = await uow.tx
      .update(meetingSummaries)
      .set({ sharedAt: now, sharedBy: actor.userId, todosFiled: toFile.length, updatedAt: now })
      .where(and(eq(meetingSummaries.roomId, room.id), isNull(meetingSummaries.sharedAt)))
      .returning();
    if (!summary) throw conflict('summary.alreadyShared');
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_summary_shared',
      after: { ...namedOf(room), todos_filed: toFile.length },
      ip: info.ip,
    });
    const adviser = await findUser(uow.tx, { id: actor.userId, practiceId: room.practiceId });
    const notice = meetingSummaryNotices.shared({
      roomId: room.id,
      name: room.name,
      adviserName: adviser ? fullNameOf(adviser) : unnamedStaffMember,
    });
    await notify(uow, {
      area: 'meetings',
      kind: 'meetings.summary_shared',
      actor: { userId: actor.userId, practiceId: room.practiceId },
      attendees: [{ id: client.user.id, role: client.user.role, status: client.user.status }],
      texts: { client: notice, staff: notice },
    });
    const attendees = (await listAttendees(uow.tx, [room.id])).get(room.id) ?? [];
    publishRoomChange(
      uow,
      room,
      attendees.map((person) => person.id),
    );
    return { room, summary, toFile };
  });
  const filed = toFile.length > 0 ? await fileTodos(runtime, actor, room, toFile, info, log) : 0;
  let shared = summary;
  if (filed !== toFile.length) {
    const [corrected] = await runtime.db
      .update(meetingSummaries)
      .set({ todosFiled: filed })
      .where(eq(meetingSummaries.roomId, room.id))
      .returning();
    shared = corrected ?? summary;
  }
  const message = meetingSummaryMessages[filed > 0 ? 'summary.sharedWithTodos' : 'summary.shared'];
  return { ...(await presentSummary(runtime.db, shared)), message };
}
