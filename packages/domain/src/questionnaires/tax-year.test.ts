import { describe, expect, it } from 'vitest';
import { isPastTaxYear, taxYearEndOf, taxYearLabelOf, taxYearStartOf, ukTodayIso } from './tax-year.ts';

describe('the tax year a date falls in', () => {
  it.each([
    ['2026-04-05', '2025-04-06', 'the 5th of April is the last day of the year before'],
    ['2026-04-06', '2026-04-06', 'the 6th of April begins the new year'],
    ['2026-01-01', '2025-04-06', 'January belongs to the year begun the April before'],
    ['2026-03-31', '2025-04-06', 'March too'],
    ['2025-12-31', '2025-04-06', 'December belongs to the year begun that April'],
    ['2024-02-29', '2023-04-06', 'a leap day'],
    ['2026-04-07', '2026-04-06', 'the day after the turn'],
  ])('%s is in the tax year beginning %s (%s)', (date, start) => {
    expect(taxYearStartOf(date)).toBe(start);
  });

  it('labels and ends a year', () => {
    expect(taxYearLabelOf('2025-04-06')).toBe('2025/26');
    expect(taxYearLabelOf('2099-04-06')).toBe('2099/00');
    expect(taxYearEndOf('2025-04-06')).toBe('2026-04-05');
  });

  it('a record of last year is past on 6 April and not on 5 April', () => {
    expect(isPastTaxYear('2025-04-06', '2026-04-05')).toBe(false);
    expect(isPastTaxYear('2025-04-06', '2026-04-06')).toBe(true);
    expect(isPastTaxYear('2026-04-06', '2026-04-06')).toBe(false);
  });

  it('reads today in the United Kingdom: 23:30 UTC on 5 April in summer time is already 6 April there', () => {
    expect(ukTodayIso(new Date('2026-04-05T23:30:00Z'))).toBe('2026-04-06');
    expect(ukTodayIso(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-05');
  });
});
