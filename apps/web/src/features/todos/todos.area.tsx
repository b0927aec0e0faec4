import type { RouteObject } from 'react-router';

const pages = () => import('./todos-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the todos feature (off: the not-found page).
 * The client keeps their list at /todos; staff open a client's under the client.
 */
export const todosRoutes: RouteObject[] = [
  { path: 'todos', lazy: async () => ({ Component: (await pages()).OwnTodosRoute }) },
  { path: 'clients/:clientId/todos', lazy: async () => ({ Component: (await pages()).ClientTodosRoute }) },
];
