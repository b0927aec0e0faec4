import { type BodyIn, todosEndpoints as endpoints, type TodoListStatus } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const todosKey = ['todos'] as const;
/** Every page and view of one client's list: what a change to that list reloads. */
export const todoListKey = (clientId: string) => [...todosKey, 'list', clientId] as const;
export const overdueTodosKey = [...todosKey, 'overdue'] as const;

export const todosPerPage = 20;

/** A page of a client's to-do list: all of it, or only what is open (the visibility toggle). */
export function useTodoList(clientId: string, status: TodoListStatus, page: number) {
  return useQuery({
    queryKey: [...todoListKey(clientId), status, page],
    queryFn: () => api.page(endpoints.listTodos, page, todosPerPage, { params: { id: clientId }, query: { status }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

type TodoBody = BodyIn<typeof endpoints.createTodo>;
type TodoPatch = BodyIn<typeof endpoints.updateTodo>;

/** The calls that change a list; each answers with the sentence the toast says. Forms show refusals themselves (silent). */
export const todoCalls = {
  create: (clientId: string, body: TodoBody) => api.call(endpoints.createTodo, { params: { id: clientId }, body, silent: true }),
  update: (clientId: string, todoId: string, body: TodoPatch) =>
    api.call(endpoints.updateTodo, { params: { id: clientId, todoId }, body, silent: true }),
  remove: (clientId: string, todoId: string) => api.call(endpoints.deleteTodo, { params: { id: clientId, todoId }, silent: true }),
};

/** What is overdue on the lists the signed-in person may manage (a client: their own): the count and the first few. */
export function useOverdueTodos(count: number) {
  return useQuery({
    queryKey: [...overdueTodosKey, count],
    queryFn: () => api.page(endpoints.listOverdueTodos, 1, count, { silent: true }),
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}
