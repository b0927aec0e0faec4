import { signingMessages } from '@advice/domain';
import { documentsListCatalogue } from './documents-list.catalogue.ts';
import { prepareSigningCatalogue } from './prepare-signing.catalogue.ts';
import { signCatalogue } from './sign.catalogue.ts';

/** Texts of the documents page, signing and the verify page (en-GB); the rules' messages come from the domain. */
export const documentsCatalogue = {
  ...signingMessages,
  ...documentsListCatalogue,
  ...prepareSigningCatalogue,
  ...signCatalogue,
  'documents.nav': 'Documents',
} as const;
