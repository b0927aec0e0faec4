import type { pdfFonts } from '@advice/domain';
import type { Content, TableCell } from 'pdfmake';
import pdfmake from 'pdfmake';

type PdfFont = (typeof pdfFonts)[number];
type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];

/** Everything a letter of authority says about the practice, the adviser and the client. */
export type LetterOfAuthorityInput = {
  practice: { name: string; tradingName: string; address: string; authorisedRepresentative: string };
  adviserName: string | null;
  client: { fullName: string; dateOfBirth: string | null; address: string };
  /** The date the letter is generated, as 'YYYY-MM-DD'. */
  date: string;
  font: PdfFont;
};

/**
 * The PDF font setting mapped onto a font the generator has. The app ships no Mulish or Yrsa font
 * files yet, so those fall back to the built-in PDF font of the same kind (sans serif, serif).
 */
export const standardFontFor = {
  Mulish: 'Helvetica',
  Helvetica: 'Helvetica',
  Yrsa: 'Times',
  Times: 'Times',
} as const satisfies Record<PdfFont, string>;

/** The built-in PDF fonts the generator may load, and only these (its local-file policy). */
export const standardFonts = {
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
  Times: { normal: 'Times-Roman', bold: 'Times-Bold', italics: 'Times-Italic', bolditalics: 'Times-BoldItalic' },
};
export const standardFontFiles = new Set(Object.values(standardFonts).flatMap((family) => Object.values(family)));

/** Rows of the providers table left blank for the client to fill in. */
const blankProviderRows = 6;

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date as 'MMMM d, yyyy' (the en-GB date format of the spec). */
export function formatLetterDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${months[month - 1]} ${day}, ${year}`;
}

/** Characters Windows-1252 has beyond Latin-1: the only ones the built-in PDF fonts draw besides Latin-1. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in PDF fonts can draw: accents the fonts lack are dropped from their letter
 * (ș → s) and anything else becomes '?', rather than printing wrong glyphs.
 */
export function toPrintableText(text: string): string {
  let printable = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char) || char === '\n') {
      printable += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    printable += /^[\x20-\x7e\xa0-\xff]+$/u.test(base) ? base : '?';
  }
  return printable;
}

/** The authority the client gives, in the words the letter uses. */
function authorityParagraphs(input: LetterOfAuthorityInput): string[] {
  const practice = input.practice.name;
  const whom = input.adviserName ? `${practice} and my adviser, ${input.adviserName},` : practice;
  return [
    `I, ${input.client.fullName}, authorise ${whom} to request and receive from you any information they ask for about my existing policies, investments and pensions held with you, including valuations, plan terms, charges, fund details and contribution histories.`,
    `Please give ${practice} this information and answer their questions as if they came from me. This authority does not allow any change to my plans or any payment to be made from them.`,
    'This authority remains valid until I withdraw it in writing. A copy of this letter, whether scanned, photocopied or sent electronically, is as valid as the original.',
  ];
}

function practiceBlock(input: LetterOfAuthorityInput): Content[] {
  const { practice } = input;
  const lines: Content[] = [{ text: practice.name, style: 'practice' }];
  if (practice.tradingName && practice.tradingName !== practice.name)
    lines.push({ text: `Trading as ${practice.tradingName}`, style: 'small' });
  if (practice.address) lines.push({ text: practice.address, style: 'small' });
  if (practice.authorisedRepresentative)
    lines.push({ text: `Authorised representative: ${practice.authorisedRepresentative}`, style: 'small' });
  return lines;
}

function clientDetails(input: LetterOfAuthorityInput): Content {
  const dateOfBirth = input.client.dateOfBirth ? formatLetterDate(input.client.dateOfBirth) : '';
  const rows: [string, string][] = [
    ['Client', input.client.fullName],
    ['Date of birth', dateOfBirth],
    ['Address', input.client.address],
    ['Adviser', input.adviserName ?? ''],
  ];
  return {
    table: {
      widths: [90, '*'],
      body: rows.map(([label, value]) => [
        { text: label, bold: true },
        // An unknown value leaves a line the client can complete by hand.
        value ? { text: value } : { text: ' ', margin: [0, 6, 0, 0] },
      ]),
    },
    layout: {
      hLineWidth: (index: number) => (index === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#bbbbbb',
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 16],
  };
}

function providersTable(): Content {
  const header = ['Provider', 'Policy or plan number', 'Type of plan'].map((text): TableCell => ({ text, bold: true }));
  const blank = Array.from({ length: blankProviderRows }, () => [' ', ' ', ' '].map((text): TableCell => ({ text, margin: [0, 8, 0, 8] })));
  return {
    table: { headerRows: 1, widths: ['*', '*', '*'], body: [header, ...blank] },
    layout: {
      hLineWidth: (index: number) => (index === 0 ? 0 : index === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (index: number) => (index === 1 ? '#000000' : '#999999'),
    },
    margin: [0, 4, 0, 20],
  };
}

function signatureLines(input: LetterOfAuthorityInput): Content {
  const line = (label: string, width: number) => ({
    stack: [
      { canvas: [{ type: 'line' as const, x1: 0, y1: 28, x2: width, y2: 28, lineWidth: 0.75 }] },
      { text: label, style: 'small', margin: [0, 4, 0, 0] as [number, number, number, number] },
    ],
    width,
  });
  return {
    // 290 + 33 + 160 fills the 483 pt between the margins of an A4 page.
    columns: [line(`Signature of ${input.client.fullName}`, 290), line('Date', 160)],
    columnGap: 33,
    unbreakable: true,
  };
}

function printableInput(input: LetterOfAuthorityInput): LetterOfAuthorityInput {
  const { practice, client } = input;
  return {
    ...input,
    practice: {
      name: toPrintableText(practice.name),
      tradingName: toPrintableText(practice.tradingName),
      address: toPrintableText(practice.address),
      authorisedRepresentative: toPrintableText(practice.authorisedRepresentative),
    },
    adviserName: input.adviserName === null ? null : toPrintableText(input.adviserName),
    client: { ...client, fullName: toPrintableText(client.fullName), address: toPrintableText(client.address) },
  };
}

/** The letter's layout, as pdfmake's document definition. */
function letterOfAuthorityDocument(input: LetterOfAuthorityInput): TDocumentDefinitions {
  const printable = printableInput(input);
  return {
    info: { title: `Letter of authority – ${printable.client.fullName}`, author: printable.practice.name, subject: 'Letter of authority' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: standardFontFor[input.font], fontSize: 10.5, lineHeight: 1.25 },
    styles: {
      practice: { fontSize: 14, bold: true },
      small: { fontSize: 9, color: '#444444' },
      title: { fontSize: 18, bold: true, margin: [0, 24, 0, 4] },
      heading: { fontSize: 11, bold: true, margin: [0, 8, 0, 6] },
      paragraph: { margin: [0, 0, 0, 8], alignment: 'justify' },
    },
    content: [
      ...practiceBlock(printable),
      { text: 'Letter of authority', style: 'title' },
      { text: formatLetterDate(printable.date), margin: [0, 0, 0, 16] },
      clientDetails(printable),
      { text: 'To the product provider', style: 'heading' },
      ...authorityParagraphs(printable).map((text): Content => ({ text, style: 'paragraph' })),
      { text: 'My plans with you', style: 'heading' },
      providersTable(),
      signatureLines(printable),
    ],
  };
}

/** Draws the letter as a PDF. */
export async function renderLetterOfAuthority(input: LetterOfAuthorityInput): Promise<Buffer> {
  // pdfmake keeps fonts and policies on one shared instance and reads them when a document is
  // started, so they are set right before: this letter reads no file but the built-in fonts, and no URL.
  pdfmake.setFonts(standardFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => standardFontFiles.has(path));
  const document = pdfmake.createPdf(letterOfAuthorityDocument(input));
  return document.getBuffer();
}
