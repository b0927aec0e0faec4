import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of the adviser's document requests (entity kind `client`), with its payload. */
export type DocumentRequestsAuditEvents = {
  document_request_sent: { after: { title: string } };
};

export const documentRequestsAuditMessages = {
  'audit.documentRequests.sent': '{{actor}} asked for the documents “{{title}}”',
} as const;
type Key = keyof typeof documentRequestsAuditMessages;

export const documentRequestsAuditSentences: AuditDescribers<DocumentRequestsAuditEvents, Key> = {
  document_request_sent: (facts) => sentence<Key>('audit.documentRequests.sent', facts, { title: textOf(facts.after.title) ?? '' }),
};
