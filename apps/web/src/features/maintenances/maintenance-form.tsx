import {
  defaultMaintenanceNoticeHours,
  type Maintenance,
  maintenanceMessageField,
  maintenanceMessages,
  maintenanceNoticeHoursField,
  maintenancePracticesProblem,
  maintenanceScopes,
  maintenanceTitleField,
  maintenanceWindowProblems,
  maxMaintenanceMessageLength,
  maxMaintenanceNoticeHours,
  maxMaintenanceTitleLength,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isoToLocalInput, localInputToIso } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ButtonLink, Checkbox, ProblemsBanner, Spinner, TextArea, TextField } from '../../ui/index.ts';
import { maintenanceCalls, maintenancesKey, useMaintenancePractices } from './maintenances.api.ts';

const fields = ['title', 'message', 'starts_at', 'ends_at', 'notice_hours', 'scope', 'practice_ids'] as const;
type FormField = (typeof fields)[number];

/** The form field an error's pointer names (`/practice_ids/0` is the practices' choice). */
function fieldOfPointer(pointer: string): FormField | undefined {
  const name = pointer.split('/')[1] ?? '';
  return (fields as readonly string[]).includes(name) ? (name as FormField) : undefined;
}

/** The hours as typed: a whole number, or nothing (which the domain's field refuses like any other wrong value). */
const hoursOf = (text: string) => (/^\s*\d+\s*$/u.test(text) ? Number(text) : Number.NaN);

/**
 * The form's values, checked by the domain's rules before anything is sent: the same fields and window and
 * practices rules the server checks the body with, so each message shows beside its field early. A new
 * maintenance may not start in the past; an edit may keep a start that has passed.
 */
export function maintenanceFormSchema(isNew: boolean) {
  return z
    .object({
      title: maintenanceTitleField,
      message: maintenanceMessageField,
      starts_at: z.string(),
      ends_at: z.string(),
      notice_hours: z.string(),
      scope: z.enum(maintenanceScopes),
      practice_ids: z.array(z.string()),
    })
    .superRefine((values, context) => {
      const window = { starts_at: localInputToIso(values.starts_at), ends_at: localInputToIso(values.ends_at) };
      for (const problem of maintenanceWindowProblems(window, { isNew }))
        context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      const hours = maintenanceNoticeHoursField.safeParse(hoursOf(values.notice_hours));
      if (!hours.success)
        context.addIssue({ code: 'custom', path: ['notice_hours'], message: maintenanceMessages['maintenances.noticeHoursInvalid'] });
      const practices = maintenancePracticesProblem(values.scope, values.practice_ids);
      if (practices) context.addIssue({ code: 'custom', path: ['practice_ids'], message: practices });
    });
}
type Values = z.output<ReturnType<typeof maintenanceFormSchema>>;

function defaultsOf(maintenance: Maintenance | undefined): Values {
  return {
    title: maintenance?.title ?? '',
    message: maintenance?.message ?? '',
    starts_at: isoToLocalInput(maintenance?.starts_at),
    ends_at: isoToLocalInput(maintenance?.ends_at),
    notice_hours: String(maintenance?.notice_hours ?? defaultMaintenanceNoticeHours),
    scope: maintenance?.scope ?? 'chosen',
    practice_ids: maintenance?.practices.map((practice) => practice.id) ?? [],
  };
}

type FormProps = { maintenance?: Maintenance };

/** Schedules or edits a maintenance, once the practices to choose from are there. */
export function MaintenanceForm(props: FormProps) {
  const { t } = useTranslation();
  const practices = useMaintenancePractices();
  if (practices.isPending) return <Spinner />;
  if (practices.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void practices.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </Banner>
    );
  return <Form {...props} practices={practices.data} />;
}

function Form({ maintenance, practices }: FormProps & { practices: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(maintenanceFormSchema(!maintenance)),
    defaultValues: defaultsOf(maintenance),
  });
  const { errors } = formState;
  const scope = watch('scope');

  const save = useApiMutation(
    (values: Values) => {
      const body = {
        title: values.title,
        message: values.message,
        starts_at: localInputToIso(values.starts_at),
        ends_at: localInputToIso(values.ends_at),
        notice_hours: hoursOf(values.notice_hours),
        scope: values.scope,
        practice_ids: values.scope === 'all' ? [] : values.practice_ids,
      };
      return maintenance ? maintenanceCalls.update(maintenance.id, body) : maintenanceCalls.create(body);
    },
    {
      success: maintenanceMessages[maintenance ? 'maintenances.updated' : 'maintenances.created'],
      invalidates: [maintenancesKey],
      form: { setError, fields, fieldOf: fieldOfPointer },
      onErrorDetails: (details) => setProblems(details),
      onSuccess: () => navigate('/super_administrator/maintenances'),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    await save.run(values);
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid maintenance-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('maintenances.form.title')}
        isRequired
        autoComplete="off"
        maxLength={maxMaintenanceTitleLength}
        description={t('maintenances.form.titleHint')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={t('maintenances.form.message')}
        isRequired
        rows={4}
        maxLength={maxMaintenanceMessageLength}
        description={t('maintenances.form.messageHint')}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="maintenance-form__window">
        <TextField
          label={t('maintenances.form.startsAt')}
          type="datetime-local"
          isRequired
          description={t('maintenances.form.timeHint')}
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label={t('maintenances.form.endsAt')}
          type="datetime-local"
          isRequired
          description={t('maintenances.form.timeHint')}
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </div>
      <TextField
        className="maintenance-form__hours"
        label={t('maintenances.form.noticeHours')}
        inputMode="numeric"
        isRequired
        max={maxMaintenanceNoticeHours}
        description={t('maintenances.form.noticeHoursHint')}
        error={errors.notice_hours?.message}
        {...register('notice_hours')}
      />
      <fieldset className="ui-field maintenance-form__scope">
        <legend className="ui-field__label">{t('maintenances.form.scope')}</legend>
        {maintenanceScopes.map((value) => (
          <label key={value} className="maintenance-form__choice">
            <input type="radio" value={value} {...register('scope')} />
            <span>{t(`maintenances.form.scope.${value}`)}</span>
          </label>
        ))}
        {scope === 'chosen' ? (
          <fieldset className="maintenance-form__practices">
            <legend className="ui-field__label">{t('maintenances.form.practices')}</legend>
            {practices.map((practice) => (
              <Checkbox key={practice.id} label={practice.name} value={practice.id} {...register('practice_ids')} />
            ))}
            {errors.practice_ids?.message ? (
              <p className="ui-field__error" role="alert">
                {errors.practice_ids.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('maintenances.form.save')}
        </Button>
        <ButtonLink variant="ghost" to="/super_administrator/maintenances">
          {t('maintenances.form.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
