import { allows, type EstateSummary, type EstateSummarySection, estateSummarySectionLabels, estateSummarySections } from '@advice/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { Banner, Button, EmptyState, Spinner, StatusBadge } from '../../ui/index.ts';
import { useEstateSummary } from './estate-summary.api.ts';
import { SectionEditor } from './estate-summary-editor.tsx';
import { GenerateSummary } from './estate-summary-generate.tsx';
import { UnsavedChangesGuard } from './estate-summary-guard.tsx';
import { sectionSlug, sectionStatus } from './estate-summary-layout.ts';
import { SectionReadView } from './estate-summary-read.tsx';
import './estate-summary.css';

/** The section an address opens (`#bank-accounts`), if it names one. */
function sectionOfHash(hash: string): EstateSummarySection | undefined {
  return estateSummarySections.find((section) => `#${sectionSlug(section)}` === hash);
}

type PanelProps = {
  clientId: string;
  section: EstateSummarySection;
  summary: EstateSummary;
  isOpen: boolean;
  hasChanges: boolean;
  onToggle: (section: EstateSummarySection) => void;
  onDirtyChange: (section: EstateSummarySection, isDirty: boolean) => void;
};

/**
 * One section as a disclosure: its heading is the button that opens it, with what it holds at a glance.
 * Once opened, its form stays (hidden when closed) so edits survive closing it.
 */
function SectionPanel({ clientId, section, summary, isOpen, hasChanges, onToggle, onDirtyChange }: PanelProps) {
  const { t } = useTranslation();
  const [wasOpened, setWasOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWasOpened(true);
  }, [isOpen]);
  const slug = sectionSlug(section);
  const status = sectionStatus(section, summary.sections[section]);
  const canEdit = allows(summary, 'estateSummary.edit');
  const statusText =
    status.entries !== null && status.entries > 0
      ? t('estateSummary.status.entries', { count: status.entries })
      : status.isEmpty
        ? t('estateSummary.status.empty')
        : t('estateSummary.status.recorded');
  return (
    <section id={slug} className={`estate-section${isOpen ? ' estate-section--open' : ''}`} aria-labelledby={`${slug}-heading`}>
      <h2 id={`${slug}-heading`} className="estate-section__heading">
        <button
          type="button"
          className="estate-section__toggle"
          aria-expanded={isOpen}
          aria-controls={`${slug}-panel`}
          onClick={() => onToggle(section)}
        >
          <span className="estate-section__title">{estateSummarySectionLabels[section]}</span>
          <span className="estate-section__status">
            {hasChanges ? <StatusBadge tone="warning">{t('estateSummary.unsaved')}</StatusBadge> : null}
            <span className={status.isEmpty ? 'estate-section__empty' : undefined}>{statusText}</span>
          </span>
          <ChevronDownIcon className="estate-section__chevron" />
        </button>
      </h2>
      <div id={`${slug}-panel`} className="estate-section__panel" hidden={!isOpen}>
        {wasOpened || isOpen ? (
          canEdit ? (
            <SectionEditor clientId={clientId} section={section} summary={summary} onDirtyChange={onDirtyChange} />
          ) : (
            <SectionReadView section={section} sections={summary.sections} currencies={summary.currencies} />
          )
        ) : null}
      </div>
    </section>
  );
}

function Sections({ clientId, summary }: { clientId: string; summary: EstateSummary }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<EstateSummarySection>>(() => {
    const target = sectionOfHash(hash);
    return new Set(target ? [target] : []);
  });
  const [changed, setChanged] = useState<readonly EstateSummarySection[]>([]);

  useEffect(() => {
    const target = sectionOfHash(hash);
    if (!target) return;
    setOpen((current) => new Set([...current, target]));
    document.getElementById(sectionSlug(target))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const toggle = useCallback((section: EstateSummarySection) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(section)) next.delete(section);
      else next.add(section);
      return next;
    });
  }, []);

  const onDirtyChange = useCallback((section: EstateSummarySection, isDirty: boolean) => {
    setChanged((current) => {
      if (current.includes(section) === isDirty) return current;
      return isDirty ? estateSummarySections.filter((s) => s === section || current.includes(s)) : current.filter((s) => s !== section);
    });
  }, []);

  return (
    <>
      {allows(summary, 'estateSummary.edit') ? (
        <p className="page__note estate-summary__required">{t('common.requiredHint')}</p>
      ) : (
        <Banner tone="info">
          <p>{t('estateSummary.readOnly')}</p>
        </Banner>
      )}
      <div className="estate-sections">
        {estateSummarySections.map((section) => (
          <SectionPanel
            key={section}
            clientId={clientId}
            section={section}
            summary={summary}
            isOpen={open.has(section)}
            hasChanges={changed.includes(section)}
            onToggle={toggle}
            onDirtyChange={onDirtyChange}
          />
        ))}
      </div>
      <UnsavedChangesGuard sections={changed} />
    </>
  );
}

type ViewProps = {
  clientId: string;
  /** The page's heading block (the client's own, or the client header staff see). */
  header: (summary: EstateSummary) => ReactNode;
  auditTrailPath: string;
};

/** The estate summary of one client: who saved last, "Generate summary", the audit trail, and the thirteen sections. */
export function EstateSummaryView({ clientId, header, auditTrailPath }: ViewProps) {
  const { t } = useTranslation();
  const summary = useEstateSummary(clientId);
  if (summary.isPending) return <Spinner />;
  if (summary.isError) {
    const isMissing = isApiError(summary.error) && (summary.error.status === 404 || summary.error.status === 403);
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={isMissing ? t('notFound.title') : t('error.title')}
          action={isMissing ? undefined : <Button onClick={() => void summary.refetch()}>{t('common.retry')}</Button>}
        >
          <p>{isMissing ? t('notFound.text') : t('estateSummary.loadFailed')}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="estate-summary">
      {header(summary.data)}
      <div className="estate-summary__toolbar">
        <GenerateSummary clientId={clientId} />
        <Link className="ui-button ui-button--ghost" to={auditTrailPath}>
          {t('estateSummary.auditTrail')}
        </Link>
      </div>
      <Sections clientId={clientId} summary={summary.data} />
    </div>
  );
}
