import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { setCookieBannerSpace } from './cookie-banner-space.ts';
import { shouldShowConsentBanner } from './cookie-consent.ts';
import { answerCookieConsent, useCookieConsent } from './use-cookie-consent.ts';
import './banners.css';

/**
 * Tells the toaster how much room the banner takes at the bottom. Measured in the resize observer's turn, once the
 * browser has laid the page out, rather than right after React's commit, where reading the banner's place would make
 * the browser lay out the whole first page an extra time.
 */
function useBottomSpace(ref: React.RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const update = () => setCookieBannerSpace(Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      setCookieBannerSpace(0);
    };
  }, [ref, shown]);
}

export function CookieConsentBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  // The cookies page asks the same question in full, so the banner would only repeat it there.
  // Without the practice's cookie consent only necessary cookies are used, so there is nothing to ask.
  const hasConsent = useFeature('cookiesConsent');
  const shown = hasConsent && shouldShowConsentBanner(consent) && location.pathname !== '/cookies';
  useBottomSpace(ref, shown);
  if (!shown) return null;
  return (
    <section ref={ref} className="cookie-banner" aria-label={t('cookies.bannerLabel')}>
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
