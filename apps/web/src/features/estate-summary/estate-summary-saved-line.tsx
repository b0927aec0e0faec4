import { type EstateSummary, estateSummarySections } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { sectionStatus } from './estate-summary-layout.ts';

/** Who saved last and when, and how many sections hold something. */
export function SavedLine({ summary }: { summary: EstateSummary }) {
  const { t } = useTranslation();
  const recorded = estateSummarySections.filter((section) => !sectionStatus(section, summary.sections[section]).isEmpty).length;
  const saved = summary.updated_at
    ? summary.updated_by
      ? t('estateSummary.lastSaved', { name: summary.updated_by.name, date: formatDateTime(summary.updated_at) })
      : t('estateSummary.lastSavedNoName', { date: formatDateTime(summary.updated_at) })
    : t('estateSummary.neverSaved');
  return (
    <p className="page-header__meta estate-summary__saved">
      {saved} · {t('estateSummary.progress', { recorded, total: estateSummarySections.length })}
    </p>
  );
}
