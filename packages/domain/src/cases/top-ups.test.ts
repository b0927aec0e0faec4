import { describe, expect, it } from 'vitest';
import type { ClientSubject } from '../people/people.permissions.ts';
import { availableTopUpActions, checkTopUpTransition, topUpAccountTypeKeys, topUpRequestBody } from './top-ups.ts';

const self: ClientSubject = { relation: 'self', rights: [] };
const own: ClientSubject = { relation: 'own', rights: [] };

describe('top-ups (spec 1 §4)', () => {
  it('the adviser completes a submitted top-up; the client cancels it; nobody acts on a finished one', () => {
    expect(checkTopUpTransition('submitted', 'complete', own).ok).toBe(true);
    expect(checkTopUpTransition('submitted', 'complete', self)).toMatchObject({ reason: 'forbidden' });
    expect(checkTopUpTransition('submitted', 'cancel', self).ok).toBe(true);
    expect(checkTopUpTransition('submitted', 'cancel', own)).toMatchObject({ reason: 'forbidden' });
    expect(checkTopUpTransition('cancelled', 'complete', own)).toMatchObject({ reason: 'illegal' });
    expect(checkTopUpTransition('completed', 'cancel', self)).toMatchObject({ reason: 'illegal' });
    expect(availableTopUpActions('submitted', self)).toEqual(['cancel']);
    expect(availableTopUpActions('cancelled', own)).toEqual([]);
  });

  it('offers the eight account types of spec 1 §3', () => {
    expect(topUpAccountTypeKeys).toHaveLength(8);
  });

  it('takes whole amounts above zero only', () => {
    const base = { account_type: 'unit_trust', account_number: 'UT-1' };
    expect(topUpRequestBody.safeParse({ ...base, amount: 1000 }).success).toBe(true);
    expect(topUpRequestBody.safeParse({ ...base, amount: 10.5 }).success).toBe(false);
    expect(topUpRequestBody.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(topUpRequestBody.safeParse({ ...base, account_number: '  ', amount: 5 }).success).toBe(false);
  });
});
