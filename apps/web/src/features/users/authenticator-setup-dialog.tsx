import { authenticatorVerifyBody, type CurrentUser } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Dialog, PasswordField, Spinner, TextField } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { useAuthenticatorSetup, verifyAuthenticator } from './users.api.ts';

type DialogProps = { user: CurrentUser; isOpen: boolean; onClose: () => void };

export function AuthenticatorSetupDialog({ user, isOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('account.authenticatorDialog')}>
      {isOpen ? <AuthenticatorSetup user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AuthenticatorSetup({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useAuthenticatorSetup(user);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof authenticatorVerifyBody>,
    unknown,
    z.output<typeof authenticatorVerifyBody>
  >({ resolver: zodResolver(authenticatorVerifyBody), defaultValues: { otp_code: '', current_password: '' } });

  const [formErrors, setFormErrors] = useState<string[]>([]);

  const save = useApiMutation((body: z.output<typeof authenticatorVerifyBody>) => verifyAuthenticator(user, body), {
    invalidates: [meQueryKey],
    form: { setError, fields: ['otp_code', 'current_password'] },
    // Inside the modal dialog, where toasts sit behind the backdrop.
    onErrorDetails: setFormErrors,
  });

  const submit = handleSubmit(async (body) => {
    setFormErrors([]);
    if (await save.run(body)) onDone();
  });

  if (setup.isPending) return <Spinner />;
  if (setup.isError) return <p>{t('common.fetchFailed')}</p>;
  const { qr_code, secret } = setup.data;

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      {formErrors.length > 0 ? (
        <Banner tone="error" role="alert">
          {formErrors.join(' ')}
        </Banner>
      ) : null}
      <p>{t('account.authenticatorStep1')}</p>
      <img className="qr-code" src={qr_code} alt={t('account.authenticatorQrAlt')} width={220} height={220} />
      <p>
        {t('account.authenticatorSecret')} <code className="secret">{secret}</code>
      </p>
      <TextField
        label={t('account.authenticatorCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isRequired
        error={formState.errors.otp_code?.message}
        {...register('otp_code')}
      />
      <PasswordField
        label={t('account.currentPassword')}
        autoComplete="current-password"
        isRequired
        error={formState.errors.current_password?.message}
        {...register('current_password')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('account.authenticatorVerify')}
        </Button>
      </div>
    </form>
  );
}
