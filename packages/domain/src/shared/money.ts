/** Money is whole units of a currency (DESIGN.md): these read and show such amounts in forms. */

/** Digits of a typed amount, without the thousand separators or spaces people type; null when empty. */
export function parseWholeAmount(text: string): number | null {
  const compact = text.replace(/[\s,]/gu, '');
  if (compact === '') return null;
  return /^\d+$/u.test(compact) ? Number(compact) : Number.NaN;
}

/** An amount with en-GB thousand separators: 1234567 → "1,234,567". */
export function formatWholeAmount(value: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value);
}

export function digitCount(value: number): number {
  return String(Math.trunc(Math.abs(value))).length;
}

/** An amount of a currency as people read it: `£25,000`; an unknown currency code goes before the number. */
export function formatCurrencyAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${currency} ${formatWholeAmount(amount)}`;
  }
}
