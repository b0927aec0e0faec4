import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, latestTodayIso, todayIso } from './dates.ts';

describe('isIsoDate', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])('takes the real date %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-5', '26-01-05', '2026-01-05T10:00', ''])(
    'refuses %j',
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );
});

describe('todayIso', () => {
  it('gives the local calendar date, padded', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('ageOn', () => {
  it.each([
    ['the day before the 18th birthday', '2008-06-15', '2026-06-14', 17],
    ['on the 18th birthday', '2008-06-15', '2026-06-15', 18],
    ['the day after', '2008-06-15', '2026-06-16', 18],
    ['a month before, in a later month of the year', '2008-12-01', '2026-11-01', 17],
    ['a 29 February birthday, on 28 February of a common year', '2008-02-29', '2026-02-28', 17],
    ['a 29 February birthday, on 1 March of a common year', '2008-02-29', '2026-03-01', 18],
    ['a 29 February birthday, on 29 February of a leap year', '2008-02-29', '2028-02-29', 20],
  ])('is right %s', (_name, birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });
});

describe('latestTodayIso', () => {
  it('is the date at UTC+14: the next day from 10:00 UTC, the same day before', () => {
    expect(latestTodayIso(new Date('2026-06-15T09:59:59Z'))).toBe('2026-06-15');
    expect(latestTodayIso(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-16');
    expect(latestTodayIso(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
