import { type FactFindSection, factFindSectionOfSlug } from '@advice/domain';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { Banner, Button, EmptyState, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { type FactFindSource, type LoadedFactFind, useFactFind, useFactFindDocuments } from './fact-find.api.ts';
import { FactFindDocuments } from './fact-find-documents.tsx';
import { ReviewPanel, VersionsCard } from './fact-find-review.tsx';
import { SectionEditor } from './fact-find-section-editor.tsx';
import { documentsSlug, FactFindStepper } from './fact-find-stepper.tsx';

/** Loads the fact find and renders `children` with it, or the loading, missing and load-failure states (spec 3 §8). */
export function WithFactFind({ source, children }: { source: FactFindSource; children: (view: LoadedFactFind) => ReactNode }) {
  const { t } = useTranslation();
  const query = useFactFind(source);
  if (query.isPending) return <Spinner label={t('factFind.loading')} />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? t('notFound.title') : t('error.title')}
        action={isMissing ? undefined : <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      >
        <p>{isMissing ? t('notFound.text') : t('factFind.notLoaded')}</p>
      </EmptyState>
    );
  }
  return children(query.data);
}

type Step = { slug: string; label: string };

/**
 * The fact find under a page's header: who saved it last, staff's review, the stepper of the ten sections
 * and the documents, the step named in the address (its form, or the documents), and staff's versions.
 */
export function FactFindWorkspace({
  view,
  source,
  base,
  current,
}: {
  view: LoadedFactFind;
  source: FactFindSource;
  base: string;
  current: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [unsaved, setUnsaved] = useState<FactFindSection | null>(null);
  const documents = useFactFindDocuments(view.client_id);
  const section = factFindSectionOfSlug(current);
  const isStaffView = view.review !== null;
  const steps: Step[] = [
    ...view.sections.map((entry) => ({ slug: entry.slug, label: entry.label })),
    { slug: documentsSlug, label: t('factFind.documents.step') },
  ];
  const index = steps.findIndex((step) => step.slug === current);
  const step = steps[index];
  const changes = useMemo(() => {
    const counts = new Map<FactFindSection, number>();
    for (const change of view.review?.changes ?? []) counts.set(change.section, (counts.get(change.section) ?? 0) + 1);
    return counts;
  }, [view.review]);
  const onDirtyChange = useCallback((isDirty: boolean) => setUnsaved(isDirty && section ? section : null), [section]);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    headingRef.current?.focus();
  }, [current]);

  const done = view.sections.filter((entry) => entry.complete).length;
  return (
    <div className="fact-find">
      <p className="fact-find__saved">
        {view.saved_at
          ? view.saved_by
            ? t('factFind.lastSaved', { name: personName(view.saved_by), date: formatDateTime(view.saved_at) })
            : t('factFind.lastSavedAt', { date: formatDateTime(view.saved_at) })
          : t('factFind.nothingSaved')}
      </p>
      {view.case_id ? (
        <Banner tone={view.case_section_complete ? 'success' : 'info'}>
          <p>{view.case_section_complete ? t('factFind.case.complete') : t('factFind.case.incomplete')}</p>
        </Banner>
      ) : null}
      {isStaffView ? <ReviewPanel view={view} base={base} current={section} /> : null}
      <div className="fact-find__progress">
        <progress value={done} max={view.sections.length} aria-labelledby={`${headingId}-progress`} />
        <span id={`${headingId}-progress`}>{t('factFind.progress', { done, total: view.sections.length })}</span>
      </div>
      <FactFindStepper
        view={view}
        base={base}
        current={current}
        unsaved={unsaved}
        changes={changes}
        documentCount={documents.data?.items.length}
      />
      <section className="fact-find__step" aria-labelledby={headingId}>
        <div className="fact-find__step-header">
          {step ? <p className="fact-find__step-number">{t('factFind.stepOf', { number: index + 1, total: steps.length })}</p> : null}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="fact-find__step-title">
            {step?.label ?? t('notFound.title')}
          </h2>
        </div>
        {section ? (
          <SectionEditor key={section} view={view} source={source} section={section} onDirtyChange={onDirtyChange} />
        ) : current === documentsSlug ? (
          <FactFindDocuments clientId={view.client_id} canEdit={view.actions.includes('edit')} isStaffView={isStaffView} />
        ) : (
          <p>{t('factFind.notFoundSection')}</p>
        )}
        <StepLinks previous={steps[index - 1]} next={index >= 0 ? steps[index + 1] : undefined} base={base} />
      </section>
      {isStaffView ? <VersionsCard clientId={view.client_id} /> : null}
    </div>
  );
}

function StepLinks({ previous, next, base }: { previous: Step | undefined; next: Step | undefined; base: string }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('factFind.stepLinks')} className="fact-find__step-links">
      {previous ? (
        <Link to={`${base}/${previous.slug}`} className="fact-find__step-link fact-find__step-link--previous">
          {t('factFind.previous', { section: previous.label })}
        </Link>
      ) : null}
      {next ? (
        <Link to={`${base}/${next.slug}`} className="fact-find__step-link fact-find__step-link--next">
          {t('factFind.next', { section: next.label })}
        </Link>
      ) : null}
    </nav>
  );
}
