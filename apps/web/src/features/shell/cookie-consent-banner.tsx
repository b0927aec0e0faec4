import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/index.ts';
import { shouldShowConsentBanner } from './cookie-consent.ts';
import { answerCookieConsent, useCookieConsent } from './use-cookie-consent.ts';
import './banners.css';

export function CookieConsentBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const location = useLocation();
  // The cookies page asks the same question in full, so the banner would only repeat it there.
  if (!shouldShowConsentBanner(consent) || location.pathname === '/cookies') return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies.bannerLabel')}>
      <p>
        {t('cookies.bannerText')} <Link to="/cookies">{t('cookies.readMore')}</Link>
      </p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onClick={() => answerCookieConsent(false)}>
          {t('cookies.necessaryOnly')}
        </Button>
        <Button onClick={() => answerCookieConsent(true)}>{t('cookies.acceptAll')}</Button>
      </div>
    </section>
  );
}
