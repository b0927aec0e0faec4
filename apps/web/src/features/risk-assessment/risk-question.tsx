import { type RiskQuestion as Question, type RiskScaleValue, riskQuestionKeys, riskQuestions } from '@advice/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describedBy, FieldError } from '../../ui/field.tsx';
import { Button } from '../../ui/index.ts';
import type { RiskProgress } from './risk-assessment.api.ts';
import { type RiskStepProps, useRiskProgress, useStepHeading } from './risk-assessment-parts.tsx';
import { useTimeOnQuestion } from './use-time-on-question.ts';

/** The search parameter that marks a question opened from the summary to change one answer. */
export const changingParam = 'change';

/**
 * One question: its five answers as radios in a fieldset whose legend is the question, Back and Next, and
 * "Question 3 of 12". The time the question was on screen is sent with its answer. Opened from the summary,
 * it saves and goes back there instead.
 */
export function RiskQuestionStep({ view, viewer, shouldFocus }: RiskStepProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const total = riskQuestions.length;
  const index = Math.min(Math.max(view.current_question, 0), total - 1);
  const question = riskQuestions[index] as Question;
  const key = riskQuestionKeys[index] ?? riskQuestionKeys[0];
  const saved = view.answers[key]?.value;
  const [value, setValue] = useState<RiskScaleValue | null>((saved as RiskScaleValue | undefined) ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { hint: useId(), error: useId(), progress: useId() };
  const firstOption = useRef<HTMLInputElement>(null);
  const heading = useStepHeading(shouldFocus);
  const timeOnQuestion = useTimeOnQuestion();
  const progress = useRiskProgress(view.case_id, (details) => setProblem(details.join(' ')));
  const isChanging = params.get(changingParam) !== null;
  const isLast = index === total - 1;

  /** The answer chosen, with the time spent on the question up to now; nothing while none is chosen. */
  const answer = () => (value === null ? {} : { answer: { question: key, value, duration_ms: timeOnQuestion() } });
  const send = async (body: RiskProgress) => {
    setProblem(null);
    const isSaved = await progress.run(body);
    if (isSaved && body.step === 'summary' && isChanging) setParams({}, { replace: true });
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) {
      setProblem(t('riskTolerance.unanswered'));
      firstOption.current?.focus();
      return;
    }
    void send(isChanging || isLast ? { ...answer(), step: 'summary' } : { ...answer(), current_question: index + 1 });
  };
  const back = () => {
    if (isChanging) return void send({ step: 'summary' });
    void send(index === 0 ? { ...answer(), step: 'begin' } : { ...answer(), current_question: index - 1 });
  };

  const nextLabel = isChanging
    ? 'riskTolerance.question.backToSummary'
    : isLast
      ? 'riskTolerance.question.toSummary'
      : 'riskTolerance.question.next';
  return (
    <form className="risk-step risk-question" onSubmit={next} noValidate>
      <div className="risk-progress" aria-hidden="true">
        <progress max={total} value={index + 1} />
      </div>
      <fieldset
        className="risk-question__fieldset"
        aria-describedby={describedBy(question.hint && ids.hint, problem && ids.error)}
        aria-invalid={problem ? true : undefined}
      >
        <legend className="risk-question__legend">
          <h2 ref={heading} tabIndex={-1} className="risk-question__heading">
            <span className="risk-question__number" id={ids.progress}>
              {t('riskTolerance.question.progress', { number: index + 1, total })}
            </span>
            <span className="risk-question__text">{question.text}</span>
          </h2>
        </legend>
        {viewer.isStaff ? (
          <p className="risk-question__note">
            {t('riskTolerance.question.staffNote', { answered: Object.keys(view.answers).length, total })}
          </p>
        ) : null}
        {question.hint ? (
          <p id={ids.hint} className="ui-field__description">
            {question.hint}
          </p>
        ) : null}
        <div className="risk-options">
          {question.options.map((option, position) => (
            <label key={option.value} className="risk-option">
              <input
                ref={position === 0 ? firstOption : undefined}
                type="radio"
                name={`risk-${question.key}`}
                value={option.value}
                checked={value === option.value}
                onChange={() => {
                  setValue(option.value);
                  setProblem(null);
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <FieldError id={ids.error} message={problem ?? undefined} />
      </fieldset>
      <div className="form-actions risk-actions">
        <Button variant="secondary" onClick={back} disabled={progress.isPending}>
          {isChanging ? t('riskTolerance.question.cancelChange') : t('riskTolerance.question.back')}
        </Button>
        <Button type="submit" isLoading={progress.isPending}>
          {t(nextLabel)}
        </Button>
      </div>
    </form>
  );
}
