import * as chrono from 'chrono-node';

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const endOfMonth = new RegExp(`\\bend of (?:the month|this month|(${monthNames.join('|')}))\\b`, 'iu');
const endOfNextMonth = /\bend of next month\b/iu;
const endOfWeek = /\bend of (?:the|this) week\b/iu;
const endOfNextWeek = /\bend of next week\b/iu;

/** A length of time is a deadline only when said as one: "within two weeks", "in a month", "two weeks from now". */
const deadlineBefore = /\b(?:by|before|within|in|until|till|no later than)\s*$/iu;
const deadlineItself = /^(?:within|in)\b|\b(?:from now|from today|time)$/iu;

function isDeadline(result: chrono.ParsedResult, text: string): boolean {
  if (!result.tags().has('result/relativeDate')) return true;
  return deadlineItself.test(result.text) || deadlineBefore.test(text.slice(0, result.index));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day, 12));
const lastDayOfMonth = (year: number, monthIndex: number) => utcDate(year, monthIndex + 1, 0);

/** Friday of the week of `date` plus `weeks` weeks: "the end of the week" in an office. */
function fridayOf(date: Date, weeks: number): Date {
  const daysToFriday = (5 - date.getUTCDay() + 7) % 7;
  return utcDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + daysToFriday + weeks * 7);
}

/** "The end of March / the month / next month / the week / next week", which chrono reads as the start of the period. */
function endOfPeriod(text: string, meeting: Date): Date | null {
  const month = endOfMonth.exec(text);
  if (month) {
    const named = month[1] ? monthNames.indexOf(month[1].toLowerCase()) : meeting.getUTCMonth();
    const year = meeting.getUTCFullYear() + (named < meeting.getUTCMonth() ? 1 : 0);
    return lastDayOfMonth(year, named);
  }
  if (endOfNextMonth.test(text)) return lastDayOfMonth(meeting.getUTCFullYear(), meeting.getUTCMonth() + 1);
  if (endOfWeek.test(text)) return fridayOf(meeting, 0);
  if (endOfNextWeek.test(text)) return fridayOf(meeting, 1);
  return null;
}

/**
 * The due date said in a sentence, relative to the meeting's day (YYYY-MM-DD): "by Friday", "next Tuesday", "within two
 * weeks", "by the end of March", "on the 3rd of December". A date before the meeting ("last week") is no due date, nor
 * is a time alone or a length of time not said as a deadline ("six months of spending"); null when none was said.
 */
export function dueDateIn(text: string, meetingDate: string): string | null {
  const meeting = new Date(`${meetingDate}T12:00:00Z`);
  if (Number.isNaN(meeting.getTime())) throw new RangeError('meetingDate must be a YYYY-MM-DD date');
  const period = endOfPeriod(text, meeting);
  if (period) return isoDate(period);
  for (const result of chrono.en.GB.parse(text, { instant: meeting, timezone: 0 }, { forwardDate: true })) {
    const start = result.start;
    if (!isDeadline(result, text)) continue;
    if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month')) continue;
    const year = start.get('year');
    const month = start.get('month');
    const day = start.get('day');
    if (year === null || month === null || day === null) continue;
    const due = utcDate(year, month - 1, day);
    if (due.getTime() >= utcDate(meeting.getUTCFullYear(), meeting.getUTCMonth(), meeting.getUTCDate()).getTime()) return isoDate(due);
  }
  return null;
}
