import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedPasswordChecks, isValidPassword } from './password.ts';

describe('password rule (spec 1 §5)', () => {
  it.each([
    ['Abcdef1!gh', [], 'exactly 10 characters is long enough'],
    ['Abcde1!gh', ['password.minLength'], '9 characters is too short'],
    [`Ab1!${'xy'.repeat(14)}`, [], 'exactly 32 characters is allowed'],
    [`Ab1!${'xy'.repeat(14)}z`, ['password.maxLength'], '33 characters is too long'],
    ['Abcdd1!ghk', [], 'a character twice in a row is allowed'],
    ['Abcddd1!gh', ['password.repeat'], 'a character three times in a row is refused'],
    ['Ab!!!1cdef', ['password.repeat'], 'three special characters in a row are refused'],
    ['ABCDEF1!GH', ['password.lower'], 'no lowercase letter'],
    ['abcdef1!gh', ['password.upper'], 'no uppercase letter'],
    ['Abcdefg!hi', ['password.digit'], 'no digit'],
    ['Abcdefg1hi', ['password.special'], 'no special character'],
    ['Abcde 1!gh', ['password.whitespace'], 'a space is refused'],
    ['Abcde\t1!gh', ['password.whitespace'], 'a tab is refused'],
    ['Ábcdéf1!gh', [], 'accented letters count as letters'],
    [
      '',
      ['password.minLength', 'password.lower', 'password.upper', 'password.digit', 'password.special'],
      'empty fails every check but repeat and whitespace',
    ],
  ])('%s → %j (%s)', (password, failed) => {
    expect(failedPasswordChecks(password)).toEqual(failed);
    expect(isValidPassword(password)).toBe(failed.length === 0);
  });

  it('refuses any password containing whitespace, whatever else it has', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom(' ', '\t', '\n', '\u00a0'), fc.string({ maxLength: 10 }), (a, ws, b) => {
        expect(isValidPassword(`Aa1!${a}${ws}${b}`)).toBe(false);
      }),
    );
  });

  it('refuses any password with a character three times in a row', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ minLength: 1, maxLength: 1 }), (rest, c) => {
        expect(failedPasswordChecks(`Xy1!${rest}${c.repeat(3)}`)).toContain('password.repeat');
      }),
    );
  });
});
