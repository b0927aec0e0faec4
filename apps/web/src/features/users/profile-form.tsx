import { type CurrentUser, profileBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, Card, TextField } from '../../ui/index.ts';
import { saveAccountChange, updateProfile } from './users.api.ts';

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof profileBody>, unknown, z.output<typeof profileBody>>({
    resolver: zodResolver(profileBody),
    values: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    saveAccountChange(() => updateProfile(user, body), {
      queryClient,
      setError,
      fields: ['first_name', 'last_name', 'phone'],
    }),
  );

  return (
    <Card id="details" title={t('account.detailsTitle')}>
      <form onSubmit={submit} noValidate className="form-grid">
        <TextField
          label={t('account.firstName')}
          autoComplete="given-name"
          isRequired
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          isRequired
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('account.phone')}
          type="tel"
          autoComplete="tel"
          description={t('account.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('account.saveDetails')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
