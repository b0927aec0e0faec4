import { riskAssessmentMinutes, riskQuestions } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button } from '../../ui/index.ts';
import { type RiskStepProps, useRiskProgress, useStepHeading } from './risk-assessment-parts.tsx';

/** The opening page: what the assessment is, how long it takes, and Begin (or carry on where the client stopped). */
export function RiskBegin({ view, viewer, shouldFocus }: RiskStepProps) {
  const { t } = useTranslation();
  const heading = useStepHeading(shouldFocus);
  const [problem, setProblem] = useState<string[]>([]);
  const progress = useRiskProgress(view.case_id, setProblem);
  const answered = Object.keys(view.answers).length;
  const total = riskQuestions.length;
  const resumeAt = Math.min(view.current_question, total - 1);
  const begin = () => {
    setProblem([]);
    void progress.run({ step: 'questions', current_question: answered > 0 ? resumeAt : 0 });
  };
  return (
    <section className="risk-step risk-begin" aria-labelledby="risk-begin-title">
      <h2 id="risk-begin-title" ref={heading} tabIndex={-1}>
        {t(viewer.isStaff ? 'riskTolerance.begin.titleStaff' : 'riskTolerance.begin.title')}
      </h2>
      <p className="risk-begin__lead">{t(viewer.isStaff ? 'riskTolerance.begin.leadStaff' : 'riskTolerance.begin.lead')}</p>
      <ul className="risk-begin__facts">
        <li>{t('riskTolerance.begin.length', { count: total })}</li>
        <li>{t('riskTolerance.begin.time', { minutes: riskAssessmentMinutes })}</li>
        <li>{t(viewer.isStaff ? 'riskTolerance.begin.savedStaff' : 'riskTolerance.begin.saved')}</li>
      </ul>
      {answered > 0 ? <p>{t('riskTolerance.begin.answered', { answered, total })}</p> : null}
      {problem.length > 0 ? (
        <Banner tone="error" role="alert">
          {problem.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </Banner>
      ) : null}
      <div className="form-actions">
        <Button onClick={begin} isLoading={progress.isPending}>
          {answered > 0 ? t('riskTolerance.begin.continue', { number: resumeAt + 1 }) : t('riskTolerance.begin.start')}
        </Button>
      </div>
    </section>
  );
}
