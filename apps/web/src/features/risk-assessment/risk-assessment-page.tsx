import { allows, type RiskAssessmentView } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';
import { CaseHeader, WithCase } from '../cases/case-parts.tsx';
import { useFeature } from '../practice/practice.api.ts';
import { useRiskAssessment } from './risk-assessment.api.ts';
import { failureDetails, type RiskViewer } from './risk-assessment-parts.tsx';
import { RiskBegin } from './risk-begin.tsx';
import { RiskQuestionStep } from './risk-question.tsx';
import { RiskScore } from './risk-score.tsx';
import { RiskSummary, RiskUnfinished } from './risk-summary.tsx';
import './risk-assessment.css';

/**
 * The step the assessment is on, as the server keeps it (so a reload comes back to it): the opening page,
 * one question, the summary, or the score once generated. Focus moves to each step's heading as the user
 * moves, not when the page first opens.
 */
function RiskAssessmentFlow({ view, viewer }: { view: RiskAssessmentView; viewer: RiskViewer }) {
  const hasArrived = useRef(false);
  useEffect(() => {
    hasArrived.current = true;
  }, []);
  const props = { view, viewer, shouldFocus: hasArrived.current };
  if (view.status === 'completed') return <RiskScore {...props} />;
  if (!allows(view, 'answer')) return <RiskUnfinished view={view} viewer={viewer} />;
  if (view.step === 'begin') return <RiskBegin {...props} />;
  if (view.step === 'summary') return <RiskSummary {...props} />;
  return <RiskQuestionStep key={view.current_question} {...props} />;
}

function Unavailable({ text, casePage }: { text: string; casePage: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('riskTolerance.unavailable.title')}
      action={
        <ButtonLink to={casePage} variant="secondary">
          {t('riskTolerance.toCase')}
        </ButtonLink>
      }
    >
      <p>{text}</p>
    </EmptyState>
  );
}

/** Loads the case's assessment: the loading state, the reason there is none (404), or the spec's load failure with a retry. */
function WithRiskAssessment({ caseId, viewer }: { caseId: string; viewer: RiskViewer }) {
  const { t } = useTranslation();
  const query = useRiskAssessment(caseId);
  if (query.isPending) return <Spinner />;
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <Unavailable text={failureDetails(query.error, t('riskTolerance.notFound'))[0] ?? ''} casePage={viewer.casePage} />;
  if (query.isError || !query.data)
    return (
      <EmptyState
        title={t('riskTolerance.loadFailed.title')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      >
        <p>{t('riskTolerance.notLoaded')}</p>
      </EmptyState>
    );
  return <RiskAssessmentFlow view={query.data} viewer={viewer} />;
}

/**
 * client-cases/{caseId}/risk-assessment and clients/{clientId}/cases/{caseId}/risk-assessment: the Online
 * Advice Request's risk tolerance section, for the client and for their staff.
 */
export function RiskAssessmentRoute() {
  const { t } = useTranslation();
  const { clientId } = useParams();
  const isOn = useFeature('riskTolerance');
  return (
    <WithCase title={(detail) => `${t('riskTolerance.title')}: ${detail.name}`}>
      {(detail, user) => {
        const viewer: RiskViewer = {
          isStaff: user.role !== 'client',
          casePage: clientId ? `/clients/${clientId}/cases/${detail.id}` : `/client-cases/${detail.id}`,
        };
        return (
          <div className="page--narrow risk-assessment">
            <CaseHeader detail={detail} user={user} title={t('riskTolerance.title')} />
            {isOn ? (
              <WithRiskAssessment caseId={detail.id} viewer={viewer} />
            ) : (
              <Unavailable text={t('riskTolerance.turnedOff')} casePage={viewer.casePage} />
            )}
          </div>
        );
      }}
    </WithCase>
  );
}
