import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { shouldShowConsentBanner } from './cookie-consent.ts';
import { answerCookieConsent, useCookieConsent } from './use-cookie-consent.ts';
import './banners.css';

/** Tells the toaster how much room the banner takes at the bottom, so toasts stack above it instead of covering it. */
function useBottomSpace(ref: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty('--cookie-banner-space', `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--cookie-banner-space');
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
