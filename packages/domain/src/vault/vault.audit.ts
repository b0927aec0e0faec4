import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's vault (entity kind `document-vault`), with its payload. */
export type VaultAuditEvents = {
  vault_item_added: { after: { title: string } };
};

export const vaultAuditMessages = {
  'audit.vault.added': '{{actor}} added to the vault “{{title}}”',
} as const;
type Key = keyof typeof vaultAuditMessages;

export const vaultAuditSentences: AuditDescribers<VaultAuditEvents, Key> = {
  vault_item_added: (facts) => sentence<Key>('audit.vault.added', facts, { title: textOf(facts.after.title) ?? '' }),
};
