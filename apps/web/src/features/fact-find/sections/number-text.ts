import { factFindMessages as m } from '@advice/domain';

/** The bounds of a whole-number answer and the domain's messages for going past them. */
export type WholeNumberBounds = { max: number; negative: string; tooBig: string };

export const moneyBounds: WholeNumberBounds = { max: 999_999_999_999, negative: m['factFind.positive'], tooBig: m['factFind.digits'] };
export const ageBounds: WholeNumberBounds = { max: 130, negative: m['factFind.age'], tooBig: m['factFind.age'] };
export const yearsBounds: WholeNumberBounds = { max: 99, negative: m['factFind.years'], tooBig: m['factFind.years'] };
export const percentBounds: WholeNumberBounds = { max: 100, negative: m['factFind.percent'], tooBig: m['factFind.percent'] };

/**
 * What a typed number reads as: null when empty, the number (thousand separators and spaces ignored), or
 * NaN when it is not one. A fraction or a negative is kept as typed, so the schema refuses it with its message.
 */
export function parseNumberText(text: string): number | null {
  const compact = text.replace(/[\s,]/gu, '');
  if (compact === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/u.test(compact) ? Number(compact) : Number.NaN;
}

/** A number as the field shows it again: whole amounts with en-GB separators when asked, anything else as it is. */
export function formatNumberText(value: number | null, hasSeparators: boolean): string {
  if (value === null || Number.isNaN(value)) return '';
  if (hasSeparators && Number.isInteger(value) && value >= 0) return new Intl.NumberFormat('en-GB').format(value);
  return String(value);
}

/** The domain's message for a typed number that the schema would refuse, or undefined when it would take it. */
export function wholeNumberMessage(value: number | null, bounds: WholeNumberBounds): string | undefined {
  if (value === null) return undefined;
  if (Number.isNaN(value)) return m['factFind.number'];
  if (!Number.isInteger(value)) return m['factFind.integer'];
  if (value < 0) return bounds.negative;
  if (value > bounds.max) return bounds.tooBig;
  return undefined;
}
