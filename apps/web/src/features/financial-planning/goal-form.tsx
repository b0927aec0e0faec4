import { formatWholeAmount, type Goal, type GoalsView, goalBody, goalNameMax, parseWholeAmount } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, Select, TextField } from '../../ui/index.ts';
import type { GoalInput } from './financial-planning.api.ts';

/**
 * The goal form as typed (the amount with separators, the duration as text); the domain's body schema
 * decides every message, so the form says exactly what the server would.
 */
const goalFormSchema = z
  .object({ name: z.string().max(500), amount: z.string().max(40), amount_currency: z.string().max(3), duration: z.string().max(10) })
  .transform((value, ctx) => {
    const amount = parseWholeAmount(value.amount);
    const duration = value.duration.trim() === '' ? undefined : Number(value.duration.trim());
    const result = goalBody.safeParse({ ...value, amount: amount ?? undefined, duration });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
type GoalFormInput = z.input<typeof goalFormSchema>;
const goalFormFields = ['name', 'amount', 'amount_currency', 'duration'] as const;

/** Add or edit one goal: name, whole amount with its currency, and how many years away. */
export function GoalForm({
  goal,
  currencies,
  onSave,
  onSaved,
  onCancel,
}: {
  goal: Goal | null;
  currencies: readonly string[];
  onSave: (body: GoalInput) => Promise<GoalsView & { message: string }>;
  onSaved: (view: GoalsView) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, setValue, formState } = useForm<GoalFormInput, unknown, GoalInput>({
    resolver: zodResolver(goalFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: goal?.name ?? '',
      amount: goal ? formatWholeAmount(goal.amount) : '',
      amount_currency: goal?.amount_currency ?? currencies[0] ?? 'GBP',
      duration: goal ? String(goal.duration) : '',
    },
  });
  const { errors } = formState;
  const save = useApiMutation(onSave, { onSuccess: onSaved, form: { setError, fields: goalFormFields }, onErrorDetails: setProblems });
  const submit = handleSubmit(async (body) => {
    setProblems([]);
    await save.run(body);
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid fp-goal-form">
      <p className="fp-goal-form__required">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('goals.name')}
        description={t('goals.nameHint')}
        isRequired
        autoComplete="off"
        maxLength={goalNameMax}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="fp-goal-form__money">
        <TextField
          label={t('goals.amount')}
          description={t('goals.amountHint')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          error={errors.amount?.message}
          {...register('amount', {
            onBlur: (event: { target: HTMLInputElement }) => {
              const amount = parseWholeAmount(event.target.value);
              if (amount !== null && !Number.isNaN(amount)) setValue('amount', formatWholeAmount(amount), { shouldValidate: true });
            },
          })}
        />
        <Select
          label={t('goals.currency')}
          isRequired
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          error={errors.amount_currency?.message}
          {...register('amount_currency')}
        />
      </div>
      <TextField
        label={t('goals.duration')}
        description={t('goals.durationHint')}
        isRequired
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        className="fp-goal-form__years"
        error={errors.duration?.message}
        {...register('duration')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('goals.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('goals.cancel')}
        </Button>
      </div>
    </form>
  );
}
