import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { ContentHeader, ContentSection, LandingPageGate } from './content-page.tsx';

export function SecurityStatementPage() {
  const { t } = useTranslation();
  const hasTwoFactor = useFeature('twoFactorAuthentication');
  const hasDataDownload = useFeature('gdprDataDownload');
  return (
    <LandingPageGate page="security-statement">
      {(site) => (
        <>
          <ContentHeader page="security-statement" title={t('content.security.title')} lead={t('content.security.lead')} />
          <div className="site-columns">
            <ContentSection title={t('content.security.connectionTitle')}>
              <p>{t('content.security.connection')}</p>
            </ContentSection>
            <ContentSection title={t('content.security.accountTitle')}>
              <ul className="site-list">
                <li>{t('content.security.account1')}</li>
                {hasTwoFactor ? <li>{t('content.security.account2')}</li> : null}
                <li>{t('content.security.account3')}</li>
                <li>{t('content.security.account4')}</li>
              </ul>
            </ContentSection>
            <ContentSection title={t('content.security.dataTitle')}>
              <ul className="site-list">
                <li>{t('content.security.data1')}</li>
                <li>{t('content.security.data2')}</li>
                {hasDataDownload ? <li>{t('content.security.data3')}</li> : null}
              </ul>
            </ContentSection>
            <ContentSection title={t('content.security.helpTitle')}>
              <p>{t('content.security.help')}</p>
            </ContentSection>
          </div>
          {site.privacy_policy_url ? (
            <p className="site-note">
              <ExternalLink href={site.privacy_policy_url}>{t('content.security.privacy')}</ExternalLink>
            </p>
          ) : null}
        </>
      )}
    </LandingPageGate>
  );
}
