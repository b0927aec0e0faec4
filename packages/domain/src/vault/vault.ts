import { caseDocumentCategories } from '../cases/case-documents.ts';
import type { NoticeText } from '../notifications/notification-events.ts';

/** What a vault item is (spec 3 §3): a document of one of five types, or a folder. */
export const vaultItemKinds = ['will', 'trust_document', 'insurance_policy', 'bank_statements', 'other_document', 'folder'] as const;
export type VaultItemKind = (typeof vaultItemKinds)[number];

/** The tags a vault document may carry: the document categories (spec 3 §3). */
export const vaultTags = caseDocumentCategories;
export type VaultTag = (typeof vaultTags)[number];

/** An item of a document request the adviser sends: waiting for the client, or received from their vault. */
export const documentRequestItemStatuses = ['pending', 'received'] as const;
export type DocumentRequestItemStatus = (typeof documentRequestItemStatuses)[number];

/** The types a document may be: every kind but the folder. */
export const vaultDocumentKinds = ['will', 'trust_document', 'insurance_policy', 'bank_statements', 'other_document'] as const;
export type VaultDocumentKind = (typeof vaultDocumentKinds)[number];

/** How each kind reads (spec 3 §3). */
export const vaultItemKindLabels = {
  will: 'Will',
  trust_document: 'Trust document',
  insurance_policy: 'Insurance policy',
  bank_statements: 'Bank statements',
  other_document: 'Other document',
  folder: 'Folder',
} as const satisfies Record<VaultItemKind, string>;

/** How each tag reads, as spec 3 §3 spells the document categories. */
export const vaultTagLabels = {
  banking: 'Banking',
  charges: 'Charges',
  communication: 'Communication',
  financial_journey: 'Financial journey',
  identification_and_verification: 'Identification and verification',
  income_withdrawal: 'Income/withdrawal',
  investment: 'Investment',
  meeting: 'Meeting',
  meeting_summary: 'Meeting summary',
  mortgages: 'Mortgages',
  objectives: 'Objectives',
  other: 'Other',
  protection: 'Protection',
  retirement: 'Retirement',
  review_meeting: 'Review meeting',
  risk: 'Risk',
  trusts_and_estate: 'Trusts and Estate',
} as const satisfies Record<VaultTag, string>;

/** A name shows in a list, a breadcrumb and a sentence of the audit trail. */
export const vaultNameMax = 200;
/** Folders nest at most this deep (a folder at the top is at depth 1), so breadcrumbs stay readable. */
export const vaultFolderDepthMax = 8;
/** The widest and tallest image a vault takes, in pixels: a scan at 600 dpi of a large page fits. */
export const vaultImageSideMax = 10_000;

/** Texts of the vault, shown by the server and early in the browser (en-GB). */
export const vaultMessages = {
  'vault.notFound': 'This vault item does not exist, or is not shared with you.',
  'vault.folderNotFound': 'Choose one of the folders of the vault, or the top of the vault.',
  'vault.staffHasNoFolders': 'Only the documents the client shares are listed, without their folders.',
  'vault.fileRequired': 'Choose the document to upload.',
  'vault.folderHasNoFile': 'A folder holds documents; it has no file of its own.',
  'vault.folderNoTags': 'Tags belong to documents; a folder has none.',
  'vault.kindUnchangeable': 'A folder cannot become a document, nor a document a folder.',
  'vault.folderNameRequired': 'Give the folder a name.',
  'vault.moveIntoItself': 'A folder cannot be moved into itself or into one of the folders inside it.',
  'vault.tooDeep': 'Folders can be nested at most 8 deep. Choose a folder nearer the top.',
  'vault.nothingToChange': 'Change at least one thing.',
  'vault.noDocumentsToShare': 'This folder holds no document to share or unshare.',
  /** Spec 3 §5: an image's height or width must be smaller than a limit in pixels. */
  'vault.imageTooLarge': 'The image must be at most 10,000 pixels wide and 10,000 pixels high.',
  /** Spec 1 §8, spec 3 §7: the toasts of a vault item created, updated or deleted, and of a document uploaded. */
  'vault.created': 'Vault item created',
  'vault.updated': 'Vault item updated',
  'vault.deleted': 'Vault item deleted',
  'vault.uploaded': 'Document uploaded',
} as const;
export type VaultMessageKey = keyof typeof vaultMessages;

/** Whether the kind is the folder, which holds items and has no file, tags or sharing of its own. */
export function isVaultFolder(kind: VaultItemKind): kind is 'folder' {
  return kind === 'folder';
}

/** The name a document takes from its file when none is given: the file's name without its extension. */
export function vaultNameFromFile(fileName: string): string {
  const base = fileName.trim().replace(/\.[^.]*$/u, '');
  return (base || fileName.trim()).slice(0, vaultNameMax).trim();
}

/** A refusal of an item's fields: the field it names and the sentence the person reads. */
export type VaultFieldProblem = { pointer: string; key: VaultMessageKey };

/**
 * What is wrong with a new item beyond each field's own rule: a folder needs a name and has no file,
 * tags or sharing; a document needs its file. Empty when nothing is. The server refuses with these; the
 * forms show them beside the field before anything is sent.
 */
export function newVaultItemProblems(item: {
  kind: VaultItemKind;
  name: string;
  tags: readonly string[];
  is_shared_with_adviser: boolean;
  hasFile: boolean;
}): VaultFieldProblem[] {
  if (!isVaultFolder(item.kind)) return item.hasFile ? [] : [{ pointer: '/file', key: 'vault.fileRequired' }];
  const problems: VaultFieldProblem[] = [];
  if (item.name.trim() === '') problems.push({ pointer: '/name', key: 'vault.folderNameRequired' });
  if (item.hasFile) problems.push({ pointer: '/file', key: 'vault.folderHasNoFile' });
  if (item.tags.length > 0) problems.push({ pointer: '/tags', key: 'vault.folderNoTags' });
  return problems;
}

/**
 * Why an item cannot move into `target` (a folder, or null for the top): a folder never goes into itself
 * or below itself (`targetPath`: the ids of the target and the folders above it), and folders nest at
 * most {@link vaultFolderDepthMax} deep (`height`: how many levels of folders the moved item is, 0 for a
 * document). Null when it can.
 */
export function vaultMoveRefusalOf(move: {
  itemId: string;
  targetPath: readonly string[];
  height: number;
}): 'vault.moveIntoItself' | 'vault.tooDeep' | null {
  if (move.targetPath.includes(move.itemId)) return 'vault.moveIntoItself';
  if (move.targetPath.length + move.height > vaultFolderDepthMax) return 'vault.tooDeep';
  return null;
}

/** The facts a shared document's notification names. */
export type VaultNoticeFacts = { clientId: string; clientName: string; itemId: string; name: string };

/** en-GB texts of what the client's staff are told when the client shares documents with them. */
export const vaultNotices = {
  /** One document: named, opening its page (withdrawn when the client stops sharing it). */
  shared: (f: VaultNoticeFacts): NoticeText => ({
    title: 'Document shared with you',
    body: `${f.clientName} shared “${f.name}” from their document vault with you.`,
    link: `/clients/${f.clientId}/vault/${f.itemId}`,
  }),
  /** Several at once (a folder's): counted, not named, opening the list of what they share. */
  sharedMany: (f: { clientId: string; clientName: string; count: number }): NoticeText => ({
    title: 'Documents shared with you',
    body: `${f.clientName} shared ${f.count} documents from their document vault with you.`,
    link: `/clients/${f.clientId}/vault`,
  }),
} as const;
