import { type AuditDescribers, type AuditFacts, sentence, textOf } from '../shared/audit.ts';

/** A share link as its audit events record it: the document (entity id) and the client whose vault it is in. */
type LinkRef = { client_id: string; link_id: string; title: string; recipient_email: string };

/** Every audited action of the vault's share links (entity kind `document-vault`, entity id the document's), with its payload. */
export type VaultLinksAuditEvents = {
  vault_link_created: { after: LinkRef & { recipient_name: string; expires_at: string } };
  vault_link_revoked: { before: LinkRef };
  /** The recipient asked for a passcode: who did is the link holder, no account (the actor is nobody). */
  vault_link_passcode_sent: { after: LinkRef };
  /** The recipient gave the right passcode and may open the document for a while. */
  vault_link_opened: { after: LinkRef };
  /** The client provided the document for an adviser's request, which shares it with the adviser. */
  vault_item_shared_for_request: { after: { client_id: string; title: string; request_title: string } };
};

export const vaultLinksAuditMessages = {
  'audit.vaultLinks.created': '{{actor}} made a share link to “{{title}}” for {{recipient}}',
  'audit.vaultLinks.revoked': '{{actor}} revoked the share link to “{{title}}” for {{recipient}}',
  'audit.vaultLinks.passcodeSent': 'A passcode to open “{{title}}” was sent to {{recipient}}',
  'audit.vaultLinks.opened': '{{recipient}} opened the share link to “{{title}}” with their passcode',
  'audit.vaultLinks.sharedForRequest': '{{actor}} shared “{{title}}” with the adviser for the request “{{request}}”',
} as const;
type Key = keyof typeof vaultLinksAuditMessages;

function linkParams(facts: AuditFacts<unknown>, payload: { title?: unknown; recipient_email?: unknown; recipient_name?: unknown }) {
  const email = textOf(payload.recipient_email) ?? 'someone outside the portal';
  const name = textOf(payload.recipient_name);
  return { title: textOf(payload.title) ?? 'a document', recipient: name ? `${name} (${email})` : email, actor: facts.actor };
}

export const vaultLinksAuditSentences: AuditDescribers<VaultLinksAuditEvents, Key> = {
  vault_link_created: (facts) => sentence<Key>('audit.vaultLinks.created', facts, linkParams(facts, facts.after)),
  vault_link_revoked: (facts) => sentence<Key>('audit.vaultLinks.revoked', facts, linkParams(facts, facts.before)),
  vault_link_passcode_sent: (facts) => sentence<Key>('audit.vaultLinks.passcodeSent', facts, linkParams(facts, facts.after)),
  vault_link_opened: (facts) => sentence<Key>('audit.vaultLinks.opened', facts, linkParams(facts, facts.after)),
  vault_item_shared_for_request: (facts) =>
    sentence<Key>('audit.vaultLinks.sharedForRequest', facts, {
      title: textOf(facts.after.title) ?? 'a document',
      request: textOf(facts.after.request_title) ?? '',
    }),
};
