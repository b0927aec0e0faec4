import type { CaseDetail, CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Banner, ButtonLink } from '../../ui/index.ts';
import { useCaseSubPath } from './case-parts.tsx';
import { isStaffViewer } from './documents/case-documents.rules.ts';

/** When the request was last submitted, from its timeline. */
function submittedAtOf(detail: CaseDetail): string | null {
  return detail.timeline.find((entry) => entry.step === 'submitted')?.at ?? null;
}

/** While the request is with the client: sent back with a note, ready to submit, or how many sections are left. */
function Building({ detail, isStaff }: { detail: CaseDetail; isStaff: boolean }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const done = detail.sections.filter((s) => s.complete).length;
  const total = detail.sections.length;
  if (detail.return_note)
    return (
      <Banner tone="warning" title={isStaff ? t('cases.standing.sentBackStaff') : t('cases.standing.sentBack')} className="case-standing">
        <blockquote className="case-standing__note">{detail.return_note}</blockquote>
        <p>
          {isStaff
            ? t('cases.standing.sentBackStaffNext', { done, total })
            : detail.next_section
              ? t('cases.standing.sentBackNext', { done, total })
              : t('cases.standing.sentBackReady')}
        </p>
      </Banner>
    );
  if (!detail.next_section)
    return (
      <Banner tone="success" title={t('cases.standing.ready')} className="case-standing">
        <p>{isStaff ? t('cases.standing.readyStaff') : t('cases.standing.readyClient')}</p>
      </Banner>
    );
  return (
    <Banner tone="info" title={t('cases.standing.inProgress')} className="case-standing">
      <p>
        {t(isStaff ? 'cases.standing.nextStaff' : 'cases.standing.next', {
          section: tk(`cases.section.${detail.next_section}`),
          done,
          total,
        })}
      </p>
    </Banner>
  );
}

/**
 * Where an Online Advice Request stands, said first on its page: what is left while the client completes it
 * (with the adviser's note when it was sent back), that it waits on the adviser once submitted, and when
 * it was completed. Staff are offered the review.
 */
export function RequestStanding({ detail, user, isOnReview = false }: { detail: CaseDetail; user: CurrentUser; isOnReview?: boolean }) {
  const { t } = useTranslation();
  const subPath = useCaseSubPath();
  const isStaff = isStaffViewer(user);
  if (detail.type !== 'online_advice_request')
    return detail.return_note ? (
      <Banner
        tone="warning"
        title={isStaff ? t('cases.standing.sentBackStaff') : t('cases.standing.sentBackCase')}
        className="case-standing"
      >
        <blockquote className="case-standing__note">{detail.return_note}</blockquote>
      </Banner>
    ) : null;
  const submittedAt = submittedAtOf(detail);
  const review = isStaff && !isOnReview ? <ButtonLink to={subPath(detail, 'review')}>{t('cases.standing.review')}</ButtonLink> : null;
  switch (detail.status) {
    case 'building':
      return <Building detail={detail} isStaff={isStaff} />;
    case 'submitted':
      return (
        <Banner tone="info" title={t('cases.standing.submitted')} className="case-standing" actions={review}>
          <p>
            {isStaff
              ? t('cases.standing.submittedStaff', { date: submittedAt ? formatDate(submittedAt) : '' })
              : t('cases.standing.submittedClient', { date: submittedAt ? formatDate(submittedAt) : '' })}
          </p>
        </Banner>
      );
    case 'completed':
      return (
        <Banner tone="success" title={t('cases.standing.completed')} className="case-standing" actions={review}>
          <p>{t(isStaff ? 'cases.standing.completedStaff' : 'cases.standing.completedClient', { date: formatDate(detail.updated_at) })}</p>
        </Banner>
      );
    default:
      return null;
  }
}
