import {
  type CaseDetail,
  type CaseStatus,
  type CaseType,
  caseSectionPages,
  formatWholeAmount,
  machineOf,
  type TimelineStep,
} from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { CheckIcon, DotIcon } from '../../ui/icons.tsx';
import { ButtonLink, Card } from '../../ui/index.ts';
import { casePath, useCaseSubPath, useTypeLabel } from './case-parts.tsx';

const amount = (value: number, currency: string | null) => (value > 0 ? `${formatWholeAmount(value)} ${currency ?? ''}`.trim() : '—');

/** The case's fields: what every case has, then what its type adds. */
export function CaseFields({ detail, isStaffView }: { detail: CaseDetail; isStaffView: boolean }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const rows: [string, ReactNode][] = [
    [t('cases.field.type'), typeLabel(detail.type)],
    [t('cases.field.created'), formatDate(detail.created_at)],
    [t('cases.field.updated'), formatDate(detail.updated_at)],
  ];
  if (isStaffView && detail.estimated_case_size !== null)
    rows.push([t('cases.field.caseSize'), formatWholeAmount(detail.estimated_case_size)]);
  if (detail.type === 'online_advice_request') {
    rows.push(
      [t('cases.field.initialInvestment'), amount(detail.initial_investment, detail.initial_investment_currency)],
      [t('cases.field.monthlyContribution'), amount(detail.monthly_contribution, detail.monthly_contribution_currency)],
      [
        t('cases.field.duration'),
        detail.investment_duration === null ? '—' : t('cases.field.durationYears', { count: detail.investment_duration }),
      ],
      [t('cases.field.topics'), detail.topics.join(', ') || '—'],
    );
  }
  if (detail.type === 'meeting_request') rows.push([t('cases.field.message'), detail.message || '—']);
  return (
    <Card title={t('cases.details')}>
      <dl className="case-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(detail.type === 'recommendation_pack_case' || detail.type === 'document_pack_case') && detail.cover_note ? (
        <div className="case-cover-note">
          <h3>{t('cases.field.coverNote')}</h3>
          <p>{detail.cover_note}</p>
        </div>
      ) : null}
    </Card>
  );
}

const statusesOfStep: Record<TimelineStep, CaseStatus[]> = {
  submitted: ['submitted'],
  pack_shared: ['reviewing_pack'],
  accepted_or_rejected: ['accepted', 'rejected'],
  confirmed: ['confirmed'],
};

/** The timeline's steps a case of this type can reach: all four for a pack, fewer (or none) for the others. */
function timelineStepsOf(type: CaseType): TimelineStep[] {
  const statuses = machineOf(type).statuses;
  return (Object.keys(statusesOfStep) as TimelineStep[]).filter((step) => statusesOfStep[step].some((s) => statuses.includes(s)));
}

/** Submitted, pack shared, accepted or rejected, confirmed: each with when the case reached it. */
export function CaseTimeline({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const steps = timelineStepsOf(detail.type);
  const entries = detail.timeline.filter((entry) => steps.includes(entry.step));
  if (entries.length === 0) return null;
  return (
    <Card title={t('cases.timeline')}>
      <ol className="case-timeline">
        {entries.map((entry) => (
          <li key={entry.step} className={entry.at ? 'case-timeline__step case-timeline__step--reached' : 'case-timeline__step'}>
            <span className="case-timeline__mark">{entry.at ? <CheckIcon size={16} /> : <DotIcon size={16} />}</span>
            <span className="case-timeline__label">{tk(`cases.timeline.${entry.step}`)}</span>
            <span className="case-timeline__when">
              {entry.at && entry.status
                ? t('cases.timeline.reached', { status: tk(`cases.status.${entry.status}`), date: formatDateTime(entry.at) })
                : t('cases.timeline.notYet')}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * The Online Advice Request's sections, each opening its page, with whether it is complete, how many are,
 * and the next step: the first section still to complete, or, once all are, the submit page.
 */
export function CaseSections({ detail, canSubmit }: { detail: CaseDetail; canSubmit: boolean }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const subPath = useCaseSubPath();
  const total = detail.sections.length;
  const done = detail.sections.filter((s) => s.complete).length;
  const next = detail.sections.find((s) => s.section === detail.next_section);
  return (
    <Card title={t('cases.sections')} description={t('cases.sections.progress', { done, total })} className="case-sections-card">
      {/* The card's description says the same in words. */}
      <progress className="case-sections__progress" max={Math.max(total, 1)} value={done} aria-hidden="true" />
      <ol className="case-sections">
        {detail.sections.map((section) => (
          <li key={section.section} className={section.complete ? 'case-sections__item--complete' : undefined}>
            <span aria-hidden="true" className="case-sections__mark">
              {section.complete ? <CheckIcon size={16} /> : <DotIcon size={16} />}
            </span>
            <Link className="case-sections__name" to={subPath(detail, caseSectionPages[section.section])}>
              {tk(`cases.section.${section.section}`)}
            </Link>
            <span className="case-sections__state">{section.complete ? t('cases.sections.complete') : t('cases.sections.incomplete')}</span>
          </li>
        ))}
      </ol>
      {next || canSubmit ? (
        <div className="form-actions case-sections__next">
          {next ? (
            <ButtonLink to={subPath(detail, caseSectionPages[next.section])}>
              {t('cases.sections.continue', { section: tk(`cases.section.${next.section}`) })}
            </ButtonLink>
          ) : null}
          {canSubmit ? (
            <ButtonLink to={casePath(detail, 'submit')} variant={next ? 'ghost' : 'primary'}>
              {t('cases.sections.toSubmit')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
