import type { CurrentUser, PublicPractice } from '@advice/domain';
import { TodoIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

/** 'To-dos' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function todosNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'todos')) return [];
  return [{ key: 'todos', label: 'todos.nav', to: '/todos', icon: TodoIcon }];
}
