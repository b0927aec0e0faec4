import { type CurrentUser, sessionTimeoutBody, sessionTimeoutOptions } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, PasswordField, Select } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updateSessionTimeout } from './users.api.ts';

type Input = z.input<typeof sessionTimeoutBody>;

function toOption(minutes: number): Input['session_timeout_duration'] {
  return sessionTimeoutOptions.find((option) => option === minutes) ?? sessionTimeoutOptions[0];
}

export function SessionTimeoutForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, resetField, formState } = useForm<Input, unknown, z.output<typeof sessionTimeoutBody>>({
    resolver: zodResolver(sessionTimeoutBody),
    values: { session_timeout_duration: toOption(user.session_timeout_duration), current_password: '' },
  });
  const { errors } = formState;

  const save = useApiMutation((body: z.output<typeof sessionTimeoutBody>) => updateSessionTimeout(user, body), {
    invalidates: [meQueryKey],
    form: { setError, fields: ['session_timeout_duration', 'current_password'] },
  });

  const submit = handleSubmit(async (body) => {
    if (await save.run(body)) resetField('current_password');
  });

  return (
    <Card id="session-timeout" title={t('account.timeoutTitle')} description={t('account.timeoutDescription')}>
      <form onSubmit={submit} noValidate className="form-grid">
        <Select
          label={t('account.timeout')}
          options={sessionTimeoutOptions.map((minutes) => ({ value: String(minutes), label: t('account.timeoutOption', { minutes }) }))}
          error={errors.session_timeout_duration?.message}
          {...register('session_timeout_duration', { valueAsNumber: true })}
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
            {t('account.saveTimeout')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
