import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's messages (entity kind `client`), with its payload. */
export type MessagesAuditEvents = {
  message_sent: { after: { title: string } };
};

export const messagesAuditMessages = {
  'audit.messages.sent': '{{actor}} sent the message “{{title}}”',
} as const;
type Key = keyof typeof messagesAuditMessages;

export const messagesAuditSentences: AuditDescribers<MessagesAuditEvents, Key> = {
  message_sent: (facts) => sentence<Key>('audit.messages.sent', facts, { title: textOf(facts.after.title) ?? '' }),
};
