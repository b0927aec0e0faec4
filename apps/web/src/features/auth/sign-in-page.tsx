import type { CurrentUser } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Banner, Spinner } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { CredentialsForm, type SignInCredentials } from './credentials-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { forgetReturnEmail, homePathFor, meQueryKey, takeReturnPath, useCurrentUser } from './session.ts';
import './auth.css';

type Challenge = { credentials: SignInCredentials; method: 'email' | 'authenticator' };

export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.title'));
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const practice = usePractice();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [destination, setDestination] = useState<string | null>(null);

  if (me.data) return <Navigate to={destination ?? homePathFor(me.data)} replace />;
  if (me.isPending) return <Spinner isPage />;

  const completeSignIn = (user: CurrentUser) => {
    forgetReturnEmail();
    setDestination(takeReturnPath() ?? homePathFor(user));
    queryClient.setQueryData(meQueryKey, user);
  };

  return (
    <div className="auth-card">
      {/* The practice's sign-in notice, while inside the display window its settings give. */}
      {practice.sign_in_notification ? (
        <Banner tone="info" title={t('dashboard.notice')}>
          <p className="preserve-lines">{practice.sign_in_notification}</p>
        </Banner>
      ) : null}
      {challenge ? (
        <OtpForm
          credentials={challenge.credentials}
          method={challenge.method}
          onSignedIn={completeSignIn}
          onStartAgain={() => setChallenge(null)}
        />
      ) : (
        <CredentialsForm onSignedIn={completeSignIn} onTwoFactorRequired={(credentials, method) => setChallenge({ credentials, method })} />
      )}
      <nav className="auth-card__links" aria-label={t('signIn.help')}>
        <Link to="/users/password">{t('signIn.forgot')}</Link>
        <Link to="/users/reset_authenticator">{t('signIn.authenticatorTrouble')}</Link>
      </nav>
    </div>
  );
}
