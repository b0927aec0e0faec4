import { type ActivityArea, allows, type ClientDetail } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, EmptyState, Select, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { usePractice } from '../practice/practice.api.ts';
import { type Period, reportDownloads, useInteractionReport, useSummaryReport } from './activity.api.ts';
import { activityAreasOf, areaLabelKey, isActivityArea } from './activity-areas.ts';
import { ReportPeriodFields, useReportPeriod } from './report-period.tsx';
import { InteractionReportTable, SummaryReportTable } from './report-tables.tsx';
import './activity.css';

const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** A report's page for staff who may read it: the client's header, the lead, and the report itself. */
function ReportPage({ title, children }: { title: string; children: (client: ClientDetail) => ReactNode }) {
  const user = useSignedInUser();
  if (user.role === 'client') return <NotFoundPage />;
  return (
    <WithClient title={(client) => `${title} – ${personName(client)}`}>
      {(client) =>
        allows(client, 'interactionReports.view') ? (
          <>
            <ClientHeader client={client} title={title} />
            {children(client)}
          </>
        ) : (
          <NotFoundPage />
        )
      }
    </WithClient>
  );
}

/** What a report's query holds: loading, a failure, nothing over the period, or the rows. */
function ReportBody<T extends { rows: unknown[] }>({
  report,
  emptyText,
  children,
}: {
  report: UseQueryResult<T>;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (report.isPending) return <Spinner />;
  if (report.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void report.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('activity.report.loadFailed')}</p>
      </Banner>
    );
  if (report.data.rows.length === 0)
    return (
      <EmptyState title={t('activity.report.emptyTitle')}>
        <p>{emptyText}</p>
      </EmptyState>
    );
  return children(report.data);
}

function DownloadButton({ download, isDisabled }: { download: () => Promise<unknown>; isDisabled: boolean }) {
  const { t } = useTranslation();
  const run = useApiMutation(download, { success: false });
  return (
    <Button variant="secondary" isLoading={run.isPending} disabled={isDisabled} onClick={() => void run.run()}>
      {t('activity.report.download')}
    </Button>
  );
}

function FeatureReport({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const features = activityAreasOf(usePractice());
  const [search, setSearch] = useSearchParams();
  const asked = search.get('feature');
  const fallback: ActivityArea = features.includes('messages') ? 'messages' : (features[0] ?? 'cases');
  const feature = isActivityArea(asked) && features.includes(asked) ? asked : fallback;
  const period = useReportPeriod();
  const isValid = Object.keys(period.errors).length === 0;
  const report = useInteractionReport(client.id, feature, period.period, isValid);
  const featureName = t(areaLabelKey(feature));
  const range = (p: Period) => ({ from: day(p.from), to: day(p.to) });
  return (
    <>
      <p className="page__lead">{t('activity.report.lead', { name: personName(client) })}</p>
      <div className="activity-toolbar">
        <Select
          label={t('activity.report.feature')}
          value={feature}
          onChange={(event) => setSearch({ feature: event.target.value }, { replace: true })}
          options={features.map((value) => ({ value, label: t(areaLabelKey(value)) }))}
        />
        <ReportPeriodFields state={period} />
        <div className="activity-toolbar__action">
          <DownloadButton download={() => reportDownloads.interaction(client.id, feature, period.period)} isDisabled={!isValid} />
        </div>
      </div>
      <ReportBody report={report} emptyText={t('activity.report.emptyText', { feature: featureName, ...range(period.period) })}>
        {(data) => (
          <InteractionReportTable
            rows={data.rows}
            label={t('activity.report.tableLabel', { feature: featureName, ...range({ from: data.from, to: data.to }) })}
          />
        )}
      </ReportBody>
      <p className="activity-report__more">
        <Link to={`/clients/${client.id}/summary-interaction-reports`}>{t('activity.report.toSummary')}</Link>
      </p>
    </>
  );
}

function SummaryReport({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const isValid = Object.keys(period.errors).length === 0;
  const report = useSummaryReport(client.id, period.period, isValid);
  const range = { from: day(period.period.from), to: day(period.period.to) };
  return (
    <>
      <p className="page__lead">{t('activity.report.summaryLead', { name: personName(client) })}</p>
      <div className="activity-toolbar">
        <ReportPeriodFields state={period} />
        <div className="activity-toolbar__action">
          <DownloadButton download={() => reportDownloads.summary(client.id, period.period)} isDisabled={!isValid} />
        </div>
      </div>
      <ReportBody report={report} emptyText={t('activity.report.summaryEmptyText', range)}>
        {(data) => (
          <SummaryReportTable rows={data.rows} label={t('activity.report.summaryTableLabel', { from: day(data.from), to: day(data.to) })} />
        )}
      </ReportBody>
      <p className="activity-report__more">
        <Link to={`/clients/${client.id}/messages/interaction-reports`}>{t('activity.report.toFeatures')}</Link>
      </p>
    </>
  );
}

/** clients/{clientId}/messages/interaction-reports: one feature's report (messages first), staff only. */
export function InteractionReportRoute() {
  const { t } = useTranslation();
  return <ReportPage title={t('activity.report.title')}>{(client) => <FeatureReport client={client} />}</ReportPage>;
}

/** clients/{clientId}/summary-interaction-reports: every feature's figures per person, staff only. */
export function SummaryInteractionReportRoute() {
  const { t } = useTranslation();
  return <ReportPage title={t('activity.report.summaryTitle')}>{(client) => <SummaryReport client={client} />}</ReportPage>;
}
