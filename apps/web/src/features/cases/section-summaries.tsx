import { type CaseDetail, type CaseSection, caseSectionPages, factFindChanges } from '@advice/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { CheckIcon, DotIcon } from '../../ui/icons.tsx';
import { Button, Card, Spinner, StatusBadge } from '../../ui/index.ts';
import { useFactFind } from '../fact-find/fact-find.api.ts';
import { changesBySection } from '../fact-find/fact-find-review.tsx';
import { useCaseSubPath } from './case-parts.tsx';
import { GoalsSummary, HealthCheckSummary, RiskSummary, TaxHealthCheckSummary } from './questionnaire-summaries.tsx';

type SummaryProps = { detail: CaseDetail };

/** The fact find's answers, section by section, each folded until opened: every field as the fact find shows it. */
function FactFindSummary({ detail }: SummaryProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const query = useFactFind({ kind: 'case', caseId: detail.id });
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data)
    return (
      <p>
        {t('cases.review.sectionLoadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  const view = query.data;
  if (view.version === 0) return <p>{t('cases.review.factFindEmpty')}</p>;
  const groups = changesBySection(factFindChanges({}, view.answers));
  return (
    <div className="case-summary__groups">
      {view.sections.map((state) => {
        const fields = groups.get(state.key) ?? [];
        return (
          <details key={state.key} className="case-summary__group">
            <summary>
              <span>{tk(`factFind.section.${state.key}`)}</span>
              <span className={state.complete ? 'case-summary__state case-summary__state--complete' : 'case-summary__state'}>
                {state.complete ? t('cases.sections.complete') : t('cases.sections.incomplete')}
              </span>
            </summary>
            {fields.length === 0 ? (
              <p className="case-summary__nothing">{t('cases.review.noAnswers')}</p>
            ) : (
              <dl className="case-summary__fields">
                {fields.map((field) => (
                  <div key={field.path}>
                    <dt>{field.label}</dt>
                    <dd>{field.after ?? '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
          </details>
        );
      })}
    </div>
  );
}

/** Each section's summary on the review page, read through its area's calls; its page has every answer beside the previous one. */
const summaries: Record<CaseSection, ComponentType<SummaryProps>> = {
  risk_tolerance: ({ detail }) => <RiskSummary caseId={detail.id} />,
  fact_find: FactFindSummary,
  financial_audit: ({ detail }) => <TaxHealthCheckSummary caseId={detail.id} />,
  financial_planning_health_check: ({ detail }) => <HealthCheckSummary caseId={detail.id} />,
  goals: ({ detail }) => <GoalsSummary caseId={detail.id} />,
};

/** The request's sections on the review page: each one's state, its answers where they can be shown here, and its page. */
export function SectionAnswers({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const subPath = useCaseSubPath();
  return (
    <Card title={t('cases.review.answers')} description={t('cases.review.answersLead')} className="case-summary">
      <ol className="case-summary__sections">
        {detail.sections.map((section) => {
          const Summary = summaries[section.section];
          const name = tk(`cases.section.${section.section}`);
          return (
            <li key={section.section} className="case-summary__section">
              <h3 className="case-summary__title">
                <span aria-hidden="true" className={section.complete ? 'case-summary__mark--complete' : 'case-summary__mark'}>
                  {section.complete ? <CheckIcon size={16} /> : <DotIcon size={16} />}
                </span>
                {name}
                <StatusBadge tone={section.complete ? 'success' : 'neutral'}>
                  {section.complete ? t('cases.sections.complete') : t('cases.sections.incomplete')}
                </StatusBadge>
              </h3>
              <Summary detail={detail} />
              <p className="case-summary__open">
                <Link to={subPath(detail, caseSectionPages[section.section])}>{t('cases.review.openSection', { section: name })}</Link>
              </p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
