import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitCount, formatCurrencyAmount, formatWholeAmount, parseWholeAmount } from './money.ts';

describe('parseWholeAmount', () => {
  it.each([
    ['25000', 25_000],
    ['25,000', 25_000],
    [' 1 250 000 ', 1_250_000],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseWholeAmount(text)).toBe(amount);
  });

  it('answers null for an empty or blank field', () => {
    expect(parseWholeAmount('')).toBeNull();
    expect(parseWholeAmount('  ')).toBeNull();
  });

  it.each(['12.50', '-5', '£100', '1e6', 'ten'])('answers NaN for %j, which is no whole amount', (text) => {
    expect(parseWholeAmount(text)).toBeNaN();
  });

  it('reads back every whole amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => parseWholeAmount(formatWholeAmount(amount)) === amount),
    );
  });
});

describe('formatWholeAmount and formatCurrencyAmount', () => {
  it('groups thousands the en-GB way', () => {
    expect(formatWholeAmount(1_234_567)).toBe('1,234,567');
    expect(formatWholeAmount(0)).toBe('0');
  });

  it('shows a known currency with its symbol and no pence', () => {
    expect(formatCurrencyAmount(25_000, 'GBP')).toBe('£25,000');
    expect(formatCurrencyAmount(1_500, 'EUR')).toBe('€1,500');
    expect(formatCurrencyAmount(1_500, 'USD')).toBe('US$1,500');
  });

  it('puts an unknown currency code before the number', () => {
    expect(formatCurrencyAmount(2_000, 'XX1')).toBe('XX1 2,000');
  });
});

describe('digitCount', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [999_999, 6],
    [-1_000, 4],
    [12.9, 2],
  ])('counts the digits of %d as %d', (value, digits) => {
    expect(digitCount(value)).toBe(digits);
  });
});
