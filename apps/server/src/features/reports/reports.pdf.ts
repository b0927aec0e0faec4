import type { Content, TableCell } from 'pdfmake';
import pdfmake from 'pdfmake';
import { letterhead, type PdfLetterhead } from '../estate-summary/estate-summary.pdf.ts';
import { formatLetterDate, standardFontFiles, standardFontFor, standardFonts, toPrintableText } from '../people/client-letter.pdf.ts';

type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];

/** The page's margin left and right, in points. */
const margin = 48;

/** One table of a report: its heading, its column headings and its lines (the first column names the line). */
export type ReportPdfTable = { heading: string; note?: string; columns: string[]; rows: (string | number)[][] };

/** Everything a report's PDF prints: plain data, so that a worker can draw it. */
export type ReportPdfInput = {
  practice: PdfLetterhead;
  title: string;
  /** What the report covers, in words: 'April 2026', 'April 1, 2026 to April 30, 2026'. */
  period: string;
  /** The day it is generated, as 'YYYY-MM-DD'. */
  date: string;
  tables: ReportPdfTable[];
};

/** Tables of this many lines or fewer are never split over two pages. */
const shortTableRows = 20;

const printable = (value: string | number) => (typeof value === 'number' ? value.toLocaleString('en-GB') : toPrintableText(value));

/** A wide table's names get a column of their own and its figures share the rest; a narrow one's figures take what they need. */
function widthsOf(report: ReportPdfTable): (number | '*' | 'auto')[] {
  const figures = report.columns.slice(1);
  return report.columns.length > 6 ? [120, ...figures.map(() => '*' as const)] : ['*', ...figures.map(() => 'auto' as const)];
}

function table(input: ReportPdfInput, report: ReportPdfTable): Content[] {
  const header = report.columns.map(
    (column, index): TableCell => ({ text: printable(column), style: 'th', alignment: index === 0 ? 'left' : 'right' }),
  );
  const body = report.rows.map((row) =>
    row.map((cell, index): TableCell => ({ text: printable(cell), alignment: index === 0 ? 'left' : 'right' })),
  );
  const accent = input.practice.colours.accent;
  const blocks: Content[] = [
    { text: printable(report.heading), style: 'heading', headlineLevel: 1 },
    ...(report.note ? [{ text: printable(report.note), style: 'small', margin: [0, 0, 0, 4] } as Content] : []),
    {
      table: { headerRows: 1, widths: widthsOf(report), body: [header, ...body] },
      layout: {
        hLineWidth: (index: number) => (index === 1 ? 1 : 0.5),
        vLineWidth: () => 0,
        hLineColor: (index: number) => (index === 1 ? accent : '#cccccc'),
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
      fontSize: report.columns.length > 6 ? 8 : 9.5,
    },
  ];
  // A short table stays on one page with its heading; a long one breaks between lines, its header repeated.
  return report.rows.length <= shortTableRows ? [{ stack: blocks, unbreakable: true }] : blocks;
}

/** A report's layout, as pdfmake's document definition: the letterhead, the title and period, then each table. */
export function reportDocument(input: ReportPdfInput): TDocumentDefinitions {
  const practice = printable(input.practice.tradingName);
  const date = formatLetterDate(input.date);
  const main = input.practice.colours.main;
  const isWide = input.tables.some((report) => report.columns.length > 6);
  return {
    info: { title: `${input.title} – ${input.period}`, author: practice, subject: input.title },
    pageSize: 'A4',
    pageOrientation: isWide ? 'landscape' : 'portrait',
    pageMargins: [margin, margin, margin, 60],
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    ...(input.practice.logo ? { images: { logo: input.practice.logo } } : {}),
    defaultStyle: { font: standardFontFor[input.practice.font], fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      practice: { fontSize: 14, bold: true, color: main },
      title: { fontSize: 20, bold: true, color: main, margin: [0, 10, 0, 2] },
      subtitle: { fontSize: 12, margin: [0, 0, 0, 2] },
      small: { fontSize: 8.5, color: '#555555' },
      heading: { fontSize: 12.5, bold: true, color: main, margin: [0, 16, 0, 6] },
      th: { bold: true, color: main },
    },
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: `${practice} · ${printable(input.title)} · ${printable(input.period)}`, style: 'small' },
        { text: `Page ${page} of ${pages}`, style: 'small', alignment: 'right', width: 80 },
      ],
      margin: [margin, 24, margin, 0],
    }),
    content: [
      // The rule runs the width of the page between its margins: A4 is 595 by 842 points.
      letterhead(input, (isWide ? 842 : 595) - 2 * margin),
      { text: printable(input.title), style: 'title' },
      { text: printable(input.period), style: 'subtitle' },
      { text: `Prepared on ${date} from the practice's audit trail.`, style: 'small' },
      ...input.tables.flatMap((report) => table(input, report)),
    ],
  };
}

/** Draws a report as a PDF: this runs in a worker (reports.pdf.worker.ts), never on the server's own thread. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  // As for the estate summary: the built-in fonts only, no file and no URL read.
  pdfmake.setFonts(standardFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => standardFontFiles.has(path));
  return pdfmake.createPdf(reportDocument(input)).getBuffer();
}
