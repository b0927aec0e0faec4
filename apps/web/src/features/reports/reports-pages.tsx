import {
  changeText,
  formatCurrencyAmount,
  type PracticeStatistics,
  practiceFigures,
  type Role,
  reportReaderRoles,
  todayIso,
  type UsageRow,
  usageColumns,
} from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useSignedInUser } from '../auth/session.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { count, monthNameOf, periodWords } from './report-format.ts';
import { ChartWithTable, DownloadButtons, FigureTable, MonthPicker, PeriodPicker, ReportState, usePresetPeriod } from './report-parts.tsx';
import { reportDownloads, useMonthlyActivity, usePracticeStatistics, useUsageReport } from './reports.api.ts';
import './reports.css';

/** A report page for the practice's director; anyone else finds no page. */
function ReportPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const user = useSignedInUser();
  useDocumentTitle(title);
  if (user.practice_id === null || !(reportReaderRoles as readonly Role[]).includes(user.role)) return <NotFoundPage />;
  return (
    <div className="page reports">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}

function useFigureRows() {
  const { t } = useTranslation();
  return (figures: PracticeStatistics['figures']) =>
    practiceFigures.map((figure) => ({ key: figure, label: t(`reports.figure.${figure}`), value: figures[figure] }));
}

/** Every adviser's share of the figures, a line each, the figures across. */
function AdviserTable({ statistics }: { statistics: PracticeStatistics }) {
  const { t } = useTranslation();
  return (
    <section className="reports-section" aria-labelledby="reports-advisers">
      <h2 id="reports-advisers">{t('reports.advisers.title')}</h2>
      <p className="reports-note">{t('reports.advisers.lead')}</p>
      {statistics.advisers.length === 0 ? (
        <p>{t('reports.advisers.none')}</p>
      ) : (
        <FigureTable
          caption={t('reports.advisers.caption', periodWords(statistics))}
          columns={[t('reports.advisers.adviser'), ...practiceFigures.map((figure) => t(`reports.figure.${figure}`))]}
          rows={statistics.advisers.map((adviser) => ({
            key: adviser.adviser_id ?? 'none',
            cells: [adviser.name, ...practiceFigures.map((figure) => adviser.figures[figure])],
          }))}
        />
      )}
    </section>
  );
}

function Statistics({ statistics }: { statistics: PracticeStatistics }) {
  const { t } = useTranslation();
  const rowsOf = useFigureRows();
  const words = periodWords(statistics);
  const amounts = statistics.top_up_amounts.map((row) => formatCurrencyAmount(row.amount, row.currency)).join(', ');
  return (
    <>
      <ul className="reports-facts">
        <li>{t('reports.onBooks', { clients: count(statistics.on_books.clients), prospects: count(statistics.on_books.prospects) })}</li>
        <li>{amounts ? t('reports.topUpAmounts', { amounts }) : t('reports.topUpAmountsNone')}</li>
      </ul>
      <ChartWithTable
        title={t('reports.figures.title')}
        caption={t('reports.figures.caption', words)}
        heading={t('reports.figures.figure')}
        data={rowsOf(statistics.figures)}
      />
      <div className="reports-pair">
        <ChartWithTable
          title={t('reports.casesByType.title')}
          caption={t('reports.casesByType.title')}
          heading={t('reports.casesByType.type')}
          data={statistics.cases_by_type.map((row) => ({ key: row.type, label: row.label, value: row.count }))}
        />
        {statistics.cases_by_status.length > 0 ? (
          <ChartWithTable
            title={t('reports.casesByStatus.title')}
            caption={t('reports.casesByStatus.title')}
            heading={t('reports.casesByStatus.status')}
            data={statistics.cases_by_status.map((row) => ({ key: row.status, label: row.label, value: row.count }))}
          />
        ) : (
          <section className="reports-chart" aria-labelledby="reports-no-cases">
            <h2 id="reports-no-cases" className="reports-chart__title">
              {t('reports.casesByStatus.title')}
            </h2>
            <p>{t('reports.casesByStatus.none')}</p>
          </section>
        )}
      </div>
      <AdviserTable statistics={statistics} />
    </>
  );
}

/** The monthly report's card on the statistics page: a month, its downloads and a link to read it. */
function MonthlyReportCard() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const month = search.get('month') ?? todayIso().slice(0, 7);
  return (
    <section className="reports-card" aria-labelledby="reports-monthly">
      <h3 id="reports-monthly">{t('reports.monthly.title')}</h3>
      <p className="reports-note">{t('reports.monthly.lead')}</p>
      <div className="reports-toolbar">
        <MonthPicker month={month} onChange={(value) => setSearch({ month: value }, { replace: true })} />
        <DownloadButtons csv={() => reportDownloads.monthlyCsv(month)} pdf={() => reportDownloads.monthlyPdf(month)} />
      </div>
      <p>
        <Link to={`/reports?month=${month}`}>{t('reports.monthly.open')}</Link>
      </p>
    </section>
  );
}

/** practice-statistics: the practice's figures over a period, with charts and their tables, and the reports to download. */
export function StatisticsRoute() {
  const { t } = useTranslation();
  const period = usePresetPeriod();
  const isValid = Object.keys(period.errors).length === 0;
  const statistics = usePracticeStatistics(period.period, isValid);
  return (
    <ReportPage title={t('reports.statistics.title')} lead={t('reports.statistics.lead')}>
      <div className="reports-toolbar">
        <PeriodPicker state={period} />
      </div>
      <ReportState query={statistics}>{(data) => <Statistics statistics={data} />}</ReportState>
      <section className="reports-section" aria-labelledby="reports-more">
        <h2 id="reports-more">{t('reports.more.title')}</h2>
        <div className="reports-cards">
          <MonthlyReportCard />
          <section className="reports-card" aria-labelledby="reports-usage">
            <h3 id="reports-usage">{t('reports.usage.title')}</h3>
            <p className="reports-note">{t('reports.usage.lead')}</p>
            <p>
              <Link to="/usage-reports">{t('reports.usage.open')}</Link>
            </p>
          </section>
          <section className="reports-card" aria-labelledby="reports-visitors">
            <h3 id="reports-visitors">{t('analytics.visitors.title')}</h3>
            <p className="reports-note">{t('analytics.visitors.cardLead')}</p>
            <p>
              <Link to="/practice-statistics/visitors">{t('analytics.visitors.open')}</Link>
            </p>
          </section>
        </div>
      </section>
    </ReportPage>
  );
}

function BackToStatistics() {
  const { t } = useTranslation();
  return (
    <p className="reports-back">
      <Link to="/practice-statistics">{t('reports.backToStatistics')}</Link>
    </p>
  );
}

/** reports: one month's activity against the month before, by adviser, to read or download. */
export function MonthlyReportRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const month = search.get('month') ?? todayIso().slice(0, 7);
  const report = useMonthlyActivity(month);
  return (
    <ReportPage title={t('reports.monthly.title')} lead={t('reports.monthly.lead')}>
      <div className="reports-toolbar">
        <MonthPicker month={month} onChange={(value) => setSearch({ month: value }, { replace: true })} />
        <DownloadButtons csv={() => reportDownloads.monthlyCsv(month)} pdf={() => reportDownloads.monthlyPdf(month)} />
      </div>
      <ReportState query={report}>
        {(data) => (
          <>
            <FigureTable
              caption={t('reports.monthly.caption', { month: monthNameOf(data.month), previous: monthNameOf(data.previous.month) })}
              columns={[
                t('reports.figures.figure'),
                monthNameOf(data.month),
                monthNameOf(data.previous.month),
                t('reports.monthly.change'),
              ]}
              rows={practiceFigures.map((figure) => ({
                key: figure,
                cells: [
                  t(`reports.figure.${figure}`),
                  data.statistics.figures[figure],
                  data.previous.figures[figure],
                  changeText(data.statistics.figures[figure], data.previous.figures[figure]),
                ],
              }))}
            />
            <AdviserTable statistics={data.statistics} />
          </>
        )}
      </ReportState>
      <BackToStatistics />
    </ReportPage>
  );
}

function UsageTable({ caption, rows }: { caption: string; rows: UsageRow[] }) {
  const { t } = useTranslation();
  return (
    <FigureTable
      caption={caption}
      columns={[t('reports.usage.name'), ...usageColumns.map((column) => t(`reports.usage.${column}`)), t('reports.usage.lastActive')]}
      rows={rows.map((row) => ({
        key: row.person_id,
        cells: [
          row.name,
          ...usageColumns.map((column) => row.usage[column]),
          row.last_active_at ? formatDateTime(row.last_active_at) : t('reports.usage.never'),
        ],
      }))}
    />
  );
}

/** usage-reports: what each adviser, and each client who used the portal, did over a period. */
export function UsageReportsRoute() {
  const { t } = useTranslation();
  const period = usePresetPeriod();
  const isValid = Object.keys(period.errors).length === 0;
  const report = useUsageReport(period.period, isValid);
  return (
    <ReportPage title={t('reports.usage.title')} lead={t('reports.usage.lead')}>
      <div className="reports-toolbar">
        <PeriodPicker state={period} />
        <DownloadButtons
          csv={() => reportDownloads.usageCsv(period.period)}
          pdf={() => reportDownloads.usagePdf(period.period)}
          isDisabled={!isValid}
        />
      </div>
      <ReportState query={report}>
        {(data) => (
          <>
            <section className="reports-section" aria-labelledby="usage-advisers">
              <h2 id="usage-advisers">{t('reports.usage.advisers')}</h2>
              <UsageTable
                caption={t('reports.usage.caption', { group: t('reports.usage.advisers'), ...periodWords(data) })}
                rows={data.advisers}
              />
            </section>
            <section className="reports-section" aria-labelledby="usage-clients">
              <h2 id="usage-clients">{t('reports.usage.clients')}</h2>
              {data.clients.length === 0 ? (
                <p>{t('reports.usage.noClients')}</p>
              ) : (
                <UsageTable
                  caption={t('reports.usage.caption', { group: t('reports.usage.clients'), ...periodWords(data) })}
                  rows={data.clients}
                />
              )}
            </section>
          </>
        )}
      </ReportState>
      <BackToStatistics />
    </ReportPage>
  );
}
