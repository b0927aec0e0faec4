import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  isDueDateAllowed,
  type OverdueTodo,
  type Pagination,
  type Todo,
  type TodoAudit,
  type TodoBody,
  type TodoListStatus,
  type TodoPatch,
  todayIso,
  todosMessages,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit, writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { publishTodosChanged, tellOtherSide } from './todos.effects.ts';
import { findTodo, findTodoForUpdate, listOverdue, listTodos, type TodoRow } from './todos.queries.ts';

/*
 * The to-do list a client shares with their staff: the client and everyone on their staff read it
 * ('todos.view') and add, change, complete, reopen and delete ('todos.manage'), each change audited on
 * the client, heard of by the other side and refreshed live on open lists.
 */

const editedFields = ['title', 'notes', 'due_on'] as const;

function auditOf(row: TodoRow): TodoAudit {
  return { todo_id: row.id, title: row.title, notes: row.notes, due_on: row.dueOn };
}

function notFound(): AppError {
  return new AppError('resource.not_found', { detail: todosMessages['todos.notFound'] });
}

const practiceOf = (client: ClientAccess) => client.user.practiceId ?? '';

async function loadTodo(tx: Tx, client: ClientAccess, id: string): Promise<TodoRow> {
  const row = await findTodoForUpdate(tx, { practiceId: practiceOf(client), clientId: client.user.id, id });
  if (!row) throw notFound();
  return row;
}

async function present(tx: Tx, client: ClientAccess, id: string): Promise<Todo> {
  const todo = await findTodo(tx, { practiceId: practiceOf(client), id });
  if (!todo) throw notFound();
  return todo;
}

/** GET /clients/:id/todo-list: a page of the list, all of it or only what is open. */
export async function listTodoList(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: Pagination & { status: TodoListStatus },
): Promise<{ rows: Todo[]; total: number }> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'todos.view');
  return listTodos(runtime.db, { practiceId: practiceOf(client), clientId, status: query.status, ...pageOffset(query) });
}

/** Adds a to-do to the client's list, for the other side to hear of. */
export async function createTodo(runtime: Runtime, actor: Actor, clientId: string, body: TodoBody, request: RequestInfo): Promise<Todo> {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'todos.manage');
    const [row] = await addTodos(uow, actor, client, [body], request);
    return present(uow.tx, client, row.id);
  });
}

/**
 * Adds several to-dos to the client's list at once (a meeting's action points), all or none: each audited,
 * and the other side told of them in one notice rather than one a to-do. Answers how many were added.
 */
export async function createTodos(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  bodies: readonly TodoBody[],
  request: RequestInfo,
): Promise<number> {
  const [first, ...others] = bodies;
  if (!first) return 0;
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'todos.manage');
    return (await addTodos(uow, actor, client, [first, ...others], request)).length;
  });
}

/** Inserts the to-dos, audits each, tells the other side once and refreshes open lists, all in the caller's unit of work. */
async function addTodos(
  uow: UnitOfWork,
  actor: Actor,
  client: ClientAccess,
  bodies: readonly [TodoBody, ...TodoBody[]],
  request: RequestInfo,
): Promise<[TodoRow, ...TodoRow[]]> {
  const rows = await uow.tx
    .insert(todos)
    .values(
      bodies.map((body) => ({
        id: randomUUID(),
        practiceId: practiceOf(client),
        clientId: client.user.id,
        title: body.title,
        notes: body.notes,
        dueOn: body.due_on,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })),
    )
    .returning();
  const [first, ...others] = rows;
  if (!first) throw new AppError('server.error');
  await writeAudits(
    uow.tx,
    rows.map((row) => ({
      actor,
      practiceId: row.practiceId,
      entityKind: 'client' as const,
      entityId: client.user.id,
      action: 'todo_created' as const,
      after: auditOf(row),
      ip: request.ip,
    })),
  );
  await tellOtherSide(uow, { actor, client, kind: 'todos.created', titles: [first.title, ...others.map((row) => row.title)], request });
  publishTodosChanged(uow, client);
  return [first, ...others];
}

/**
 * Changes the fields sent, and completes or reopens the to-do when `completed` says so. Each part writes
 * its own event (a change records each changed field before and after); a change of nothing writes nothing.
 */
export async function updateTodo(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  todoId: string,
  patch: TodoPatch,
  request: RequestInfo,
): Promise<Todo> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'todos.manage');
    const row = await loadTodo(tx, client, todoId);
    if (!isDueDateAllowed(patch.due_on, row.dueOn))
      throw new AppError('request.invalid', { detail: todosMessages['todos.dueInPast'], pointer: '/due_on' });
    const was = auditOf(row);
    const next: TodoAudit = {
      ...was,
      ...(patch.title === undefined ? {} : { title: patch.title }),
      ...(patch.notes === undefined ? {} : { notes: patch.notes }),
      ...(patch.due_on === undefined ? {} : { due_on: patch.due_on }),
    };
    const changed = editedFields.filter((field) => was[field] !== next[field]);
    const isCompleting = patch.completed === true && row.completedAt === null;
    const isReopening = patch.completed === false && row.completedAt !== null;
    if (changed.length === 0 && !isCompleting && !isReopening) return present(tx, client, row.id);

    const now = new Date();
    await tx
      .update(todos)
      .set({
        title: next.title,
        notes: next.notes,
        dueOn: next.due_on,
        ...(isCompleting ? { completedAt: now, completedBy: actor.userId } : {}),
        ...(isReopening ? { completedAt: null, completedBy: null } : {}),
        updatedBy: actor.userId,
        updatedAt: now,
      })
      .where(eq(todos.id, row.id));
    const audit = { actor, practiceId: row.practiceId, entityKind: 'client', entityId: clientId, ip: request.ip } as const;
    if (changed.length > 0) {
      const pick = (side: TodoAudit) => Object.fromEntries(changed.map((field) => [field, side[field]])) as Partial<TodoAudit>;
      await writeAudit(tx, {
        ...audit,
        action: 'todo_updated',
        before: { todo_id: row.id, title: was.title, ...pick(was) },
        after: { todo_id: row.id, title: next.title, ...pick(next) },
      });
    }
    if (isCompleting || isReopening)
      await writeAudit(tx, {
        ...audit,
        action: isCompleting ? 'todo_completed' : 'todo_reopened',
        after: { todo_id: row.id, title: next.title },
      });
    if (isCompleting) await tellOtherSide(uow, { actor, client, kind: 'todos.completed', titles: [next.title], request });
    publishTodosChanged(uow, client);
    return present(tx, client, row.id);
  });
}

/** Deletes a to-do; its audit event keeps what it said. */
export async function deleteTodo(runtime: Runtime, actor: Actor, clientId: string, todoId: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'todos.manage');
    const row = await loadTodo(tx, client, todoId);
    await tx.delete(todos).where(eq(todos.id, row.id));
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'todo_deleted',
      before: auditOf(row),
      ip: request.ip,
    });
    publishTodosChanged(uow, client);
  });
}

/** GET /todos/overdue: what is overdue on the lists the caller may manage (a client: their own), for the homes. */
export async function listOverdueTodos(runtime: Runtime, actor: Actor, query: Pagination): Promise<{ rows: OverdueTodo[]; total: number }> {
  return listOverdue(runtime.db, practiceActorOf(actor), { today: todayIso(), ...pageOffset(query) });
}
