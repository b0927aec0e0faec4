import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/**
 * What a person's support request records, on their own account (entity kind `client` for a client,
 * `user` for staff): its reference and title, the area it is about and how many files went with it.
 * The description and the files stay in the mail to the support team.
 */
export type SupportAuditEvents = {
  support_request_sent: { after: { reference: string; title: string; area: string; attachments: number } };
};

export const supportAuditMessages = {
  'audit.support.requestSent': '{{actor}} sent the technical support request {{reference}} “{{title}}”',
  'audit.support.requestSentUntitled': '{{actor}} sent a technical support request',
} as const;
type Key = keyof typeof supportAuditMessages;

export const supportAuditSentences: AuditDescribers<SupportAuditEvents, Key> = {
  support_request_sent: (facts) => {
    const reference = textOf(facts.after.reference);
    const title = textOf(facts.after.title);
    return reference && title
      ? sentence<Key>('audit.support.requestSent', facts, { reference, title })
      : sentence<Key>('audit.support.requestSentUntitled', facts);
  },
};
