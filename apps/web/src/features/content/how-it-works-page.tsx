import { useTranslation } from 'react-i18next';
import { ContentHeader, LandingPageGate, RequestMeetingBand } from './content-page.tsx';

const steps = [
  ['content.howItWorks.step1Title', 'content.howItWorks.step1'],
  ['content.howItWorks.step2Title', 'content.howItWorks.step2'],
  ['content.howItWorks.step3Title', 'content.howItWorks.step3'],
  ['content.howItWorks.step4Title', 'content.howItWorks.step4'],
  ['content.howItWorks.step5Title', 'content.howItWorks.step5'],
  ['content.howItWorks.step6Title', 'content.howItWorks.step6'],
] as const;

export function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <LandingPageGate page="how-it-works">
      {() => (
        <>
          <ContentHeader page="how-it-works" title={t('content.howItWorks.title')} lead={t('content.howItWorks.lead')} />
          <ol className="site-steps">
            {steps.map(([title, text]) => (
              <li key={title} className="site-steps__step">
                <h2>{t(title)}</h2>
                <p>{t(text)}</p>
              </li>
            ))}
          </ol>
          <RequestMeetingBand page="how-it-works" />
        </>
      )}
    </LandingPageGate>
  );
}
