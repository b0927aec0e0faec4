import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/catalogue.en-GB.ts';
import { contentCatalogue } from './content.catalogue.ts';

const src = path.resolve(import.meta.dirname, '../..');
const filesIn = (folder: string) =>
  readdirSync(path.join(src, folder))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(folder, file));

/**
 * What a visitor's page of the public site draws: its pages, its layout's parts, and the primitives, but the drop
 * zone, whose words come with the pages that take files (upload.catalogue.ts).
 */
const sitePageFiles = [
  ...filesIn('features/content'),
  ...filesIn('ui').filter((file) => !file.endsWith('drop-zone.tsx')),
  'app/footer.tsx',
  'app/not-found-page.tsx',
  'app/route-error.tsx',
  'features/practice/practice-brand.tsx',
  'features/shell/font-size-control.tsx',
];

describe('the public site’s texts', () => {
  it('come from the core catalogue or the site’s own, the only texts its pages load (loadSiteTexts)', () => {
    const known = new Set([...Object.keys(catalogue), ...Object.keys(contentCatalogue)]);
    const missing = sitePageFiles.flatMap((file) =>
      [...readFileSync(path.join(src, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/gu)]
        .map((match) => match[1] ?? '')
        .filter((key) => !known.has(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
