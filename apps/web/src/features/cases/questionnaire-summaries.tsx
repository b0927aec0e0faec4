import {
  applicableQuestions,
  type FinancialPlanningAnswers,
  type FinancialPlanningField,
  financialPlanningQuestions,
  financialPlanningTaxQuestions,
  formatCurrencyAmount,
  riskLevelExplanations,
  riskLevelLabels,
  riskQuestions,
  type TaxHealthCheckAnswers,
  type TaxHealthCheckQuestion,
  taxHealthCheckContent,
} from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../ui/index.ts';
import { useTaxHealthCheck } from '../financial-audit/financial-audit.api.ts';
import { useGoals, useHealthCheck } from '../financial-planning/financial-planning.api.ts';
import { useRiskAssessment } from '../risk-assessment/risk-assessment.api.ts';

/*
 * The summaries of the questionnaire sections on the adviser's review page, read through each area's own
 * calls: the risk level, the tax health check's and the financial planning health check's answers beside
 * the previous ones where they differ, and the goals.
 */

type SummaryProps = { caseId: string };

/** A section's read: its loading and failure, then its summary. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError || query.data === undefined)
    return (
      <p>
        {t('cases.review.sectionLoadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  return <>{children(query.data)}</>;
}

/**
 * Question and answer pairs, folded until opened (the summary says how many, and how many differ from the
 * previous answers); each with the previous answer when it was different.
 */
function AnswerList({ rows }: { rows: { key: string; question: string; answer: string; previous: string | null }[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="case-summary__nothing">{t('cases.review.noAnswers')}</p>;
  const changed = rows.filter((row) => row.previous !== null).length;
  return (
    <details className="case-summary__group">
      <summary>
        <span>{t('cases.review.showAnswers', { count: rows.length })}</span>
        {changed > 0 ? <span className="case-summary__state">{t('cases.review.changedAnswers', { count: changed })}</span> : null}
      </summary>
      <dl className="case-summary__answers">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.question}</dt>
            <dd>
              {row.answer}
              {row.previous !== null ? (
                <span className="case-summary__previous">{t('cases.review.previous', { answer: row.previous })}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function RiskSummary({ caseId }: SummaryProps) {
  const { t } = useTranslation();
  return (
    <Loaded query={useRiskAssessment(caseId)}>
      {(view) =>
        view.level ? (
          <div className="case-summary__risk">
            <p className="case-summary__headline">
              {t('cases.review.riskLevel', { level: riskLevelLabels[view.level], score: view.score ?? 0 })}
            </p>
            <p>{riskLevelExplanations[view.level].adviser}</p>
          </div>
        ) : (
          <p>{t('cases.review.riskNotScored', { answered: Object.keys(view.answers).length, count: riskQuestions.length })}</p>
        )
      }
    </Loaded>
  );
}

function taxAnswerWords(question: TaxHealthCheckQuestion, answers: TaxHealthCheckAnswers): string | null {
  const letters = answers[question.key] ?? [];
  if (letters.length === 0) return null;
  return question.options
    .filter((option) => letters.includes(option.letter))
    .map((option) => `${option.letter}. ${option.text}`)
    .join('; ');
}

export function TaxHealthCheckSummary({ caseId }: SummaryProps) {
  const { t } = useTranslation();
  return (
    <Loaded query={useTaxHealthCheck(caseId)}>
      {(view) => {
        const content = taxHealthCheckContent[view.version];
        const rows = applicableQuestions(content, view.with_partner).flatMap((question) => {
          const answer = taxAnswerWords(question, view.answers);
          if (answer === null) return [];
          const previous = taxAnswerWords(question, view.previous_answers);
          return [{ key: question.key, question: question.text.adviser, answer, previous: previous !== answer ? previous : null }];
        });
        return (
          <>
            <p className="case-summary__headline">
              {t(view.with_partner ? 'cases.review.taxWithPartner' : 'cases.review.taxAlone', { year: view.tax_year.label })}
            </p>
            <AnswerList rows={rows} />
          </>
        );
      }}
    </Loaded>
  );
}

function fieldWords(field: FinancialPlanningField, answers: FinancialPlanningAnswers): string | null {
  const value = answers[field.key];
  if (value === undefined) return null;
  if (field.kind === 'choice') return field.options.find((option) => option.value === value)?.label.adviser ?? String(value);
  if (field.kind === 'amount' && typeof value === 'object') return formatCurrencyAmount(value.amount, value.currency);
  return String(value);
}

export function HealthCheckSummary({ caseId }: SummaryProps) {
  return (
    <Loaded query={useHealthCheck(caseId)}>
      {(view) => {
        const fields = financialPlanningQuestions.flatMap((question) =>
          question.fields.flatMap((field) => {
            const answer = fieldWords(field, view.answers);
            if (answer === null) return [];
            const previous = fieldWords(field, view.previous_answers);
            const label = field.label ? `${question.text.adviser} ${field.label.adviser}` : question.text.adviser;
            return [{ key: field.key, question: label, answer, previous: previous !== answer ? previous : null }];
          }),
        );
        const tax = financialPlanningTaxQuestions.flatMap((question) => {
          const letter = view.answers[question.key];
          if (letter === undefined) return [];
          const words = (l: string | undefined) => question.options.find((o) => o.letter === l)?.label.adviser ?? null;
          const previous = words(view.previous_answers[question.key]);
          const answer = words(letter) ?? letter;
          return [{ key: question.key, question: question.topic, answer, previous: previous !== answer ? previous : null }];
        });
        return <AnswerList rows={[...fields, ...tax]} />;
      }}
    </Loaded>
  );
}

export function GoalsSummary({ caseId }: SummaryProps) {
  const { t } = useTranslation();
  return (
    <Loaded query={useGoals(caseId)}>
      {(view) => (
        <>
          {view.goals.length === 0 ? (
            <p className="case-summary__nothing">{t('cases.review.noGoals')}</p>
          ) : (
            <ul className="case-summary__goals">
              {view.goals.map((goal) => (
                <li key={goal.id}>
                  <span className="case-summary__goal-name">{goal.name}</span>{' '}
                  {t('cases.review.goal', { amount: formatCurrencyAmount(goal.amount, goal.amount_currency), count: goal.duration })}
                </li>
              ))}
            </ul>
          )}
          {view.notes.client ? <p className="case-summary__note">{t('cases.review.clientNote', { note: view.notes.client })}</p> : null}
          {view.notes.overview ? (
            <p className="case-summary__note">{t('cases.review.overviewNote', { note: view.notes.overview })}</p>
          ) : null}
        </>
      )}
    </Loaded>
  );
}
