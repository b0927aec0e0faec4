import { passwordResetBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, PasswordField, Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { checkPasswordResetToken, resetPassword } from './auth.api.ts';
import { useTokenCheck } from './token-check.ts';
import { TokenProblem } from './token-problem.tsx';
import './auth.css';

type Input = z.input<typeof passwordResetBody>;
type Output = z.output<typeof passwordResetBody>;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const check = useTokenCheck('password-reset', token, checkPasswordResetToken);

  if (check.status === 'checking') return <Spinner isPage />;
  if (check.status === 'invalid') {
    return <TokenProblem detail={check.detail} next={<Link to="/users/password">{t('reset.askAgain')}</Link>} />;
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, watch, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { reset_password_token: token, password: '', password_confirmation: '' },
  });
  const { errors } = formState;

  const reset = useApiMutation(resetPassword, {
    onSuccess: () => navigate('/users/sign_in', { replace: true }),
    form: { setError, fields: ['password', 'password_confirmation'] },
  });
  const submit = handleSubmit(reset.run);

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>{t('reset.title')}</h1>
      <PasswordField
        label={t('reset.password')}
        autoComplete="new-password"
        isRequired
        checklistValue={watch('password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('reset.confirmation')}
        autoComplete="new-password"
        isRequired
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" isLoading={formState.isSubmitting} className="ui-button--block">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
