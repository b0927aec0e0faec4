import type { TopUpStatus } from '@advice/domain';
import { useTranslation } from 'react-i18next';

/** The status as a badge whose words, not only its colour, say it. */
export function TopUpStatusBadge({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return <span className={`top-up-badge top-up-badge--${status}`}>{t(`topUps.status.${status}`)}</span>;
}
