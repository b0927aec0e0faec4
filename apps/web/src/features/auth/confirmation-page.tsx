import { type authEndpoints, confirmationBody, type DataOf, onboardingMessages } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, PasswordField, Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { confirmAccount, describeConfirmation } from './auth.api.ts';
import { EmailChangeConfirmation } from './email-change-confirmation.tsx';
import { useTokenCheck } from './token-check.ts';
import { TokenProblem } from './token-problem.tsx';
import './auth.css';

type Invitee = DataOf<typeof authEndpoints.describeConfirmation>;

/** One page for two links: an invitation (`confirmation_token`) and an e-mail change (`email_token`). */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const emailToken = params.get('email_token');
  if (emailToken !== null) return <EmailChangeConfirmation token={emailToken} />;
  return <AccountConfirmation token={params.get('confirmation_token') ?? ''} />;
}

function AccountConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('confirm.title'));
  const check = useTokenCheck('confirmation', token, describeConfirmation);
  if (check.status === 'checking') return <Spinner isPage />;
  if (check.status === 'invalid') {
    return (
      <TokenProblem title={t('confirm.title')} detail={check.detail} next={<Link to="/users/sign_in">{t('confirm.goToSignIn')}</Link>} />
    );
  }
  // Accounts registered through the onboarding wizard chose their password there; older answers lack the flag.
  if (check.data.needs_password === false) return <EmailConfirmation token={token} invitee={check.data} />;
  return <ConfirmationForm token={token} invitee={check.data} />;
}

function EmailConfirmation({ token, invitee }: { token: string; invitee: Invitee }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmation = useApiMutation(() => confirmAccount({ confirmation_token: token }), {
    onSuccess: () => navigate('/users/sign_in', { replace: true }),
  });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void confirmation.run();
  };

  return (
    <form className="auth-card" onSubmit={confirm} noValidate>
      <h1>{t('confirm.title')}</h1>
      <p className="auth-card__intro">{onboardingMessages['onboarding.confirmEmail.intro']}</p>
      <p className="auth-card__intro">
        <strong>{invitee.email}</strong>
      </p>
      <Button type="submit" isLoading={confirmation.isPending} className="ui-button--block">
        {t('confirm.emailSubmit')}
      </Button>
      <p className="auth-card__next">
        <Link to="/users/sign_in">{t('confirm.goToSignIn')}</Link>
      </p>
    </form>
  );
}

function ConfirmationForm({ token, invitee }: { token: string; invitee: Invitee }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, watch, formState } = useForm<
    z.input<typeof confirmationBody>,
    unknown,
    z.output<typeof confirmationBody>
  >({
    resolver: zodResolver(confirmationBody),
    defaultValues: { confirmation_token: token, password: '', password_confirmation: '' },
  });
  const { errors } = formState;

  const confirmation = useApiMutation(confirmAccount, {
    onSuccess: () => navigate('/users/sign_in', { replace: true }),
    form: { setError, fields: ['password', 'password_confirmation'] },
  });
  const submit = handleSubmit(confirmation.run);

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>{t('confirm.title')}</h1>
      <p className="auth-card__intro">{t('confirm.welcome', { name: invitee.first_name, email: invitee.email })}</p>
      {/* Lets password managers save the new password against the right account. */}
      <input type="email" name="username" value={invitee.email} autoComplete="username" readOnly hidden />
      <PasswordField
        label={t('confirm.password')}
        autoComplete="new-password"
        isRequired
        checklistValue={watch('password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('confirm.confirmation')}
        autoComplete="new-password"
        isRequired
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
        {t('confirm.submit')}
      </Button>
    </form>
  );
}
