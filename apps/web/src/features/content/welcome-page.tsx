import { landingPages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { usePractice } from '../practice/practice.api.ts';
import { ContentHeader, ContentSection, LandingPageGate, RequestMeetingBand } from './content-page.tsx';
import { pageLabelKey } from './site-layout.tsx';

export function WelcomePage() {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const practice = usePractice();
  return (
    <LandingPageGate page="welcome">
      {(site) => {
        const others = landingPages.filter((page) => page !== 'welcome' && site.enabled_pages.includes(page));
        return (
          <>
            <ContentHeader
              page="welcome"
              title={t('content.welcome.title', { practice: practice.name })}
              lead={t('content.welcome.lead')}
            />
            <div className="site-columns">
              <ContentSection title={t('content.welcome.helpTitle')}>
                <ul className="site-list">
                  <li>{t('content.welcome.help1')}</li>
                  <li>{t('content.welcome.help2')}</li>
                  <li>{t('content.welcome.help3')}</li>
                  <li>{t('content.welcome.help4')}</li>
                </ul>
              </ContentSection>
              <ContentSection title={t('content.welcome.onlineTitle')}>
                <p>{t('content.welcome.online')}</p>
              </ContentSection>
            </div>
            {others.length > 0 ? (
              <ContentSection title={t('content.welcome.moreTitle')}>
                <ul className="site-more">
                  {others.map((page) => (
                    <li key={page}>
                      <Link to={`/${page}`}>{tk(pageLabelKey(page))}</Link>
                    </li>
                  ))}
                </ul>
              </ContentSection>
            ) : null}
            <RequestMeetingBand page="welcome" />
          </>
        );
      }}
    </LandingPageGate>
  );
}
