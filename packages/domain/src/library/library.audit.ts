import { type AuditDescribers, type AuditFacts, listOf, sentence, textOf } from '../shared/audit.ts';

/** An item or a brochure as its events name it. */
export type LibraryAuditContent = {
  title: string;
  /** The uploaded PDF's file name, or null. */
  pdf: string | null;
  pdf_url: string | null;
  link_url: string | null;
};
export type LibraryAuditItem = LibraryAuditContent & { item_id: string; display_until: string | null };
export type LibraryAuditBrochure = LibraryAuditContent & { brochure_id: string };

/** What an edit can change, as the audit trail names it; the description only as changed (it can be long). */
export const libraryAuditFields = ['title', 'description', 'pdf', 'pdf_url', 'link_url', 'display_until'] as const;
export type LibraryAuditField = (typeof libraryAuditFields)[number];

type ChangedItem = Partial<LibraryAuditItem> & { item_id: string; title: string };
type ChangedBrochure = Partial<LibraryAuditBrochure> & { brochure_id: string; title: string };

/** Every audited action of the practice's library content (entity kind `library-item`). */
export type LibraryItemAuditEvents = {
  library_item_created: { after: LibraryAuditItem };
  library_item_updated: { before: ChangedItem; after: ChangedItem & { fields: LibraryAuditField[] } };
  library_item_deleted: { before: { item_id: string; title: string } };
  /** The removal job took an item a month after its display-until date; no one acted. */
  library_item_expired_removed: { before: { item_id: string; title: string; display_until: string } };
};

/** Every audited action of the platform's brochures (entity kind `brochure`); shown and hidden are a practice's. */
export type BrochureAuditEvents = {
  brochure_created: { after: LibraryAuditBrochure };
  brochure_updated: { before: ChangedBrochure; after: ChangedBrochure & { fields: LibraryAuditField[] } };
  brochure_deleted: { before: { brochure_id: string; title: string } };
  brochure_shown: { after: { brochure_id: string; title: string } };
  brochure_hidden: { after: { brochure_id: string; title: string } };
};

export const libraryAuditMessages = {
  'audit.library.created': '{{actor}} added “{{title}}” to the library',
  'audit.library.createdUntil': '{{actor}} added “{{title}}” to the library, shown until {{date}}',
  'audit.library.changed': '{{actor}} changed the {{fields}} of the library item “{{title}}”',
  'audit.library.edited': '{{actor}} edited the library item “{{title}}”',
  'audit.library.deleted': '{{actor}} deleted the library item “{{title}}”',
  'audit.library.expiredRemoved': 'The library item “{{title}}” was removed a month after it stopped being shown on {{date}}',
  'audit.brochure.created': '{{actor}} added the pre-approved brochure “{{title}}”',
  'audit.brochure.changed': '{{actor}} changed the {{fields}} of the pre-approved brochure “{{title}}”',
  'audit.brochure.edited': '{{actor}} edited the pre-approved brochure “{{title}}”',
  'audit.brochure.deleted': '{{actor}} deleted the pre-approved brochure “{{title}}”',
  'audit.brochure.shown': '{{actor}} showed the brochure “{{title}}” to the practice’s clients',
  'audit.brochure.hidden': '{{actor}} hid the brochure “{{title}}” from the practice’s clients',
} as const;
type Key = keyof typeof libraryAuditMessages;

const fieldLabels: Record<LibraryAuditField, string> = {
  title: 'title',
  description: 'description',
  pdf: 'PDF file',
  pdf_url: 'PDF URL',
  link_url: 'link',
  display_until: 'display-until date',
};

const titleOf = (side: { readonly title?: unknown }, other: { readonly title?: unknown } = {}) =>
  textOf(side.title) ?? textOf(other.title) ?? 'an item';

/** An ISO date as the trail shows dates (31 March 2027). */
function dateWords(value: unknown): string | undefined {
  const text = textOf(value);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/u.test(text)) return undefined;
  return new Date(`${text}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function fieldsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((field) =>
    typeof field === 'string' && Object.hasOwn(fieldLabels, field) ? [fieldLabels[field as LibraryAuditField]] : [],
  );
}

function describeEdit(
  facts: AuditFacts<{ before: { title: string }; after: { title: string; fields: LibraryAuditField[] } }>,
  changed: Key,
  edited: Key,
) {
  const title = titleOf(facts.after, facts.before);
  const fields = fieldsOf(facts.after.fields);
  return fields.length === 0 ? sentence<Key>(edited, facts, { title }) : sentence<Key>(changed, facts, { fields: listOf(fields), title });
}

export const libraryItemAuditSentences: AuditDescribers<LibraryItemAuditEvents, Key> = {
  library_item_created: (facts) => {
    const title = titleOf(facts.after);
    const date = dateWords(facts.after.display_until);
    return date
      ? sentence<Key>('audit.library.createdUntil', facts, { title, date })
      : sentence<Key>('audit.library.created', facts, { title });
  },
  library_item_updated: (facts) => describeEdit(facts, 'audit.library.changed', 'audit.library.edited'),
  library_item_deleted: (facts) => sentence<Key>('audit.library.deleted', facts, { title: titleOf(facts.before) }),
  library_item_expired_removed: (facts) =>
    sentence<Key>('audit.library.expiredRemoved', facts, {
      title: titleOf(facts.before),
      date: dateWords(facts.before.display_until) ?? 'its display-until date',
    }),
};

export const brochureAuditSentences: AuditDescribers<BrochureAuditEvents, Key> = {
  brochure_created: (facts) => sentence<Key>('audit.brochure.created', facts, { title: titleOf(facts.after) }),
  brochure_updated: (facts) => describeEdit(facts, 'audit.brochure.changed', 'audit.brochure.edited'),
  brochure_deleted: (facts) => sentence<Key>('audit.brochure.deleted', facts, { title: titleOf(facts.before) }),
  brochure_shown: (facts) => sentence<Key>('audit.brochure.shown', facts, { title: titleOf(facts.after) }),
  brochure_hidden: (facts) => sentence<Key>('audit.brochure.hidden', facts, { title: titleOf(facts.after) }),
};
