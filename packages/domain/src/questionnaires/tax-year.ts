/*
 * The UK tax year runs from 6 April to 5 April. A questionnaire keyed by tax year (the tax health check, the
 * financial planning health check) can be changed only during the year it was created in (spec 3 §4).
 */

const pad = (n: number) => String(n).padStart(2, '0');

function partsOf(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The first day of the tax year a calendar date ('YYYY-MM-DD') falls in: 5 April 2026 is in the year that
 * began on '2025-04-06', 6 April 2026 begins '2026-04-06'.
 */
export function taxYearStartOf(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  const isBeforeSixthApril = month < 4 || (month === 4 && day < 6);
  return `${isBeforeSixthApril ? year - 1 : year}-04-06`;
}

/** The last day of the tax year that begins on `start`: '2025-04-06' → '2026-04-05'. */
export function taxYearEndOf(start: string): string {
  const [year] = partsOf(taxYearStartOf(start));
  return `${year + 1}-04-05`;
}

/** A tax year as people write it: '2025-04-06' → '2025/26'. */
export function taxYearLabelOf(start: string): string {
  const [year] = partsOf(taxYearStartOf(start));
  return `${year}/${pad((year + 1) % 100)}`;
}

/** Today's date in the United Kingdom, where the tax year turns: the server's clock may be in another zone. */
export function ukTodayIso(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether a record of the tax year beginning `start` belongs to a year that has ended by `today` (an ISO date). */
export function isPastTaxYear(start: string, today: string): boolean {
  return taxYearStartOf(start) < taxYearStartOf(today);
}
