import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
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
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (!isPlausibleToken(token)) {
    return <TokenProblem title={t('confirm.emailTitle')} detail={t('token.invalid')} next={<Link to="/">{t('common.homepage')}</Link>} />;
  }
  if (outcome?.tone === 'problem') {
    return <TokenProblem title={t('confirm.emailTitle')} detail={outcome.text} next={<Link to="/">{t('common.homepage')}</Link>} />;
  }

  const confirm = async () => {
    setIsSubmitting(true);
    try {
      const response = await confirmEmailChange(token);
      setOutcome({ tone: 'success', text: response.data.message });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      setOutcome({ tone: 'problem', text: isApiError(error) ? error.message : t('errors.generic') });
    } finally {
      setIsSubmitting(false);
    }
  };

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
          <Button onClick={confirm} isLoading={isSubmitting} className="ui-button--block">
            {t('confirm.emailSubmit')}
          </Button>
        </>
      )}
    </div>
  );
}
