import { financialPlanningMessages as m } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState } from '../../ui/index.ts';

/** A section that did not load: not found (a case without the section, or none of the viewer's), or the spec's text with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404)
    return (
      <EmptyState title={t('notFound.title')}>
        <p>{error.details[0] ?? t('notFound.text')}</p>
      </EmptyState>
    );
  return (
    <EmptyState title={t('error.title')} action={<Button onClick={onRetry}>{t('financialPlanning.retry')}</Button>}>
      <p>{m['financialPlanning.notLoaded']}</p>
    </EmptyState>
  );
}
