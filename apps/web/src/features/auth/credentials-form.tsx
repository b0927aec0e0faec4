import type { CurrentUser } from '@advice/domain';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Checkbox, PasswordField, TextField } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { readReturnEmail } from './session.ts';
import type { credentialsSchema } from './sign-in-rules.ts';
import './auth.css';

export type SignInCredentials = z.output<typeof credentialsSchema>;
type CredentialsInput = z.input<typeof credentialsSchema>;

/** The sign-in rules and call arrive with the first check or Sign in (sign-in-rules.ts): the page paints without them. */
export const loadSignInRules = () => import('./sign-in-rules.ts');

const credentialsResolver: Resolver<CredentialsInput, unknown, SignInCredentials> = async (values, context, options) =>
  (await loadSignInRules()).credentialsResolver(values, context, options);

type CredentialsFormProps = {
  onSignedIn: (user: CurrentUser) => void;
  onTwoFactorRequired: (credentials: SignInCredentials, method: 'email' | 'authenticator') => void;
};

export function CredentialsForm({ onSignedIn, onTwoFactorRequired }: CredentialsFormProps) {
  const { t } = useTranslation();
  const practice = usePractice();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CredentialsInput, unknown, SignInCredentials>({
    resolver: credentialsResolver,
    defaultValues: { email: readReturnEmail(), password: '', remember_me: false },
  });
  const { errors, isSubmitting } = formState;

  const signingIn = useApiMutation(async (credentials: SignInCredentials) => (await loadSignInRules()).signIn(credentials), {
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
    // A person who starts on the form will soon want its checks: they are asked for then, so the first Sign in does
    // not wait for them on a slow connection, while the page itself still paints and settles without them.
    <form onSubmit={submit} onFocus={() => void loadSignInRules()} noValidate>
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
