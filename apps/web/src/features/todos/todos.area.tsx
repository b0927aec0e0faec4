import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { TodoIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

const pages = () => import('./todos-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the todos feature (off: the not-found page).
 * The client keeps their list at /todos; staff open a client's under the client.
 */
export const todosRoutes: RouteObject[] = [
  { path: 'todos', lazy: async () => ({ Component: (await pages()).OwnTodosRoute }) },
  { path: 'clients/:clientId/todos', lazy: async () => ({ Component: (await pages()).ClientTodosRoute }) },
];

/** 'To-dos' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function todosNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'todos')) return [];
  return [{ key: 'todos', label: 'todos.nav', to: '/todos', icon: TodoIcon }];
}
