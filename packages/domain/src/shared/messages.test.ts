import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';

/** Every exported catalogue of the domain (`messages`, each `…Messages` and `…Labels` map): the texts users read. */
const catalogues = Object.entries(domain).filter(
  (entry): entry is [string, Record<string, unknown>] =>
    /^messages$|Messages$|Labels$/u.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);

/** Each text of a catalogue with its path, descending into grouped entries (a guard's message and hint). */
function textsOf(value: unknown, path: string): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path} ${key}`));
  return [[path, value]];
}

const texts = catalogues.flatMap(([name, catalogue]) => textsOf(catalogue, name));

describe('the message catalogues', () => {
  it('are found: the shared one and those of every area that answers with texts', () => {
    const names = catalogues.map(([name]) => name);
    for (const name of ['messages', 'accountMessages', 'clientMessages', 'clientAccountMessages', 'staffMessages', 'caseMessages']) {
      expect(names).toContain(name);
    }
    for (const name of ['caseDocumentMessages', 'topUpMessages', 'contentMessages', 'onboardingMessages', 'uploadFormMessages']) {
      expect(names).toContain(name);
    }
  });

  it.each(texts)('%s is a non-empty string without leading or trailing spaces', (_path, text) => {
    expect(typeof text).toBe('string');
    expect(text).not.toBe('');
    expect(text).toBe(String(text).trim());
  });

  it.each(texts)('%s has only well-formed {{placeholders}}', (_path, text) => {
    const withoutPlaceholders = String(text).replace(/\{\{\w+\}\}/gu, '');
    expect(withoutPlaceholders).not.toMatch(/\{\{|\}\}/u);
  });
});
