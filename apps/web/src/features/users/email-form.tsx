import { type CurrentUser, changeEmailBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Card, PasswordField, TextField } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updateEmail } from './users.api.ts';

export function EmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof changeEmailBody>,
    unknown,
    z.output<typeof changeEmailBody>
  >({ resolver: zodResolver(changeEmailBody), defaultValues: { email: '', current_password: '' } });
  const { errors } = formState;

  const save = useApiMutation((body: z.output<typeof changeEmailBody>) => updateEmail(user, body), {
    invalidates: [meQueryKey],
    form: { setError, fields: ['email', 'current_password'] },
  });

  const submit = handleSubmit(async (body) => {
    if (await save.run(body)) reset();
  });

  return (
    <Card id="email" title={t('account.emailTitle')} description={t('account.currentEmail', { email: user.email })}>
      {user.unconfirmed_email ? (
        <Banner tone="info" role="status">
          {t('account.pendingEmail', { email: user.unconfirmed_email })}
        </Banner>
      ) : null}
      <form onSubmit={submit} noValidate className="form-grid">
        <TextField
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('account.currentPassword')}
          autoComplete="current-password"
          isRequired
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('account.changeEmail')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
