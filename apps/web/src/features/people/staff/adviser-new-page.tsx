import { type Adviser, createAdviserBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, Card, Checkbox, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { refreshStaff } from './staff.api.ts';

type Input = z.input<typeof createAdviserBody>;
const fields = ['first_name', 'last_name', 'email', 'phone', 'job_title', 'can_remove_clients'] as const;

export function AdviserNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.advisers.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, z.output<typeof createAdviserBody>>({
    resolver: zodResolver(createAdviserBody),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', job_title: '', can_remove_clients: false },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      const created = await api.post<{ data: Adviser }>('/advisers', body);
      await refreshStaff(queryClient);
      notify.success(t('staff.advisers.created', { email: created.data.email }));
      await navigate(`/advisers/${created.data.id}`);
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  return (
    <div className="page page--narrow">
      <p>
        <Link to="/advisers">{t('staff.back')}</Link>
      </p>
      <header className="page-header">
        <h1>{t('staff.advisers.newTitle')}</h1>
        <p className="page__lead">{t('staff.advisers.newIntro')}</p>
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
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('staff.advisers.create')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
