import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's identification (entity kind `client`), with its payload. */
export type IdentityAuditEvents = {
  identity_document_added: { after: { title: string } };
};

export const identityAuditMessages = {
  'audit.identity.documentAdded': '{{actor}} added the identity document “{{title}}”',
} as const;
type Key = keyof typeof identityAuditMessages;

export const identityAuditSentences: AuditDescribers<IdentityAuditEvents, Key> = {
  identity_document_added: (facts) => sentence<Key>('audit.identity.documentAdded', facts, { title: textOf(facts.after.title) ?? '' }),
};
