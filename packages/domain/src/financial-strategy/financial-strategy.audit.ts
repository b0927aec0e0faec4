import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's financial strategies (entity kind `financial-strategy`), with its payload. */
export type FinancialStrategyAuditEvents = {
  strategy_created: { after: { title: string } };
};

export const financialStrategyAuditMessages = {
  'audit.financialStrategy.created': '{{actor}} created the financial strategy “{{title}}”',
} as const;
type Key = keyof typeof financialStrategyAuditMessages;

export const financialStrategyAuditSentences: AuditDescribers<FinancialStrategyAuditEvents, Key> = {
  strategy_created: (facts) => sentence<Key>('audit.financialStrategy.created', facts, { title: textOf(facts.after.title) ?? '' }),
};
