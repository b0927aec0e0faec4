import {
  allows,
  type CaseDetail,
  type FinancialPlanningAnswerKey,
  type FinancialPlanningView,
  financialPlanningAnswerKeys,
  financialPlanningQuestions,
  financialPlanningTaxQuestions,
  financialPlanningMessages as m,
} from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Card, Dialog, ProblemsBanner, Spinner, UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/index.ts';
import { healthCheckCalls, useHealthCheck, useStoreSection } from './financial-planning.api.ts';
import { type FieldsContext, QuestionCard, TaxQuestion } from './health-check-fields.tsx';
import { changesOf, draftOf, type HealthCheckDraft, keyOfPointer, type Reader } from './health-check-form.ts';
import { LoadFailure } from './load-failure.tsx';

type Errors = Partial<Record<FinancialPlanningAnswerKey, string>>;

/** Moves focus to the first answer with an error, so a keyboard or screen-reader user lands on it. */
function focusFirst(errors: Errors) {
  const key = financialPlanningAnswerKeys.find((k) => errors[k]);
  const element = key ? document.getElementById(`fp-${key}`) : null;
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

/** The case's financial planning health check: loading, failed, or the form. */
export function HealthCheck({ detail, reader }: { detail: CaseDetail; reader: Reader }) {
  const query = useHealthCheck(detail.id);
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <HealthCheckForm view={query.data} reader={reader} />;
}

/** Where the check stands: its tax year has ended, it is complete, or it can no longer be changed here. */
function StatusNotice({ view, reader, onMarkComplete }: { view: FinancialPlanningView; reader: Reader; onMarkComplete: () => void }) {
  const { t } = useTranslation();
  const year = view.tax_year.label;
  if (view.is_past_tax_year) {
    if (view.status === 'in_progress')
      return (
        <Banner
          tone="warning"
          title={t('financialPlanning.pastYearTitle', { year })}
          actions={
            allows(view, 'mark_complete') ? <Button onClick={onMarkComplete}>{t('financialPlanning.markComplete')}</Button> : undefined
          }
        >
          <p>{reader === 'client' ? t('financialPlanning.pastYearUnfinishedClient') : t('financialPlanning.pastYearUnfinishedStaff')}</p>
        </Banner>
      );
    return (
      <Banner tone="info" title={t('financialPlanning.pastYearTitle', { year })}>
        <p>
          {view.is_marked_complete
            ? reader === 'client'
              ? t('financialPlanning.markedCompleteClient')
              : m['financialPlanning.markedCompleteNote']
            : t('financialPlanning.pastYearDone')}
        </p>
      </Banner>
    );
  }
  if (view.status === 'completed' && view.completed_at)
    return (
      <Banner tone="success" title={t('financialPlanning.completedTitle')}>
        <p>
          {allows(view, 'edit')
            ? t('financialPlanning.completedOn', { date: formatDate(view.completed_at) })
            : t('financialPlanning.completedStaffOn', { date: formatDate(view.completed_at) })}
        </p>
      </Banner>
    );
  if (!allows(view, 'edit'))
    return (
      <Banner tone="info">
        <p>{reader === 'client' ? t('financialPlanning.readOnlyClient') : t('financialPlanning.readOnlyStaff')}</p>
      </Banner>
    );
  return null;
}

function HealthCheckForm({ view, reader }: { view: FinancialPlanningView; reader: Reader }) {
  const { t } = useTranslation();
  const store = useStoreSection();
  const defaultCurrency = view.currencies[0] ?? 'GBP';
  const [draft, setDraft] = useState<HealthCheckDraft>(() => draftOf(view.answers, defaultCurrency));
  const [errors, setErrors] = useState<Errors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState<'save' | 'complete' | null>(null);
  const [isMarking, setIsMarking] = useState(false);
  const isEditable = allows(view, 'edit');
  const changes = changesOf(draft, view.answers);
  const isDirty = Object.keys(changes.answers).length > 0;

  const showFailure = (details: string[], error: unknown) => {
    const fieldErrors: Errors = {};
    const named = new Set<string>();
    if (isApiError(error))
      for (const [field, detail] of Object.entries(error.fieldErrors)) {
        const key = keyOfPointer(field);
        if (key) {
          fieldErrors[key] ??= detail;
          named.add(detail);
        }
      }
    setErrors(fieldErrors);
    const rest = details.filter((detail) => !named.has(detail));
    setProblems(Object.keys(fieldErrors).length > 0 ? [m['financialPlanning.completeRequired'], ...rest] : rest);
    focusFirst(fieldErrors);
  };

  const saveCall = useApiMutation(
    ({ answers }: { answers: Record<string, unknown>; isQuiet: boolean }) => healthCheckCalls.save(view.case_id, answers as never),
    {
      // Saving on the way to completing says nothing: the completion's own message follows.
      success: (saved, { isQuiet }) => (isQuiet ? undefined : saved.message),
      onSuccess: async (saved) => {
        setDraft(draftOf(saved.answers, defaultCurrency));
        await store.healthCheck(saved);
      },
      onErrorDetails: showFailure,
    },
  );
  const completeCall = useApiMutation(() => healthCheckCalls.complete(view.case_id), {
    onSuccess: (saved) => store.healthCheck(saved),
    onErrorDetails: showFailure,
  });
  const markCall = useApiMutation(() => healthCheckCalls.markComplete(view.case_id), {
    onSuccess: async (saved) => {
      setIsMarking(false);
      await store.healthCheck(saved);
    },
  });

  const blocker = useUnsavedChangesGuard(isDirty && !saveCall.isPending);

  /** Saves the changed answers (if any), then completes when asked; returns the check as saved, or nothing after a refusal. */
  const run = async (then: 'save' | 'complete', isConfirmed = false) => {
    setProblems([]);
    if (Object.keys(changes.errors).length > 0) {
      setErrors(changes.errors);
      focusFirst(changes.errors);
      return;
    }
    if (reader === 'adviser' && changes.replaced.length > 0 && !isConfirmed) {
      setPending(then);
      return;
    }
    setPending(null);
    setErrors({});
    let current = view;
    if (isDirty) {
      const saved = await saveCall.runForResult({ answers: changes.answers, isQuiet: then === 'complete' });
      if (!saved) return;
      current = saved;
    }
    if (then === 'save') return;
    if (current.missing.length > 0) {
      const missing = Object.fromEntries(current.missing.map((key) => [key, m['financialPlanning.required']])) as Errors;
      setErrors(missing);
      setProblems([m['financialPlanning.completeRequired']]);
      focusFirst(missing);
      return;
    }
    await completeCall.run();
  };

  const context: FieldsContext = {
    reader,
    draft,
    errors,
    isReadOnly: !isEditable,
    previous: Object.keys(view.previous_answers).length > 0 ? view.previous_answers : null,
    currencies: view.currencies,
    onChange: (key, value) => {
      setDraft((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
    },
  };
  const answered = financialPlanningAnswerKeys.length - changesOfMissing(draft, view);

  return (
    <div className="fp-check">
      <div className="fp-check__notices">
        <StatusNotice view={view} reader={reader} onMarkComplete={() => setIsMarking(true)} />
        {context.previous ? (
          view.previous_completed_at ? (
            <p className="fp-check__compare">{t('financialPlanning.previousFrom', { date: formatDate(view.previous_completed_at) })}</p>
          ) : null
        ) : (
          <p className="fp-check__compare">
            {reader === 'client' ? t('financialPlanning.firstCheckClient') : t('financialPlanning.firstCheckStaff')}
          </p>
        )}
        <ProblemsBanner problems={problems} />
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('save');
        }}
      >
        <div className="fp-questions">
          {financialPlanningQuestions.map((question) => (
            <QuestionCard key={question.number} question={question} context={context} />
          ))}
        </div>
        <Card title={t('financialPlanning.taxPlanning')} description={t('financialPlanning.taxPlanningLead')} className="fp-tax">
          {financialPlanningTaxQuestions.map((question) => (
            <TaxQuestion key={question.key} question={question} context={context} />
          ))}
        </Card>
        {isEditable ? (
          <div className="fp-actions">
            <p className="fp-actions__progress">
              {t('financialPlanning.answered', { answered, total: financialPlanningAnswerKeys.length })}
            </p>
            <div className="fp-actions__buttons">
              <Button type="submit" variant="secondary" disabled={!isDirty} isLoading={saveCall.isPending && pending === null}>
                {t('financialPlanning.save')}
              </Button>
              {allows(view, 'complete') ? (
                <Button onClick={() => void run('complete')} isLoading={completeCall.isPending}>
                  {t('financialPlanning.complete')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </form>

      <Dialog
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        title={t('financialPlanning.confirmTitle')}
        footer={
          <>
            <Button onClick={() => void run(pending ?? 'save', true)} isLoading={saveCall.isPending}>
              {t('financialPlanning.confirmSave')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(draftOf(view.answers, defaultCurrency));
                setErrors({});
                setPending(null);
              }}
            >
              {t('financialPlanning.confirmCancel')}
            </Button>
          </>
        }
      >
        <p>{t('financialPlanning.confirmText')}</p>
      </Dialog>
      <Dialog
        isOpen={isMarking}
        onClose={() => setIsMarking(false)}
        title={t('financialPlanning.markCompleteTitle')}
        footer={
          <>
            <Button onClick={() => void markCall.run()} isLoading={markCall.isPending}>
              {t('financialPlanning.markComplete')}
            </Button>
            <Button variant="secondary" onClick={() => setIsMarking(false)}>
              {t('financialPlanning.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('financialPlanning.markCompleteText')}</p>
      </Dialog>
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('financialPlanning.leaveTitle')}
        text={t('financialPlanning.leaveText')}
        stayLabel={t('financialPlanning.leaveStay')}
      />
    </div>
  );
}

/** How many answers the form still lacks, counting what is typed but not yet saved. */
function changesOfMissing(draft: HealthCheckDraft, view: FinancialPlanningView): number {
  return financialPlanningAnswerKeys.filter((key) => {
    const value = draft[key];
    if (value === undefined) return view.answers[key] === undefined;
    return typeof value === 'string' ? value.trim() === '' : value.text.trim() === '';
  }).length;
}
