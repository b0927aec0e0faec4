import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { confirmEmailChange } from './auth.api.ts';
import { meQueryKey } from './session.ts';
import { isPlausibleToken } from './token-check.ts';
import { TokenProblem } from './token-problem.tsx';
import './auth.css';

type Outcome = { tone: 'success'; text: string } | { tone: 'problem'; text: string } | null;

/** Confirms on a click rather than on load, so a mail scanner opening the link cannot use it up. */
export function EmailChangeConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('confirm.emailTitle'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The outcome is the page itself: a success banner, or the refused link's problem page; no toasts.
  const confirmation = useApiMutation(() => confirmEmailChange(token), {
    success: false,
    onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
    invalidates: [meQueryKey],
    onErrorDetails: (details) => setOutcome({ tone: 'problem', text: details[0] ?? t('errors.generic') }),
  });

  if (!isPlausibleToken(token)) {
    return <TokenProblem title={t('confirm.emailTitle')} detail={t('token.invalid')} next={<Link to="/">{t('common.homepage')}</Link>} />;
  }
  if (outcome?.tone === 'problem') {
    return <TokenProblem title={t('confirm.emailTitle')} detail={outcome.text} next={<Link to="/">{t('common.homepage')}</Link>} />;
  }

  return (
    <div className="auth-card">
      <h1>{t('confirm.emailTitle')}</h1>
      {outcome ? (
        <>
          <Banner tone="success" role="status">
            {outcome.text}
          </Banner>
          <p className="auth-card__next">
            <Link to="/">{t('common.homepage')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="auth-card__intro">{t('confirm.emailIntro')}</p>
          <Button onClick={() => void confirmation.run()} isLoading={confirmation.isPending} className="ui-button--block">
            {t('confirm.emailSubmit')}
          </Button>
        </>
      )}
    </div>
  );
}
