import { type AuditDescribers, type AuditFacts, numberOf, sentence } from '../shared/audit.ts';
import type { MessageCategory } from './messages.ts';

/** A message as its audit event records it: never its words (the thread keeps them), only what it carried. */
export type MessageAudit = {
  message_id: string;
  category: MessageCategory;
  attachment_count: number;
  /** The message to several clients it was part of, if any. */
  bulk_id?: string | null;
};

/** Every audited action of a client's messages (entity kind `client`), with its payload. */
export type MessagesAuditEvents = {
  message_sent: { after: MessageAudit };
  practice_note_written: { after: MessageAudit };
  /** One client note to many clients: written on each client the sender may message, when it is queued. */
  message_bulk_created: { after: { bulk_id: string; category: MessageCategory; client_count: number; attachment_count: number } };
};

/**
 * The actions a practice note writes: staff's alone, so every reader a client reaches (their activity
 * feed, their personal-data download) leaves them out, as it does vulnerability observations.
 */
export const practiceNoteAuditActions = ['practice_note_written'] as const satisfies readonly (keyof MessagesAuditEvents)[];

export const messagesAuditMessages = {
  'audit.messages.sent': '{{actor}} sent a message',
  'audit.messages.sentWithAttachment': '{{actor}} sent a message with an attachment',
  'audit.messages.sentWithAttachments': '{{actor}} sent a message with {{count}} attachments',
  'audit.messages.practiceNote': '{{actor}} wrote a practice note',
  'audit.messages.practiceNoteWithAttachment': '{{actor}} wrote a practice note with an attachment',
  'audit.messages.practiceNoteWithAttachments': '{{actor}} wrote a practice note with {{count}} attachments',
  'audit.messages.bulkCreated': '{{actor}} sent one message to {{count}} clients',
  'audit.messages.bulkCreatedOne': '{{actor}} sent one message to 1 client',
} as const;
type Key = keyof typeof messagesAuditMessages;

/** The sentence by how many attachments the message carried: none, one, or several. */
function byAttachments(facts: AuditFacts<unknown>, payload: { attachment_count?: unknown }, keys: [Key, Key, Key]) {
  const count = numberOf(payload.attachment_count) ?? 0;
  if (count <= 0) return sentence<Key>(keys[0], facts);
  if (count === 1) return sentence<Key>(keys[1], facts);
  return sentence<Key>(keys[2], facts, { count: String(count) });
}

/** How each message event reads: "Priya Shah sent a message with 2 attachments". */
export const messagesAuditSentences: AuditDescribers<MessagesAuditEvents, Key> = {
  message_sent: (facts) =>
    byAttachments(facts, facts.after, ['audit.messages.sent', 'audit.messages.sentWithAttachment', 'audit.messages.sentWithAttachments']),
  practice_note_written: (facts) =>
    byAttachments(facts, facts.after, [
      'audit.messages.practiceNote',
      'audit.messages.practiceNoteWithAttachment',
      'audit.messages.practiceNoteWithAttachments',
    ]),
  message_bulk_created: (facts) => {
    const count = numberOf(facts.after.client_count) ?? 0;
    return count === 1
      ? sentence<Key>('audit.messages.bulkCreatedOne', facts)
      : sentence<Key>('audit.messages.bulkCreated', facts, { count: String(count) });
  },
};
