import { maxTodoNotesLength, maxTodoTitleLength, type Todo, todayIso, todoFormSchema } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Dialog, ProblemsBanner, TextArea, TextField } from '../../ui/index.ts';
import { overdueTodosKey, todoCalls, todoListKey } from './todos.api.ts';

type Schema = ReturnType<typeof todoFormSchema>;
type Output = z.output<Schema>;
type Input = z.input<Schema>;
const fields = ['title', 'notes', 'due_on'] as const;

type FormProps = {
  clientId: string;
  /** The to-do being edited; none adds a new one. */
  todo?: Todo;
  onDone: () => void;
};

/**
 * Adds or edits one to-do. The domain's form schema checks each field before anything is sent (a due date
 * may stay in the past only as it was), and the server's refusals land beside the field they name.
 */
function TodoForm({ clientId, todo, onDone }: FormProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const schema = useMemo(() => todoFormSchema(todo?.due_on ?? null), [todo?.due_on]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { title: todo?.title ?? '', notes: todo?.notes ?? '', due_on: todo?.due_on ?? '' },
  });
  const { errors } = formState;
  const save = useApiMutation(
    (values: Output) => (todo ? todoCalls.update(clientId, todo.id, values) : todoCalls.create(clientId, values)),
    {
      invalidates: [todoListKey(clientId), overdueTodosKey],
      form: { setError, fields },
      onErrorDetails: setProblems,
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    if (await save.run(values)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid todo-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('todos.field.title')}
        isRequired
        maxLength={maxTodoTitleLength}
        description={t('todos.field.titleHint')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={t('todos.field.notes')}
        rows={3}
        maxLength={maxTodoNotesLength}
        description={t('todos.field.notesHint')}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <TextField
        label={t('todos.field.dueOn')}
        type="date"
        min={todayIso()}
        description={t('todos.field.dueOnHint')}
        error={errors.due_on?.message}
        {...register('due_on')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('todos.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('todos.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The form in a dialog: "Add a to-do", or "Edit the to-do" when one is given. */
export function TodoDialog({ isOpen, ...props }: FormProps & { isOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={props.onDone} title={t(props.todo ? 'todos.editTitle' : 'todos.addTitle')}>
      {isOpen ? <TodoForm {...props} /> : null}
    </Dialog>
  );
}
