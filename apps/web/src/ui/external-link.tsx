import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, opened in a new tab; screen readers hear that it does. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
