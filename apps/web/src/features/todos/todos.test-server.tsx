import type { CurrentUser, PublicPractice, Todo } from '@advice/domain';
import {
  clientOrAdviser,
  listPage,
  practiceWithFeatures,
  renderArea,
  type SentRequest,
  stubServer as stubAnyServer,
  supportDialogs,
} from '../../test/harness.tsx';
import { todosRoutes } from './todos.area.tsx';

/** A scripted server and helpers for the to-do pages' component tests. */

supportDialogs();

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const listUrl = `/api/v1/clients/${clientId}/todo-list`;
export const todoId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

/** The fixtures' client (Olivia Hart), or her adviser (Priya Shah). */
export const userOf = clientOrAdviser(
  { clientId, adviserId: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22' },
  { first_name: 'Olivia', last_name: 'Hart' },
);

export function practiceWith(features: string[]): PublicPractice {
  return practiceWithFeatures(features);
}

export function todoOf(overrides: Partial<Todo> = {}): Todo {
  return {
    id: todoId,
    title: 'Send your payslips',
    notes: 'The last three months',
    due_on: '2099-05-01',
    is_overdue: false,
    completed: false,
    completed_at: null,
    completed_by: null,
    created_by: { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', name: 'Priya Shah' },
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of items with the pagination headers the server sends. */
export function page<T>(items: T[]): Response {
  return listPage(items);
}

type Handler = (request: SentRequest) => Response;

/**
 * The server: the list as `todos` holds it (the `status=open` view leaves out completed ones), and any call the
 * test adds, by "METHOD path"; what was sent is recorded.
 */
export function stubServer(todos: () => Todo[], handlers: Record<string, Handler> = {}): SentRequest[] {
  return stubAnyServer(handlers, (request, url) => {
    if (request.method !== 'GET' || url.pathname !== listUrl) return undefined;
    const open = url.searchParams.get('status') === 'open';
    return page(todos().filter((todo) => !open || !todo.completed));
  });
}

/** Renders the area's routes at `path` for a signed-in user of the practice; any other address is "Elsewhere". */
export function renderTodos(path: string, user: CurrentUser, practice: PublicPractice = practiceWith(['todos'])) {
  return renderArea(todosRoutes, path, { user, practice });
}
