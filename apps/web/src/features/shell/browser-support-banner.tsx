import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { local, storageKeys } from '../../lib/storage.ts';
import { Banner, Button, Dialog } from '../../ui/index.ts';
import { detectBrowserFeatures, isBrowserSupported, isBrowserWarningDismissed, recommendedBrowsers } from './browser-support.ts';
import './banners.css';

function shouldWarn(): boolean {
  if (isBrowserSupported(detectBrowserFeatures(window))) return false;
  return !isBrowserWarningDismissed(local.get(storageKeys.browserWarningDismissedAt), Date.now());
}

export function BrowserSupportBanner() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(shouldWarn);
  const [isModalOpen, setIsModalOpen] = useState(false);
  if (!isVisible) return null;

  const dismiss = () => {
    local.set(storageKeys.browserWarningDismissedAt, String(Date.now()));
    setIsVisible(false);
  };

  return (
    <>
      <Banner
        tone="warning"
        className="page-banner"
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setIsModalOpen(true)}>
              {t('browser.learnMore')}
            </Button>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              {t('browser.dismiss')}
            </Button>
          </>
        }
      >
        <p>{t('browser.unsupported')}</p>
      </Banner>
      <Dialog isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} title={t('browser.modalTitle')}>
        <p>{t('browser.modalIntro')}</p>
        <dl className="browser-list">
          {recommendedBrowsers.map(({ os, browsers }) => (
            <div key={os}>
              <dt>{os}</dt>
              <dd>{browsers.join(', ')}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </>
  );
}
