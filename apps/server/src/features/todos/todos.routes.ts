import { todosEndpoints as endpoints, todosMessages } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { createTodo, deleteTodo, listOverdueTodos, listTodoList, updateTodo } from './todos.service.ts';

/** A client's to-do list, shared by the client and their staff, and what is overdue on the lists a caller may manage. */
export async function todosRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listTodos, (request) => listTodoList(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.createTodo, async (request) => {
    const todo = await createTodo(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return { ...todo, message: todosMessages['todos.created'] };
  });
  serve(app, endpoints.updateTodo, async (request) => {
    const { id, todoId } = request.params;
    const todo = await updateTodo(runtime, actorOf(request), id, todoId, request.body, requestInfo(request));
    return { ...todo, message: todosMessages['todos.updated'] };
  });
  serve(app, endpoints.deleteTodo, async (request) => {
    await deleteTodo(runtime, actorOf(request), request.params.id, request.params.todoId, requestInfo(request));
    return { message: todosMessages['todos.deleted'] };
  });
  serve(app, endpoints.listOverdueTodos, (request) => listOverdueTodos(runtime, actorOf(request), request.query));
}
