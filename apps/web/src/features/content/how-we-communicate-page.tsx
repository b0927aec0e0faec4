import { useTranslation } from 'react-i18next';
import { ContentHeader, ContentSection, LandingPageGate } from './content-page.tsx';

const ways = [
  ['content.communicate.portalTitle', 'content.communicate.portal'],
  ['content.communicate.emailTitle', 'content.communicate.email'],
  ['content.communicate.meetingsTitle', 'content.communicate.meetings'],
  ['content.communicate.phoneTitle', 'content.communicate.phone'],
] as const;

export function HowWeCommunicatePage() {
  const { t } = useTranslation();
  return (
    <LandingPageGate page="how-we-communicate">
      {() => (
        <>
          <ContentHeader page="how-we-communicate" title={t('content.communicate.title')} lead={t('content.communicate.lead')} />
          <div className="site-columns">
            {ways.map(([title, text]) => (
              <ContentSection key={title} title={t(title)}>
                <p>{t(text)}</p>
              </ContentSection>
            ))}
          </div>
          <section className="site-section site-section--notice" aria-labelledby="never-title">
            <h2 id="never-title">{t('content.communicate.neverTitle')}</h2>
            <ul className="site-list">
              <li>{t('content.communicate.never1')}</li>
              <li>{t('content.communicate.never2')}</li>
              <li>{t('content.communicate.never3')}</li>
            </ul>
            <p>{t('content.communicate.unsure')}</p>
          </section>
        </>
      )}
    </LandingPageGate>
  );
}
