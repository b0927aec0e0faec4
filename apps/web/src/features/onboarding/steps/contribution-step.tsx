import { amountDigits, formatWholeAmount, parseWholeAmount } from '@advice/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../../ui/index.ts';
import { contributionSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

/** Typed amounts show with thousand separators once the visitor leaves the field. */
function formatTyped(text: string): string {
  const amount = parseWholeAmount(text);
  return amount === null || Number.isNaN(amount) ? text : formatWholeAmount(amount);
}

/** Separators included: 15 digits take up to 19 characters. */
const maxTypedLength = (digits: number) => digits + Math.floor((digits - 1) / 3);

/** The investment projection form (spec 2 §2.4). */
export function ContributionStep({ context, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => contributionSchema(context.min_duration), [context.min_duration]);
  const { register, handleSubmit, formState, setValue } = useStepForm(
    schema,
    {
      initialInvestment: answers.initialInvestment,
      monthlyContribution: answers.monthlyContribution,
      currency: context.currencies.includes(answers.currency as never) ? answers.currency : '',
      investmentDuration: answers.investmentDuration,
    },
    ['initialInvestment', 'monthlyContribution', 'currency', 'investmentDuration'],
    onChange,
  );
  const { errors } = formState;
  const amount = (name: 'initialInvestment' | 'monthlyContribution') =>
    register(name, { onBlur: (event: { target: HTMLInputElement }) => setValue(name, formatTyped(event.target.value)) });
  return (
    <StepLayout
      title={t('onboarding.step.Contribution')}
      lead={t('onboarding.contribution.lead')}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <div className="wizard-grid">
        <TextField
          label={t('onboarding.contribution.initialInvestment')}
          description={t('onboarding.contribution.initialInvestmentHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxTypedLength(amountDigits.initialInvestment) + 2}
          error={errors.initialInvestment?.message}
          {...amount('initialInvestment')}
        />
        <TextField
          label={t('onboarding.contribution.monthlyContribution')}
          description={t('onboarding.contribution.monthlyContributionHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxTypedLength(amountDigits.monthlyContribution) + 2}
          error={errors.monthlyContribution?.message}
          {...amount('monthlyContribution')}
        />
      </div>
      <div className="wizard-grid">
        <Select
          label={t('onboarding.contribution.currency')}
          description={t('onboarding.contribution.currencyHint')}
          options={[
            { value: '', label: t('onboarding.contribution.chooseCurrency') },
            ...context.currencies.map((code) => ({ value: code, label: code })),
          ]}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <TextField
          label={t('onboarding.contribution.duration')}
          description={t('onboarding.contribution.durationHint', { min: context.min_duration })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          isRequired
          error={errors.investmentDuration?.message}
          {...register('investmentDuration')}
        />
      </div>
    </StepLayout>
  );
}
