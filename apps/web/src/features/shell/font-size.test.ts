// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseFontSize, canChangeFontSize, clampFontSize, maxFontSize, nextFontSize, parseStoredFontSize } from './font-size.ts';

describe('font size (spec 1 §5: steps of 2 px, base to base + 2 px)', () => {
  it('has a ceiling exactly one 2 px step above the base', () => {
    expect(maxFontSize - baseFontSize).toBe(2);
  });

  it.each([
    ['larger from the base goes up 2 px', baseFontSize, 'larger', baseFontSize + 2],
    ['larger at the ceiling stays at the ceiling', baseFontSize + 2, 'larger', baseFontSize + 2],
    ['smaller from the ceiling goes down 2 px', baseFontSize + 2, 'smaller', baseFontSize],
    ['smaller at the base never goes below it', baseFontSize, 'smaller', baseFontSize],
  ] as const)('%s', (_title, current, direction, expected) => {
    expect(nextFontSize(current, direction)).toBe(expected);
  });

  it('brings any out-of-range size back within the bounds', () => {
    expect(clampFontSize(10)).toBe(baseFontSize);
    expect(clampFontSize(40)).toBe(maxFontSize);
    expect(clampFontSize(Number.NaN)).toBe(baseFontSize);
    expect(nextFontSize(40, 'smaller')).toBe(baseFontSize);
  });

  it('says which buttons can still change the size', () => {
    expect(canChangeFontSize(baseFontSize, 'smaller')).toBe(false);
    expect(canChangeFontSize(baseFontSize, 'larger')).toBe(true);
    expect(canChangeFontSize(maxFontSize, 'larger')).toBe(false);
    expect(canChangeFontSize(maxFontSize, 'smaller')).toBe(true);
  });

  it('trusts a stored size only when it is a whole number, clamped', () => {
    expect(parseStoredFontSize(null)).toBe(baseFontSize);
    expect(parseStoredFontSize('18')).toBe(18);
    expect(parseStoredFontSize('30')).toBe(maxFontSize);
    expect(parseStoredFontSize('17.5')).toBe(baseFontSize);
    expect(parseStoredFontSize('large')).toBe(baseFontSize);
  });
});
