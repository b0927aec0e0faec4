import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's messages (entity kind `client`), with its payload. */
export type MessagesAuditEvents = {
  message_sent: { after: { title: string } };
  practice_note_written: { after: { title: string } };
};

/**
 * The actions a practice note writes: staff's alone, so every reader a client reaches (their activity
 * feed, their personal-data download) leaves them out, as it does vulnerability observations.
 */
export const practiceNoteAuditActions = ['practice_note_written'] as const satisfies readonly (keyof MessagesAuditEvents)[];

export const messagesAuditMessages = {
  'audit.messages.sent': '{{actor}} sent the message “{{title}}”',
  'audit.messages.practiceNote': '{{actor}} wrote the practice note “{{title}}”',
} as const;
type Key = keyof typeof messagesAuditMessages;

export const messagesAuditSentences: AuditDescribers<MessagesAuditEvents, Key> = {
  message_sent: (facts) => sentence<Key>('audit.messages.sent', facts, { title: textOf(facts.after.title) ?? '' }),
  practice_note_written: (facts) => sentence<Key>('audit.messages.practiceNote', facts, { title: textOf(facts.after.title) ?? '' }),
};
