import type { DocumentSigningSummary } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../ui/index.ts';

type BadgeKey =
  | 'documents.signing.yourTurn'
  | 'documents.signing.draft'
  | 'documents.signing.awaiting'
  | 'documents.signing.completed'
  | 'documents.signing.declined'
  | 'documents.signing.voided';

const badgeOf = (signing: DocumentSigningSummary): { key: BadgeKey; tone: StatusTone } => {
  if (signing.your_turn) return { key: 'documents.signing.yourTurn', tone: 'warning' };
  switch (signing.status) {
    case 'draft':
      return { key: 'documents.signing.draft', tone: 'neutral' };
    case 'sent':
      return { key: 'documents.signing.awaiting', tone: 'info' };
    case 'completed':
      return { key: 'documents.signing.completed', tone: 'success' };
    case 'declined':
      return { key: 'documents.signing.declined', tone: 'danger' };
    case 'voided':
      return { key: 'documents.signing.voided', tone: 'muted' };
  }
};

/**
 * Where a document's signing stands, for this reader, wherever a document is listed (a case's documents, the
 * documents page): their turn, how many have signed, signed, declined, cancelled; a draft is staff's business.
 */
export function SigningBadge({
  signing,
  isStaffView,
  className,
}: {
  signing: DocumentSigningSummary;
  isStaffView: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (signing.status === 'draft' && !isStaffView) return null;
  const { key, tone } = badgeOf(signing);
  return (
    <StatusBadge tone={tone} className={className}>
      {t(key, { signed: signing.signed_count, count: signing.signer_count })}
    </StatusBadge>
  );
}
