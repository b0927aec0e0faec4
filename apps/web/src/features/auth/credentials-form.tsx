import { type CurrentUser, signInBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Checkbox, PasswordField, TextField } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { signIn } from './auth.api.ts';
import { readReturnEmail } from './session.ts';
import './auth.css';

const credentialsSchema = signInBody.omit({ otp_code_token: true });
export type SignInCredentials = z.output<typeof credentialsSchema>;

type CredentialsFormProps = {
  onSignedIn: (user: CurrentUser) => void;
  onTwoFactorRequired: (credentials: SignInCredentials, method: 'email' | 'authenticator') => void;
};

export function CredentialsForm({ onSignedIn, onTwoFactorRequired }: CredentialsFormProps) {
  const { t } = useTranslation();
  const practice = usePractice();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof credentialsSchema>, unknown, SignInCredentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: readReturnEmail(), password: '', remember_me: false },
  });
  const { errors, isSubmitting } = formState;

  const signingIn = useApiMutation((credentials: SignInCredentials) => signIn(credentials), {
    success: false,
    onSuccess: (result, credentials) =>
      result.kind === 'signed_in' ? onSignedIn(result.user) : onTwoFactorRequired(credentials, result.method),
    form: { setError, fields: ['email', 'password'] },
    // A refused sign-in (wrong password, a locked account) is the form's alert, above the fields.
    onErrorDetails: (details) => setFormError(details[0] ?? null),
  });

  const submit = handleSubmit(async (credentials) => {
    setFormError(null);
    await signingIn.run(credentials);
  });

  return (
    <form onSubmit={submit} noValidate>
      <h1>{t('signIn.title')}</h1>
      <p className="auth-card__intro">{t('signIn.intro', { practice: practice.name })}</p>
      {formError ? (
        <Banner tone="error" role="alert">
          {formError}
        </Banner>
      ) : null}
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox label={t('signIn.rememberMe')} description={t('signIn.rememberMeHint')} {...register('remember_me')} />
      <Button type="submit" isLoading={isSubmitting} className="ui-button--block">
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
