import { allows } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button } from '../../ui/index.ts';
import { riskAssessmentCalls, useStoreRiskAssessment } from './risk-assessment.api.ts';
import { failureDetails, RiskAnswerList, type RiskStepProps, useRiskProgress, useStepHeading } from './risk-assessment-parts.tsx';
import { changingParam } from './risk-question.tsx';

function Problem({ details }: { details: string[] }) {
  if (details.length === 0) return null;
  return (
    <Banner tone="error" role="alert">
      {details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
    </Banner>
  );
}

/** The summary: every answer with a way to change it, and Generate, which scores the answers and completes the section. */
export function RiskSummary({ view, viewer, shouldFocus }: RiskStepProps) {
  const { t } = useTranslation();
  const heading = useStepHeading(shouldFocus);
  const [, setParams] = useSearchParams();
  const [problem, setProblem] = useState<string[]>([]);
  const store = useStoreRiskAssessment();
  const progress = useRiskProgress(view.case_id, setProblem);
  const generate = useApiMutation(() => riskAssessmentCalls.generate(view), {
    onSuccess: (generated) => store(generated),
    onErrorDetails: (_details, error) => setProblem(failureDetails(error, t('riskTolerance.failed'))),
  });
  const change = async (index: number) => {
    setProblem([]);
    // Marked first, so the question opens already saying it goes back to the summary; unmarked if the move fails.
    setParams({ [changingParam]: 'summary' }, { replace: true });
    if (!(await progress.run({ step: 'questions', current_question: index }))) setParams({}, { replace: true });
  };
  const isBusy = progress.isPending || generate.isPending;
  return (
    <section className="risk-step risk-summary" aria-labelledby="risk-summary-title">
      <h2 id="risk-summary-title" ref={heading} tabIndex={-1}>
        {t(viewer.isStaff ? 'riskTolerance.summary.titleStaff' : 'riskTolerance.summary.title')}
      </h2>
      <p className="risk-step__lead">{t(viewer.isStaff ? 'riskTolerance.summary.leadStaff' : 'riskTolerance.summary.lead')}</p>
      <RiskAnswerList
        view={view}
        showTime={false}
        renderChange={(index) => (
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            aria-label={t('riskTolerance.summary.changeLabel', { number: index + 1 })}
            onClick={() => void change(index)}
          >
            {t('riskTolerance.summary.change')}
          </Button>
        )}
      />
      <Problem details={problem} />
      {allows(view, 'generate') ? (
        <div className="form-actions">
          <Button onClick={() => void generate.run()} isLoading={generate.isPending} disabled={progress.isPending}>
            {t(viewer.isStaff ? 'riskTolerance.summary.generateStaff' : 'riskTolerance.summary.generate')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** An assessment the case no longer lets anyone finish: the answers given so far, read-only. */
export function RiskUnfinished({ view, viewer }: Pick<RiskStepProps, 'view' | 'viewer'>) {
  const { t } = useTranslation();
  const answered = Object.keys(view.answers).length;
  return (
    <section className="risk-step" aria-labelledby="risk-unfinished-title">
      <Banner tone="info">
        <p id="risk-unfinished-title" className="ui-banner__title">
          {t('riskTolerance.readOnly.title')}
        </p>
        <p>{t('riskTolerance.readOnly.text')}</p>
      </Banner>
      {answered > 0 ? <RiskAnswerList view={view} showTime={viewer.isStaff} onlyAnswered /> : <p>{t('riskTolerance.readOnly.none')}</p>}
    </section>
  );
}
