import { type OverdueTodo, type Todo, type TodoListStatus, todayIso } from '@advice/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { todos, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientScope } from '../people/client-access.ts';

export type TodoRow = typeof todos.$inferSelect;
type Person = { id: string; name: string } | null;

const creator = alias(users, 'todo_creator');
const completer = alias(users, 'todo_completer');

const creatorName = sql<string | null>`nullif(trim(concat_ws(' ', ${creator.firstName}, ${creator.lastName})), '')`;
const completerName = sql<string | null>`nullif(trim(concat_ws(' ', ${completer.firstName}, ${completer.lastName})), '')`;

function personOf(id: string | null, name: string | null): Person {
  return id ? { id, name: name ?? '' } : null;
}

/** One to-do as the list shows it; `today` decides whether it is overdue. */
export function presentTodo(row: TodoRow, people: { creator: Person; completer: Person }, today: string = todayIso()): Todo {
  const completed = row.completedAt !== null;
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    due_on: row.dueOn,
    is_overdue: row.dueOn !== null && !completed && row.dueOn < today,
    completed,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: completed ? people.completer : null,
    created_by: people.creator,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Selects to-dos with who added and who completed each (as they are called now). Open ones first, the
 * soonest due first (undated last); completed ones after, the most recently completed first.
 */
async function selectTodos(db: Tx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Todo[]> {
  const query = db
    .select({ todo: todos, creatorId: creator.id, creatorName, completerId: completer.id, completerName })
    .from(todos)
    .leftJoin(creator, eq(creator.id, todos.createdBy))
    .leftJoin(completer, eq(completer.id, todos.completedBy))
    .where(where)
    .orderBy(
      sql`${todos.completedAt} is not null`,
      asc(sql`case when ${todos.completedAt} is null then ${todos.dueOn} end`),
      desc(todos.completedAt),
      asc(todos.createdAt),
      asc(todos.id),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const today = todayIso();
  return rows.map((row) =>
    presentTodo(
      row.todo,
      { creator: personOf(row.creatorId, row.creatorName), completer: personOf(row.completerId, row.completerName) },
      today,
    ),
  );
}

/** A client's to-do list, a page of it: all, or only the open ones. */
export async function listTodos(
  db: Tx,
  {
    practiceId,
    clientId,
    status,
    limit,
    offset,
  }: { practiceId: string; clientId: string; status: TodoListStatus; limit: number; offset: number },
): Promise<{ rows: Todo[]; total: number }> {
  const where = and(
    eq(todos.practiceId, practiceId),
    eq(todos.clientId, clientId),
    status === 'open' ? isNull(todos.completedAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectTodos(db, where, { limit, offset }),
    db.select({ value: count() }).from(todos).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One to-do as the list shows it, read again after a change. */
export async function findTodo(db: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<Todo | null> {
  const [todo] = await selectTodos(db, and(eq(todos.practiceId, practiceId), eq(todos.id, id)));
  return todo ?? null;
}

/** One to-do of the client, locked for the change about to be made; null when the client has no such to-do. */
export async function findTodoForUpdate(
  tx: Tx,
  { practiceId, clientId, id }: { practiceId: string; clientId: string; id: string },
): Promise<TodoRow | null> {
  const [row] = await tx
    .select()
    .from(todos)
    .where(and(eq(todos.id, id), eq(todos.practiceId, practiceId), eq(todos.clientId, clientId)))
    .for('update');
  return row ?? null;
}

/**
 * The open to-dos due before `today` on the lists of the clients the actor may manage to-dos for (the one
 * client scope: a client, their own list), most overdue first.
 */
export async function listOverdue(
  db: Tx,
  actor: PracticeActor,
  { today, limit, offset }: { today: string; limit: number; offset: number },
): Promise<{ rows: OverdueTodo[]; total: number }> {
  const where = and(
    eq(todos.practiceId, actor.practiceId),
    isNull(todos.completedAt),
    isNotNull(todos.dueOn),
    lt(todos.dueOn, today),
    clientScope(actor, 'todos.manage', users),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: todos.id,
        title: todos.title,
        dueOn: todos.dueOn,
        clientId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(todos)
      .innerJoin(users, eq(users.id, todos.clientId))
      .where(where)
      .orderBy(asc(todos.dueOn), asc(todos.createdAt), asc(todos.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(todos).innerJoin(users, eq(users.id, todos.clientId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      due_on: row.dueOn ?? today,
      client: { id: row.clientId, first_name: row.firstName, last_name: row.lastName },
    })),
    total: total?.value ?? 0,
  };
}
