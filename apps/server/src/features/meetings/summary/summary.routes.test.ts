import { type MeetingSummaryView, meetingSummaryMessages, meetingSummaryNotices, todoNotices } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, meetingSummaries, notifications, practices, todos } from '../../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../../testing/client.ts';
import { allFeaturesOn, type CreatedUser } from '../../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type CaseCast, sessionFor } from '../../cases/cases.testing.ts';
import { createRoomCast, insertRoom, insertTranscript, type TestRoom } from '../transcription/transcription.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: CaseCast, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const room = (id: string) => `/api/v1/client-meeting-rooms/${id}`;
const summaryOf = (id: string) => `${room(id)}/meeting-summary`;
const auditsOf = (roomId: string, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, roomId), eq(auditEvents.action, action)));

/** Far enough ahead that a to-do may be due then, whenever the test runs. */
const dueLater = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const meeting: ['adviser' | 'client', string][] = [
  ['adviser', 'Good morning Charlotte, thank you for joining me today.'],
  ['client', 'I would like to stop working in ten years.'],
  ['adviser', "I'll send you the suitability report by Friday."],
  ['adviser', 'Charlotte, could you send me your pension statements by next Tuesday?'],
];

/** A room of the cast, its meeting transcribed, completed by the adviser; resolves with the summary once written. */
async function completedWithSummary(cast: CaseCast): Promise<{ room: TestRoom; summary: MeetingSummaryView; adviser: TestClient }> {
  const open = await insertRoom(db(), cast, { startedAt: new Date(Date.now() - 600_000) });
  await insertTranscript(db(), open, cast, meeting);
  const adviser = await as(cast, cast.adviser);
  const completed = await adviser.post(`${room(open.id)}/complete`);
  expect(completed.statusCode, completed.body).toBe(200);
  const summary = await waitForSummary(adviser, open.id);
  return { room: open, summary, adviser };
}

async function waitForSummary(reader: TestClient, roomId: string): Promise<MeetingSummaryView> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await reader.get(summaryOf(roomId));
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().data as MeetingSummaryView;
    if (summary.status !== 'pending') return summary;
    if (Date.now() > deadline) throw new Error('the summary was not written');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the summary written when a meeting completes', () => {
  it('is written from the transcript once the room completes, its points linked to what was said, audited as the adviser’s', async () => {
    const cast = await createRoomCast(db());
    const { room: done, summary } = await completedWithSummary(cast);
    expect(summary).toMatchObject({ status: 'ready', engine: 'automatic', shared_at: null, edited_by: null, todos_filed: 0 });
    expect(summary.label).toMatch(/^Automatic summary/u);
    expect(summary.action_points).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'commitment',
          owner: expect.objectContaining({ name: 'Priya Shah' }),
          text: expect.stringMatching(/report/u),
        }),
        expect.objectContaining({ kind: 'request', owner: expect.objectContaining({ name: 'Charlotte Hughes' }) }),
      ]),
    );
    const [written] = await auditsOf(done.id, 'room_summary_written');
    expect(written?.actorId).toBe(cast.adviser.id);
    expect(written?.after).toMatchObject({ name: 'Annual review', engine: 'automatic' });
  });

  it('is not written for a meeting without a transcript: staff read 404, and writing it is a 409', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast);
    const adviser = await as(cast, cast.adviser);
    let response = await adviser.post(`${summaryOf(open.id)}`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notCompleted']);
    expect((await adviser.post(`${room(open.id)}/complete`)).statusCode).toBe(200);
    response = await adviser.get(summaryOf(open.id));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notFound']);
    response = await adviser.post(summaryOf(open.id));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.noTranscript']);
  });

  it('staff write it again on demand (201) until it is shared; the client may not (403) nor read it before (404)', async () => {
    const cast = await createRoomCast(db());
    const { room: done, adviser } = await completedWithSummary(cast);
    const client = await as(cast, cast.client);
    let response = await client.get(summaryOf(done.id));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notShared']);
    expect((await client.post(summaryOf(done.id))).statusCode).toBe(403);
    // The summary waiting to be shared is the staff's to do, never listed for the client.
    expect((await client.get('/api/v1/client-meeting-rooms?summary_to_share=true')).json().data).toEqual([]);

    response = await adviser.post(summaryOf(done.id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'ready', message: meetingSummaryMessages['summary.written'] });
    expect(await auditsOf(done.id, 'room_summary_written')).toHaveLength(2);

    const other = await createRoomCast(db());
    const foreign = await as(other, other.director);
    expect((await foreign.get(summaryOf(done.id))).statusCode).toBe(404);
    expect((await foreign.post(summaryOf(done.id))).statusCode).toBe(404);
    expect((await foreign.post(`${summaryOf(done.id)}/share`, {})).statusCode).toBe(404);
  });
});

describe('editing the summary', () => {
  it('replaces the points, each span checked against the transcript (422 naming the point otherwise)', async () => {
    const cast = await createRoomCast(db());
    const { room: done, summary, adviser } = await completedWithSummary(cast);
    const [point] = summary.action_points;
    if (!point) throw new Error('no action point');
    const reworded = { ...point, text: 'Send the suitability report', due_date: dueLater };

    const elsewhere = await completedWithSummary(await createRoomCast(db()));
    const foreignSpan = elsewhere.summary.action_points[0]?.span;
    const refusals = [
      { ...reworded, span: { ...point.span, segment_id: foreignSpan?.segment_id } },
      { ...reworded, span: { ...point.span, char_end: 3_000 } },
    ];
    for (const refused of refusals) {
      const response = await adviser.patch(summaryOf(done.id), { key_points: summary.key_points, action_points: [point, refused] });
      expect(response.statusCode, response.body).toBe(422);
      expect(errorOf(response)).toMatchObject({
        detail: meetingSummaryMessages['summary.spanNotInTranscript'],
        source: { pointer: '/action_points/1/span' },
      });
    }
    const client = await as(cast, cast.client);
    expect((await client.patch(summaryOf(done.id), { key_points: [], action_points: [reworded] })).statusCode).toBe(403);

    const response = await adviser.patch(summaryOf(done.id), {
      key_points: [],
      action_points: [{ ...reworded, span: { ...point.span, start: 999, end: 999 } }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      key_points: [],
      action_points: [{ text: 'Send the suitability report', due_date: dueLater, span: point.span }],
      edited_by: { id: cast.adviser.id, name: 'Priya Shah' },
      message: meetingSummaryMessages['summary.saved'],
    });
    expect(await auditsOf(done.id, 'room_summary_edited')).toHaveLength(1);
  });
});

describe('sharing the summary', () => {
  it('shares it with the client, who is told, and files its action points as their to-dos', async () => {
    const cast = await createRoomCast(db());
    const { room: done, summary, adviser } = await completedWithSummary(cast);
    const points = summary.action_points.map((point, index) => ({ ...point, due_date: index === 0 ? dueLater : '2020-01-01' }));
    await adviser.patch(summaryOf(done.id), { key_points: summary.key_points, action_points: points });
    // Until it is shared, it waits on the staff's home: the rooms listed with a summary to share.
    const toShare = async (reader: TestClient) =>
      ((await reader.get('/api/v1/client-meeting-rooms?summary_to_share=true')).json().data as { id: string }[]).map((r) => r.id);
    expect(await toShare(adviser)).toEqual([done.id]);

    const response = await adviser.post(`${summaryOf(done.id)}/share`, { file_as_todos: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      todos_filed: points.length,
      message: meetingSummaryMessages['summary.sharedWithTodos'],
    });
    const filed = await db().select().from(todos).where(eq(todos.clientId, cast.client.id));
    expect(filed.map((todo) => [todo.title, todo.dueOn]).sort()).toEqual(
      points.map((point, index) => [point.text, index === 0 ? dueLater : null]).sort(),
    );
    const [shared] = await auditsOf(done.id, 'room_summary_shared');
    expect(shared?.after).toMatchObject({ todos_filed: points.length });

    const bells = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.client.id), eq(notifications.kind, 'meetings.summary_shared')));
    expect(bells.map(({ title, body, link }) => ({ title, body, link }))).toEqual([
      meetingSummaryNotices.shared({ roomId: done.id, name: 'Annual review', adviserName: 'Priya Shah' }),
    ]);
    expect(bells[0]?.link).toBe(`/meetings/client-meeting-rooms/${done.id}`);
    // The action points reach the client as one notice of new to-dos, and one mail, not one of each a point.
    const todoBells = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.client.id), eq(notifications.kind, 'todos.created')));
    expect(points.length).toBeGreaterThan(1);
    const [firstPoint, ...otherPoints] = points.map((point) => point.text);
    expect(todoBells.map(({ title, body, link }) => ({ title, body, link }))).toEqual([
      todoNotices['todos.created'].client({
        clientId: cast.client.id,
        clientName: '',
        actorName: 'Priya Shah',
        titles: [firstPoint ?? '', ...otherPoints],
      }),
    ]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
    expect(mails.map((mail) => mail.subject)).toEqual([todoBells[0]?.title]);

    const client = await as(cast, cast.client);
    expect((await client.get(summaryOf(done.id))).json().data.action_points).toHaveLength(points.length);
    expect(await toShare(adviser)).toEqual([]);
    const again = await adviser.post(`${summaryOf(done.id)}/share`, { file_as_todos: true });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(meetingSummaryMessages['summary.alreadyShared']);
    expect((await adviser.post(summaryOf(done.id))).statusCode).toBe(409);
    expect(await db().select().from(todos).where(eq(todos.clientId, cast.client.id))).toHaveLength(points.length);
  });

  it('files no to-dos when the practice has its to-do list off', async () => {
    const cast = await createRoomCast(db());
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, todos: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const { room: done, adviser } = await completedWithSummary(cast);
    const response = await adviser.post(`${summaryOf(done.id)}/share`, { file_as_todos: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ todos_filed: 0, message: meetingSummaryMessages['summary.shared'] });
    expect(await db().select().from(todos).where(eq(todos.clientId, cast.client.id))).toEqual([]);
  });

  it('refuses a summary not written yet (404) and one not ready (409)', async () => {
    const cast = await createRoomCast(db());
    const open = await insertRoom(db(), cast, { status: 'completed' });
    const adviser = await as(cast, cast.adviser);
    let response = await adviser.post(`${summaryOf(open.id)}/share`, {});
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notFound']);
    await db().insert(meetingSummaries).values({ roomId: open.id, practiceId: open.practiceId, status: 'failed' });
    response = await adviser.post(`${summaryOf(open.id)}/share`, {});
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(meetingSummaryMessages['summary.notReady']);
  });
});
