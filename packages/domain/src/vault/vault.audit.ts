import {
  type AuditDescribers,
  type AuditFacts,
  changedFieldsOf,
  fieldOf,
  formatFileSize,
  listOf,
  numberOf,
  sentence,
  textOf,
} from '../shared/audit.ts';
import { type VaultItemKind, vaultItemKindLabels } from './vault.ts';

/**
 * What every event of a vault item carries: its client (so a client's vault trail finds the events of
 * items since deleted), its name and kind as they were. Folder names (`folder`, `deleted_with`) are the
 * client's alone: the staff's trail reads the events without them.
 */
type Named = { client_id: string; name: string; kind: VaultItemKind };
type InFolder = Named & { folder: string | null };
type Details = { client_id: string; name: string; kind?: VaultItemKind; tags?: string[] };

/** Every audited action of a client's vault (entity kind `document-vault`, entity id the item's), with its payload. */
export type VaultAuditEvents = {
  vault_item_created: { after: InFolder & { tags: string[]; file_name?: string; size_bytes?: number } };
  /** `name` on both sides always (the same when only the type or tags changed); `kind` and `tags` only when they changed. */
  vault_item_updated: { before: Details; after: Details };
  /** From one folder (or the top, null) to another. */
  vault_item_moved: { before: InFolder; after: InFolder };
  vault_item_shared: { after: Named };
  vault_item_unshared: { after: Named };
  vault_document_replaced: { after: Named & { file_name: string; size_bytes: number } };
  /** `deleted_with`: the folder whose deletion took the item with it. */
  vault_item_deleted: { before: Named & { deleted_with?: string } };
  /** A member of staff downloaded a shared document: the client sees who opened what they shared. */
  vault_document_downloaded: { after: Named };
};
export type VaultAuditAction = keyof VaultAuditEvents;

/** The payload keys that name the client's folders, which staff never read. */
export const vaultFolderAuditKeys = ['folder', 'deleted_with'] as const;

export const vaultAuditMessages = {
  'audit.vault.createdFolder': '{{actor}} created the folder “{{name}}”',
  'audit.vault.createdFolderIn': '{{actor}} created the folder “{{name}}” in “{{folder}}”',
  'audit.vault.added': '{{actor}} added the {{kind}} “{{name}}”',
  'audit.vault.addedIn': '{{actor}} added the {{kind}} “{{name}}” to “{{folder}}”',
  'audit.vault.renamed': '{{actor}} renamed “{{from}}” to “{{name}}”',
  'audit.vault.renamedAndChanged': '{{actor}} renamed “{{from}}” to “{{name}}” and changed its {{fields}}',
  'audit.vault.changed': '{{actor}} changed the {{fields}} of “{{name}}”',
  'audit.vault.moved': '{{actor}} moved “{{name}}” from “{{from}}” to “{{to}}”',
  'audit.vault.movedToTop': '{{actor}} moved “{{name}}” from “{{from}}” to the top of the vault',
  'audit.vault.movedFromTop': '{{actor}} moved “{{name}}” from the top of the vault to “{{to}}”',
  'audit.vault.movedElsewhere': '{{actor}} moved “{{name}}” to another folder',
  'audit.vault.shared': '{{actor}} shared “{{name}}” with the adviser',
  'audit.vault.unshared': '{{actor}} stopped sharing “{{name}}” with the adviser',
  'audit.vault.replaced': '{{actor}} replaced the file of “{{name}}” with {{file}}',
  'audit.vault.deleted': '{{actor}} deleted the {{kind}} “{{name}}”',
  'audit.vault.deletedWith': '{{actor}} deleted “{{name}}” with the folder “{{folder}}”',
  'audit.vault.downloaded': '{{actor}} downloaded “{{name}}”',
  'audit.vault.unnamed': '{{actor}} changed an item of the vault',
} as const;
type Key = keyof typeof vaultAuditMessages;

/** An item's fields as a sentence names them. */
const fieldLabels: Readonly<Record<string, string>> = { kind: 'type', tags: 'tags' };

/** The item's name as the event names it: after the event, else before. */
function nameOf(facts: AuditFacts<unknown>): string | undefined {
  return textOf(fieldOf(facts.after, 'name')) ?? textOf(fieldOf(facts.before, 'name'));
}

/** The kind in a sentence's words ('insurance policy', 'folder'); a document of an unknown kind reads as 'document'. */
function kindWordOf(value: unknown): string {
  const label = typeof value === 'string' ? (vaultItemKindLabels as Record<string, string>)[value] : undefined;
  return label ? label.toLowerCase() : 'document';
}

/** `key` with the item's name, or the unnamed sentence when an older row lacks it. */
function named(facts: AuditFacts<unknown>, key: Key, params: Record<string, string> = {}) {
  const name = nameOf(facts);
  return name ? sentence<Key>(key, facts, { name, ...params }) : sentence<Key>('audit.vault.unnamed', facts);
}

function describeCreated(facts: AuditFacts<VaultAuditEvents['vault_item_created']>) {
  const folder = textOf(facts.after.folder);
  const isFolder = facts.after.kind === 'folder';
  if (isFolder) return named(facts, folder ? 'audit.vault.createdFolderIn' : 'audit.vault.createdFolder', folder ? { folder } : {});
  const kind = kindWordOf(facts.after.kind);
  return named(facts, folder ? 'audit.vault.addedIn' : 'audit.vault.added', folder ? { kind, folder } : { kind });
}

function describeUpdated(facts: AuditFacts<VaultAuditEvents['vault_item_updated']>) {
  const from = textOf(facts.before.name);
  const to = textOf(facts.after.name);
  const others = changedFieldsOf(facts.before, facts.after, fieldLabels).filter((field) => field !== 'name');
  if (from && to && from !== to)
    return others.length === 0
      ? named(facts, 'audit.vault.renamed', { from })
      : named(facts, 'audit.vault.renamedAndChanged', { from, fields: listOf(others) });
  return named(facts, 'audit.vault.changed', { fields: listOf(others.length > 0 ? others : ['details']) });
}

/** A move between folders; a reader without the folder names (staff) reads only that it moved. */
function describeMoved(facts: AuditFacts<VaultAuditEvents['vault_item_moved']>) {
  const from = textOf(facts.before.folder);
  const to = textOf(facts.after.folder);
  const hasFrom = facts.before.folder === null || from !== undefined;
  const hasTo = facts.after.folder === null || to !== undefined;
  if (!hasFrom || !hasTo) return named(facts, 'audit.vault.movedElsewhere');
  if (from && to) return named(facts, 'audit.vault.moved', { from, to });
  if (from) return named(facts, 'audit.vault.movedToTop', { from });
  if (to) return named(facts, 'audit.vault.movedFromTop', { to });
  return named(facts, 'audit.vault.movedElsewhere');
}

function describeDeleted(facts: AuditFacts<VaultAuditEvents['vault_item_deleted']>) {
  const folder = textOf(facts.before.deleted_with);
  return folder
    ? named(facts, 'audit.vault.deletedWith', { folder })
    : named(facts, 'audit.vault.deleted', { kind: kindWordOf(facts.before.kind) });
}

/** "retirement.pdf (1.2 MB)": the new file as a sentence names it. */
function fileOf(facts: AuditFacts<VaultAuditEvents['vault_document_replaced']>): string {
  const name = textOf(facts.after.file_name) ?? 'a new file';
  const size = numberOf(facts.after.size_bytes);
  return size === undefined ? name : `${name} (${formatFileSize(size)})`;
}

/** How each vault event reads: "Amelia Clarke shared “Will 2024” with the adviser". */
export const vaultAuditSentences: AuditDescribers<VaultAuditEvents, Key> = {
  vault_item_created: describeCreated,
  vault_item_updated: describeUpdated,
  vault_item_moved: describeMoved,
  vault_item_shared: (facts) => named(facts, 'audit.vault.shared'),
  vault_item_unshared: (facts) => named(facts, 'audit.vault.unshared'),
  vault_document_replaced: (facts) => named(facts, 'audit.vault.replaced', { file: fileOf(facts) }),
  vault_item_deleted: describeDeleted,
  vault_document_downloaded: (facts) => named(facts, 'audit.vault.downloaded'),
};
