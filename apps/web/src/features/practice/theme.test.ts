// @vitest-environment node
import { contrastRatio, defaultColourScheme, readableTextOn } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme.ts';

describe('theme from the practice colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('keeps every default text colour at 4.5:1 or more against its background', () => {
    const vars = themeVariables(defaultColourScheme);
    const pairs = [
      [vars['--color-on-accent'], vars['--color-accent']],
      [vars['--color-on-main'], vars['--color-main']],
      [vars['--color-text-dark'], vars['--color-background']],
      [vars['--color-link'], vars['--color-background']],
      [vars['--color-link'], '#ffffff'],
    ];
    for (const [text, background] of pairs) expect(contrastRatio(text ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts dark text on a pale accent', () => {
    expect(readableTextOn('#f5d76e', defaultColourScheme)).toBe(defaultColourScheme.textDark);
    expect(readableTextOn('#004478', defaultColourScheme)).toBe(defaultColourScheme.textLight);
  });

  it('falls back to the dark text colour for links when a practice picks an accent too pale to read', () => {
    expect(themeVariables({ ...defaultColourScheme, accent: '#9ec9ff' })['--color-link']).toBe(defaultColourScheme.textDark);
    expect(themeVariables(defaultColourScheme)['--color-link']).toBe('#004478');
  });
});
