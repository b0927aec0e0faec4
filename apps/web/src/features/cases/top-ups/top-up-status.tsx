import type { TopUpStatus } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../ui/index.ts';

const topUpStatusTones: Record<TopUpStatus, StatusTone> = { submitted: 'info', completed: 'success', cancelled: 'muted' };

export function TopUpStatusBadge({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={topUpStatusTones[status]} className="top-up-badge">
      {t(`topUps.status.${status}`)}
    </StatusBadge>
  );
}
