import { z } from 'zod';

/**
 * A phone number a signer's passcode can be texted to (spec 1 §5: "a client phone number is needed when phone
 * authentication is used for signing"): digits and spaces, with a + only in front, and 7 to 15 digits (E.164's
 * longest). The server and the prepare page check the same rule.
 */

export const phoneDigitsMin = 7;
export const phoneDigitsMax = 15;
/** The longest number as typed, spaces included. */
export const phoneInputMax = 32;

export const phoneNumberMessage = `Enter a mobile number of ${phoneDigitsMin} to ${phoneDigitsMax} digits, using only digits, spaces and a + in front (for example +44 7700 900123).`;

const typedPhone = /^\+?[\d ]+$/u;

/** Whether a number as typed (for a partner) is one a text can go to. */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!typedPhone.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/gu, '').length;
  return digits >= phoneDigitsMin && digits <= phoneDigitsMax;
}

/**
 * The number a text goes to: digits with the + kept, and the spaces, brackets and dashes an account's number may
 * hold taken out (`020 7946-0000` is `02079460000`). Null when what is left is not 7 to 15 digits after an
 * optional +, so an account number no text can reach counts as no number.
 */
export function textablePhoneOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const compact = value.trim().replace(/[\s()-]/gu, '');
  return new RegExp(`^\\+?\\d{${phoneDigitsMin},${phoneDigitsMax}}$`, 'u').test(compact) ? compact : null;
}

/** The number as a signer may be shown it without giving it away: its last four digits, `•••• 1234`. */
export function maskedPhoneOf(phone: string): string {
  return `•••• ${phone.replace(/\D/gu, '').slice(-4)}`;
}

/** A number as typed into a form for a text: the rule above, or empty for none. */
export const phoneNumberField = z
  .string()
  .trim()
  .max(phoneInputMax, phoneNumberMessage)
  .refine((value) => value === '' || isPhoneNumber(value), phoneNumberMessage);
