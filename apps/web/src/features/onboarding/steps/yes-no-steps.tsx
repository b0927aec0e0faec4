import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cashReserveSchema, highInterestDebtSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

/** A yes/no question as a fieldset of two radios; the legend is the question a screen reader reads with each. */
function YesNo({
  question,
  hint,
  error,
  field,
}: {
  question: string;
  hint: string;
  error?: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className="wizard-choices wizard-choices--row"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="wizard-choices__legend">{question}</legend>
      <p id={`${id}-hint`} className="ui-field__description">
        {hint}
      </p>
      <div className="wizard-choices__options">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="wizard-choice wizard-choice--radio">
            <input type="radio" value={value} {...field} />
            <span>{t(value === 'yes' ? 'onboarding.yes' : 'onboarding.no')}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function HighInterestDebtStep({ answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(
    highInterestDebtSchema,
    { highInterestDebt: answers.highInterestDebt as 'yes' },
    ['highInterestDebt'],
    onChange,
  );
  return (
    <StepLayout title={t('onboarding.step.HighInterestDebt')} onSubmit={handleSubmit((values) => onContinue(values))} onBack={onBack}>
      <YesNo
        question={t('onboarding.debt.question')}
        hint={t('onboarding.debt.hint')}
        error={formState.errors.highInterestDebt?.message}
        field={register('highInterestDebt')}
      />
    </StepLayout>
  );
}

export function CashReservesStep({ answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(
    cashReserveSchema,
    { cashReserve: answers.cashReserve as 'yes' },
    ['cashReserve'],
    onChange,
  );
  return (
    <StepLayout title={t('onboarding.step.CashReserves')} onSubmit={handleSubmit((values) => onContinue(values))} onBack={onBack}>
      <YesNo
        question={t('onboarding.cash.question')}
        hint={t('onboarding.cash.hint')}
        error={formState.errors.cashReserve?.message}
        field={register('cashReserve')}
      />
    </StepLayout>
  );
}
