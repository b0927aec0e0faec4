import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { describeTopUpAction, describeTopUpChanges } from './top-up-audit-changes.ts';

const t = (key: string) => String(i18n.t(key as never));

describe('the top-up audit trail in words', () => {
  it('names each action, and falls back to the raw action for one it does not know', () => {
    expect(describeTopUpAction('created', t)).toBe('Top-up requested');
    expect(describeTopUpAction('cancel', t)).toBe('Top-up cancelled');
    expect(describeTopUpAction('complete', t)).toBe('Top-up completed');
    expect(describeTopUpAction('amount_changed', t)).toBe('Amount changed');
  });

  it('reads fields and values as people see them: labels, separators, status words', () => {
    expect(
      describeTopUpChanges(
        { before: null, after: { amount: 1_250_000, currency: 'GBP', status: 'submitted', account_type: 'not_sure' } },
        t,
      ),
    ).toEqual(['Status: Submitted', 'Account type: Not sure', 'Amount: 1,250,000', 'Currency: GBP']);
    expect(describeTopUpChanges({ before: { status: 'submitted' }, after: { status: 'completed', comment: '' } }, t)).toEqual([
      'Status: Submitted → Completed',
      'Adviser’s comment: —',
    ]);
  });
});
