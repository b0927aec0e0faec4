import { allows, type CaseDetail, formatCurrencyAmount, type Goal, type GoalsView } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Card, Dialog, EmptyState, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { type GoalInput, goalCalls, useGoals, useStoreSection } from './financial-planning.api.ts';
import { GoalForm } from './goal-form.tsx';
import { GoalNotes } from './goal-notes.tsx';
import type { Reader } from './health-check-form.ts';
import { LoadFailure } from './load-failure.tsx';

/** The case's goals section: loading, failed, or the goals. */
export function Goals({ detail, reader }: { detail: CaseDetail; reader: Reader }) {
  const query = useGoals(detail.id);
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <GoalsSection view={query.data} reader={reader} clientName={personName(detail.client)} />;
}

type Editing = { kind: 'add' } | { kind: 'edit'; goal: Goal } | null;

function GoalItem({ goal, view, onEdit, onDelete }: { goal: Goal; view: GoalsView; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="fp-goal">
      <div className="fp-goal__text">
        <h3 className="fp-goal__name">{goal.name}</h3>
        <p className="fp-goal__facts">
          <span className="fp-goal__amount">{formatCurrencyAmount(goal.amount, goal.amount_currency)}</span>{' '}
          <span>{goal.duration === 1 ? t('goals.inOneYear') : t('goals.inYears', { count: goal.duration })}</span>
        </p>
      </div>
      {allows(view, 'edit') || allows(view, 'delete') ? (
        <div className="fp-goal__actions">
          {allows(view, 'edit') ? (
            <Button size="sm" variant="secondary" aria-label={t('goals.editLabel', { name: goal.name })} onClick={onEdit}>
              {t('goals.edit')}
            </Button>
          ) : null}
          {allows(view, 'delete') ? (
            <Button size="sm" variant="ghost" aria-label={t('goals.deleteLabel', { name: goal.name })} onClick={onDelete}>
              {t('goals.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function GoalsSection({ view, reader, clientName }: { view: GoalsView; reader: Reader; clientName: string }) {
  const { t } = useTranslation();
  const store = useStoreSection();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const onSaved = async (saved: GoalsView) => {
    setEditing(null);
    await store.goals(saved);
  };
  const removal = useApiMutation((goal: Goal) => goalCalls.remove(view.case_id, goal.id), {
    onSuccess: async (saved) => {
      setDeleting(null);
      await store.goals(saved);
    },
  });
  const confirmation = useApiMutation(() => goalCalls.confirm(view.case_id), { onSuccess: (saved) => store.goals(saved) });
  const save = (body: GoalInput) =>
    editing?.kind === 'edit' ? goalCalls.update(view.case_id, editing.goal.id, body) : goalCalls.add(view.case_id, body);
  const canChange = allows(view, 'add') || allows(view, 'edit');
  const addButton = allows(view, 'add') ? <Button onClick={() => setEditing({ kind: 'add' })}>{t('goals.add')}</Button> : null;

  return (
    <div className="fp-goals-page">
      {!canChange && !allows(view, 'delete') ? (
        <Banner tone="info">
          <p>{reader === 'client' ? t('goals.readOnlyClient') : t('goals.readOnlyStaff')}</p>
        </Banner>
      ) : null}
      {view.goals.length === 0 ? (
        <Card title={t('goals.listTitle')}>
          <EmptyState title={t('goals.emptyTitle')} headingLevel={3} action={addButton}>
            <p>{reader === 'client' ? t('goals.emptyClient') : t('goals.emptyStaff')}</p>
          </EmptyState>
        </Card>
      ) : (
        <Card
          title={t('goals.listTitle')}
          description={view.goals.length >= view.max_goals ? t('goals.atMost', { max: view.max_goals }) : undefined}
          actions={addButton}
        >
          <ul className="fp-goals">
            {view.goals.map((goal) => (
              <GoalItem
                key={goal.id}
                goal={goal}
                view={view}
                onEdit={() => setEditing({ kind: 'edit', goal })}
                onDelete={() => setDeleting(goal)}
              />
            ))}
          </ul>
        </Card>
      )}

      {view.case_section_complete ? (
        <Banner tone="success" title={t('goals.confirmedTitle')}>
          <p>{t('goals.confirmedText')}</p>
        </Banner>
      ) : allows(view, 'confirm') ? (
        <Card
          title={t('goals.confirmTitle')}
          description={reader === 'client' ? t('goals.confirmHintClient') : t('goals.confirmHintStaff')}
        >
          <Button onClick={() => void confirmation.run()} isLoading={confirmation.isPending}>
            {reader === 'client' ? t('goals.confirm') : t('goals.confirmStaff')}
          </Button>
        </Card>
      ) : null}

      <GoalNotes view={view} reader={reader} clientName={clientName} />

      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? t('goals.editTitle') : t('goals.addTitle')}
      >
        {editing ? (
          <GoalForm
            key={editing.kind === 'edit' ? editing.goal.id : 'new'}
            goal={editing.kind === 'edit' ? editing.goal : null}
            currencies={view.currencies}
            onSave={save}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('goals.deleteTitle')}
        footer={
          <>
            <Button variant="danger" isLoading={removal.isPending} onClick={() => deleting && void removal.run(deleting)}>
              {t('goals.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('goals.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('goals.deleteText', { name: deleting?.name ?? '' })}</p>
      </Dialog>
    </div>
  );
}
