import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import { overdueTodoSchema, todoBody, todoListStatuses, todoPatch, todoSavedSchema, todoSchema } from './todos.ts';

// The area's rules, schemas and texts, reached through the package's index with its contract.
export * from './todos.notices.ts';
export * from './todos.ts';

const tag = 'todos';
const feature = 'todos';
const viewers = { roles: clientRolesFor('todos.view') } as const;
const managers = { roles: clientRolesFor('todos.manage') } as const;
const todoParams = z.object({ id: z.uuid(), todoId: z.uuid() });

/** A list's query: a page, and whether completed to-dos show (the list's visibility toggle). */
export const todoListQuery = paginationQuery.extend({ status: z.enum(todoListStatuses).default('all') });

/** The to-do list a client shares with their staff (spec 1 §7: /clients/{id}/todo-list). */
export const todosEndpoints = {
  listTodos: endpoint({
    method: 'GET',
    path: '/clients/:id/todo-list',
    tag,
    feature,
    access: viewers,
    params: idParam,
    query: todoListQuery,
    answer: answers.page(todoSchema),
  }),
  createTodo: endpoint({
    method: 'POST',
    path: '/clients/:id/todo-list',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: todoBody,
    answer: answers.data(todoSavedSchema, 201),
  }),
  updateTodo: endpoint({
    method: 'PATCH',
    path: '/clients/:id/todo-list/:todoId',
    tag,
    feature,
    access: managers,
    params: todoParams,
    body: todoPatch,
    answer: answers.data(todoSavedSchema),
  }),
  deleteTodo: endpoint({
    method: 'DELETE',
    path: '/clients/:id/todo-list/:todoId',
    tag,
    feature,
    access: managers,
    params: todoParams,
    answer: answers.data(messageSchema),
  }),
  /** The overdue to-dos of the clients the caller may manage (a client: their own), most overdue first: the homes' panels. */
  listOverdueTodos: endpoint({
    method: 'GET',
    path: '/todos/overdue',
    tag,
    feature,
    access: managers,
    query: paginationQuery,
    answer: answers.page(overdueTodoSchema),
  }),
};
