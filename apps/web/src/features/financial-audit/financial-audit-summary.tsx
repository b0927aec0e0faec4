import {
  allows,
  applicableQuestions,
  type TaxHealthCheckContent,
  type TaxHealthCheckQuestion,
  type TaxHealthCheckView,
} from '@advice/domain';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ButtonLink, EmptyState } from '../../ui/index.ts';
import { taxHealthCheckCalls, useStoreTaxHealthCheck } from './financial-audit.api.ts';
import { type Audience, slugOfKey } from './financial-audit-steps.ts';

/** The options ticked, as the question words them ("B: £12,571 to £50,270"). */
function AnswerText({
  question,
  letters,
  empty,
}: {
  question: TaxHealthCheckQuestion;
  letters: readonly string[] | undefined;
  empty: string;
}) {
  const ticked = question.options.filter((option) => letters?.includes(option.letter));
  if (ticked.length === 0) return <span className="thc-summary__none">{empty}</span>;
  return (
    <ul className="thc-summary__ticked">
      {ticked.map((option) => (
        <li key={option.letter}>
          <span className="thc-letter" aria-hidden="true">
            {option.letter}
          </span>
          <span className="visually-hidden">{option.letter}: </span>
          {option.text}
        </li>
      ))}
    </ul>
  );
}

/** Completing the check: every question answered, else the spec's message with a link to each one left. */
function CompleteCheck({
  check,
  questions,
  audience,
  base,
}: {
  check: TaxHealthCheckView;
  questions: TaxHealthCheckQuestion[];
  audience: Audience;
  base: string;
}) {
  const { t } = useTranslation();
  const [isShowingMissing, setShowingMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useStoreTaxHealthCheck();
  const complete = useApiMutation(() => taxHealthCheckCalls.complete(check.case_id), {
    onSuccess: store,
    onErrorDetails: (details) => setProblem([...new Set(details)].join(' ')),
  });
  const missing = questions.filter((question) => check.missing.includes(question.key));
  const onComplete = () => {
    setProblem(null);
    if (check.with_partner === null || missing.length > 0) return setShowingMissing(true);
    void complete.run();
  };
  return (
    <div className="thc-complete">
      {isShowingMissing && (check.with_partner === null || missing.length > 0) ? (
        <Banner tone="error" role="alert" title={t('taxHealthCheck.answerEvery')}>
          {missing.length > 0 ? (
            <>
              <p>{t('taxHealthCheck.missingLead')}</p>
              <ul>
                {missing.map((question) => (
                  <li key={question.key}>
                    <Link to={`${base}/${slugOfKey(question.key)}`}>{question.text[audience]}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              <Link to={`${base}/partner`}>{t('taxHealthCheck.step.partner')}</Link>
            </p>
          )}
        </Banner>
      ) : null}
      {problem ? (
        <Banner tone="error" role="alert">
          <p>{problem}</p>
        </Banner>
      ) : null}
      <Button onClick={onComplete} isLoading={complete.isPending}>
        {t('taxHealthCheck.complete')}
      </Button>
    </div>
  );
}

/**
 * The summary: each question that applies with the answer ticked beside the previous check's, a way back
 * to each while the check can change, and the completion; "There are no answers yet." before the first.
 */
export function SummaryStep({
  check,
  content,
  audience,
  base,
  headingRef,
}: {
  check: TaxHealthCheckView;
  content: TaxHealthCheckContent;
  audience: Audience;
  base: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const canAnswer = allows(check, 'answer');
  const questions = applicableQuestions(content, check.with_partner);
  const hasAnswers = Object.values(check.answers).some((letters) => (letters?.length ?? 0) > 0);
  const hasPrevious = Object.keys(check.previous_answers).length > 0;
  const answerLabel = audience === 'client' ? t('taxHealthCheck.yourAnswerWas') : t('taxHealthCheck.clientAnswerWas');
  const partner =
    check.with_partner === null
      ? t('taxHealthCheck.partnerUnchosen')
      : check.with_partner
        ? t('taxHealthCheck.partnerIncluded')
        : t('taxHealthCheck.partnerLeftOut');
  return (
    <div className="thc-summary">
      <h2 ref={headingRef} tabIndex={-1} className="thc-step-title">
        {t('taxHealthCheck.step.summary')}
      </h2>
      {!hasAnswers ? (
        <EmptyState
          headingLevel={3}
          title={t('taxHealthCheck.noAnswers')}
          action={canAnswer ? <ButtonLink to={`${base}/intro`}>{t('taxHealthCheck.start')}</ButtonLink> : undefined}
        >
          <p>
            {canAnswer
              ? audience === 'client'
                ? t('taxHealthCheck.emptyClient')
                : t('taxHealthCheck.emptyStaff')
              : t('taxHealthCheck.emptyReadOnly')}
          </p>
        </EmptyState>
      ) : (
        <>
          {allows(check, 'complete') ? <p className="thc-summary__lead">{t('taxHealthCheck.summaryLead')}</p> : null}
          <dl className="thc-summary__partner">
            <dt>{t('taxHealthCheck.step.partner')}</dt>
            <dd>{partner}</dd>
          </dl>
          <ol className="thc-summary__list">
            {questions.map((question, index) => (
              <li key={question.key} className="thc-summary__item">
                <h3 className="thc-summary__question">
                  <span className="thc-summary__number">{index + 1}.</span> {question.text[audience]}
                </h3>
                <dl className="thc-summary__answers">
                  <div>
                    <dt>{answerLabel}</dt>
                    <dd>
                      <AnswerText question={question} letters={check.answers[question.key]} empty={t('taxHealthCheck.notAnswered')} />
                    </dd>
                  </div>
                  {hasPrevious ? (
                    <div>
                      <dt>{t('taxHealthCheck.previousAnswerWas')}</dt>
                      <dd>
                        <AnswerText
                          question={question}
                          letters={check.previous_answers[question.key]}
                          empty={t('taxHealthCheck.noPreviousAnswer')}
                        />
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {canAnswer ? (
                  <Link to={`${base}/${slugOfKey(question.key)}`} className="thc-summary__change">
                    {t('taxHealthCheck.change')}{' '}
                    <span className="visually-hidden">{t('taxHealthCheck.changeAnswer', { number: index + 1 })}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {allows(check, 'complete') && hasAnswers ? (
        <CompleteCheck check={check} questions={questions} audience={audience} base={base} />
      ) : null}
    </div>
  );
}
