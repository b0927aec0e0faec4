import { z } from 'zod';
import { isIsoDate, todayIso } from '../shared/dates.ts';
import { requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';

/** Longest title of a to-do: a line, never a paragraph. */
export const maxTodoTitleLength = 200;
/** Longest notes of a to-do: a paragraph or two. */
export const maxTodoNotesLength = 2000;

/** Texts of the to-do list, shown by the server and early in the browser (en-GB); the toasts are spec 1 §8's. */
export const todosMessages = {
  'todos.created': 'To-do created',
  'todos.updated': 'To-do updated',
  'todos.deleted': 'To-do deleted',
  'todos.dateFormat': 'Enter a date like 2026-04-21',
  'todos.dueInPast': 'The due date cannot be in the past',
  'todos.notFound': 'This to-do does not exist.',
} as const;

/**
 * The earliest calendar date anywhere on Earth now (UTC−12), as 'YYYY-MM-DD'. A due date on or after it
 * is today or later for someone, so "not in the past" holds wherever the person typing it is, even when
 * the server's own clock has already reached tomorrow.
 */
export function earliestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Whether a due date may be saved: none, one on or after today, or the one the to-do already has (an
 * overdue to-do keeps its date while its title or notes change).
 */
export function isDueDateAllowed(dueOn: string | null | undefined, storedDueOn: string | null = null, now: Date = new Date()): boolean {
  return !dueOn || dueOn === storedDueOn || dueOn >= earliestTodayIso(now);
}

/** Whether a to-do is overdue: it has a due date before today and is not completed. */
export function isTodoOverdue(todo: { due_on: string | null; completed: boolean }, today: string = todayIso()): boolean {
  return todo.due_on !== null && !todo.completed && todo.due_on < today;
}

const dueDateField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { message: todosMessages['todos.dateFormat'], abort: true })
  .refine(isIsoDate, { message: todosMessages['todos.dateFormat'], abort: true });

/** An empty date field is no date, as the browser's date input sends it. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const todoFields = {
  title: requiredText(maxTodoTitleLength),
  notes: z.string().trim().max(maxTodoNotesLength),
  due_on: z.preprocess(emptyAsNull, dueDateField.nullable()),
};

/** A new to-do: who adds it is the signed-in person, never a field. */
export const todoBody = z.object({
  title: todoFields.title,
  notes: todoFields.notes.default(''),
  due_on: z
    .preprocess(emptyAsNull, dueDateField.refine((value) => isDueDateAllowed(value), todosMessages['todos.dueInPast']).nullable())
    .default(null),
});
export type TodoBody = z.infer<typeof todoBody>;

/**
 * The to-do form's fields, adding or editing: a due date may stay in the past only when it is the one the
 * to-do already has (`storedDueOn`; none when adding). The server checks the same with {@link isDueDateAllowed}.
 */
export function todoFormSchema(storedDueOn: string | null) {
  return z.object({
    title: todoFields.title,
    notes: todoFields.notes,
    due_on: todoFields.due_on.refine((value) => isDueDateAllowed(value, storedDueOn), todosMessages['todos.dueInPast']),
  });
}

/**
 * A change to a to-do: the fields sent, and `completed` to complete or reopen it. A due date is checked
 * against the stored one on the server ({@link isDueDateAllowed}): an unchanged overdue date stays.
 */
export const todoPatch = z.object({ ...todoFields, completed: z.boolean() }).partial();
export type TodoPatch = z.infer<typeof todoPatch>;

/** Which to-dos a list shows: all of them, or only those still open (the list's visibility toggle). */
export const todoListStatuses = ['all', 'open'] as const;
export type TodoListStatus = (typeof todoListStatuses)[number];

const person = z.object({ id: z.uuid(), name: z.string() });

/** One to-do as the client and their staff read it. */
export const todoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  notes: z.string(),
  due_on: z.string().nullable(),
  is_overdue: z.boolean(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Who completed it; null while open, or once their account is gone. */
  completed_by: person.nullable(),
  /** Who added it; null once their account is gone. */
  created_by: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

/** A saved to-do with the sentence the save toasts. */
export const todoSavedSchema = todoSchema.extend({ message: z.string() });

/** An overdue to-do as a home lists it: whose list, what and since when. */
export const overdueTodoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  due_on: z.string(),
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
});
export type OverdueTodo = z.infer<typeof overdueTodoSchema>;
