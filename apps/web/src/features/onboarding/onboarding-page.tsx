import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { TokenProblem } from '../auth/token-problem.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { sourceFrom, wizardStorageKey } from './onboarding.answers.ts';
import { useOnboardingContext, usePreferredAdvisers } from './onboarding.api.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';
import './onboarding.css';

/** request-a-meeting (sign up): `invitation=<token>` for an invited client, `source=<page>` for where a visitor came from. */
export function OnboardingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('onboarding.pageTitle'));
  const [search] = useSearchParams();
  const invitation = search.get('invitation')?.trim() || null;
  const context = useOnboardingContext(invitation);
  const mayChooseAdviser = Boolean(context.data?.preferred_advisers_enabled && !context.data.invitation);
  const advisers = usePreferredAdvisers(mayChooseAdviser);

  if (context.isPending || (mayChooseAdviser && advisers.isPending)) return <Spinner isPage />;
  if (context.isError) {
    if (invitation && isApiError(context.error) && context.error.status < 500) {
      return (
        <TokenProblem
          title={t('onboarding.invitationProblem')}
          detail={context.error.details[0] ?? ''}
          next={<Link to="/request-a-meeting">{t('onboarding.startWithoutInvitation')}</Link>}
        />
      );
    }
    return (
      <EmptyState
        headingLevel={1}
        title={t('error.title')}
        action={<Button onClick={() => void context.refetch()}>{t('common.retry')}</Button>}
      >
        <p>{t('onboarding.loadFailed')}</p>
      </EmptyState>
    );
  }
  return (
    <OnboardingWizard
      key={invitation ?? ''}
      context={context.data}
      advisers={mayChooseAdviser ? (advisers.data ?? []) : []}
      invitation={invitation}
      source={sourceFrom(search, context.data.invitation !== null)}
      storageKey={wizardStorageKey(window.location.host, invitation)}
    />
  );
}
