import { type CurrentUser, changePasswordBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, PasswordField } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updatePassword } from './users.api.ts';

export function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    z.input<typeof changePasswordBody>,
    unknown,
    z.output<typeof changePasswordBody>
  >({ resolver: zodResolver(changePasswordBody), defaultValues: { current_password: '', password: '', password_confirmation: '' } });
  const { errors } = formState;

  const save = useApiMutation((body: z.output<typeof changePasswordBody>) => updatePassword(user, body), {
    invalidates: [meQueryKey],
    form: { setError, fields: ['current_password', 'password', 'password_confirmation'] },
  });

  const submit = handleSubmit(async (body) => {
    if (await save.run(body)) reset();
  });

  return (
    <Card id="password" title={t('account.passwordTitle')}>
      <form onSubmit={submit} noValidate className="form-grid">
        {/* Lets password managers update the saved password of this account. */}
        <input type="email" name="username" value={user.email} autoComplete="username" readOnly hidden />
        <PasswordField
          label={t('account.currentPassword')}
          autoComplete="current-password"
          isRequired
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={t('account.newPassword')}
          autoComplete="new-password"
          isRequired
          checklistValue={watch('password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          isRequired
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
