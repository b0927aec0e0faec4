import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactFindSectionsTextKey } from './sections.catalogue.ts';

/** Reads a text of the section forms' catalogue (which the fact-find area's catalogue takes in), with its values. */
export function useSectionText(): (key: FactFindSectionsTextKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return useCallback((key, values) => String(t(key as never, values as never)), [t]);
}
