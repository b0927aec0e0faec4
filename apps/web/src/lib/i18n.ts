import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type Catalogue, type CatalogueKey, catalogue } from './catalogue.en-GB.ts';

export const language = 'en-GB';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    keySeparator: false;
    nsSeparator: false;
  }
}

// Keys are flat and contain dots ('errors.required'), so i18next must not split them.
void i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: language,
  resources: { [language]: { translation: catalogue } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const i18n = i18next;

/**
 * Adds a chunk of texts to the catalogue. The keys are flat and every value a string, so a shallow merge does, and
 * the chunk's module is not changed after, so i18next need not copy it first (a deep copy and merge of the areas'
 * five thousand texts took twice as long on the main thread of a phone's first visit).
 */
function addTexts(texts: Record<string, string>): null {
  i18next.addResourceBundle(language, 'translation', texts, false, true, { silent: false, skipCopy: true });
  return null;
}

let areaTexts: Promise<null> | null = null;
let siteTexts: Promise<null> | null = null;

/**
 * Loads the areas' texts once, as a route loader: routes whose pages need them (the signed-in shell,
 * the wizard, the mailbox) wait for it, while sign-in and the other account pages do not.
 */
export function loadAreaTexts(): Promise<null> {
  areaTexts ??= import('./catalogue.areas.en-GB.ts').then(({ areaCatalogue }) => addTexts(areaCatalogue));
  return areaTexts;
}

/** Loads the public site's own texts once, as its route loader: a visitor's page waits for these alone, not every area's. */
export function loadSiteTexts(): Promise<null> {
  siteTexts ??= import('../features/content/content.catalogue.ts').then(({ contentCatalogue }) => addTexts(contentCatalogue));
  return siteTexts;
}

/** `t` for a key held in a variable: i18next's types only accept literal keys, so this checks it against the catalogue instead. */
export function useKeyTranslation(): (key: CatalogueKey) => string {
  const { t } = useTranslation();
  return useCallback((key: CatalogueKey) => String(t(key as never)), [t]);
}
