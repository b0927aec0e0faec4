import { type Adviser, type PracticeAdmin, updateAdminBody, updateAdviserBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { Card, Checkbox, Select, TextField } from '../../../ui/index.ts';
import { refreshStaff, setCanRemoveClients } from './staff.api.ts';
import { StaffContactFields, StaffEditCard, useSaveStaffDetails } from './staff-form-parts.tsx';
import { levelOptions } from './staff-parts.tsx';

type AdviserInput = z.input<typeof updateAdviserBody>;
const adviserFields = ['first_name', 'last_name', 'phone', 'job_title'] as const;

export function AdviserEditForm({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  const saveDetails = useSaveStaffDetails(`/advisers/${adviser.id}`);
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
  const submit = handleSubmit(async (body) => {
    try {
      await saveDetails(body);
    } catch (error) {
      applyServerErrors(error, setError, adviserFields);
    }
  });
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
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [isChecked, setIsChecked] = useState(adviser.can_remove_clients);
  const toggle = async (value: boolean) => {
    setIsSaving(true);
    setIsChecked(value);
    try {
      await setCanRemoveClients(adviser.id, value);
      notify.success(t('staff.advisers.permissionSaved'));
      await refreshStaff(queryClient);
    } catch {
      // The API client has shown the error; the box shows the stored value again.
      setIsChecked(!value);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Card title={t('staff.advisers.permissionsTitle')}>
      <Checkbox
        label={t('staff.advisers.canRemoveClients')}
        description={t('staff.advisers.canRemoveClientsHint')}
        checked={isChecked}
        disabled={isSaving}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </Card>
  );
}

type AdminInput = z.input<typeof updateAdminBody>;
const adminFields = ['first_name', 'last_name', 'phone', 'admin_level'] as const;

export function AdminEditForm({ admin }: { admin: PracticeAdmin }) {
  const { t } = useTranslation();
  const saveDetails = useSaveStaffDetails(`/practice-admins/${admin.id}`);
  const { register, handleSubmit, setError, formState } = useForm<AdminInput, unknown, z.output<typeof updateAdminBody>>({
    resolver: zodResolver(updateAdminBody),
    values: { first_name: admin.first_name, last_name: admin.last_name, phone: admin.phone ?? '', admin_level: admin.admin_level },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (body) => {
    try {
      await saveDetails(body);
    } catch (error) {
      applyServerErrors(error, setError, adminFields);
    }
  });
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
