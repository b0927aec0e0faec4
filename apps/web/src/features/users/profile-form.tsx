import { type CurrentUser, profileBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, TextField } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updateProfile } from './users.api.ts';

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof profileBody>, unknown, z.output<typeof profileBody>>({
    resolver: zodResolver(profileBody),
    values: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' },
  });
  const { errors } = formState;

  const save = useApiMutation((body: z.output<typeof profileBody>) => updateProfile(user, body), {
    invalidates: [meQueryKey],
    form: { setError, fields: ['first_name', 'last_name', 'phone'] },
  });

  const submit = handleSubmit(save.run);

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
