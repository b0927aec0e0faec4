import type { CurrentUser } from '@advice/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink, Card } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { PersonalDetailsSection } from '../people/client-account/personal-details-section.tsx';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { AutoFollowSection } from './auto-follow-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { DocusignSection } from './docusign-section.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionTimeoutForm } from './session-timeout-form.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import './account.css';

/** An adviser's signature and profile visibility are edited on their own adviser page; this is the way there. */
function AdviserProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (user.role !== 'adviser') return null;
  return (
    <Card
      id="adviser-profile"
      title={t('account.adviserTitle')}
      description={t('account.adviserDescription')}
      actions={
        <ButtonLink to={`/advisers/${user.id}`} variant="secondary">
          {t('account.adviserLink')}
        </ButtonLink>
      }
    />
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const user = useSignedInUser();
  const { hash } = useLocation();
  const hasDataDownload = useFeature('gdprDataDownload');

  // A client-side navigation to #section does not scroll by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('account.title')}</h1>
        <p className="page-header__meta">{t('common.requiredHint')}</p>
      </header>
      <div className="stack">
        <AvatarSection user={user} />
        <ProfileForm user={user} />
        <PersonalDetailsSection user={user} />
        <AdviserProfileSection user={user} />
        <AutoFollowSection user={user} />
        <EmailForm user={user} />
        <PasswordForm user={user} />
        {user.can_choose_session_timeout ? <SessionTimeoutForm user={user} /> : null}
        <TwoFactorSection user={user} />
        <DocusignSection user={user} />
        {hasDataDownload ? <PersonalDataSection user={user} /> : null}
      </div>
    </div>
  );
}
