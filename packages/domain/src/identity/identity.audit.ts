import {
  type AuditDescribers,
  type AuditFacts,
  changedFieldsOf,
  formatFileSize,
  listOf,
  numberOf,
  sentence,
  textOf,
} from '../shared/audit.ts';

/*
 * A restricted document shows only to the client and their adviser, yet a client's events are read by all
 * their staff (the audit trail, the activity feed): so an event of a restricted document carries no name,
 * number or file name, and reads as "a restricted identity document". A copy request of a document since
 * removed names none either ("an identity document").
 */

/** What every event of a document carries: its access, and its name only when it is normal. */
type DocumentRef = { access: string; name?: string };
type DocumentChange = DocumentRef & { changed: string[] };
type DocumentFile = DocumentRef & { file_name?: string; size_bytes: number; replaced: boolean };
type Countries = { nationalities: string[]; residencies: string[] };
type Section = { section: string };
type CopyRequest = DocumentRef & { request_id: string; note?: string };

/** Every audited action of a client's identification (entity kind `client`), with its payload. */
export type IdentityAuditEvents = {
  /** The nationalities and residencies by name, in their order, before and after. */
  identity_details_saved: { before: Countries; after: Countries };
  identity_document_added: { after: DocumentRef & { type: string } };
  /** `changed`: the fields changed, by name (their values stay out of the trail). */
  identity_document_updated: { before: DocumentRef; after: DocumentChange };
  identity_document_file_uploaded: { after: DocumentFile };
  identity_document_removed: { before: DocumentRef & { type: string } };
  identity_section_locked: { after: Section };
  identity_section_unlocked: { before: Section };
  identity_copy_requested: { after: CopyRequest };
  identity_copy_received: { after: CopyRequest };
};

export const identityAuditMessages = {
  'audit.identity.detailsSaved': '{{actor}} changed the {{fields}} in the identification',
  'audit.identity.detailsSavedUnchanged': '{{actor}} saved the personal details of the identification',
  'audit.identity.documentAdded': '{{actor}} added the identity document “{{name}}”',
  'audit.identity.unnamedAdded': '{{actor}} added {{document}}',
  'audit.identity.documentUpdated': '{{actor}} changed the {{fields}} of the identity document “{{name}}”',
  'audit.identity.unnamedUpdated': '{{actor}} changed the {{fields}} of {{document}}',
  'audit.identity.fileUploaded': '{{actor}} uploaded {{file}} as the scan of the identity document “{{name}}”',
  'audit.identity.fileReplaced': '{{actor}} replaced the scan of the identity document “{{name}}” with {{file}}',
  'audit.identity.unnamedFileUploaded': '{{actor}} uploaded a scan of {{document}}',
  'audit.identity.documentRemoved': '{{actor}} removed the identity document “{{name}}”',
  'audit.identity.unnamedRemoved': '{{actor}} removed {{document}}',
  'audit.identity.sectionLocked': '{{actor}} locked the {{section}} of the identification',
  'audit.identity.sectionUnlocked': '{{actor}} unlocked the {{section}} of the identification',
  'audit.identity.copyRequested': '{{actor}} asked for a physical copy of the identity document “{{name}}”',
  'audit.identity.unnamedCopyRequested': '{{actor}} asked for a physical copy of {{document}}',
  'audit.identity.copyReceived': '{{actor}} received the physical copy of the identity document “{{name}}”',
  'audit.identity.unnamedCopyReceived': '{{actor}} received the physical copy of {{document}}',
} as const;
type Key = keyof typeof identityAuditMessages;

/** A document's and a section's fields as a sentence names them. */
const fieldLabels: Readonly<Record<string, string>> = {
  type: 'type',
  access: 'access level',
  name: 'name',
  number: 'number',
  issued_by: 'issuer',
  expires_on: 'expiry date',
  nationalities: 'nationalities',
  residencies: 'residencies',
};
const sectionWords: Readonly<Record<string, string>> = { personalDetails: 'personal details', identityDocuments: 'identity documents' };

/** The name an event gives its document: none for a restricted one, or one since removed. */
function nameOf(facts: AuditFacts<unknown>): string | undefined {
  return textOf((facts.after as { name?: unknown }).name) ?? textOf((facts.before as { name?: unknown }).name);
}

/** A document the event does not name, in words: a restricted one says so. */
function unnamedOf(facts: AuditFacts<unknown>): string {
  const access = (facts.after as { access?: unknown }).access ?? (facts.before as { access?: unknown }).access;
  return access === 'restricted' ? 'a restricted identity document' : 'an identity document';
}

/** `key` naming the document, or `unnamed` saying only what kind of document it is. */
function aboutDocument(facts: AuditFacts<unknown>, key: Key, unnamed: Key, params: Record<string, string> = {}) {
  const name = nameOf(facts);
  return name ? sentence<Key>(key, facts, { name, ...params }) : sentence<Key>(unnamed, facts, { document: unnamedOf(facts), ...params });
}

function fieldsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').map((f) => fieldLabels[f] ?? f) : [];
}

function fileOf(facts: AuditFacts<IdentityAuditEvents['identity_document_file_uploaded']>): string {
  const name = textOf(facts.after.file_name) ?? 'a file';
  const size = numberOf(facts.after.size_bytes);
  return size === undefined ? name : `${name} (${formatFileSize(size)})`;
}

function sectionOf(facts: AuditFacts<unknown>): string {
  const section = textOf((facts.after as { section?: unknown }).section) ?? textOf((facts.before as { section?: unknown }).section);
  return (section && sectionWords[section]) ?? 'a section';
}

/** How each event reads: "Priya Shah locked the personal details of the identification". */
export const identityAuditSentences: AuditDescribers<IdentityAuditEvents, Key> = {
  identity_details_saved: (facts) => {
    // The stored payload's keys come back in the database's order: name them in the page's.
    const changed = changedFieldsOf(facts.before, facts.after, fieldLabels);
    const fields = ['nationalities', 'residencies'].filter((field) => changed.includes(field));
    return fields.length === 0
      ? sentence<Key>('audit.identity.detailsSavedUnchanged', facts)
      : sentence<Key>('audit.identity.detailsSaved', facts, { fields: listOf(fields) });
  },
  identity_document_added: (facts) => aboutDocument(facts, 'audit.identity.documentAdded', 'audit.identity.unnamedAdded'),
  identity_document_updated: (facts) => {
    const fields = fieldsOf(facts.after.changed);
    return aboutDocument(facts, 'audit.identity.documentUpdated', 'audit.identity.unnamedUpdated', {
      fields: listOf(fields.length > 0 ? fields : ['details']),
    });
  },
  identity_document_file_uploaded: (facts) =>
    aboutDocument(
      facts,
      facts.after.replaced === true ? 'audit.identity.fileReplaced' : 'audit.identity.fileUploaded',
      'audit.identity.unnamedFileUploaded',
      nameOf(facts) ? { file: fileOf(facts) } : {},
    ),
  identity_document_removed: (facts) => aboutDocument(facts, 'audit.identity.documentRemoved', 'audit.identity.unnamedRemoved'),
  identity_section_locked: (facts) => sentence<Key>('audit.identity.sectionLocked', facts, { section: sectionOf(facts) }),
  identity_section_unlocked: (facts) => sentence<Key>('audit.identity.sectionUnlocked', facts, { section: sectionOf(facts) }),
  identity_copy_requested: (facts) => aboutDocument(facts, 'audit.identity.copyRequested', 'audit.identity.unnamedCopyRequested'),
  identity_copy_received: (facts) => aboutDocument(facts, 'audit.identity.copyReceived', 'audit.identity.unnamedCopyReceived'),
};
