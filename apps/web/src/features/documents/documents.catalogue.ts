import { signingMessages } from '@advice/domain';

/** Texts of the documents page, signing and the verify page (en-GB); the rules' messages come from the domain. */
export const documentsCatalogue = {
  ...signingMessages,
  'documents.nav': 'Documents',
} as const;
