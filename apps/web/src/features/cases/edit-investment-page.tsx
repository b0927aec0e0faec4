import { type CaseDetail, type CurrentUser, investmentDurationBounds } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner, Button, Card } from '../../ui/index.ts';
import { useOnboardingContext } from '../onboarding/onboarding.api.ts';
import { contributionSchema } from '../onboarding/onboarding.step-schemas.ts';
import { CaseProblem, useCaseChange } from './case-actions.tsx';
import { canEditInvestment } from './case-page.tsx';
import { CaseHeader, casePath, WithCase } from './case-parts.tsx';
import { caseCalls } from './cases.api.ts';
import { InvestmentFields, type InvestmentValues, projectionOf, typedProjectionOf } from './investment-fields.tsx';

function InvestmentForm({ detail, currencies, minDuration }: { detail: CaseDetail; currencies: string[]; minDuration: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useCaseChange(detail.id);
  const schema = useMemo(() => contributionSchema(minDuration), [minDuration]);
  const form = useForm<InvestmentValues>({ resolver: zodResolver(schema), defaultValues: typedProjectionOf(detail) });
  const save = form.handleSubmit(async (values) => {
    const body = { version: detail.version, ...projectionOf(values) };
    const next = await change.perform(() => caseCalls.edit(detail.id, body), t('cases.toast.saved'));
    if (next) void navigate(casePath(next));
  });
  return (
    <>
      <CaseProblem change={change} />
      <Card title={t('cases.edit.title')} description={t('cases.edit.lead')}>
        <form onSubmit={save} noValidate className="stack">
          <InvestmentFields form={form} currencies={currencies} minDuration={minDuration} />
          <div className="form-actions">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('cases.edit.save')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}

function EditInvestment({ detail, user }: { detail: CaseDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const context = useOnboardingContext(null);
  const currencies = context.data?.currencies ?? ['GBP'];
  const currentCurrency = detail.initial_investment_currency ?? detail.monthly_contribution_currency;
  return (
    <div className="page--narrow">
      <CaseHeader detail={detail} user={user} title={t('cases.edit.title')} />
      {canEditInvestment(detail, user) ? (
        <InvestmentForm
          detail={detail}
          currencies={currentCurrency && !currencies.some((c) => c === currentCurrency) ? [...currencies, currentCurrency] : currencies}
          minDuration={context.data?.min_duration ?? investmentDurationBounds.min}
        />
      ) : (
        <Banner tone="info">
          <p>
            {t('cases.notEditable')} <Link to={casePath(detail)}>{t('cases.backToCase')}</Link>
          </p>
        </Banner>
      )}
    </div>
  );
}

/** client-cases/{caseId}/edit-investment: the Online Advice Request's investment projection, with the onboarding step's rules. */
export function EditInvestmentPage() {
  const { t } = useTranslation();
  return <WithCase title={() => t('cases.edit.title')}>{(detail, user) => <EditInvestment detail={detail} user={user} />}</WithCase>;
}
