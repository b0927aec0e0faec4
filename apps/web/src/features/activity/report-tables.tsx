import type { InteractionReportRow, SummaryReportRow } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../lib/breakpoints.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { CardList, CardListItem } from '../../ui/index.ts';
import { areaLabelKey } from './activity-areas.ts';
import '../../ui/table.css';

/** A column of a report: its heading and what a row shows in it. */
type Column<R> = { key: string; heading: string; cell: (row: R) => string; isNumber?: boolean };

/** A report's rows: a table on a desktop, a card a row on a phone (a title line, then the figures). */
function ReportRows<R>({ rows, label, columns, rowKey }: { rows: R[]; label: string; columns: Column<R>[]; rowKey: (row: R) => string }) {
  const isDesktop = useIsDesktop();
  if (!isDesktop)
    return (
      <CardList label={label}>
        {rows.map((row) => (
          <CardListItem key={rowKey(row)} className="activity-report__card">
            <dl>
              {columns.map((column) => (
                <div key={column.key}>
                  <dt>{column.heading}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <section
      className="table-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.isNumber ? 'activity-report__number' : undefined}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.isNumber ? 'activity-report__number' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One feature's report: person, role, action, times, last time. */
export function InteractionReportTable({ rows, label }: { rows: InteractionReportRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ReportRows
      rows={rows}
      label={label}
      rowKey={(row) => `${row.person_id ?? ''} ${row.action}`}
      columns={[
        { key: 'person', heading: t('activity.report.person'), cell: (row) => row.person_name },
        { key: 'role', heading: t('activity.report.role'), cell: (row) => row.role_label },
        { key: 'action', heading: t('activity.report.action'), cell: (row) => row.action_label },
        { key: 'times', heading: t('activity.report.times'), cell: (row) => String(row.count), isNumber: true },
        { key: 'last', heading: t('activity.report.lastTime'), cell: (row) => formatDateTime(row.last_at) },
      ]}
    />
  );
}

/** The summary: feature, person, role, times, last time. */
export function SummaryReportTable({ rows, label }: { rows: SummaryReportRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ReportRows
      rows={rows}
      label={label}
      rowKey={(row) => `${row.feature} ${row.person_id ?? ''}`}
      columns={[
        { key: 'feature', heading: t('activity.report.feature'), cell: (row) => t(areaLabelKey(row.feature)) },
        { key: 'person', heading: t('activity.report.person'), cell: (row) => row.person_name },
        { key: 'role', heading: t('activity.report.role'), cell: (row) => row.role_label },
        { key: 'times', heading: t('activity.report.times'), cell: (row) => String(row.count), isNumber: true },
        { key: 'last', heading: t('activity.report.lastTime'), cell: (row) => formatDateTime(row.last_at) },
      ]}
    />
  );
}
