import {
  emailField,
  hostsField,
  type PlatformPractice,
  type PracticeType,
  practiceTypeLabels,
  practiceTypes,
  requiredText,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Select, TextArea, TextField } from '../../ui/index.ts';
import { type CreatePracticeInput, platformCalls, platformChangeKeys } from './platform-admin.api.ts';

/** The host names as typed, one a line, as the list the domain's rule checks. */
const hostsOf = (text: string) =>
  text
    .split(/[\n,]/u)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's values, checked by the same rules the server applies, so each message shows beside its field early. */
const practiceFormSchema = z.object({
  name: requiredText(160),
  // The whole list's first refusal shows on its one field, however many hosts it holds.
  hosts: z
    .string()
    .max(3000)
    .superRefine((text, context) => {
      const checked = hostsField.safeParse(hostsOf(text));
      if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    }),
  practice_type: z.enum(practiceTypes),
});
const newPracticeFormSchema = practiceFormSchema.extend({
  director: z.object({ first_name: requiredText(100), last_name: requiredText(100), email: emailField }),
});
type PracticeForm = z.input<typeof newPracticeFormSchema>;

/** A server pointer at one host (`/hosts/1`) names the hosts field. */
const fieldOf = (pointer: string) => (pointer.startsWith('/hosts') ? ('hosts' as const) : undefined);
const formFields = ['name', 'hosts', 'practice_type', 'director.first_name', 'director.last_name', 'director.email'] as const;

type PracticeFormProps = { practice?: PlatformPractice; onSaved: (practice: PlatformPractice) => void; onCancel?: () => void };

/** Creates a practice with its first director, or (given one) changes a practice's name, hosts and type. */
export function PracticeForm({ practice, onSaved, onCancel }: PracticeFormProps) {
  const { t } = useTranslation();
  const isNew = practice === undefined;
  const form = useForm<PracticeForm>({
    resolver: zodResolver(isNew ? newPracticeFormSchema : practiceFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      name: practice?.name ?? '',
      hosts: practice?.hosts.join('\n') ?? '',
      practice_type: practice?.practice_type ?? 'independent',
      director: { first_name: '', last_name: '', email: '' },
    },
  });
  const save = useApiMutation(
    (values: PracticeForm) => {
      const body = { name: values.name, hosts: hostsOf(values.hosts), practice_type: values.practice_type as PracticeType };
      return isNew
        ? platformCalls.create({ ...body, director: values.director } as CreatePracticeInput)
        : platformCalls.update(practice.id, body);
    },
    { invalidates: platformChangeKeys, onSuccess: onSaved, form: { setError: form.setError, fields: formFields, fieldOf } },
  );
  const { errors } = form.formState;
  const typeOptions = practiceTypes.map((type) => ({ value: type, label: practiceTypeLabels[type] }));
  return (
    <form className="stack platform-admin__form" noValidate onSubmit={form.handleSubmit(async (values) => void (await save.run(values)))}>
      <TextField label={t('platformAdmin.form.name')} isRequired error={errors.name?.message} {...form.register('name')} />
      <TextArea
        label={t('platformAdmin.form.hosts')}
        description={t('platformAdmin.form.hostsHint')}
        isRequired
        rows={2}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.hosts?.message}
        {...form.register('hosts')}
      />
      <Select label={t('platformAdmin.form.type')} options={typeOptions} isRequired {...form.register('practice_type')} />
      {isNew ? (
        <fieldset className="platform-admin__fieldset">
          <legend>{t('platformAdmin.form.director')}</legend>
          <p className="ui-field__description">{t('platformAdmin.form.directorHint')}</p>
          <div className="platform-admin__names">
            <TextField
              label={t('platformAdmin.form.firstName')}
              isRequired
              autoComplete="off"
              error={errors.director?.first_name?.message}
              {...form.register('director.first_name')}
            />
            <TextField
              label={t('platformAdmin.form.lastName')}
              isRequired
              autoComplete="off"
              error={errors.director?.last_name?.message}
              {...form.register('director.last_name')}
            />
          </div>
          <TextField
            label={t('platformAdmin.form.email')}
            type="email"
            isRequired
            autoComplete="off"
            error={errors.director?.email?.message}
            {...form.register('director.email')}
          />
        </fieldset>
      ) : null}
      <div className="platform-admin__actions">
        <Button type="submit" isLoading={save.isPending}>
          {t(isNew ? 'platformAdmin.form.create' : 'platformAdmin.form.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('platformAdmin.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
