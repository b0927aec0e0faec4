import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { describeTopUpAction } from './top-up-audit-changes.ts';

const t = (key: string) => String(i18n.t(key as never));

describe('the top-up audit trail in words', () => {
  it('names each action, and falls back to the raw action for one it does not know', () => {
    expect(describeTopUpAction('created', t)).toBe('Top-up requested');
    expect(describeTopUpAction('cancel', t)).toBe('Top-up cancelled');
    expect(describeTopUpAction('complete', t)).toBe('Top-up completed');
    expect(describeTopUpAction('amount_changed', t)).toBe('Amount changed');
  });
});
