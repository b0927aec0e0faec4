import { authenticatorResetBody, authenticatorResetRequestBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, PasswordField, TextField } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { requestAuthenticatorReset, resetAuthenticator } from './auth.api.ts';
import { readReturnEmail } from './session.ts';
import './auth.css';

/** Without a token it asks for the e-mail to send a link to; the link brings the token back here. */
export function ResetAuthenticatorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetAuthenticator.title'));
  const [params] = useSearchParams();
  const token = params.get('reset_token');
  return (
    <div className="auth-card">
      <h1>{t('resetAuthenticator.title')}</h1>
      {token ? <ResetWithPassword token={token} /> : <RequestResetLink />}
      <nav className="auth-card__links" aria-label={t('signIn.help')}>
        <Link to="/users/sign_in">{t('forgot.backToSignIn')}</Link>
      </nav>
    </div>
  );
}

function RequestResetLink() {
  const { t } = useTranslation();
  const practice = usePractice();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof authenticatorResetRequestBody>,
    unknown,
    z.output<typeof authenticatorResetRequestBody>
  >({ resolver: zodResolver(authenticatorResetRequestBody), defaultValues: { email: readReturnEmail() } });

  // The page itself says the link is on its way, so no toast.
  const request = useApiMutation(requestAuthenticatorReset, {
    success: false,
    onSuccess: (answer) => setSentMessage(answer.message),
    form: { setError, fields: ['email'] },
  });
  const submit = handleSubmit(request.run);

  if (sentMessage) {
    return (
      <>
        <Banner tone="success" role="status">
          {sentMessage}
        </Banner>
        {practice.mailbox_enabled ? (
          <p>
            <Link to="/mailbox">{t('forgot.mailbox')}</Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-card__intro">{t('resetAuthenticator.intro')}</p>
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        isRequired
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
        {t('resetAuthenticator.submit')}
      </Button>
    </form>
  );
}

function ResetWithPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof authenticatorResetBody>,
    unknown,
    z.output<typeof authenticatorResetBody>
  >({ resolver: zodResolver(authenticatorResetBody), defaultValues: { reset_token: token, password: '' } });

  const reset = useApiMutation(resetAuthenticator, {
    onSuccess: () => navigate('/users/sign_in', { replace: true }),
    form: { setError, fields: ['password'] },
    // A refused link is explained above the form, with the way to ask for a new one.
    onErrorDetails: (details) => setFormError(details[0] ?? null),
  });
  const submit = handleSubmit(async (body) => {
    setFormError(null);
    await reset.run(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-card__intro">{t('resetAuthenticator.passwordIntro')}</p>
      {formError || formState.errors.reset_token ? (
        <Banner tone="error" role="alert">
          {formError ?? t('token.invalid')} <Link to="/users/reset_authenticator">{t('reset.askAgain')}</Link>
        </Banner>
      ) : null}
      <PasswordField
        label={t('resetAuthenticator.password')}
        autoComplete="current-password"
        isRequired
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
        {t('resetAuthenticator.confirm')}
      </Button>
    </form>
  );
}
