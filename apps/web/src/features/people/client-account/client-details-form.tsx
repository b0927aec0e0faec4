import {
  type ClientDetail,
  clientDetailsBody,
  clientGenders,
  maritalStatuses,
  type PersonalDetailsBody,
  personalDetailsBody,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Button, Card, Select, TextField } from '../../../ui/index.ts';
import { updateClientDetails, updatePersonalDetails, useClientAction } from './client-account.api.ts';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const toMoney = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type PersonalFields = z.input<typeof personalDetailsBody>;

function personalValues(client: ClientDetail): PersonalDetailsBody {
  return {
    line1: client.line1 ?? '',
    line2: client.line2 ?? '',
    city: client.city ?? '',
    post_code: client.post_code ?? '',
    country: client.country ?? '',
    date_of_birth: client.date_of_birth,
    gender: client.gender,
    marital_status: client.marital_status,
  };
}

/** Address, date of birth, gender and marital status: the part staff and the client both edit. */
function PersonalFieldset<T extends FieldValues & PersonalFields>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: Partial<Record<keyof PersonalFields, { message?: string | undefined } | undefined>>;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const field = (name: keyof PersonalFields) => name as Path<T>;
  const notGiven = { value: '', label: t('client.form.notSaying') };
  return (
    <>
      <TextField label={t('client.form.line1')} autoComplete="address-line1" error={errors.line1?.message} {...register(field('line1'))} />
      <TextField label={t('client.form.line2')} autoComplete="address-line2" error={errors.line2?.message} {...register(field('line2'))} />
      <TextField label={t('client.form.city')} autoComplete="address-level2" error={errors.city?.message} {...register(field('city'))} />
      <TextField
        label={t('client.form.postCode')}
        autoComplete="postal-code"
        error={errors.post_code?.message}
        {...register(field('post_code'))}
      />
      <TextField
        label={t('client.form.country')}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register(field('country'))}
      />
      <TextField
        label={t('client.form.dateOfBirth')}
        type="date"
        description={t('client.form.dateOfBirthHint')}
        error={errors.date_of_birth?.message}
        {...register(field('date_of_birth'), { setValueAs: blankToNull })}
      />
      <Select
        label={t('client.form.gender')}
        options={[notGiven, ...clientGenders.map((value) => ({ value, label: translate(`client.gender.${value}`) }))]}
        error={errors.gender?.message}
        {...register(field('gender'), { setValueAs: blankToNull })}
      />
      <Select
        label={t('client.form.maritalStatus')}
        options={[notGiven, ...maritalStatuses.map((value) => ({ value, label: translate(`client.marital.${value}`) }))]}
        error={errors.marital_status?.message}
        {...register(field('marital_status'), { setValueAs: blankToNull })}
      />
    </>
  );
}

/** Staff edit a client's details; the same domain schema checks them here and on the server. */
export function ClientDetailsForm({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof clientDetailsBody>,
    unknown,
    z.output<typeof clientDetailsBody>
  >({
    resolver: zodResolver(clientDetailsBody),
    values: {
      ...personalValues(client),
      first_name: client.first_name,
      last_name: client.last_name,
      phone: client.phone ?? '',
      net_worth: client.net_worth,
      est_total_case_size: client.est_total_case_size,
    },
  });
  const { errors } = formState;
  const fields = Object.keys(clientDetailsBody.shape) as Path<z.input<typeof clientDetailsBody>>[];
  const save = useClientAction(client.id, (body: z.output<typeof clientDetailsBody>) => updateClientDetails(client.id, body), {
    form: { setError, fields },
  });
  const submit = handleSubmit(save.run);
  return (
    <Card id="details" title={t('client.form.title')}>
      <form onSubmit={submit} noValidate className="form-grid client-form">
        <TextField label={t('client.form.firstName')} isRequired error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={t('client.form.lastName')} isRequired error={errors.last_name?.message} {...register('last_name')} />
        <TextField label={t('client.form.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
        <PersonalFieldset register={register} errors={errors} />
        <TextField
          label={t('client.form.netWorth')}
          inputMode="numeric"
          description={t('client.form.moneyHint')}
          error={errors.net_worth?.message}
          {...register('net_worth', { setValueAs: toMoney })}
        />
        <TextField
          label={t('client.form.caseSize')}
          inputMode="numeric"
          description={t('client.form.moneyHint')}
          error={errors.est_total_case_size?.message}
          {...register('est_total_case_size', { setValueAs: toMoney })}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('client.form.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A client's own personal details, for their account settings page. */
export function PersonalDetailsForm({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<PersonalFields, unknown, PersonalDetailsBody>({
    resolver: zodResolver(personalDetailsBody),
    values: personalValues(client),
  });
  const fields = Object.keys(personalDetailsBody.shape) as Path<PersonalFields>[];
  const save = useClientAction(client.id, (body: PersonalDetailsBody) => updatePersonalDetails(client.id, body), {
    form: { setError, fields },
  });
  const submit = handleSubmit(save.run);
  return (
    <Card id="personal-details" title={t('client.form.personalTitle')} description={t('client.form.personalDescription')}>
      <form onSubmit={submit} noValidate className="form-grid client-form">
        <PersonalFieldset register={register} errors={formState.errors} />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('client.form.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
