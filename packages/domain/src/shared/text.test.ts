import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeCharacters } from './text.ts';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL byte', 'Bath\u0000Street'],
    ['a lone high surrogate', 'abc\ud800'],
    ['a lone low surrogate', '\udc00abc'],
    ['two high surrogates in a row', '\ud83d\ud83d'],
  ])('refuses %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
  });

  it.each([
    ['plain text', 'Charlotte Hughes'],
    ['an emoji (a surrogate pair)', 'Thanks 👍'],
    ['accents and scripts', 'Zoë Łukasz 田中'],
    ['tabs and new lines', 'line one\n\tline two'],
    ['the empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names each offending field by its JSON pointer, in arrays and nested objects', () => {
    const found = findUnsafeText({ name: 'ok', address: { line1: 'a\u0000' }, tags: ['x', '\ud800'], 'a/b': '\udc00' });
    expect(found.map((f) => f.pointer)).toEqual(['/address/line1', '/tags/1', '/a~1b']);
  });

  it('refuses a key holding one, naming the object', () => {
    expect(findUnsafeText({ nested: { 'k\u0000': 1 } }).map((f) => f.pointer)).toEqual(['/nested']);
  });

  it('finds nothing in numbers, booleans, null and clean strings', () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: 'fine', e: [2, 'ok'] })).toEqual([]);
  });
});
