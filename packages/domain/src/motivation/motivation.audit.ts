import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's motivation centre (entity kind `client`), with its payload. */
export type MotivationAuditEvents = {
  motivation_item_added: { after: { title: string } };
};

export const motivationAuditMessages = {
  'audit.motivation.added': '{{actor}} added to the motivation centre “{{title}}”',
} as const;
type Key = keyof typeof motivationAuditMessages;

export const motivationAuditSentences: AuditDescribers<MotivationAuditEvents, Key> = {
  motivation_item_added: (facts) => sentence<Key>('audit.motivation.added', facts, { title: textOf(facts.after.title) ?? '' }),
};
