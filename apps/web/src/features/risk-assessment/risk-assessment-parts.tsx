import { type RiskAssessmentView, type RiskQuestion, riskQuestions } from '@advice/domain';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { type RiskProgress, riskAssessmentCalls, useStoreRiskAssessment } from './risk-assessment.api.ts';

/** Who is looking: the client ("you"), or their staff ("your client"), and where the case page is. */
export type RiskViewer = { isStaff: boolean; casePage: string };

export type RiskStepProps = {
  view: RiskAssessmentView;
  viewer: RiskViewer;
  /** Move focus to the step's heading when it appears: after a move within the assessment, not on arrival. */
  shouldFocus: boolean;
};

/**
 * The heading of a step, focused when the step appears after a move, so a screen reader reads where the user
 * is. Only on appearing: a later render (the query read again) never takes the focus away.
 */
export function useStepHeading(shouldFocus: boolean): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const isFocusedOnArrival = useRef(shouldFocus);
  useEffect(() => {
    if (isFocusedOnArrival.current) ref.current?.focus();
  }, []);
  return ref;
}

/**
 * The words for a failed call: the server's reasons for a refusal (4xx), else the spec's text for this kind of
 * failure, since a lost connection or a server error has no reason a person can act on.
 */
export function failureDetails(error: unknown, fallback: string): string[] {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors.length > 0) return error.details;
  return [fallback];
}

/** Saves progress (a step, a question, an answer) silently; a failure goes to `onFailure` for the page to show. */
export function useRiskProgress(caseId: string, onFailure: (details: string[]) => void) {
  const { t } = useTranslation();
  const store = useStoreRiskAssessment();
  return useApiMutation((body: RiskProgress) => riskAssessmentCalls.saveProgress(caseId, body), {
    success: false,
    onSuccess: (view) => store(view),
    onErrorDetails: (_details, error) => onFailure(failureDetails(error, t('riskTolerance.notSaved'))),
  });
}

/** The words of the answer given to a question, if any. */
export function answerLabel(question: RiskQuestion, value: number | undefined): string | undefined {
  return question.options.find((option) => option.value === value)?.label;
}

/** "Less than 1 s", "45 s", "2 min 5 s": time spent answering. */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const seconds = Math.round(ms / 1000);
    if (seconds < 1) return t('riskTolerance.score.underSecond');
    if (seconds < 60) return t('riskTolerance.score.seconds', { count: seconds });
    return t('riskTolerance.score.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  };
}

/**
 * The questions with the answers given, in order: on the summary with a way to change each, on the score
 * page as a record (with the time spent on each for staff, who may read a hurried answer differently).
 */
export function RiskAnswerList({
  view,
  showTime,
  onlyAnswered = false,
  renderChange,
}: {
  view: RiskAssessmentView;
  showTime: boolean;
  onlyAnswered?: boolean;
  renderChange?: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const rows = (riskQuestions as readonly RiskQuestion[])
    .map((question, index) => ({ question, index, answer: view.answers[question.key as keyof typeof view.answers] }))
    .filter((row) => !onlyAnswered || row.answer !== undefined);
  return (
    <ol className="risk-answers">
      {rows.map(({ question, index, answer }) => (
        <li key={question.key} className="risk-answers__item">
          <div className="risk-answers__text">
            <p className="risk-answers__number">{t('riskTolerance.summary.questionNumber', { number: index + 1 })}</p>
            <p className="risk-answers__question">{question.text}</p>
            <p className="risk-answers__answer">{answerLabel(question, answer?.value) ?? t('riskTolerance.summary.unanswered')}</p>
            {showTime && answer ? (
              <p className="risk-answers__time">
                {t('riskTolerance.score.time')}: {durationText(answer.duration_ms)}
              </p>
            ) : null}
          </div>
          {renderChange ? <div className="risk-answers__change">{renderChange(index)}</div> : null}
        </li>
      ))}
    </ol>
  );
}
