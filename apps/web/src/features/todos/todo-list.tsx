import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Checkbox, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { TodoDialog } from './todo-form.tsx';
import { TodoItem } from './todo-item.tsx';
import { useShowCompleted } from './todo-visibility.ts';
import { useTodoList } from './todos.api.ts';
import { useLiveTodoList } from './todos-live.ts';
import './todos.css';

type TodoListProps = {
  clientId: string;
  /** Whether the viewer may add, change, complete and delete (a deactivated client's list only shows). */
  canManage: boolean;
  /** Whose words the empty list speaks: the client's own page, or staff on the client's. */
  audience: 'client' | 'staff';
};

/**
 * A client's to-do list, shared by the client and their staff: open ones first by due date, a toggle that
 * shows or hides the completed ones (remembered in this browser), and the list kept current as the other
 * side changes it.
 */
export function TodoList({ clientId, canManage, audience }: TodoListProps) {
  const { t } = useTranslation();
  const [showCompleted, setShowCompleted] = useShowCompleted();
  const [page, setPage] = useState(1);
  const [isAdding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useTodoList(clientId, showCompleted ? 'all' : 'open', page);
  useLiveTodoList(clientId);
  const items = list.data?.items ?? [];

  const add = canManage ? (
    <Button ref={addButton} onClick={() => setAdding(true)}>
      {t('todos.add')}
    </Button>
  ) : undefined;

  const content = () => {
    if (list.isPending) return <Spinner />;
    if (list.isError)
      return (
        <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('todos.loadFailed')}</p>
        </Banner>
      );
    if (items.length === 0)
      return showCompleted ? (
        <EmptyState title={t('todos.emptyTitle')} action={add}>
          <p>{audience === 'client' ? t('todos.emptyText') : t('todos.emptyTextStaff')}</p>
        </EmptyState>
      ) : (
        <EmptyState title={t('todos.emptyOpenTitle')} action={add}>
          <p>{t('todos.emptyOpenText')}</p>
        </EmptyState>
      );
    return (
      <>
        <ul className="todo-list" aria-label={t('todos.listLabel')}>
          {items.map((todo) => (
            <TodoItem key={todo.id} clientId={clientId} todo={todo} canManage={canManage} onDeleted={() => addButton.current?.focus()} />
          ))}
        </ul>
        <Pager
          label={t('todos.listLabel')}
          pagination={list.data.pagination}
          page={page}
          onPage={setPage}
          summary={t('todos.pageOf', { page, total: list.data.pagination.totalPages })}
        />
      </>
    );
  };

  return (
    <div className="todos">
      {canManage ? null : (
        <Banner tone="info">
          <p>{t('todos.readOnly')}</p>
        </Banner>
      )}
      <div className="todos__toolbar">
        <Checkbox
          label={t('todos.showCompleted')}
          checked={showCompleted}
          onChange={(event) => {
            setShowCompleted(event.target.checked);
            setPage(1);
          }}
        />
        {items.length > 0 ? add : null}
      </div>
      {content()}
      {canManage ? <TodoDialog isOpen={isAdding} clientId={clientId} onDone={() => setAdding(false)} /> : null}
    </div>
  );
}
