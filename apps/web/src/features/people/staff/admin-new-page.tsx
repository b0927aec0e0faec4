import { createAdminBody, type PracticeAdmin } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, Card, Select, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { refreshStaff } from './staff.api.ts';
import { levelOptions } from './staff-parts.tsx';

type Input = z.input<typeof createAdminBody>;
const fields = ['first_name', 'last_name', 'email', 'phone', 'admin_level'] as const;

export function AdminNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.admins.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, z.output<typeof createAdminBody>>({
    resolver: zodResolver(createAdminBody),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', admin_level: 'normal' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      const created = await api.post<{ data: PracticeAdmin }>('/practice-admins', body);
      await refreshStaff(queryClient);
      notify.success(t('staff.admins.created', { email: created.data.email }));
      await navigate(`/practice-admins/${created.data.id}`);
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  return (
    <div className="page page--narrow">
      <p>
        <Link to="/practice-admins">{t('staff.back')}</Link>
      </p>
      <header className="page-header">
        <h1>{t('staff.admins.newTitle')}</h1>
        <p className="page__lead">{t('staff.admins.newIntro')}</p>
        <p className="page-header__meta">{t('common.requiredHint')}</p>
      </header>
      <Card title={t('staff.detailsTitle')}>
        <form onSubmit={submit} noValidate className="form-grid">
          <TextField
            label={t('staff.firstName')}
            autoComplete="off"
            isRequired
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('staff.lastName')}
            autoComplete="off"
            isRequired
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label={t('staff.email')}
            type="email"
            autoComplete="off"
            isRequired
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('staff.phone')}
            type="tel"
            description={t('staff.phoneHint')}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Select
            label={t('staff.admins.level')}
            description={t('staff.admins.levelHint')}
            options={levelOptions}
            isRequired
            error={errors.admin_level?.message}
            {...register('admin_level')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('staff.admins.create')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
