import {
  type ConsumerDutyPack,
  consumerDutyAreaLabels,
  consumerDutyAreas,
  consumerDutyEventCsvHeaders,
  consumerDutyFigureCsvHeaders,
} from '@advice/domain';
import { csvOf } from '../../http/csv.ts';
import type { PdfLetterhead } from '../estate-summary/estate-summary.pdf.ts';
import { formatLetterDate } from '../people/client-letter.pdf.ts';
import type { ReportPdfInput, ReportPdfTable } from '../reports/reports.pdf.ts';

/** The pack as files: its CSV, what its PDF prints (drawn by the reports' branded PDF), and the files' names. */

const packTitle = 'Consumer Duty evidence';
const wholePractice = 'Whole practice';

const subjectOf = (pack: ConsumerDutyPack) => pack.client?.name || wholePractice;
const periodText = (pack: ConsumerDutyPack) => `${formatLetterDate(pack.from)} to ${formatLetterDate(pack.to)}`;
/** An instant as the appendix prints it: '2026-03-05 14:05 UTC'. */
const instantText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The file's name: what, whose (the client's id, never their name) and when. */
export function consumerDutyFileName(pack: ConsumerDutyPack, extension: 'csv' | 'pdf'): string {
  const whose = pack.client ? `client-${pack.client.id.slice(0, 8)}` : 'practice';
  return `consumer-duty-${whose}-${pack.from}-to-${pack.to}.${extension}`;
}

/**
 * The pack's CSV: what and when, then a line a figure (its value, in words, how it is counted and the ids of
 * its events), then the appendix of those events, each table under its own header line.
 */
export function consumerDutyCsv(pack: ConsumerDutyPack): string {
  const heading = csvOf([packTitle, subjectOf(pack)], [['Period', `${pack.from} to ${pack.to}`]]);
  const figures = csvOf(
    consumerDutyFigureCsvHeaders,
    pack.figures.map((figure) => [
      consumerDutyAreaLabels[figure.area],
      figure.label,
      figure.value,
      figure.value_text,
      figure.definition,
      figure.event_ids.join(' '),
    ]),
  );
  const events = csvOf(
    consumerDutyEventCsvHeaders,
    pack.events.map((event) => [event.id, event.at, event.client_name, event.action_label, event.actor_name]),
  );
  return [heading, figures, events].join('\r\n');
}

/** Each area's figures: the name over how it is counted, the value, and how many events it came from. */
function areaTables(pack: ConsumerDutyPack): ReportPdfTable[] {
  return consumerDutyAreas.flatMap((area) => {
    const figures = pack.figures.filter((figure) => figure.area === area);
    if (figures.length === 0) return [];
    return [
      {
        heading: consumerDutyAreaLabels[area],
        columns: ['Figure and how it is counted', 'Value', 'Events'],
        rows: figures.map((figure) => [`${figure.label}\n${figure.definition}`, figure.value_text, figure.event_ids.length]),
      },
    ];
  });
}

/** The appendix: every event a figure came from, oldest first. */
function eventsTable(pack: ConsumerDutyPack): ReportPdfTable {
  const withClient = pack.scope === 'practice';
  return {
    heading: 'Events the figures came from',
    note: 'Each figure’s events by id are in the CSV download; these are the same events, from the practice’s audit trail.',
    columns: ['Action', ...(withClient ? ['Client'] : []), 'By', 'Time'],
    rows: pack.events.map((event) => [
      event.action_label,
      ...(withClient ? [event.client_name] : []),
      event.actor_name,
      instantText(event.at),
    ]),
  };
}

/** What the pack's PDF prints on the practice's letterhead: the period, each figure with its definition, the events. */
export function consumerDutyPdfInput(pack: ConsumerDutyPack, practice: PdfLetterhead, date: string): ReportPdfInput {
  return {
    practice,
    title: `${packTitle}: ${subjectOf(pack)}`,
    period: periodText(pack),
    date,
    tables: [...areaTables(pack), ...(pack.events.length > 0 ? [eventsTable(pack)] : [])],
  };
}
