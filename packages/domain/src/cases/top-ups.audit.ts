import { type AuditDescribers, excerptOf, numberOf, sentence, textOf } from '../shared/audit.ts';
import { formatCurrencyAmount } from '../shared/money.ts';
import { type TopUpAccountType, type TopUpStatus, topUpAccountTypes } from './top-ups.ts';

/** Every action recorded on a top-up (entity kind `top-up`), with its payload. */
export type TopUpAuditEvents = {
  created: { after: { status: TopUpStatus; account_type: TopUpAccountType; amount: number; currency: string } };
  complete: { before: { status: TopUpStatus }; after: { status: TopUpStatus; comment: string } };
  cancel: { before: { status: TopUpStatus }; after: { status: TopUpStatus } };
};

export const topUpAuditMessages = {
  'audit.topUp.created': '{{actor}} requested a top-up of {{amount}} to the {{account}}',
  'audit.topUp.createdUnsure': '{{actor}} requested a top-up of {{amount}}, not sure which account',
  'audit.topUp.createdNoAmount': '{{actor}} requested a top-up',
  'audit.topUp.complete': '{{actor}} completed the top-up',
  'audit.topUp.completeWithComment': '{{actor}} completed the top-up, noting “{{comment}}”',
  'audit.topUp.cancel': '{{actor}} cancelled the top-up',
} as const;
type Key = keyof typeof topUpAuditMessages;

/** How each top-up event reads: "Charlotte Hughes requested a top-up of £5,000 to the Unit Trust". */
export const topUpAuditSentences: AuditDescribers<TopUpAuditEvents, Key> = {
  created: (facts) => {
    const amount = numberOf(facts.after.amount);
    if (amount === undefined) return sentence<Key>('audit.topUp.createdNoAmount', facts);
    const params = { amount: formatCurrencyAmount(amount, textOf(facts.after.currency) ?? 'GBP') };
    const type = facts.after.account_type;
    if (typeof type !== 'string' || !(type in topUpAccountTypes) || type === 'not_sure')
      return sentence<Key>('audit.topUp.createdUnsure', facts, params);
    return sentence<Key>('audit.topUp.created', facts, { ...params, account: topUpAccountTypes[type as TopUpAccountType] });
  },
  complete: (facts) => {
    const comment = textOf(facts.after.comment);
    return comment
      ? sentence<Key>('audit.topUp.completeWithComment', facts, { comment: excerptOf(comment) })
      : sentence<Key>('audit.topUp.complete', facts);
  },
  cancel: (facts) => sentence<Key>('audit.topUp.cancel', facts),
};
