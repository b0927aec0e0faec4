import type { CaseAction, CaseDetail, CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../ui/index.ts';
import { CaseActions, CaseProblem, useCaseChange } from './case-actions.tsx';
import { CaseChangesCard } from './case-changes.tsx';
import { CaseTimeline } from './case-overview-parts.tsx';
import { CaseHeader, casePath, WithCase } from './case-parts.tsx';
import { InvestmentProjection } from './case-projection.tsx';
import { isStaffViewer } from './documents/case-documents.rules.ts';
import { RequestStanding } from './request-standing.tsx';
import { SectionAnswers } from './section-summaries.tsx';

/** What the adviser decides on this page: send the request back to the client with a note, complete it, or review it again. */
const reviewActions: readonly CaseAction[] = ['backToClient', 'complete', 'reopen'];

function Review({ detail, user }: { detail: CaseDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useCaseChange(detail.id);
  const title = t('cases.review.title');
  if (!isStaffViewer(user) || detail.type !== 'online_advice_request')
    return (
      <div className="page--narrow">
        <CaseHeader detail={detail} user={user} title={title} />
        <Banner tone="info">
          <p>
            {t('cases.review.notAvailable')} <Link to={casePath(detail)}>{t('cases.backToCase')}</Link>
          </p>
        </Banner>
      </div>
    );
  return (
    <>
      <CaseHeader detail={detail} user={user} title={title} />
      <RequestStanding detail={detail} user={user} isOnReview />
      <CaseProblem change={change} />
      {/* The decision comes first on a phone, beside the review on a wide screen; the timeline after the review. */}
      <div className="case-grid case-grid--review">
        <div className="stack case-review__actions">
          <CaseActions detail={detail} change={change} actions={detail.actions.filter((a) => reviewActions.includes(a.action))} />
        </div>
        <div className="stack case-review__main">
          <InvestmentProjection detail={detail} />
          <CaseChangesCard detail={detail} />
          <SectionAnswers detail={detail} />
        </div>
        <div className="stack case-review__timeline">
          <CaseTimeline detail={detail} />
        </div>
      </div>
    </>
  );
}

/**
 * client-cases/{caseId}/review and clients/{clientId}/cases/{caseId}/review: the adviser reviews a submitted
 * Online Advice Request on one page: the investment projection, what changed since the client's last
 * request, each section's answers, and sending it back with a note or completing it.
 */
export function CaseReviewPage() {
  const { t } = useTranslation();
  return <WithCase title={() => t('cases.review.title')}>{(detail, user) => <Review detail={detail} user={user} />}</WithCase>;
}
