import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of the vault's share links (entity kind `document-vault`), with its payload. */
export type VaultLinksAuditEvents = {
  vault_link_created: { after: { title: string } };
};

export const vaultLinksAuditMessages = {
  'audit.vaultLinks.created': '{{actor}} made a share link to “{{title}}”',
} as const;
type Key = keyof typeof vaultLinksAuditMessages;

export const vaultLinksAuditSentences: AuditDescribers<VaultLinksAuditEvents, Key> = {
  vault_link_created: (facts) => sentence<Key>('audit.vaultLinks.created', facts, { title: textOf(facts.after.title) ?? '' }),
};
