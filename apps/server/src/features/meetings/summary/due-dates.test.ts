import { describe, expect, it } from 'vitest';
import { dueDateIn } from './due-dates.ts';

// 26 November 2026 is a Thursday.
const meeting = '2026-11-26';

describe('due dates said in a meeting', () => {
  it.each([
    ['I will send you the report by Friday.', '2026-11-27'],
    ['i will send you the suitability report by friday', '2026-11-27'],
    ['Could you send me your statements by next Tuesday?', '2026-12-01'],
    ['We will have it within two weeks.', '2026-12-10'],
    ['I will check the figures by the end of March.', '2027-03-31'],
    ['by the end of the month', '2026-11-30'],
    ['by the end of next month', '2026-12-31'],
    ['by the end of the week', '2026-11-27'],
    ['by the end of next week', '2026-12-04'],
    ['on the 3rd of December', '2026-12-03'],
    ['I will call you tomorrow', '2026-11-27'],
    ['I will have it done in a month', '2026-12-26'],
    ['two weeks from now', '2026-12-10'],
  ])('"%s" is due on %s', (text, due) => {
    expect(dueDateIn(text, meeting)).toBe(due);
  });

  it.each([
    ['I will send you the report.'],
    ['I sent it last week.'],
    ['We spoke at three o’clock.'],
    ['Keep six months of spending in cash.'],
    ['We have invested for two years.'],
  ])('"%s" has no due date', (text) => {
    expect(dueDateIn(text, meeting)).toBeNull();
  });

  it('refuses a meeting date that is not a date', () => {
    expect(() => dueDateIn('by Friday', 'Thursday')).toThrow(RangeError);
  });
});
