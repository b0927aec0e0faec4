import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/index.ts';
import './auth.css';

/** An expired, used or unknown link: the server's explanation, and what to do instead. */
export function TokenProblem({ title, detail, next }: { title?: string; detail: string; next: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-card">
      <h1>{title ?? t('reset.invalidTitle')}</h1>
      <Banner tone="warning" role="alert">
        {detail}
      </Banner>
      <p className="auth-card__next">{next}</p>
    </div>
  );
}
