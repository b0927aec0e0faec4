import { presetOf, presetPeriod, type ReportPreset, reportPresets, shiftMonth, todayIso } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Select, Spinner } from '../../ui/index.ts';
import { ReportPeriodFields, useReportPeriod } from '../activity/report-period.tsx';
import { count, monthNameOf } from './report-format.ts';
import '../../ui/table.css';

/** recharts loads with the first chart, never with the page's first download. */
const BarChartOf = lazy(() => import('./figure-chart.tsx'));

/** The period of a report: this month until the director picks a preset or two days. */
export function usePresetPeriod() {
  return useReportPeriod(() => presetPeriod('thisMonth'));
}
type PeriodState = ReturnType<typeof usePresetPeriod>;

/** A preset beside the two days; choosing one sets both, and two days of a preset's show it chosen. */
export function PeriodPicker({ state }: { state: PeriodState }) {
  const { t } = useTranslation();
  const chosen = presetOf(state.fields) ?? 'custom';
  return (
    <>
      <Select
        label={t('reports.preset.label')}
        value={chosen}
        onChange={(event) => {
          const preset = event.target.value;
          if ((reportPresets as readonly string[]).includes(preset)) state.choose(presetPeriod(preset as ReportPreset));
        }}
        options={[
          ...reportPresets.map((preset) => ({ value: preset, label: t(`reports.preset.${preset}`) })),
          ...(chosen === 'custom' ? [{ value: 'custom', label: t('reports.preset.custom') }] : []),
        ]}
      />
      <ReportPeriodFields state={state} />
    </>
  );
}

/** The last twelve months, this one first, for a month's report. */
export function recentMonths(): string[] {
  const month = todayIso().slice(0, 7);
  return Array.from({ length: 12 }, (_, index) => shiftMonth(month, -index));
}

export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const months = recentMonths();
  return (
    <Select
      label={t('reports.monthly.month')}
      value={month}
      onChange={(event) => onChange(event.target.value)}
      options={(months.includes(month) ? months : [month, ...months]).map((value) => ({ value, label: monthNameOf(value) }))}
    />
  );
}

/** "Download CSV" and "Download PDF": each a file named by the server; a refusal shows the server's reason. */
export function DownloadButtons({
  csv,
  pdf,
  isDisabled = false,
}: {
  csv: () => Promise<unknown>;
  pdf: () => Promise<unknown>;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const csvRun = useApiMutation(csv, { success: false });
  const pdfRun = useApiMutation(pdf, { success: false });
  return (
    <div className="reports-downloads">
      <Button variant="secondary" isLoading={csvRun.isPending} disabled={isDisabled} onClick={() => void csvRun.run()}>
        {t('reports.downloadCsv')}
      </Button>
      <Button variant="secondary" isLoading={pdfRun.isPending} disabled={isDisabled} onClick={() => void pdfRun.run()}>
        {t('reports.downloadPdf')}
      </Button>
    </div>
  );
}

/** What a report's query holds: loading, a failure with a retry, or the report. */
export function ReportState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('reports.loadFailed')}</p>
      </Banner>
    );
  return children(query.data);
}

/** A table a screen reader reads: its caption, column headings, and each line headed by its first cell. */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  return (
    <section
      className="table-scroll reports-table"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table">
        <caption className="reports-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? 'ui-table__num' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key="name" scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line's cells are its columns, in their order.
                  <td key={index} className="ui-table__num">
                    {typeof cell === 'number' ? count(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A chart and, beside it, the table of the same figures: the chart is a picture for the eye (hidden from
 * screen readers), the table says every figure to anyone.
 */
export function ChartWithTable({
  title,
  caption,
  heading,
  data,
}: {
  title: string;
  caption: string;
  heading: string;
  data: { key: string; label: string; value: number }[];
}) {
  const { t } = useTranslation();
  return (
    <section className="reports-chart" aria-label={title}>
      <h2 className="reports-chart__title">{title}</h2>
      <div className="reports-chart__body">
        <div className="reports-chart__picture" aria-hidden="true">
          <Suspense fallback={<p className="reports-chart__loading">{t('reports.chartLoading')}</p>}>
            <BarChartOf data={data} />
          </Suspense>
        </div>
        <FigureTable
          caption={caption}
          columns={[heading, t('reports.figures.count')]}
          rows={data.map((row) => ({ key: row.key, cells: [row.label, row.value] }))}
        />
      </div>
    </section>
  );
}
