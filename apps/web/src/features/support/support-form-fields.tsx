import {
  type SupportRequestFields,
  type SupportRequestFieldsIn,
  supportAreaLabels,
  supportAreas,
  supportBrowserLabels,
  supportBrowsers,
  supportDeviceLabels,
  supportDevices,
  supportFieldMax,
  supportUserAccountLabels,
  supportUserAccounts,
  todayIso,
} from '@advice/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, TextArea, TextField } from '../../ui/index.ts';

type SupportFormApi = UseFormReturn<SupportRequestFieldsIn, unknown, SupportRequestFields>;

/** The form's text fields, which the server's refusals may name (`source.pointer`). */
export const supportFieldNames = [
  'full_name',
  'email',
  'firm_name',
  'user_account',
  'device',
  'occurred_on',
  'browser',
  'url',
  'area',
  'title',
  'client_reference',
  'overview',
] as const satisfies readonly (keyof SupportRequestFieldsIn)[];

/** A select's options from a domain list and its labels, after an empty "Choose…" that the schema refuses. */
function useOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) {
  const { t } = useTranslation();
  return [{ value: '', label: t('support.choose') }, ...values.map((value) => ({ value, label: labels[value] }))];
}

/** Who is asking: filled in from their account, and theirs to change (a colleague's problem, another address). */
export function SenderFields({ form }: { form: SupportFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const accounts = useOptions(supportUserAccounts, supportUserAccountLabels);
  return (
    <section className="support-form__section" aria-labelledby="support-you-heading">
      <h2 id="support-you-heading">{t('support.section.you')}</h2>
      <div className="support-form__grid">
        <TextField
          label={t('support.field.fullName')}
          isRequired
          autoComplete="name"
          maxLength={supportFieldMax.full_name}
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label={t('support.field.email')}
          type="email"
          isRequired
          autoComplete="email"
          description={t('support.field.emailHint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('support.field.firmName')}
          isRequired
          autoComplete="organization"
          maxLength={supportFieldMax.firm_name}
          error={errors.firm_name?.message}
          {...register('firm_name')}
        />
        <Select
          label={t('support.field.userAccount')}
          isRequired
          options={accounts}
          error={errors.user_account?.message}
          {...register('user_account')}
        />
      </div>
    </section>
  );
}

/** What happened, where and when. */
export function ProblemFields({ form }: { form: SupportFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const devices = useOptions(supportDevices, supportDeviceLabels);
  const browsers = useOptions(supportBrowsers, supportBrowserLabels);
  const areas = useOptions(supportAreas, supportAreaLabels);
  return (
    <section className="support-form__section" aria-labelledby="support-problem-heading">
      <h2 id="support-problem-heading">{t('support.section.problem')}</h2>
      <div className="support-form__grid">
        <Select label={t('support.field.area')} isRequired options={areas} error={errors.area?.message} {...register('area')} />
        <TextField
          label={t('support.field.occurredOn')}
          type="date"
          isRequired
          max={todayIso()}
          error={errors.occurred_on?.message}
          {...register('occurred_on')}
        />
        <Select label={t('support.field.device')} isRequired options={devices} error={errors.device?.message} {...register('device')} />
        <Select label={t('support.field.browser')} isRequired options={browsers} error={errors.browser?.message} {...register('browser')} />
      </div>
      <TextField
        label={t('support.field.url')}
        type="url"
        inputMode="url"
        maxLength={supportFieldMax.url}
        description={t('support.field.urlHint')}
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label={t('support.field.clientReference')}
        maxLength={supportFieldMax.client_reference}
        description={t('support.field.clientReferenceHint')}
        error={errors.client_reference?.message}
        {...register('client_reference')}
      />
      <TextField
        label={t('support.field.title')}
        isRequired
        maxLength={supportFieldMax.title}
        description={t('support.field.titleHint')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={t('support.field.overview')}
        isRequired
        rows={6}
        maxLength={supportFieldMax.overview}
        description={t('support.field.overviewHint')}
        error={errors.overview?.message}
        {...register('overview')}
      />
    </section>
  );
}
