import { type Adviser, type PracticeAdmin, updateAdminBody, updateAdviserBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Card, Checkbox, Select, TextField } from '../../../ui/index.ts';
import { setCanRemoveClients, staffKeys, updateStaffMember } from './staff.api.ts';
import { StaffContactFields, StaffEditCard, useSaveStaffDetails } from './staff-form-parts.tsx';
import { levelOptions } from './staff-parts.tsx';

type AdviserInput = z.input<typeof updateAdviserBody>;
const adviserFields = ['first_name', 'last_name', 'phone', 'job_title'] as const;

export function AdviserEditForm({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<AdviserInput, unknown, z.output<typeof updateAdviserBody>>({
    resolver: zodResolver(updateAdviserBody),
    values: {
      first_name: adviser.first_name,
      last_name: adviser.last_name,
      phone: adviser.phone ?? '',
      job_title: adviser.job_title ?? '',
    },
  });
  const { errors } = formState;
  const saveDetails = useSaveStaffDetails((body: z.output<typeof updateAdviserBody>) => updateStaffMember.advisers(adviser.id, body), {
    setError,
    fields: adviserFields,
  });
  const submit = handleSubmit(saveDetails.run);
  return (
    <StaffEditCard onSubmit={submit} isSubmitting={formState.isSubmitting}>
      <StaffContactFields register={register} errors={errors} />
      <TextField
        label={t('staff.advisers.jobTitle')}
        description={t('staff.advisers.jobTitleHint')}
        error={errors.job_title?.message}
        {...register('job_title')}
      />
    </StaffEditCard>
  );
}

/** The director's grant of irreversible client removal, saved as soon as it changes. */
export function CanRemoveClientsToggle({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  const [isChecked, setIsChecked] = useState(adviser.can_remove_clients);
  const save = useApiMutation((isAllowed: boolean) => setCanRemoveClients(adviser.id, isAllowed), {
    success: t('staff.advisers.permissionSaved'),
    invalidates: [staffKeys.all],
  });
  const toggle = async (value: boolean) => {
    setIsChecked(value);
    // On failure the box shows the stored value again.
    if (!(await save.run(value))) setIsChecked(!value);
  };
  return (
    <Card title={t('staff.advisers.permissionsTitle')}>
      <Checkbox
        label={t('staff.advisers.canRemoveClients')}
        description={t('staff.advisers.canRemoveClientsHint')}
        checked={isChecked}
        disabled={save.isPending}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </Card>
  );
}

type AdminInput = z.input<typeof updateAdminBody>;
const adminFields = ['first_name', 'last_name', 'phone', 'admin_level'] as const;

export function AdminEditForm({ admin }: { admin: PracticeAdmin }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<AdminInput, unknown, z.output<typeof updateAdminBody>>({
    resolver: zodResolver(updateAdminBody),
    values: { first_name: admin.first_name, last_name: admin.last_name, phone: admin.phone ?? '', admin_level: admin.admin_level },
  });
  const { errors } = formState;
  const saveDetails = useSaveStaffDetails((body: z.output<typeof updateAdminBody>) => updateStaffMember.admins(admin.id, body), {
    setError,
    fields: adminFields,
  });
  const submit = handleSubmit(saveDetails.run);
  return (
    <StaffEditCard onSubmit={submit} isSubmitting={formState.isSubmitting}>
      <StaffContactFields register={register} errors={errors} />
      <Select
        label={t('staff.admins.level')}
        description={t('staff.admins.levelHint')}
        options={levelOptions}
        error={errors.admin_level?.message}
        {...register('admin_level')}
      />
    </StaffEditCard>
  );
}
