import { riskLevelExplanations, riskLevels, riskScoreRange } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ButtonLink, Card } from '../../ui/index.ts';
import { RiskAnswerList, type RiskStepProps, useDurationText, useStepHeading } from './risk-assessment-parts.tsx';

/**
 * The score: the level in words for the client ("you") or their adviser ("your client"), where it sits among
 * the six, what it means, and the answers it came from (read-only; staff also see the time spent on each).
 */
export function RiskScore({ view, viewer, shouldFocus }: RiskStepProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const heading = useStepHeading(shouldFocus);
  const durationText = useDurationText();
  const totalMs = Object.values(view.answers).reduce((sum, answer) => sum + (answer?.duration_ms ?? 0), 0);
  const level = view.level ?? 'zero';
  const explanation = riskLevelExplanations[level][viewer.isStaff ? 'adviser' : 'client'];
  return (
    <div className="stack">
      <section className="risk-step risk-score" aria-labelledby="risk-score-title">
        <h2 id="risk-score-title" ref={heading} tabIndex={-1}>
          {t(viewer.isStaff ? 'riskTolerance.score.titleStaff' : 'riskTolerance.score.title')}
        </h2>
        <div className="risk-score__result">
          <p className="risk-score__eyebrow">{t(viewer.isStaff ? 'riskTolerance.score.levelStaff' : 'riskTolerance.score.level')}</p>
          <p className="risk-score__level">{tk(`riskTolerance.level.${level}`)}</p>
          {view.score !== null ? (
            <p className="risk-score__points">{t('riskTolerance.score.points', { score: view.score, max: riskScoreRange.max })}</p>
          ) : null}
        </div>
        <ol className="risk-scale" aria-label={t('riskTolerance.score.scale')}>
          {riskLevels.map((each) => (
            <li
              key={each}
              className={each === level ? 'risk-scale__level risk-scale__level--current' : 'risk-scale__level'}
              aria-current={each === level ? 'true' : undefined}
            >
              {tk(`riskTolerance.level.${each}`)}
            </li>
          ))}
        </ol>
        <p className="risk-score__explanation">{explanation}</p>
        <p className="risk-step__lead">{t(viewer.isStaff ? 'riskTolerance.score.nextStaff' : 'riskTolerance.score.next')}</p>
        {view.completed_at ? (
          <p className="risk-score__date">{t('riskTolerance.score.completedOn', { date: formatDate(view.completed_at) })}</p>
        ) : null}
        {viewer.isStaff ? <p className="risk-score__date">{t('riskTolerance.score.totalTime', { time: durationText(totalMs) })}</p> : null}
        <div className="form-actions">
          <ButtonLink to={viewer.casePage} variant={viewer.isStaff ? 'secondary' : 'primary'}>
            {t(viewer.isStaff ? 'riskTolerance.toCase' : 'riskTolerance.score.continue')}
          </ButtonLink>
        </div>
      </section>
      <Card title={t(viewer.isStaff ? 'riskTolerance.score.answersStaff' : 'riskTolerance.score.answers')}>
        <RiskAnswerList view={view} showTime={viewer.isStaff} />
      </Card>
    </div>
  );
}
