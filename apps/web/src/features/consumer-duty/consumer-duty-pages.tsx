import {
  allows,
  type ConsumerDutyPack,
  canReadPracticeConsumerDuty,
  consumerDutyAreaLabels,
  consumerDutyAreas,
  consumerDutyPeriod,
  type Period,
  presetPeriod,
} from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useReportPeriod } from '../activity/report-period.tsx';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { periodWords } from '../reports/report-format.ts';
import { DownloadButtons, PeriodPicker, ReportState } from '../reports/report-parts.tsx';
import { consumerDutyDownloads, useClientConsumerDutyPack, usePracticeConsumerDutyPack } from './consumer-duty.api.ts';
import '../../ui/table.css';
import '../reports/reports.css';
import './consumer-duty.css';

/** The pack's period: the last twelve months until someone chooses, checked by the pack's own rule (24 months at most). */
function usePackPeriod() {
  return useReportPeriod(() => presetPeriod('last12Months'), consumerDutyPeriod);
}

/** One area's figures: each name over how it is counted, its value, and how many events it came from. */
function AreaTable({ pack, area }: { pack: ConsumerDutyPack; area: (typeof consumerDutyAreas)[number] }) {
  const { t } = useTranslation();
  const figures = pack.figures.filter((figure) => figure.area === area);
  const id = `consumer-duty-${area}`;
  return (
    <section className="reports-section consumer-duty__area" aria-labelledby={id}>
      <h2 id={id}>{consumerDutyAreaLabels[area]}</h2>
      <section
        className="table-scroll"
        aria-label={t('consumerDuty.caption', { area: consumerDutyAreaLabels[area], ...periodWords(pack) })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
      >
        <table className="ui-table ui-table--stack consumer-duty__table">
          <thead>
            <tr>
              <th scope="col">{t('consumerDuty.figure')}</th>
              <th scope="col" className="ui-table__num">
                {t('consumerDuty.value')}
              </th>
              <th scope="col" className="ui-table__num">
                {t('consumerDuty.events')}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure) => (
              <tr key={figure.figure} data-figure={figure.figure}>
                <th scope="row">
                  <span className="consumer-duty__label">{figure.label}</span>
                  <span className="consumer-duty__definition">{figure.definition}</span>
                </th>
                <td className="ui-table__num consumer-duty__value" data-label={t('consumerDuty.value')}>
                  {figure.value_text}
                </td>
                <td className="ui-table__num" data-label={t('consumerDuty.events')}>
                  {figure.event_ids.length}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** The appendix: every event a figure came from, folded away until asked for. */
function EventsAppendix({ pack }: { pack: ConsumerDutyPack }) {
  const { t } = useTranslation();
  if (pack.events.length === 0) return <p className="reports-note">{t('consumerDuty.appendixNone')}</p>;
  const withClient = pack.scope === 'practice';
  return (
    <details className="consumer-duty__appendix">
      <summary>{t('consumerDuty.appendix', { count: pack.events.length })}</summary>
      <section
        className="table-scroll"
        aria-label={t('consumerDuty.appendixCaption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
      >
        <table className="ui-table ui-table--stack">
          <thead>
            <tr>
              <th scope="col">{t('consumerDuty.time')}</th>
              <th scope="col">{t('consumerDuty.action')}</th>
              {withClient ? <th scope="col">{t('consumerDuty.client')}</th> : null}
              <th scope="col">{t('consumerDuty.by')}</th>
            </tr>
          </thead>
          <tbody>
            {pack.events.map((event) => (
              <tr key={event.id}>
                <td data-label={t('consumerDuty.time')}>{formatDateTime(event.at)}</td>
                <td data-label={t('consumerDuty.action')}>{event.action_label}</td>
                {withClient ? <td data-label={t('consumerDuty.client')}>{event.client_name}</td> : null}
                <td data-label={t('consumerDuty.by')}>{event.actor_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

/** The period chooser and the downloads above the pack's figures, area by area, and the appendix of events. */
function PackBody({
  lead,
  query,
  state,
  download,
}: {
  lead: string;
  query: UseQueryResult<ConsumerDutyPack>;
  state: ReturnType<typeof usePackPeriod>;
  download: (format: 'csv' | 'pdf') => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const isInvalid = Object.keys(state.errors).length > 0;
  return (
    <>
      <p className="page__lead">{lead}</p>
      <div className="reports-toolbar">
        <PeriodPicker state={state} />
        <DownloadButtons csv={() => download('csv')} pdf={() => download('pdf')} isDisabled={isInvalid} />
      </div>
      <ReportState query={query}>
        {(pack) => (
          <>
            <p className="reports-note">{t('consumerDuty.period', { ...periodWords(pack), days: pack.days })}</p>
            {consumerDutyAreas.map((area) => (
              <AreaTable key={area} pack={pack} area={area} />
            ))}
            <EventsAppendix pack={pack} />
          </>
        )}
      </ReportState>
    </>
  );
}

function PracticePack() {
  const { t } = useTranslation();
  const state = usePackPeriod();
  const query = usePracticeConsumerDutyPack(state.period, Object.keys(state.errors).length === 0);
  return (
    <PackBody
      lead={t('consumerDuty.practiceLead')}
      query={query}
      state={state}
      download={(format) => consumerDutyDownloads.practice(state.period, format)}
    />
  );
}

/** /consumer-duty: the whole practice's pack, for its director and prime admins; anyone else finds no page. */
export function PracticeConsumerDutyRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('consumerDuty.title'));
  if (user.practice_id === null || !canReadPracticeConsumerDuty({ role: user.role, adminLevel: user.admin_level })) return <NotFoundPage />;
  return (
    <div className="page reports consumer-duty">
      <header className="page-header">
        <h1>{t('consumerDuty.title')}</h1>
      </header>
      <PracticePack />
    </div>
  );
}

function ClientPack({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const state = usePackPeriod();
  const query = useClientConsumerDutyPack(clientId, state.period, Object.keys(state.errors).length === 0);
  return (
    <PackBody
      lead={t('consumerDuty.clientLead')}
      query={query}
      state={state}
      download={(format) => consumerDutyDownloads.client(clientId, state.period as Period, format)}
    />
  );
}

/** /clients/:clientId/consumer-duty: the client's pack, for staff the relation table lets read it. */
export function ClientConsumerDutyRoute(): ReactNode {
  const { t } = useTranslation();
  const title = t('consumerDuty.title');
  return (
    <WithClient title={(client) => `${title} – ${personName(client)}`}>
      {(client) =>
        allows(client, 'consumerDuty.view') ? (
          <div className="reports consumer-duty">
            <ClientHeader client={client} title={title} />
            <ClientPack clientId={client.id} />
          </div>
        ) : (
          <NotFoundPage />
        )
      }
    </WithClient>
  );
}
