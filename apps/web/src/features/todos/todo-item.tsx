import { type Todo, todosMessages } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ConfirmDialog, StatusBadge } from '../../ui/index.ts';
import { TodoDialog } from './todo-form.tsx';
import { overdueTodosKey, todoCalls, todoListKey } from './todos.api.ts';

/** 'April 21, 2026' for a calendar day ('2026-04-21'), read as that day wherever the browser is. */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00`);
}

type ItemProps = {
  clientId: string;
  todo: Todo;
  canManage: boolean;
  /** Where focus goes once the to-do is deleted (its own controls are gone). */
  onDeleted: () => void;
};

/** One to-do: a box to tick it done (or untick to reopen), its notes, when it is due, who added and completed it. */
export function TodoItem({ clientId, todo, canManage, onDeleted }: ItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const invalidates = [todoListKey(clientId), overdueTodosKey];
  const completion = useApiMutation((completed: boolean) => todoCalls.update(clientId, todo.id, { completed }), { invalidates });
  const checkboxId = `todo-${todo.id}`;
  const named = { title: todo.title };
  return (
    <li className={['todo-item', todo.completed ? 'todo-item--done' : ''].filter(Boolean).join(' ')}>
      <div className="todo-item__main">
        <input
          id={checkboxId}
          type="checkbox"
          className="todo-item__check"
          checked={todo.completed}
          disabled={!canManage || completion.isPending}
          aria-label={t('todos.doneNamed', named)}
          onChange={(event) => void completion.run(event.target.checked)}
        />
        <div className="todo-item__text">
          <label htmlFor={checkboxId} className="todo-item__title">
            {todo.title}
          </label>
          {todo.notes ? <p className="todo-item__notes">{todo.notes}</p> : null}
          <p className="todo-item__meta">
            {todo.is_overdue ? (
              <StatusBadge tone="danger" className="todo-item__overdue">
                {t('todos.overdue')}
              </StatusBadge>
            ) : null}
            {todo.due_on ? <span>{t('todos.due', { date: formatDay(todo.due_on) })}</span> : null}
            {todo.completed && todo.completed_at ? (
              <span>
                {todo.completed_by
                  ? t('todos.completedBy', { date: formatDate(todo.completed_at), name: todo.completed_by.name })
                  : t('todos.completedOn', { date: formatDate(todo.completed_at) })}
              </span>
            ) : null}
            {todo.created_by ? <span>{t('todos.addedBy', { name: todo.created_by.name })}</span> : null}
          </p>
        </div>
      </div>
      {canManage ? (
        <div className="todo-item__actions">
          <Button variant="secondary" size="sm" aria-label={t('todos.editNamed', named)} onClick={() => setOpen('edit')}>
            {t('todos.edit')}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('todos.deleteNamed', named)} onClick={() => setOpen('delete')}>
            {t('todos.delete')}
          </Button>
          <TodoDialog isOpen={open === 'edit'} clientId={clientId} todo={todo} onDone={() => setOpen(null)} />
          <DeleteDialog isOpen={open === 'delete'} clientId={clientId} todo={todo} onClose={() => setOpen(null)} onDeleted={onDeleted} />
        </div>
      ) : null}
    </li>
  );
}

type DeleteProps = { isOpen: boolean; clientId: string; todo: Todo; onClose: () => void; onDeleted: () => void };

/** Deleting takes the to-do off everyone's list, so it asks first. */
function DeleteDialog({ isOpen, clientId, todo, onClose, onDeleted }: DeleteProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const removal = useApiMutation(() => todoCalls.remove(clientId, todo.id), {
    success: (data) => data?.message ?? todosMessages['todos.deleted'],
    invalidates: [todoListKey(clientId), overdueTodosKey],
    onSuccess: () => {
      onClose();
      onDeleted();
    },
    // Toasts sit behind a modal's backdrop: a refusal is said inside the dialog.
    onErrorDetails: setProblems,
  });
  const close = () => {
    setProblems([]);
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title={t('todos.deleteTitle')}
      confirmLabel={t('todos.deleteConfirm')}
      cancelLabel={t('todos.deleteKeep')}
      tone="danger"
      isBusy={removal.isPending}
      error={problems}
      onConfirm={() => void removal.run()}
    >
      <p>{t('todos.deleteText', { title: todo.title })}</p>
    </ConfirmDialog>
  );
}
