import { caseDocumentCategories } from '../cases/case-documents.ts';

/** What a vault item is (spec 3 §3): a document of one of five types, or a folder. */
export const vaultItemKinds = ['will', 'trust_document', 'insurance_policy', 'bank_statements', 'other_document', 'folder'] as const;
export type VaultItemKind = (typeof vaultItemKinds)[number];

/** The tags a vault document may carry: the document categories (spec 3 §3). */
export const vaultTags = caseDocumentCategories;
export type VaultTag = (typeof vaultTags)[number];

/** An item of a document request the adviser sends: waiting for the client, or received from their vault. */
export const documentRequestItemStatuses = ['pending', 'received'] as const;
export type DocumentRequestItemStatus = (typeof documentRequestItemStatuses)[number];
