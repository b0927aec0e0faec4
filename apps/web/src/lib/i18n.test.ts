import { describe, expect, it } from 'vitest';
import { contentCatalogue } from '../features/content/content.catalogue.ts';
import { areaCatalogue } from './catalogue.areas.en-GB.ts';
import { catalogue } from './catalogue.en-GB.ts';
import { i18n, loadAreaTexts, loadSiteTexts } from './i18n.ts';

describe('the texts a page loads', () => {
  it('join the core catalogue without replacing it, each text as written', async () => {
    const areaKeys = Object.keys(areaCatalogue).length;
    await loadSiteTexts();
    await loadAreaTexts();
    const sample = <T extends Record<string, string>>(texts: T) => Object.entries(texts).filter((_, index) => index % 97 === 0);
    for (const [key, text] of [...sample(catalogue), ...sample(areaCatalogue), ...sample(contentCatalogue)]) {
      expect(i18n.getResource('en-GB', 'translation', key)).toBe(text);
    }
    // Neither the core catalogue's object nor the chunk's is changed by the adding (a deep merge wrote the areas'
    // texts into the core object, so code reading it saw texts its page had not loaded).
    expect(Object.keys(areaCatalogue).filter((key) => key in catalogue)).toEqual([]);
    expect(Object.keys(areaCatalogue)).toHaveLength(areaKeys);
  });

  it('load each chunk once however many routes ask', () => {
    expect(loadAreaTexts()).toBe(loadAreaTexts());
    expect(loadSiteTexts()).toBe(loadSiteTexts());
  });
});
