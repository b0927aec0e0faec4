import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's identity verifications (entity kind `client`), with its payload. */
export type VerificationAuditEvents = {
  verification_created: { after: { title: string } };
};

export const verificationAuditMessages = {
  'audit.verification.created': '{{actor}} asked for the identity verification “{{title}}”',
} as const;
type Key = keyof typeof verificationAuditMessages;

export const verificationAuditSentences: AuditDescribers<VerificationAuditEvents, Key> = {
  verification_created: (facts) => sentence<Key>('audit.verification.created', facts, { title: textOf(facts.after.title) ?? '' }),
};
