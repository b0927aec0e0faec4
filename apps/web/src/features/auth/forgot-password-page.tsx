import { passwordResetRequestBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, TextField } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { requestPasswordReset } from './auth.api.ts';
import { readReturnEmail } from './session.ts';
import './auth.css';

type Input = z.input<typeof passwordResetRequestBody>;
type Output = z.output<typeof passwordResetRequestBody>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.title'));
  const practice = usePractice();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: readReturnEmail() },
  });

  // The page itself says the link is on its way, so no toast.
  const request = useApiMutation(requestPasswordReset, {
    success: false,
    onSuccess: (answer) => setSentMessage(answer.message),
    form: { setError, fields: ['email'] },
  });
  const submit = handleSubmit(request.run);

  return (
    <div className="auth-card">
      <h1>{sentMessage ? t('forgot.sentTitle') : t('forgot.title')}</h1>
      {sentMessage ? (
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
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="auth-card__intro">{t('forgot.intro')}</p>
          <TextField
            label={t('signIn.email')}
            type="email"
            autoComplete="email"
            isRequired
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <nav className="auth-card__links" aria-label={t('signIn.help')}>
        <Link to="/users/sign_in">{t('forgot.backToSignIn')}</Link>
      </nav>
    </div>
  );
}
