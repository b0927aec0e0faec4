import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** A request as its audit events record it: its title and the documents asked for. */
type RequestRef = { request_id: string; title: string };
type ItemRef = RequestRef & { item_id: string; item: string };

/** Every audited action of the adviser's document requests (entity kind `client`), with its payload. */
export type DocumentRequestsAuditEvents = {
  document_request_sent: { after: RequestRef & { note: string; items: { name: string; is_required: boolean }[] } };
  document_request_withdrawn: { before: RequestRef };
  /** The client provided an item with a vault document (which is then shared with the adviser). */
  document_request_item_provided: { after: ItemRef & { vault_item_id: string; document: string } };
  /** Staff marked an item received: it came another way. */
  document_request_item_received: { after: ItemRef };
};

export const documentRequestsAuditMessages = {
  'audit.documentRequests.sent': '{{actor}} asked for the documents “{{title}}”',
  'audit.documentRequests.withdrawn': '{{actor}} withdrew the request for documents “{{title}}”',
  'audit.documentRequests.provided': '{{actor}} provided “{{document}}” as “{{item}}” for the request “{{title}}”',
  'audit.documentRequests.received': '{{actor}} marked “{{item}}” received for the request “{{title}}”',
} as const;
type Key = keyof typeof documentRequestsAuditMessages;

export const documentRequestsAuditSentences: AuditDescribers<DocumentRequestsAuditEvents, Key> = {
  document_request_sent: (facts) => sentence<Key>('audit.documentRequests.sent', facts, { title: textOf(facts.after.title) ?? '' }),
  document_request_withdrawn: (facts) =>
    sentence<Key>('audit.documentRequests.withdrawn', facts, { title: textOf(facts.before.title) ?? '' }),
  document_request_item_provided: (facts) =>
    sentence<Key>('audit.documentRequests.provided', facts, {
      title: textOf(facts.after.title) ?? '',
      item: textOf(facts.after.item) ?? 'a document',
      document: textOf(facts.after.document) ?? 'a document',
    }),
  document_request_item_received: (facts) =>
    sentence<Key>('audit.documentRequests.received', facts, {
      title: textOf(facts.after.title) ?? '',
      item: textOf(facts.after.item) ?? 'a document',
    }),
};
