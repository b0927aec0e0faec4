import { randomUUID } from 'node:crypto';
import { type AuditEventView, auditSentence, type Todo, todayIso, todosMessages } from '@advice/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, follows, mailOutbox, notifications, todos, users } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
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
const list = (clientId: string) => `/api/v1/clients/${clientId}/todo-list`;
const item = (clientId: string, todoId: string) => `${list(clientId)}/${todoId}`;
const overdue = '/api/v1/todos/overdue';

/** A day relative to today, as 'YYYY-MM-DD'. */
function day(offset: number): string {
  return new Date(Date.parse(`${todayIso()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A to-do written directly (a due date in the past cannot be set through the API). */
async function insertTodo(client: CreatedUser, input: { title?: string; dueIn?: number | null; completed?: boolean } = {}) {
  const id = randomUUID();
  await db()
    .insert(todos)
    .values({
      id,
      practiceId: client.practiceId ?? '',
      clientId: client.id,
      title: input.title ?? 'Send payslips',
      dueOn: input.dueIn === null || input.dueIn === undefined ? null : day(input.dueIn),
      completedAt: input.completed ? new Date() : null,
    });
  return id;
}

async function created(c: TestClient, clientId: string, body: object): Promise<Todo> {
  const response = await c.post(list(clientId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function named(cast: CaseCast) {
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db().update(users).set({ firstName: 'Olivia', lastName: 'Hart' }).where(eq(users.id, cast.client.id));
}

const bellsOf = (user: CreatedUser) => db().select().from(notifications).where(eq(notifications.userId, user.id));
const mailsTo = (user: CreatedUser) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));

describe('the shared to-do list', () => {
  it('the adviser adds, the client completes, the adviser reopens, edits and deletes: each with its toast and audited', async () => {
    const cast = await createCaseCast(db());
    await named(cast);
    const adviser = await as(cast, cast.adviser);
    const client = await as(cast, cast.client);

    const todo = await created(adviser, cast.client.id, { title: ' Send your payslips ', notes: 'Last three months', due_on: day(7) });
    expect(todo).toMatchObject({
      title: 'Send your payslips',
      notes: 'Last three months',
      due_on: day(7),
      is_overdue: false,
      completed: false,
      created_by: { id: cast.adviser.id, name: 'Priya Shah' },
      message: todosMessages['todos.created'],
    });

    const seen = await client.get(list(cast.client.id));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['x-total']).toBe('1');
    expect(seen.json().data.map((row: Todo) => row.id)).toEqual([todo.id]);

    const done = await client.patch(item(cast.client.id, todo.id), { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      completed: true,
      completed_by: { id: cast.client.id, name: 'Olivia Hart' },
      message: todosMessages['todos.updated'],
    });

    const reopened = await adviser.patch(item(cast.client.id, todo.id), { completed: false, due_on: day(14), title: 'Send payslips' });
    expect(reopened.json().data).toMatchObject({ completed: false, completed_by: null, completed_at: null, due_on: day(14) });

    const removed = await adviser.delete(item(cast.client.id, todo.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ message: todosMessages['todos.deleted'] });
    expect(await db().select().from(todos).where(eq(todos.id, todo.id))).toEqual([]);

    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, cast.client.id), like(auditEvents.action, 'todo_%')))
      .orderBy(auditEvents.createdAt);
    // The reopening and the edit were one change: one transaction, one time, their events in no set order.
    const byTime = events.map((event) => [event.action, event.actorId, event.entityKind]);
    expect([...byTime.slice(0, 2), ...byTime.slice(2, 4).sort(), byTime[4]]).toEqual([
      ['todo_created', cast.adviser.id, 'client'],
      ['todo_completed', cast.client.id, 'client'],
      ['todo_reopened', cast.adviser.id, 'client'],
      ['todo_updated', cast.adviser.id, 'client'],
      ['todo_deleted', cast.adviser.id, 'client'],
    ]);
    const updated = events.find((event) => event.action === 'todo_updated');
    expect(updated?.before).toEqual({ todo_id: todo.id, title: 'Send your payslips', due_on: day(7) });
    expect(updated?.after).toEqual({ todo_id: todo.id, title: 'Send payslips', due_on: day(14) });

    const trail = await adviser.get(`/api/v1/clients/${cast.client.id}/audit-trail`);
    const sentences = trail.json().data.map((event: AuditEventView) => auditSentence(event));
    expect(sentences[0]).toBe('Priya Shah deleted the to-do “Send payslips”');
    expect(sentences.slice(1, 3).sort()).toEqual([
      'Priya Shah changed the title and due date of the to-do “Send payslips”',
      'Priya Shah reopened the to-do “Send payslips”',
    ]);
    expect(sentences[3]).toBe('Olivia Hart completed the to-do “Send your payslips”');
  });

  it('changing nothing writes nothing; completing twice completes once', async () => {
    const cast = await createCaseCast(db());
    const c = await as(cast, cast.client);
    const todo = await created(c, cast.client.id, { title: 'Sign the form' });
    expect((await c.patch(item(cast.client.id, todo.id), { title: 'Sign the form', notes: '' })).statusCode).toBe(200);
    await c.patch(item(cast.client.id, todo.id), { completed: true });
    await c.patch(item(cast.client.id, todo.id), { completed: true });
    const events = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, cast.client.id), like(auditEvents.action, 'todo_%')));
    expect(events.map((event) => event.action).sort()).toEqual(['todo_completed', 'todo_created']);
  });

  it('lists open to-dos first by due date, completed after; “open” hides the completed ones', async () => {
    const cast = await createCaseCast(db());
    const late = await insertTodo(cast.client, { title: 'Late', dueIn: -2 });
    const later = await insertTodo(cast.client, { title: 'Later', dueIn: 5 });
    const undated = await insertTodo(cast.client, { title: 'Whenever', dueIn: null });
    const done = await insertTodo(cast.client, { title: 'Done', dueIn: -5, completed: true });
    const c = await as(cast, cast.adviser);
    const all = (await c.get(list(cast.client.id))).json().data as Todo[];
    expect(all.map((row) => [row.id, row.is_overdue])).toEqual([
      [late, true],
      [later, false],
      [undated, false],
      [done, false],
    ]);
    const open = await c.get(`${list(cast.client.id)}?status=open`);
    expect(open.headers['x-total']).toBe('3');
    expect(open.json().data.map((row: Todo) => row.id)).toEqual([late, later, undated]);
  });
});

describe('the other side hears of it', () => {
  it('a to-do the adviser adds rings and mails the client; one the client adds rings their staff and mails followers', async () => {
    const cast = await createCaseCast(db());
    await named(cast);
    await db().insert(follows).values({ staffId: cast.director.id, clientId: cast.client.id, practiceId: cast.practice.id });
    await created(await as(cast, cast.adviser), cast.client.id, { title: 'Send payslips' });

    const [bell, ...more] = await bellsOf(cast.client);
    expect(more).toEqual([]);
    expect(bell).toMatchObject({
      kind: 'todos.created',
      title: 'New to-do',
      body: 'Priya Shah added “Send payslips” to your to-do list.',
      link: '/todos',
    });
    expect((await mailsTo(cast.client)).map((mail) => mail.subject)).toEqual(['New to-do']);
    // The adviser's side is told of nothing it did itself.
    expect(await bellsOf(cast.director)).toEqual([]);

    const mine = await created(await as(cast, cast.client), cast.client.id, { title: 'Ask about ISAs' });
    for (const staff of [cast.adviser, cast.additional, cast.director])
      expect((await bellsOf(staff)).map((row) => [row.kind, row.body, row.link])).toEqual([
        ['todos.created', 'Olivia Hart added “Ask about ISAs” to their to-do list.', `/clients/${cast.client.id}/todos`],
      ]);
    expect(await mailsTo(cast.director)).toHaveLength(1);
    expect(await mailsTo(cast.adviser)).toHaveLength(0);
    expect(await bellsOf(cast.client)).toHaveLength(1);

    // Completing rings the other side's bell, without a mail; reopening tells no one.
    const staff = await as(cast, cast.adviser);
    await staff.patch(item(cast.client.id, mine.id), { completed: true });
    await staff.patch(item(cast.client.id, mine.id), { completed: false });
    expect((await bellsOf(cast.client)).map((row) => row.kind).sort()).toEqual(['todos.completed', 'todos.created']);
    expect(await mailsTo(cast.client)).toHaveLength(1);
  });

  it('publishes the change to the client and every member of staff who may see the list, following or not, so an open list reads it again', async () => {
    const cast = await createCaseCast(db());
    const heard = (user: CreatedUser) => {
      const events: RealtimeEvent[] = [];
      t.runtime.realtime.subscribe(user.id, (event) => events.push(event));
      return events;
    };
    const client = heard(cast.client);
    const director = heard(cast.director);
    const adviser = heard(cast.adviser);
    const stranger = heard(cast.stranger);
    await created(await as(cast, cast.client), cast.client.id, { title: 'Send payslips' });
    const changed = { type: 'todos.changed', clientId: cast.client.id };
    await expect.poll(() => client.filter((event) => event.type === 'todos.changed')).toEqual([changed]);
    await expect.poll(() => director.filter((event) => event.type === 'todos.changed')).toEqual([changed]);
    await expect.poll(() => adviser.filter((event) => event.type === 'todos.changed')).toEqual([changed]);
    expect(stranger).toEqual([]);
  });
});

describe('what a to-do may say', () => {
  it('needs a title and refuses a due date in the past, naming each field', async () => {
    const cast = await createCaseCast(db());
    const c = await as(cast, cast.adviser);
    const refused = await c.post(list(cast.client.id), { title: ' ', due_on: day(-3) });
    expect(refused.statusCode).toBe(400);
    expect(
      refused.json().errors.map((error: { source: { pointer: string }; detail: string }) => [error.source.pointer, error.detail]),
    ).toEqual([
      ['/title', 'This field is required'],
      ['/due_on', todosMessages['todos.dueInPast']],
    ]);
    expect(await db().select().from(todos).where(eq(todos.clientId, cast.client.id))).toEqual([]);
  });

  it('refuses moving a due date into the past, while an overdue to-do keeps its date as its title changes', async () => {
    const cast = await createCaseCast(db());
    const id = await insertTodo(cast.client, { dueIn: -4 });
    const c = await as(cast, cast.client);
    // Two days back is in the past wherever the person is (yesterday is still today somewhere west).
    const moved = await c.patch(item(cast.client.id, id), { due_on: day(-2) });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved)).toMatchObject({ detail: todosMessages['todos.dueInPast'], source: { pointer: '/due_on' } });
    const kept = await c.patch(item(cast.client.id, id), { title: 'Send payslips now', due_on: day(-4) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ title: 'Send payslips now', due_on: day(-4), is_overdue: true });
    expect((await c.patch(item(cast.client.id, id), { due_on: '' })).json().data.due_on).toBeNull();
  });
});

describe('who may reach a list', () => {
  it('answers 404 to a client on another client’s list, a stranger adviser, another practice, and a to-do of another list', async () => {
    const cast = await createCaseCast(db());
    const id = await insertTodo(cast.client);
    const otherClient = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const other = await as(cast, otherClient);
    expect((await other.get(list(cast.client.id))).statusCode).toBe(404);
    expect((await other.post(list(cast.client.id), { title: 'Mine now' })).statusCode).toBe(404);
    expect((await other.patch(item(cast.client.id, id), { completed: true })).statusCode).toBe(404);
    expect((await other.delete(item(cast.client.id, id))).statusCode).toBe(404);
    expect((await other.patch(item(otherClient.id, id), { completed: true })).statusCode).toBe(404);
    expect((await (await as(cast, cast.stranger)).get(list(cast.client.id))).statusCode).toBe(404);

    const elsewhere = await createPractice(db());
    const foreignDirector = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    expect((await (await as({ practice: elsewhere }, foreignDirector)).get(list(cast.client.id))).statusCode).toBe(404);
    expect((await db().select().from(todos).where(eq(todos.id, id)))[0]?.completedAt).toBeNull();
  });

  it('a supporting admin and a director share the list; a deactivated client’s list only shows', async () => {
    const cast = await createCaseCast(db());
    await created(await as(cast, cast.supporting), cast.client.id, { title: 'From the admin' });
    await created(await as(cast, cast.director), cast.client.id, { title: 'From the director' });
    const gone = await createUser(db(), {
      practiceId: cast.practice.id,
      role: 'client',
      adviserId: cast.adviser.id,
      status: 'deactivated',
    });
    await insertTodo(gone);
    const c = await as(cast, cast.adviser);
    expect((await c.get(list(gone.id))).statusCode).toBe(200);
    expect((await c.post(list(gone.id), { title: 'Too late' })).statusCode).toBe(409);
  });

  it('answers 404 on every route while the practice has to-dos off', async () => {
    const practice = await createPractice(db(), { featureFlags: { ...allFeaturesOn, todos: false } });
    const adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const id = await insertTodo(client);
    const c = await as({ practice }, adviser);
    const answers = [
      await c.get(list(client.id)),
      await c.post(list(client.id), { title: 'x' }),
      await c.patch(item(client.id, id), { completed: true }),
      await c.delete(item(client.id, id)),
      await c.get(overdue),
    ];
    expect(answers.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      Array.from({ length: 5 }, () => [404, 'feature.disabled']),
    );
  });
});

describe('GET /todos/overdue', () => {
  it('lists the open to-dos due before today, most overdue first: a client their own, staff their clients’', async () => {
    const cast = await createCaseCast(db());
    const older = await insertTodo(cast.client, { title: 'Older', dueIn: -9 });
    const newer = await insertTodo(cast.client, { title: 'Newer', dueIn: -1 });
    await insertTodo(cast.client, { dueIn: 0 });
    await insertTodo(cast.client, { dueIn: null });
    await insertTodo(cast.client, { dueIn: -3, completed: true });
    const otherClient = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    const others = await insertTodo(otherClient, { dueIn: -2 });

    const mine = await (await as(cast, cast.client)).get(overdue);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total']).toBe('2');
    expect(mine.json().data).toEqual([
      { id: older, title: 'Older', due_on: day(-9), client: { id: cast.client.id, first_name: 'Test', last_name: 'client' } },
      { id: newer, title: 'Newer', due_on: day(-1), client: { id: cast.client.id, first_name: 'Test', last_name: 'client' } },
    ]);
    const ids = async (user: CreatedUser) =>
      ((await (await as(cast, user)).get(overdue)).json().data as { id: string }[]).map((row) => row.id);
    expect(await ids(cast.adviser)).toEqual([older, newer]);
    expect(await ids(cast.supporting)).toEqual([older, newer]);
    expect(await ids(cast.stranger)).toEqual([others]);
    expect(await ids(otherClient)).toEqual([others]);
    expect(await ids(cast.director)).toEqual([older, others, newer]);
  });

  it('leaves out a deactivated client’s list and another practice’s', async () => {
    const cast = await createCaseCast(db());
    const gone = await createUser(db(), {
      practiceId: cast.practice.id,
      role: 'client',
      adviserId: cast.adviser.id,
      status: 'deactivated',
    });
    await insertTodo(gone, { dueIn: -1 });
    const elsewhere = await createPractice(db());
    await insertTodo(await createUser(db(), { practiceId: elsewhere.id, role: 'client' }), { dueIn: -1 });
    expect((await (await as(cast, cast.director)).get(overdue)).json().data).toEqual([]);
  });
});
