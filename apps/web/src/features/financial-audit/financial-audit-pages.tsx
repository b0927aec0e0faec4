import { type TaxHealthCheckView, taxHealthCheckContent, taxHealthCheckFeature } from '@advice/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { CaseHeader, WithCase } from '../cases/case-parts.tsx';
import { isStaffViewer } from '../cases/documents/case-documents.rules.ts';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useTaxHealthCheck } from './financial-audit.api.ts';
import { CheckNotices } from './financial-audit-parts.tsx';
import { QuestionStep } from './financial-audit-question.tsx';
import { IntroStep, PartnerStep } from './financial-audit-start.tsx';
import { type Audience, landingSlugOf, stepsOf } from './financial-audit-steps.ts';
import { SummaryStep } from './financial-audit-summary.tsx';
import './financial-audit.css';

/** Loads the case's check and renders `children` with it, or the loading, missing and load-failure states (spec 3 §8). */
function WithCheck({ caseId, children }: { caseId: string; children: (check: TaxHealthCheckView) => ReactNode }) {
  const { t } = useTranslation();
  const query = useTaxHealthCheck(caseId);
  if (query.isPending) return <Spinner label={t('taxHealthCheck.loading')} />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? t('notFound.title') : t('error.title')}
        action={isMissing ? undefined : <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      >
        <p>{isMissing ? t('taxHealthCheck.notFound') : t('taxHealthCheck.notLoaded')}</p>
      </EmptyState>
    );
  }
  return children(query.data);
}

/**
 * The check under the case's header: where it stands, then the step the address names (the intro, the
 * partner choice, one question, or the summary); without one, where the viewer left off.
 */
function CheckWorkspace({
  check,
  audience,
  base,
  current,
}: {
  check: TaxHealthCheckView;
  audience: Audience;
  base: string;
  current?: string;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const content = taxHealthCheckContent[check.version];
  const steps = stepsOf(content, check);
  const index = steps.findIndex((step) => step.slug === current);
  const step = steps[index];

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    headingRef.current?.focus();
  }, [current]);

  if (!current) return <Navigate to={`${base}/${landingSlugOf(check, steps)}`} replace />;
  const pathOf = (at: number) => `${base}/${steps[Math.max(0, Math.min(at, steps.length - 1))]?.slug ?? 'summary'}`;
  const firstQuestionWith = (withPartner: boolean) => `${base}/${stepsOf(content, { with_partner: withPartner })[2]?.slug ?? 'summary'}`;
  return (
    <div className="thc">
      <CheckNotices check={check} />
      <section className="thc-step" aria-label={t('taxHealthCheck.title')}>
        {step?.kind === 'intro' ? (
          <IntroStep
            check={check}
            content={content}
            next={check.with_partner === null ? pathOf(1) : `${base}/${landingSlugOf(check, steps)}`}
            base={base}
            headingRef={headingRef}
          />
        ) : step?.kind === 'partner' ? (
          <PartnerStep check={check} audience={audience} previous={pathOf(0)} next={firstQuestionWith} headingRef={headingRef} />
        ) : step?.kind === 'question' ? (
          <QuestionStep
            key={step.slug}
            check={check}
            step={step}
            audience={audience}
            base={base}
            previous={pathOf(index - 1)}
            next={pathOf(index + 1)}
            headingRef={headingRef}
          />
        ) : step?.kind === 'summary' ? (
          <SummaryStep check={check} content={content} audience={audience} base={base} headingRef={headingRef} />
        ) : (
          <EmptyState title={t('taxHealthCheck.step.unknown')} action={<Link to={`${base}/summary`}>{t('taxHealthCheck.toSummary')}</Link>}>
            <p>{t('taxHealthCheck.step.unknownText')}</p>
          </EmptyState>
        )}
      </section>
    </div>
  );
}

/**
 * client-cases/{caseId}/financial-audit and clients/{clientId}/cases/{caseId}/financial-audit (each with
 * /{step}): the case's tax health check, its Online Advice Request's financial-audit section.
 */
export function TaxHealthCheckRoute() {
  const { t } = useTranslation();
  const { clientId, caseId = '', step } = useParams();
  const base = clientId ? `/clients/${clientId}/cases/${caseId}/financial-audit` : `/client-cases/${caseId}/financial-audit`;
  return (
    <FeatureGate flag={taxHealthCheckFeature}>
      <WithCase title={(detail) => `${t('taxHealthCheck.title')}: ${detail.name}`}>
        {(detail, user) => (
          <>
            <CaseHeader detail={detail} user={user} title={t('taxHealthCheck.title')} />
            <WithCheck caseId={caseId}>
              {(check) => <CheckWorkspace check={check} audience={isStaffViewer(user) ? 'adviser' : 'client'} base={base} current={step} />}
            </WithCheck>
          </>
        )}
      </WithCase>
    </FeatureGate>
  );
}
