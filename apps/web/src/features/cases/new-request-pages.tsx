import { type ClientCaseRequestBody, clientCaseRequestBody, investmentDurationBounds } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { MutationForm } from '../../lib/mutation.ts';
import { Button, Card, Checkbox, Spinner, TextArea } from '../../ui/index.ts';
import { useOnboardingContext } from '../onboarding/onboarding.api.ts';
import { contributionSchema } from '../onboarding/onboarding.step-schemas.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useCreateCase } from './case-parts.tsx';
import { caseCalls } from './cases.api.ts';
import { InvestmentFields, type InvestmentValues, projectionOf } from './investment-fields.tsx';
import './cases.css';

function RequestHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <nav aria-label={t('cases.back')}>
        <Link to="/client-cases">{t('cases.list.clientTitle')}</Link>
      </nav>
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
    </header>
  );
}

/** Sends a client's request and opens the new case. */
function useSendRequest<TForm extends FieldValues>(form: MutationForm<TForm>) {
  const { t } = useTranslation();
  return useCreateCase((body: ClientCaseRequestBody) => caseCalls.request(body), t('cases.toast.requested'), form);
}

type AdviceValues = InvestmentValues & { topics: string[] };

function AdviceRequestForm({ topics, currencies, minDuration }: { topics: string[]; currencies: string[]; minDuration: number }) {
  const { t } = useTranslation();
  const schema = useMemo(() => contributionSchema(minDuration), [minDuration]);
  const form = useForm<AdviceValues>({
    // raw: the projection rules check the typed fields; the topics pass through as ticked.
    resolver: zodResolver(schema, undefined, { raw: true }) as never,
    defaultValues: { initialInvestment: '', monthlyContribution: '', currency: currencies[0] ?? '', investmentDuration: '', topics: [] },
  });
  const send = useSendRequest({ setError: form.setError, fields: [] });
  const submit = form.handleSubmit(async (values) => {
    await send.run({ type: 'online_advice_request', topics: values.topics, ...projectionOf(values), projection_type: 'investments' });
  });
  return (
    <Card title={t('cases.newCase.title')}>
      <form onSubmit={submit} noValidate className="stack">
        {topics.length > 0 ? (
          <fieldset className="case-topics">
            <legend>{t('cases.newCase.topics')}</legend>
            <p className="ui-field__description">{t('cases.newCase.topicsHint')}</p>
            {topics.map((topic) => (
              <Checkbox key={topic} label={topic} value={topic} {...form.register('topics')} />
            ))}
          </fieldset>
        ) : null}
        <InvestmentFields form={form as never} currencies={currencies} minDuration={minDuration} />
        <div className="form-actions">
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('cases.newCase.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** new-case: the client asks for online advice (an Online Advice Request). */
export function NewCasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cases.newCase.title'));
  const context = useOnboardingContext(null);
  return (
    <div className="page page--narrow cases">
      <RequestHeader title={t('cases.newCase.title')} lead={t('cases.newCase.lead')} />
      {context.isPending ? (
        <Spinner />
      ) : (
        <AdviceRequestForm
          topics={context.data?.topics ?? []}
          currencies={context.data?.currencies ?? ['GBP']}
          minDuration={context.data?.min_duration ?? investmentDurationBounds.min}
        />
      )}
    </div>
  );
}

const meetingSchema = clientCaseRequestBody.options[0];

/** new-meeting: the client asks their adviser for a meeting. */
export function NewMeetingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cases.newMeeting.title'));
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof meetingSchema>, unknown, z.output<typeof meetingSchema>>({
    resolver: zodResolver(meetingSchema),
    defaultValues: { type: 'meeting_request', message: '' },
  });
  const send = useSendRequest({ setError, fields: ['message'] });
  const submit = handleSubmit(send.run);
  return (
    <div className="page page--narrow cases">
      <RequestHeader title={t('cases.newMeeting.title')} lead={t('cases.newMeeting.lead')} />
      <Card title={t('cases.newMeeting.title')}>
        <form onSubmit={submit} noValidate className="stack">
          <TextArea
            label={t('cases.newMeeting.message')}
            isRequired
            rows={6}
            maxLength={2000}
            error={formState.errors.message?.message}
            {...register('message')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('cases.newMeeting.send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
