import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;

/** Every source file of the features (routes, services, queries, …), tests and test helpers aside. */
const sourceFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.testing.ts'))
  .sort();

/**
 * A text written into an error's detail, a reply's message or an import row's reason, directly or as
 * a branch of a condition: user-facing texts come from the domain's catalogues instead.
 */
const literalText = /\b(detail|message|reason)\s*:\s*(?:[\w.!]+\s*\?\s*)?['"`]/gu;

describe('user-facing texts in the features', () => {
  it('finds the route and service files', () => {
    expect(sourceFiles.filter((file) => file.endsWith('.routes.ts')).length).toBeGreaterThan(5);
    expect(sourceFiles.filter((file) => file.endsWith('.service.ts')).length).toBeGreaterThan(5);
  });

  it.each(sourceFiles)('%s takes its details and messages from the domain catalogues, not string literals', (file) => {
    const source = readFileSync(path.join(featuresDir, file), 'utf8');
    const found = [...source.matchAll(literalText)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `line ${line}: ${source.slice(match.index, match.index + 80).split('\n')[0]}`;
    });
    expect(found).toEqual([]);
  });

  it('catches a literal detail, a literal message and a literal branch of a condition', () => {
    const samples = [
      "throw new AppError('auth.forbidden', { detail: 'No.' })",
      'return { data: { message: `Saved` } }',
      "{ message: isOn ? 'On' : 'Off' }",
      "new AppError('request.invalid', {\n  detail:\n    'Too long.',\n})",
    ];
    for (const sample of samples) expect(sample.match(literalText)).not.toBeNull();
    expect("{ detail: messages['errors.noAccess'] }".match(literalText)).toBeNull();
  });
});
