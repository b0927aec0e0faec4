import type { messages } from '../shared/messages.ts';

/** The password rule of spec 1 §5, as named checks so the web checklist can show each one (spec 2 §5 lists the minimum and maximum apart). */
export const passwordChecks = [
  { key: 'password.minLength', test: (p: string) => p.length >= 10 },
  { key: 'password.maxLength', test: (p: string) => p.length <= 32 },
  { key: 'password.repeat', test: (p: string) => !/(.)\1\1/su.test(p) },
  { key: 'password.lower', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'password.upper', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password.digit', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'password.special', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
  { key: 'password.whitespace', test: (p: string) => !/\s/u.test(p) },
] as const satisfies ReadonlyArray<{ key: keyof typeof messages; test: (p: string) => boolean }>;

export type PasswordCheckKey = (typeof passwordChecks)[number]['key'];

/** The checks a password fails, in display order; empty when it satisfies the rule. */
export function failedPasswordChecks(password: string): PasswordCheckKey[] {
  return passwordChecks.filter((check) => !check.test(password)).map((check) => check.key);
}

export function isValidPassword(password: string): boolean {
  return failedPasswordChecks(password).length === 0;
}
