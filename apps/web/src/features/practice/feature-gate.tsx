import type { FeatureFlag } from '@advice/domain';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Spinner } from '../../ui/index.ts';
import { isFeatureEnabled, usePracticeQuery } from './practice.api.ts';

/**
 * Renders a page only while the practice has `flag` on, else the app's 404 page. It waits for the
 * practice first: until it answers, every feature reads as off and the page would flash a 404.
 */
export function FeatureGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const practice = usePracticeQuery();
  if (practice.isPending) return <Spinner />;
  if (!practice.data || !isFeatureEnabled(practice.data, flag)) return <NotFoundPage />;
  return children;
}
