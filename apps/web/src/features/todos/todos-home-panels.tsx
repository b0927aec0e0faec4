import { isStaffRole, type OverdueTodo, todosEndpoints } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { HomePanelCard, type HomePanelItem } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { formatDay } from './todo-item.tsx';
import { useOverdueTodos } from './todos.api.ts';

/** How many overdue to-dos a panel names; the rest it counts. */
const shownCount = 3;

type OverduePanelProps = {
  /** Whose overdue to-dos the panel's texts speak of. */
  texts: 'overdueTodos' | 'clientsOverdueTodos';
  /** Where an overdue to-do leads, and the line under it. */
  placeOf: (todo: OverdueTodo) => Pick<HomePanelItem, 'to' | 'meta'>;
};

/** The overdue to-dos the signed-in person may see (the server knows whose), most overdue first; nothing while none is. */
function OverduePanel({ texts, placeOf }: OverduePanelProps) {
  const { t } = useTranslation();
  const list = useOverdueTodos(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t(`home.panels.${texts}.title`)}
      summary={t(`home.panels.${texts}.count`, { count: pagination.total })}
      listLabel={t(`home.panels.${texts}.listLabel`)}
      total={pagination.total}
      items={items.map((item) => ({ key: item.id, label: item.title, ...placeOf(item) }))}
    />
  );
}

/** The client: what is overdue on their own list. */
function OwnOverduePanel() {
  const { t } = useTranslation();
  return (
    <OverduePanel
      texts="overdueTodos"
      placeOf={(item) => ({ to: '/todos', meta: t('home.panels.overdueTodos.item', { date: formatDay(item.due_on) }) })}
    />
  );
}

/** Staff: what is overdue on the lists of the clients they may manage, each leading to that client's list. */
function ClientsOverduePanel() {
  const { t } = useTranslation();
  return (
    <OverduePanel
      texts="clientsOverdueTodos"
      placeOf={(item) => ({
        to: `/clients/${item.client.id}/todos`,
        meta: t('home.panels.clientsOverdueTodos.item', { name: personName(item.client), date: formatDay(item.due_on) }),
      })}
    />
  );
}

const managers: readonly string[] = todosEndpoints.listOverdueTodos.access.roles;

/** What waits in this area on the signed-in person's home: overdue to-dos, on both homes. */
export const todosHomePanels: HomePanel[] = [
  {
    key: 'todos-overdue-own',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'todos'),
    Component: OwnOverduePanel,
  },
  {
    key: 'todos-overdue-clients',
    isShown: (user, practice) =>
      user.practice_id !== null && isStaffRole(user.role) && managers.includes(user.role) && isFeatureEnabled(practice, 'todos'),
    Component: ClientsOverduePanel,
  },
];
