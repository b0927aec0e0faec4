import type { CurrentUser } from '@advice/domain';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, TextField } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { loadSignInRules, type SignInCredentials } from './credentials-form.tsx';
import type { otpSchema } from './sign-in-rules.ts';
import './auth.css';

type OtpInput = z.input<typeof otpSchema>;
type OtpOutput = z.output<typeof otpSchema>;

const otpResolver: Resolver<OtpInput, unknown, OtpOutput> = async (values, context, options) =>
  (await loadSignInRules()).otpResolver(values, context, options);

type OtpFormProps = {
  credentials: SignInCredentials;
  method: 'email' | 'authenticator';
  onSignedIn: (user: CurrentUser) => void;
  onStartAgain: () => void;
};

export function OtpForm({ credentials, method, onSignedIn, onStartAgain }: OtpFormProps) {
  const { t } = useTranslation();
  const practice = usePractice();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<OtpInput, unknown, OtpOutput>({
    resolver: otpResolver,
    defaultValues: { otp_code_token: '' },
  });

  useEffect(() => setFocus('otp_code_token'), [setFocus]);

  const verification = useApiMutation(
    async (otp_code_token: string) => (await loadSignInRules()).signIn({ ...credentials, otp_code_token }),
    {
      success: false,
      onSuccess: (result) => (result.kind === 'signed_in' ? onSignedIn(result.user) : undefined),
      form: { setError, fields: ['otp_code_token'] },
      onErrorDetails: (details) => setFormError(details[0] ?? null),
    },
  );
  // Signing in again without a passcode sends a fresh one by e-mail.
  const resending = useApiMutation(async () => (await loadSignInRules()).signIn(credentials), { success: t('signIn.resent') });

  const submit = handleSubmit(async ({ otp_code_token }) => {
    setFormError(null);
    await verification.run(otp_code_token);
  });

  return (
    <form onSubmit={submit} noValidate>
      <h1>{t('signIn.otpTitle')}</h1>
      <p className="auth-card__intro">{method === 'email' ? t('signIn.otpEmail') : t('signIn.otpAuthenticator')}</p>
      {method === 'email' && practice.mailbox_enabled ? (
        <p>
          <Link to="/mailbox" target="_blank" rel="noopener">
            {t('signIn.mailboxHint')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </Link>
        </p>
      ) : null}
      {formError ? (
        <Banner tone="error" role="alert">
          {formError}
        </Banner>
      ) : null}
      <TextField
        label={t('signIn.otp')}
        description={t('signIn.otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isRequired
        className="ui-field--otp"
        error={formState.errors.otp_code_token?.message}
        {...register('otp_code_token')}
      />
      <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
        {t('signIn.verify')}
      </Button>
      <div className="auth-card__row">
        {method === 'email' ? (
          <Button variant="ghost" size="sm" onClick={() => void resending.run()} isLoading={resending.isPending}>
            {t('signIn.resend')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onStartAgain}>
          {t('signIn.startAgain')}
        </Button>
      </div>
    </form>
  );
}
