import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button } from '../../ui/index.ts';

/**
 * A strategy that could not be read: the not-found page when the viewer has none by that id (to a client,
 * one not shared with them), else the failure with a retry.
 */
export function StrategyUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{t('financialStrategy.loadOneFailed')}</p>
    </Banner>
  );
}
