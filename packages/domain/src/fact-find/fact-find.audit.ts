import { type AuditDescribers, type AuditFacts, formatFileSize, numberOf, sentence, textOf } from '../shared/audit.ts';
import { factFindSectionLabels } from './fact-find.rules.ts';
import type { FactFindSection } from './fact-find.sections.ts';

/** A fact-find document as its audit events record it. */
export type FactFindDocumentAudit = { document_id: string; file_name: string; size_bytes: number };

/**
 * Every action recorded on a client's fact find (entity kind `client`, the client's id), with its payload:
 * a saved section makes the next version; the fields it changed are in the versions, not repeated here.
 */
export type FactFindAuditEvents = {
  fact_find_saved: { before: { version: number }; after: { section: FactFindSection; version: number; changed_fields: number } };
  fact_find_reviewed: { after: { version: number } };
  fact_find_document_added: { after: FactFindDocumentAudit };
  fact_find_document_removed: { before: FactFindDocumentAudit };
};

export const factFindAuditMessages = {
  'audit.factFind.saved': '{{actor}} saved the {{section}} section of the fact find',
  'audit.factFind.savedUnknown': '{{actor}} saved the fact find',
  'audit.factFind.reviewed': '{{actor}} marked version {{version}} of the fact find as reviewed',
  'audit.factFind.reviewedUnknown': '{{actor}} marked the fact find as reviewed',
  'audit.factFind.documentAdded': '{{actor}} added {{document}} ({{size}}) to the fact find',
  'audit.factFind.documentAddedUnnamed': '{{actor}} added a document to the fact find',
  'audit.factFind.documentRemoved': '{{actor}} removed {{document}} from the fact find',
  'audit.factFind.documentRemovedUnnamed': '{{actor}} removed a document from the fact find',
} as const;
type Key = keyof typeof factFindAuditMessages;

function sectionWords(value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(factFindSectionLabels, value)
    ? factFindSectionLabels[value as FactFindSection].toLowerCase()
    : undefined;
}

function documentAdded(facts: AuditFacts<FactFindAuditEvents['fact_find_document_added']>) {
  const document = textOf(facts.after.file_name) ?? facts.document?.file_name;
  const size = numberOf(facts.after.size_bytes) ?? facts.document?.size_bytes;
  if (!document || size === undefined) return sentence<Key>('audit.factFind.documentAddedUnnamed', facts);
  return sentence<Key>('audit.factFind.documentAdded', facts, { document, size: formatFileSize(size) });
}

/** How each fact-find event reads: "Charlotte Hughes saved the assets and liabilities section of the fact find". */
export const factFindAuditSentences: AuditDescribers<FactFindAuditEvents, Key> = {
  fact_find_saved: (facts) => {
    const section = sectionWords(facts.after.section);
    return section ? sentence<Key>('audit.factFind.saved', facts, { section }) : sentence<Key>('audit.factFind.savedUnknown', facts);
  },
  fact_find_reviewed: (facts) => {
    const version = numberOf(facts.after.version);
    return version === undefined
      ? sentence<Key>('audit.factFind.reviewedUnknown', facts)
      : sentence<Key>('audit.factFind.reviewed', facts, { version: String(version) });
  },
  fact_find_document_added: documentAdded,
  fact_find_document_removed: (facts) => {
    const document = textOf(facts.before.file_name) ?? facts.document?.file_name;
    return document
      ? sentence<Key>('audit.factFind.documentRemoved', facts, { document })
      : sentence<Key>('audit.factFind.documentRemovedUnnamed', facts);
  },
};
