import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula gets a leading quote (CSV injection). */
export function safeCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/u.test(text) ? `'${text}` : text;
}

/**
 * A download's CSV as RFC 4180 writes it (CRLF line ends, quoted where needed): the header, then one line a
 * row, every cell a spreadsheet could run as a formula neutralised.
 */
export function csvOf(header: readonly string[], lines: readonly (readonly (string | number | null)[])[]): string {
  return stringify([[...header], ...lines.map((line) => line.map(safeCell))], { record_delimiter: 'windows' });
}
