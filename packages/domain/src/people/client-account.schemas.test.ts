import { describe, expect, it } from 'vitest';
import { ageOn } from '../shared/dates.ts';
import { clientAccountMessages, clientDetailsBody, dateOfBirthField, moneyField, personalDetailsBody } from './client-account.schemas.ts';

const isoYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('ageOn', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
  ])('born %s is on %s %i', (born, today, age) => expect(ageOn(born, today)).toBe(age));
});

describe('date of birth', () => {
  it('accepts an adult and null', () => {
    expect(dateOfBirthField.parse('1980-04-21')).toBe('1980-04-21');
    expect(dateOfBirthField.parse(null)).toBeNull();
  });
  it('turns 18 today: accepted; one day short: refused', () => {
    expect(dateOfBirthField.safeParse(isoYearsAgo(18)).success).toBe(true);
    expect(firstMessage(dateOfBirthField.safeParse(isoYearsAgo(18, 1)))).toBe(clientAccountMessages['clients.validation.min18age']);
  });
  it('refuses a future date, an impossible date and another format', () => {
    expect(firstMessage(dateOfBirthField.safeParse(isoYearsAgo(-1)))).toBe(clientAccountMessages['onboarding.validation.pastDate']);
    expect(firstMessage(dateOfBirthField.safeParse('2001-02-29'))).toBe(clientAccountMessages['onboarding.validation.dateFormat']);
    expect(firstMessage(dateOfBirthField.safeParse('21/04/1980'))).toBe(clientAccountMessages['onboarding.validation.dateFormat']);
  });
});

describe('money', () => {
  it.each([0, 1, 1_000_000_000_000, null])('accepts %s', (value) => expect(moneyField.safeParse(value).success).toBe(true));
  it.each([-1, 0.5, 1_000_000_000_001, Number.NaN, '100'])('refuses %s', (value) =>
    expect(firstMessage(moneyField.safeParse(value))).toBe(clientAccountMessages['clients.validation.money']),
  );
});

describe('bodies', () => {
  it('trims text and turns blanks into null', () => {
    expect(personalDetailsBody.parse({ line1: '  1 High St ', city: '   ' })).toEqual({ line1: '1 High St', city: null });
  });
  it('needs a first and last name from staff', () => {
    expect(clientDetailsBody.safeParse({ first_name: ' ', last_name: 'X' }).success).toBe(false);
    expect(clientDetailsBody.safeParse({ first_name: 'A', last_name: 'B', gender: 'other', marital_status: 'widowed' }).success).toBe(true);
  });
});
