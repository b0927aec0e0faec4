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

let areaTexts: Promise<null> | null = null;
let siteTexts: Promise<null> | null = null;

/**
 * Loads the areas' texts once, as a route loader: routes whose pages need them (the signed-in shell,
 * the wizard, the mailbox) wait for it, while sign-in and the other account pages do not.
 */
export function loadAreaTexts(): Promise<null> {
  areaTexts ??= import('./catalogue.areas.en-GB.ts').then(({ areaCatalogue }) => {
    i18next.addResourceBundle(language, 'translation', areaCatalogue, true, true);
    return null;
  });
  return areaTexts;
}

/** Loads the public site's own texts once, as its route loader: a visitor's page waits for these alone, not every area's. */
export function loadSiteTexts(): Promise<null> {
  siteTexts ??= import('../features/content/content.catalogue.ts').then(({ contentCatalogue }) => {
    i18next.addResourceBundle(language, 'translation', contentCatalogue, true, true);
    return null;
  });
  return siteTexts;
}

/** `t` for a key held in a variable: i18next's types only accept literal keys, so this checks it against the catalogue instead. */
export function useKeyTranslation(): (key: CatalogueKey) => string {
  const { t } = useTranslation();
  return useCallback((key: CatalogueKey) => String(t(key as never)), [t]);
}
