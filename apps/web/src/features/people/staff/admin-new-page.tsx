import { createAdminBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Select } from '../../../ui/index.ts';
import { createStaffMember } from './staff.api.ts';
import { NewStaffPage, StaffContactFields, useCreateStaffMember } from './staff-form-parts.tsx';
import { levelOptions } from './staff-parts.tsx';

type Input = z.input<typeof createAdminBody>;
const fields = ['first_name', 'last_name', 'email', 'phone', 'admin_level'] as const;

export function AdminNewPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, z.output<typeof createAdminBody>>({
    resolver: zodResolver(createAdminBody),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', admin_level: 'normal' },
  });
  const { errors } = formState;
  const createAdmin = useCreateStaffMember('admins', '/practice-admins', createStaffMember.admins, { setError, fields });

  const submit = handleSubmit(createAdmin.run);

  return (
    <NewStaffPage area="admins" path="/practice-admins" onSubmit={submit} isSubmitting={formState.isSubmitting}>
      <StaffContactFields register={register} errors={errors} emailRegistration={register('email')} autoComplete="off" />
      <Select
        label={t('staff.admins.level')}
        description={t('staff.admins.levelHint')}
        options={levelOptions}
        isRequired
        error={errors.admin_level?.message}
        {...register('admin_level')}
      />
    </NewStaffPage>
  );
}
