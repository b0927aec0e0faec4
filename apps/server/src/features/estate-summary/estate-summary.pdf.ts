import {
  type EstateSummarySection,
  type EstateSummarySections,
  estateSummaryEmptyText,
  estateSummaryFieldLabels,
  estateSummarySectionLabels,
  estateSummarySections,
  formatCurrencyAmount,
  formatWholeAmount,
  type pdfFonts,
  propertyTypeLabels,
} from '@advice/domain';
import type { Content, TableCell } from 'pdfmake';
import pdfmake from 'pdfmake';
import { formatLetterDate, standardFontFiles, standardFontFor, standardFonts, toPrintableText } from '../people/client-letter.pdf.ts';

type PdfFont = (typeof pdfFonts)[number];
type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];

/** Everything the summary prints: plain data, so that it can be handed to the worker that draws it. */
export type EstateSummaryPdfInput = {
  practice: {
    tradingName: string;
    /** The practice's colours: headings in `main`, rules in `accent` (hex). */
    colours: { main: string; accent: string };
    font: PdfFont;
    /** The logo as a PNG or JPEG data URL, or null when the practice has none. */
    logo: string | null;
    /** The currency of an amount whose row names none: the practice's first. */
    defaultCurrency: string;
  };
  client: { fullName: string };
  /** The day it is generated, as 'YYYY-MM-DD'. */
  date: string;
  sections: EstateSummarySections;
};

type Row = Record<string, unknown>;

/** How each list section prints an entry: the field that titles it (after a prefix that says what it is), then the others in order. */
const entryLayouts = {
  bankAccounts: { title: 'bank_name', fields: ['bank_address', 'sort_code', 'account_number', 'contact'] },
  financialAssets: { title: 'name', fields: ['detail', 'plan_number', 'contact'] },
  pensions: { title: 'provider_name', fields: ['plan_value', 'plan_number', 'provider_address', 'contact'] },
  property: { title: 'address', fields: ['type', 'ownership', 'approximate_value', 'outstanding_loan'] },
  lifetimeGifts: { title: 'recipient', prefix: 'Gift to ', fields: ['date', 'amount', 'asset'] },
  beneficiaries: { title: 'name', fields: ['address', 'contact'] },
  powersOfAttorney: {
    title: 'attorney_name',
    prefix: 'Attorney: ',
    fields: ['attorney_address', 'date_made', 'registered', 'people_to_notify'],
  },
} as const satisfies Partial<Record<EstateSummarySection, { title: string; prefix?: string; fields: readonly string[] }>>;

const moneyKeys = new Set(['plan_value', 'approximate_value', 'outstanding_loan', 'amount']);
const dateKeys = new Set(['date', 'date_made', 'date_of_birth']);

const printable = (text: string) => toPrintableText(text);

/** An amount as people read it; a currency whose symbol the built-in fonts lack is written as its code. */
function moneyText(amount: number, currency: string): string {
  const formatted = formatCurrencyAmount(amount, currency);
  return toPrintableText(formatted) === formatted ? formatted : `${currency} ${formatWholeAmount(amount)}`;
}

/** One field's value in words, or '' when it holds nothing. */
function valueText(key: string, row: Row, input: EstateSummaryPdfInput): string {
  const value = row[key];
  if (value === null || value === undefined || value === '') return '';
  if (moneyKeys.has(key) && typeof value === 'number')
    return moneyText(value, typeof row.currency === 'string' ? row.currency : input.practice.defaultCurrency);
  if (dateKeys.has(key) && typeof value === 'string') return formatLetterDate(value);
  if (key === 'type' && typeof value === 'string') return propertyTypeLabels[value as keyof typeof propertyTypeLabels] ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const label = (key: string) => estateSummaryFieldLabels[key] ?? key;

/** A value in words: one line, or several (people, each on a line of their own). */
type Value = string | readonly string[];

/**
 * Labelled values, the empty ones left out; a value of several lines takes a row for each, so a long list
 * (thirty children, ten executors) breaks between people rather than leaving a row taller than a page.
 */
function facts(pairs: [string, Value][]): Content | null {
  const body = pairs.flatMap(([name, value]) =>
    (typeof value === 'string' ? [value] : value)
      .filter((line) => line.trim() !== '')
      .map((line, index): TableCell[] => [index === 0 ? { text: printable(name), style: 'label' } : '', { text: printable(line) }]),
  );
  if (body.length === 0) return null;
  return { table: { widths: [150, '*'], body }, layout: 'noBorders', margin: [0, 0, 0, 4] };
}

const nothing = (): Content => ({ text: estateSummaryEmptyText, style: 'empty' });

function entry(title: string, body: Content | null): Content {
  return { stack: [{ text: printable(title), style: 'entryTitle' }, ...(body ? [body] : [])], unbreakable: true, margin: [0, 0, 0, 8] };
}

function listSection(section: keyof typeof entryLayouts, input: EstateSummaryPdfInput): Content[] {
  const layout: { title: string; prefix?: string; fields: readonly string[] } = entryLayouts[section];
  const rows = (input.sections[section] as { rows: Row[] }).rows;
  if (rows.length === 0) return [nothing()];
  return rows.map((row) =>
    entry(
      `${layout.prefix ?? ''}${valueText(layout.title, row, input)}`,
      facts(layout.fields.map((key): [string, string] => [label(key), valueText(key, row, input)])),
    ),
  );
}

function contactText(person: Row): string {
  return ['name', 'firm', 'phone', 'email', 'address']
    .map((key) => (typeof person[key] === 'string' ? (person[key] as string).trim() : ''))
    .filter(Boolean)
    .join('\n');
}

function personalDetails(input: EstateSummaryPdfInput): Content[] {
  const details = input.sections.personalDetails as unknown as Row;
  const own = facts(['full_name', 'national_id_number', 'date_of_birth'].map((key) => [label(key), valueText(key, details, input)]));
  const contacts = facts(
    ['financial_adviser', 'solicitor', 'accountant'].map((key) => [label(key), contactText((details[key] as Row | undefined) ?? {})]),
  );
  return own || contacts ? [own, contacts].filter((part): part is Content => part !== null) : [nothing()];
}

function people(list: readonly Row[]): string[] {
  return list.map((person) => [person.name, person.contact].filter((part) => typeof part === 'string' && part !== '').join(' – '));
}

function familyTree(input: EstateSummaryPdfInput): Content[] {
  const tree = input.sections.familyTree;
  const body = facts([
    [label('partner'), tree.partner ? people([tree.partner]) : []],
    [label('parents'), people(tree.parents)],
    [label('grandparents'), people(tree.grandparents)],
    [label('children'), people(tree.children)],
    [label('siblings'), people(tree.siblings)],
    [label('notes'), tree.notes],
  ]);
  return [body ?? nothing()];
}

function will(input: EstateSummaryPdfInput): Content[] {
  const section = input.sections.will;
  const row = section as unknown as Row;
  const body = facts([
    [label('storage'), section.storage],
    [label('date'), valueText('date', row, input)],
    [label('drawn_up_by'), section.drawn_up_by],
    [label('executors'), people(section.executors)],
  ]);
  return [body ?? nothing()];
}

function paragraph(text: string): Content[] {
  return text.trim() === '' ? [nothing()] : [{ text: printable(text), style: 'paragraph' }];
}

function sectionBody(section: EstateSummarySection, input: EstateSummaryPdfInput): Content[] {
  switch (section) {
    case 'personalDetails':
      return personalDetails(input);
    case 'familyTree':
      return familyTree(input);
    case 'will':
      return will(input);
    case 'funeralArrangements':
      return paragraph(input.sections.funeralArrangements.wishes);
    case 'otherInformation':
      return paragraph(input.sections.otherInformation.information);
    case 'explanatoryNote':
      return paragraph(input.sections.explanatoryNote.note);
    default:
      return listSection(section, input);
  }
}

/**
 * Whether a block surely fits on one page (an entry, a few facts, "Nothing recorded"): its heading then goes
 * with it, unbroken. A longer one (thirty children, a long note) flows over pages, and a heading left last
 * on a page moves on to the next (see `pageBreakBefore`): unbreakable content taller than a page is dropped.
 */
const isShort = (block: Content) => JSON.stringify(block).length < 3_000;

/** A section: its heading kept on the page of what follows it, then its content. */
function sectionBlock(heading: string, section: EstateSummarySection, input: EstateSummaryPdfInput): Content[] {
  const [first, ...rest] = sectionBody(section, input);
  const title: Content = { text: heading, style: 'heading', headlineLevel: 1 };
  if (!first) return [title];
  return isShort(first) ? [{ stack: [title, first], unbreakable: true }, ...rest] : [title, first, ...rest];
}

/** The practice as a PDF on its branding prints it: the letterhead, the colours, the font. */
export type PdfLetterhead = EstateSummaryPdfInput['practice'];

/** The practice's letterhead: its logo and trading name over a rule in its accent colour, `width` wide (the reports print it too). */
export function letterhead(input: { practice: PdfLetterhead }, width = 483): Content {
  const name: Content = {
    text: printable(input.practice.tradingName),
    style: 'practice',
    alignment: input.practice.logo ? 'right' : 'left',
  };
  const logo = { image: 'logo', fit: [150, 48] as [number, number], width: 150 };
  const top: Content = input.practice.logo ? { columns: [logo, name], columnGap: 16 } : name;
  return {
    stack: [top, { canvas: [{ type: 'line', x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 1.5, lineColor: input.practice.colours.accent }] }],
    margin: [0, 0, 0, 12],
  };
}

/** The summary's layout, as pdfmake's document definition: a letterhead, a title page block, then each section in order. */
export function estateSummaryDocument(input: EstateSummaryPdfInput): TDocumentDefinitions {
  const client = printable(input.client.fullName);
  const practice = printable(input.practice.tradingName);
  const date = formatLetterDate(input.date);
  const main = input.practice.colours.main;
  return {
    info: { title: `Estate summary – ${client}`, author: practice, subject: 'Estate summary' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    // A heading left last on a page starts the next one instead, with the content it heads.
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    ...(input.practice.logo ? { images: { logo: input.practice.logo } } : {}),
    defaultStyle: { font: standardFontFor[input.practice.font], fontSize: 10, lineHeight: 1.2 },
    styles: {
      practice: { fontSize: 14, bold: true, color: main },
      title: { fontSize: 20, bold: true, color: main, margin: [0, 12, 0, 2] },
      subtitle: { fontSize: 13, margin: [0, 0, 0, 2] },
      small: { fontSize: 8.5, color: '#555555' },
      intro: { margin: [0, 10, 0, 6], alignment: 'justify' },
      heading: { fontSize: 13, bold: true, color: main, margin: [0, 14, 0, 6] },
      entryTitle: { bold: true, margin: [0, 2, 0, 2] },
      label: { color: '#555555' },
      empty: { italics: true, color: '#777777' },
      paragraph: { margin: [0, 0, 0, 6], alignment: 'justify' },
    },
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: `${practice} · Estate summary of ${client} · ${date}`, style: 'small' },
        { text: `Page ${page} of ${pages}`, style: 'small', alignment: 'right', width: 80 },
      ],
      margin: [56, 24, 56, 0],
    }),
    content: [
      letterhead(input),
      { text: 'Estate summary', style: 'title' },
      { text: client, style: 'subtitle' },
      { text: `Prepared on ${date}`, style: 'small' },
      {
        text: `This summary sets out what ${client} has recorded about their estate: what they own, whom to contact and what they wish. It is meant for their executors and family. It is not a will and does not change one; where it and a will differ, the will stands.`,
        style: 'intro',
      },
      ...estateSummarySections.flatMap((section, index) =>
        sectionBlock(`${index + 1}. ${estateSummarySectionLabels[section]}`, section, input),
      ),
      {
        text: `Keep this summary with the will and tell the executors where to find it. Prepared by ${practice} on ${date}.`,
        style: 'small',
        margin: [0, 18, 0, 0],
      },
    ],
  };
}

/** Draws the summary as a PDF: this runs in a worker (see estate-summary.render.ts), never on the server's own thread. */
export async function renderEstateSummaryPdf(input: EstateSummaryPdfInput): Promise<Buffer> {
  // As for the letter of authority: the built-in fonts only, no file and no URL read.
  pdfmake.setFonts(standardFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => standardFontFiles.has(path));
  return pdfmake.createPdf(estateSummaryDocument(input)).getBuffer();
}
