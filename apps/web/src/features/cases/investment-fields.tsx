import { amountDigits, type CaseDetail, type currencyCodes, formatWholeAmount, parseWholeAmount } from '@advice/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Select, TextField } from '../../ui/index.ts';
import type { contributionSchema } from '../onboarding/onboarding.step-schemas.ts';

/** The investment projection as typed: the onboarding step's form, checked by the domain's projection rules. */
export type InvestmentValues = z.infer<ReturnType<typeof contributionSchema>>;

type Currency = (typeof currencyCodes)[number] | null;

/** The typed projection as the API takes it: whole amounts, each with the currency only when above zero. */
export function projectionOf(values: InvestmentValues) {
  const initial = parseWholeAmount(values.initialInvestment) ?? 0;
  const monthly = parseWholeAmount(values.monthlyContribution) ?? 0;
  const currency = (values.currency || null) as Currency;
  return {
    initial_investment: initial,
    initial_investment_currency: initial > 0 ? currency : null,
    monthly_contribution: monthly,
    monthly_contribution_currency: monthly > 0 ? currency : null,
    investment_duration: Number(values.investmentDuration.trim()),
  };
}

/** A saved case's projection as the form shows it. */
export function typedProjectionOf(detail: CaseDetail): InvestmentValues {
  const typed = (value: number) => (value > 0 ? formatWholeAmount(value) : '');
  return {
    initialInvestment: typed(detail.initial_investment),
    monthlyContribution: typed(detail.monthly_contribution),
    currency: detail.initial_investment_currency ?? detail.monthly_contribution_currency ?? '',
    investmentDuration: detail.investment_duration === null ? '' : String(detail.investment_duration),
  };
}

/** Typed amounts show with thousand separators once the field is left. */
function formatTyped(text: string): string {
  const amount = parseWholeAmount(text);
  return amount === null || Number.isNaN(amount) ? text : formatWholeAmount(amount);
}

/** Separators included: 15 digits take up to 19 characters. */
const maxTypedLength = (digits: number) => digits + Math.floor((digits - 1) / 3) + 2;

export function InvestmentFields({
  form,
  currencies,
  minDuration,
}: {
  form: UseFormReturn<InvestmentValues>;
  currencies: string[];
  minDuration: number;
}) {
  const { t } = useTranslation();
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const amount = (name: 'initialInvestment' | 'monthlyContribution') =>
    register(name, { onBlur: (event: { target: HTMLInputElement }) => setValue(name, formatTyped(event.target.value)) });
  return (
    <div className="case-investment">
      <TextField
        label={t('cases.edit.initialInvestment')}
        description={t('cases.edit.initialInvestmentHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxTypedLength(amountDigits.initialInvestment)}
        error={errors.initialInvestment?.message}
        {...amount('initialInvestment')}
      />
      <TextField
        label={t('cases.edit.monthlyContribution')}
        description={t('cases.edit.monthlyContributionHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxTypedLength(amountDigits.monthlyContribution)}
        error={errors.monthlyContribution?.message}
        {...amount('monthlyContribution')}
      />
      <Select
        label={t('cases.edit.currency')}
        description={t('cases.edit.currencyHint')}
        options={[{ value: '', label: t('cases.edit.chooseCurrency') }, ...currencies.map((code) => ({ value: code, label: code }))]}
        error={errors.currency?.message}
        {...register('currency')}
      />
      <TextField
        label={t('cases.edit.duration')}
        description={t('cases.edit.durationHint', { min: minDuration })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        isRequired
        error={errors.investmentDuration?.message}
        {...register('investmentDuration')}
      />
    </div>
  );
}
