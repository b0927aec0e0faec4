import {
  type FinancialStrategy,
  type FinancialStrategySaved,
  financialStrategyBody,
  financialStrategySummaryMax,
  financialStrategyTitleMax,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, TextArea, TextField } from '../../ui/index.ts';
import { financialStrategyKey, strategyCalls } from './financial-strategy.api.ts';

type Input = z.input<typeof financialStrategyBody>;
type Output = z.output<typeof financialStrategyBody>;
const fields = ['title', 'summary'] as const;

type StrategyFormProps = {
  clientId: string;
  /** The strategy being edited; none creates a new one. */
  strategy?: FinancialStrategy;
  /** After a save: the saved strategy (a new one's page opens next). */
  onSaved?: (saved: FinancialStrategySaved) => void;
  isReadOnly?: boolean;
};

/**
 * A strategy's title and summary. The shared body schema checks them before anything is sent, so its
 * rules show beside the fields at once; the server's refusals land beside the field they name.
 */
export function StrategyForm({ clientId, strategy, onSaved, isReadOnly = false }: StrategyFormProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(financialStrategyBody),
    defaultValues: { title: strategy?.title ?? '', summary: strategy?.summary ?? '' },
  });
  const { errors } = formState;
  const save = useApiMutation(
    (values: Output) =>
      strategy ? strategyCalls.update({ clientId, strategyId: strategy.id }, values) : strategyCalls.create(clientId, values),
    {
      invalidates: [financialStrategyKey],
      form: { setError, fields },
      onErrorDetails: (details) => setProblems(details),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const saved = await save.runForResult(values);
    if (!saved) return;
    reset({ title: saved.title, summary: saved.summary });
    onSaved?.(saved);
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid strategy-form">
      {isReadOnly ? null : <p className="ui-field__description">{t('common.requiredHint')}</p>}
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('financialStrategy.field.title')}
        isRequired
        maxLength={financialStrategyTitleMax}
        description={t('financialStrategy.field.titleHint')}
        error={errors.title?.message}
        readOnly={isReadOnly}
        {...register('title')}
      />
      <TextArea
        label={t('financialStrategy.field.summary')}
        rows={4}
        maxLength={financialStrategySummaryMax}
        description={t('financialStrategy.field.summaryHint')}
        error={errors.summary?.message}
        readOnly={isReadOnly}
        {...register('summary')}
      />
      {isReadOnly ? null : (
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t(strategy ? 'financialStrategy.save' : 'financialStrategy.create')}
          </Button>
        </div>
      )}
    </form>
  );
}
