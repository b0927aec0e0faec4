import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../ui/icons.tsx';
import { useSessionWatch } from './use-session-watch.ts';
import './banners.css';

export function SessionBanner({ timeoutMinutes }: { timeoutMinutes: number }) {
  const { t } = useTranslation();
  const { phase, extend } = useSessionWatch(timeoutMinutes);
  const [isExtending, setIsExtending] = useState(false);
  if (phase !== 'warning') return null;
  return (
    <button
      type="button"
      className="session-banner"
      aria-busy={isExtending || undefined}
      onClick={() => {
        setIsExtending(true);
        extend()
          .catch(() => {})
          .finally(() => setIsExtending(false));
      }}
    >
      <ClockIcon />
      <span>{t('session.expireSoon')}</span>
    </button>
  );
}
