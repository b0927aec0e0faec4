import { analyticsEnvironment, analyticsReaderRoles, type Role, type VisitReport } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Banner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { count, dayName, periodWords } from '../reports/report-format.ts';
import { FigureTable, PeriodPicker, ReportState, usePresetPeriod } from '../reports/report-parts.tsx';
import { useVisitReport } from './analytics.api.ts';
import '../reports/reports.css';

function VisitTables({ report }: { report: VisitReport }) {
  const { t } = useTranslation();
  const words = periodWords(report);
  const columns = [t('analytics.visits'), t('analytics.signedIn')];
  if (report.total.visits === 0) return <p>{t('analytics.none')}</p>;
  return (
    <>
      <p>{t('analytics.total', { visits: count(report.total.visits), signedIn: count(report.total.signed_in) })}</p>
      <section className="reports-section" aria-labelledby="visits-by-day">
        <h2 id="visits-by-day">{t('analytics.byDay.title')}</h2>
        <FigureTable
          caption={t('analytics.byDay.caption', words)}
          columns={[t('analytics.byDay.day'), ...columns]}
          rows={report.by_day.map((row) => ({ key: row.day, cells: [dayName(row.day), row.visits, row.signed_in] }))}
        />
      </section>
      <section className="reports-section" aria-labelledby="visits-by-page">
        <h2 id="visits-by-page">{t('analytics.byPage.title')}</h2>
        <FigureTable
          caption={t('analytics.byPage.caption', words)}
          columns={[t('analytics.byPage.page'), ...columns]}
          rows={report.by_page.map((row) => ({ key: row.path, cells: [row.path, row.visits, row.signed_in] }))}
        />
      </section>
      {report.by_referrer.length > 0 ? (
        <section className="reports-section" aria-labelledby="visits-by-referrer">
          <h2 id="visits-by-referrer">{t('analytics.byReferrer.title')}</h2>
          <FigureTable
            caption={t('analytics.byReferrer.caption', words)}
            columns={[t('analytics.byReferrer.site'), t('analytics.visits')]}
            rows={report.by_referrer.map((row) => ({ key: row.host, cells: [row.host, row.visits] }))}
          />
        </section>
      ) : null}
    </>
  );
}

/** practice-statistics/visitors: the practice's page views over a period, by day and by page, for its director. */
export function VisitorsRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const practice = usePractice();
  const period = usePresetPeriod();
  const isReader = user.practice_id !== null && (analyticsReaderRoles as readonly Role[]).includes(user.role);
  const isValid = Object.keys(period.errors).length === 0;
  const report = useVisitReport(period.period, isValid && isReader);
  useDocumentTitle(t('analytics.visitors.title'));
  if (!isReader) return <NotFoundPage />;
  return (
    <div className="page reports">
      <header className="page-header">
        <h1>{t('analytics.visitors.title')}</h1>
        <p className="page__lead">{t('analytics.visitors.lead')}</p>
      </header>
      <p className="reports-back">
        <Link to="/practice-statistics">{t('reports.backToStatistics')}</Link>
      </p>
      {practice.environment === analyticsEnvironment ? null : (
        <Banner tone="info">
          <p>{t('analytics.visitors.offHere')}</p>
        </Banner>
      )}
      <div className="reports-toolbar">
        <PeriodPicker state={period} />
      </div>
      <ReportState query={report}>{(data) => <VisitTables report={data} />}</ReportState>
    </div>
  );
}
