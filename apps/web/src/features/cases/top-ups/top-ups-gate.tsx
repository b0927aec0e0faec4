import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../../ui/index.ts';
import { fetchPractice, isFeatureEnabled, practiceQueryKey } from '../../practice/practice.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';

/** Renders the top-up pages only when the practice has the topUp feature on; waits for the practice first. */
export function TopUpsGate({ children }: { children: ReactNode }) {
  const practice = useQuery({ queryKey: practiceQueryKey, queryFn: fetchPractice, staleTime: 5 * 60_000 });
  if (practice.isPending) return <Spinner />;
  if (!practice.data || !isFeatureEnabled(practice.data, 'topUp')) return <TopUpsUnavailable />;
  return children;
}

function TopUpsUnavailable() {
  const { t } = useTranslation();
  useDocumentTitle(t('topUps.unavailableTitle'));
  return (
    <div className="page page--centred">
      <EmptyState headingLevel={1} title={t('topUps.unavailableTitle')}>
        <p>{t('topUps.unavailableText')}</p>
      </EmptyState>
    </div>
  );
}
