import { topUpAccountTypeKeys } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ButtonLink, Card, ProblemsBanner, Select, TextArea, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import {
  amountMaxLength,
  formatTypedAmount,
  type TopUpFormInput,
  type TopUpFormOutput,
  topUpFormFields,
  topUpFormSchema,
} from './top-up-form.ts';
import { requestTopUp, topUpsKey } from './top-ups.api.ts';

/** new-top-up: the client asks their adviser to add money to one of their accounts. */
export function NewTopUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('topUps.new.title'));
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, setValue, formState } = useForm<TopUpFormInput, unknown, TopUpFormOutput>({
    resolver: zodResolver(topUpFormSchema),
    mode: 'onTouched',
    defaultValues: { account_type: '', account_number: '', amount: '', client_comment: '' },
  });
  const { errors } = formState;

  const request = useApiMutation(requestTopUp, {
    success: t('topUps.new.done'),
    onSuccess: (topUp) => navigate(`/top-ups/${topUp.id}`),
    invalidates: [topUpsKey],
    form: { setError, fields: topUpFormFields },
    onErrorDetails: setProblems,
  });

  const submit = handleSubmit(async (body) => {
    setProblems([]);
    await request.run(body);
  });

  return (
    <div className="page page--narrow">
      <header className="page-header">
        <nav aria-label={t('topUps.back')} className="top-ups__back">
          <Link to="/top-ups">{t('topUps.back')}</Link>
        </nav>
        <h1>{t('topUps.new.title')}</h1>
        <p className="page__lead">{t('topUps.new.lead')}</p>
      </header>
      <Card title={t('topUps.new.card')} description={t('common.requiredHint')}>
        <form onSubmit={submit} noValidate className="form-grid top-ups__form">
          <ProblemsBanner problems={problems} />
          <Select
            label={t('topUps.new.accountType')}
            description={t('topUps.new.accountTypeHint')}
            isRequired
            error={errors.account_type?.message}
            options={[
              { value: '', label: t('topUps.new.chooseAccountType') },
              ...topUpAccountTypeKeys.map((key) => ({ value: key, label: t(`topUps.accountType.${key}`) })),
            ]}
            {...register('account_type')}
          />
          <TextField
            label={t('topUps.new.accountNumber')}
            description={t('topUps.new.accountNumberHint')}
            isRequired
            autoComplete="off"
            maxLength={50}
            error={errors.account_number?.message}
            {...register('account_number')}
          />
          <TextField
            label={t('topUps.new.amount')}
            description={t('topUps.new.amountHint')}
            isRequired
            inputMode="numeric"
            autoComplete="off"
            maxLength={amountMaxLength}
            error={errors.amount?.message}
            {...register('amount', {
              onBlur: (event: { target: HTMLInputElement }) =>
                setValue('amount', formatTypedAmount(event.target.value), { shouldValidate: true }),
            })}
          />
          <TextArea
            label={t('topUps.new.comment')}
            rows={4}
            description={t('topUps.new.commentHint')}
            maxLength={2000}
            error={errors.client_comment?.message}
            {...register('client_comment')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('topUps.new.submit')}
            </Button>
            <ButtonLink to="/top-ups" variant="ghost">
              {t('topUps.new.cancel')}
            </ButtonLink>
          </div>
        </form>
      </Card>
    </div>
  );
}
