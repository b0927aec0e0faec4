import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '../ui/index.ts';

/** The last resort when a page throws while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main-content" tabIndex={-1} className="page page--centred">
      <EmptyState
        headingLevel={1}
        title={t('error.title')}
        action={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
      >
        <p>{t('error.text')}</p>
      </EmptyState>
    </main>
  );
}
