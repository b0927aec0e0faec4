import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, sentence, textOf } from '../shared/audit.ts';
import type { MotivationItemKind } from './motivation.ts';

/** An item as its events name it. */
export type MotivationAuditItem = { item_id: string; kind: MotivationItemKind; title: string };

/**
 * What an edit can change, as the audit trail reads it: the title, the kind, the address, the PDF's and the
 * main image's file names and the gallery's images by file name, in order. An edit's event holds the
 * changed ones on both sides, and always the title (so its sentence can name the item).
 */
export type MotivationAuditContent = MotivationAuditItem & {
  url: string | null;
  pdf: string | null;
  main_image: string | null;
  images: string[];
};
type Changed = Partial<MotivationAuditContent> & { item_id: string; title: string };
type CommentRef = { item_id: string; comment_id: string; title: string };

/** Every audited action of a client's motivation centre (entity kind `client`), with its payload. */
export type MotivationAuditEvents = {
  motivation_item_added: { after: MotivationAuditItem };
  motivation_item_updated: { before: Changed; after: Changed };
  motivation_item_removed: { before: MotivationAuditItem };
  motivation_comment_added: { after: CommentRef };
  motivation_comment_removed: { before: CommentRef };
};

export const motivationAuditMessages = {
  'audit.motivation.added': '{{actor}} added the {{kind}} “{{title}}” to the motivation centre',
  'audit.motivation.changed': '{{actor}} changed the {{fields}} of “{{title}}” in the motivation centre',
  'audit.motivation.edited': '{{actor}} edited “{{title}}” in the motivation centre',
  'audit.motivation.removed': '{{actor}} removed the {{kind}} “{{title}}” from the motivation centre',
  'audit.motivation.commented': '{{actor}} commented on “{{title}}” in the motivation centre',
  'audit.motivation.commentRemoved': '{{actor}} deleted a comment on “{{title}}” in the motivation centre',
} as const;
type Key = keyof typeof motivationAuditMessages;

/** How a sentence names each kind ('the photo gallery “Summer”'). */
const kindWords: Record<MotivationItemKind, string> = { link: 'link', pdf: 'PDF', gallery: 'photo gallery' };
const kindWordOf = (value: unknown): string =>
  typeof value === 'string' && Object.hasOwn(kindWords, value) ? kindWords[value as MotivationItemKind] : 'item';

/** The edit's fields in words. */
const fieldLabels = { title: 'title', kind: 'kind', url: 'link', pdf: 'PDF', main_image: 'main image', images: 'images' };

const titleOf = (side: { readonly title?: unknown }, other: { readonly title?: unknown } = {}) =>
  textOf(side.title) ?? textOf(other.title) ?? 'an item';

const fieldOrder: readonly string[] = Object.values(fieldLabels);
const rank = (label: string) => (fieldOrder.includes(label) ? fieldOrder.indexOf(label) : fieldOrder.length);

function describeEdit(facts: AuditFacts<MotivationAuditEvents['motivation_item_updated']>) {
  // Stored payloads come back with their keys in the database's order: the sentence keeps the form's.
  const fields = changedFieldsOf(facts.before, facts.after, fieldLabels).sort((a, b) => rank(a) - rank(b));
  const title = titleOf(facts.after, facts.before);
  if (fields.length === 0) return sentence<Key>('audit.motivation.edited', facts, { title });
  return sentence<Key>('audit.motivation.changed', facts, { fields: listOf(fields), title });
}

export const motivationAuditSentences: AuditDescribers<MotivationAuditEvents, Key> = {
  motivation_item_added: (facts) =>
    sentence<Key>('audit.motivation.added', facts, { kind: kindWordOf(facts.after.kind), title: titleOf(facts.after) }),
  motivation_item_updated: describeEdit,
  motivation_item_removed: (facts) =>
    sentence<Key>('audit.motivation.removed', facts, { kind: kindWordOf(facts.before.kind), title: titleOf(facts.before) }),
  motivation_comment_added: (facts) => sentence<Key>('audit.motivation.commented', facts, { title: titleOf(facts.after) }),
  motivation_comment_removed: (facts) => sentence<Key>('audit.motivation.commentRemoved', facts, { title: titleOf(facts.before) }),
};
