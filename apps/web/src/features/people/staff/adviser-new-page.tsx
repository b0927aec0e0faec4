import { createAdviserBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox, TextField } from '../../../ui/index.ts';
import { createStaffMember } from './staff.api.ts';
import { NewStaffPage, StaffContactFields, useCreateStaffMember } from './staff-form-parts.tsx';

type Input = z.input<typeof createAdviserBody>;
const fields = ['first_name', 'last_name', 'email', 'phone', 'job_title', 'can_remove_clients'] as const;

export function AdviserNewPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, z.output<typeof createAdviserBody>>({
    resolver: zodResolver(createAdviserBody),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', job_title: '', can_remove_clients: false },
  });
  const { errors } = formState;
  const createAdviser = useCreateStaffMember('advisers', '/advisers', createStaffMember.advisers, { setError, fields });

  const submit = handleSubmit(createAdviser.run);

  return (
    <NewStaffPage area="advisers" path="/advisers" onSubmit={submit} isSubmitting={formState.isSubmitting}>
      <StaffContactFields register={register} errors={errors} emailRegistration={register('email')} autoComplete="off" />
      <TextField
        label={t('staff.advisers.jobTitle')}
        description={t('staff.advisers.jobTitleHint')}
        error={errors.job_title?.message}
        {...register('job_title')}
      />
      <Checkbox
        label={t('staff.advisers.canRemoveClients')}
        description={t('staff.advisers.canRemoveClientsHint')}
        {...register('can_remove_clients')}
      />
    </NewStaffPage>
  );
}
