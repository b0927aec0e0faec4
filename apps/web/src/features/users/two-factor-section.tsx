import { type CurrentUser, twoFactorDisableBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, PasswordField } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { useFeature } from '../practice/practice.api.ts';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog.tsx';
import { disableAuthenticator, updateEmailTwoFactor } from './users.api.ts';

type Action = 'email-on' | 'email-off' | 'authenticator-off' | 'switch-to-email';

const statusKeys = {
  none: 'account.twoFactorNone',
  email: 'account.twoFactorEmail',
  authenticator: 'account.twoFactorAuthenticator',
} as const;

export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [isSetupOpen, setIsSetupOpen] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof twoFactorDisableBody>,
    unknown,
    z.output<typeof twoFactorDisableBody>
  >({ resolver: zodResolver(twoFactorDisableBody), defaultValues: { current_password: '' } });
  const method = user.two_factor_method;
  // Switched off, two-factor cannot be turned on; whoever has it keeps it and may turn it off.
  const canTurnOn = useFeature('twoFactorAuthentication');

  const save = useApiMutation(
    ({ action, current_password }: { action: Action; current_password: string }) =>
      action === 'authenticator-off'
        ? disableAuthenticator(user, current_password)
        : updateEmailTwoFactor(user, { current_password, enabled: action !== 'email-off' }),
    { invalidates: [meQueryKey], form: { setError, fields: ['current_password'] } },
  );
  const pending = save.isPending ? save.variables?.action : null;

  const run = (action: Action) =>
    handleSubmit(async ({ current_password }) => {
      if (await save.run({ action, current_password })) reset();
    });

  if (!canTurnOn && method === 'none') return null;
  const primary: Action = method === 'none' ? 'email-on' : method === 'email' ? 'email-off' : 'authenticator-off';

  return (
    <Card id="two-factor" title={t('account.twoFactorTitle')} description={t('account.twoFactorDescription')}>
      <p className="ui-card__status" role="status">
        {t(statusKeys[method])}
      </p>
      <form onSubmit={run(primary)} noValidate className="form-grid">
        <PasswordField
          label={t('account.currentPassword')}
          description={t('account.twoFactorPasswordHint')}
          autoComplete="current-password"
          isRequired
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <div className="form-actions">
          {method === 'none' ? (
            <Button type="submit" isLoading={pending === 'email-on'}>
              {t('account.useEmailCodes')}
            </Button>
          ) : (
            <Button type="submit" variant="danger" isLoading={pending === primary}>
              {t('account.turnOff')}
            </Button>
          )}
          {method === 'authenticator' && canTurnOn ? (
            <Button variant="secondary" onClick={run('switch-to-email')} isLoading={pending === 'switch-to-email'}>
              {t('account.useEmailCodes')}
            </Button>
          ) : null}
        </div>
      </form>
      {method === 'authenticator' || !canTurnOn ? null : (
        <div className="form-actions form-actions--separate">
          <Button variant="secondary" onClick={() => setIsSetupOpen(true)}>
            {t('account.useAuthenticator')}
          </Button>
        </div>
      )}
      <AuthenticatorSetupDialog user={user} isOpen={isSetupOpen} onClose={() => setIsSetupOpen(false)} />
    </Card>
  );
}
