import { describe, expect, it } from 'vitest';
import {
  financialStrategyBody,
  financialStrategyListQuery,
  financialStrategyMessages,
  financialStrategyNotices,
  financialStrategyPatch,
  isPdfDocument,
  nextStepOf,
  shareRefusalOf,
} from './financial-strategy.ts';

const document = { file_name: 'plan.pdf' };

describe('a strategy’s title and summary', () => {
  it('takes a title of 1 to 200 characters, trimmed, and an optional summary up to 5,000', () => {
    expect(financialStrategyBody.parse({ title: '  Retirement plan ' })).toEqual({ title: 'Retirement plan', summary: '' });
    expect(financialStrategyBody.safeParse({ title: 'x'.repeat(200), summary: 'y'.repeat(5000) }).success).toBe(true);
  });

  it.each([
    ['no title', {}],
    ['a blank title', { title: '   ' }],
    ['a title of 201 characters', { title: 'x'.repeat(201) }],
    ['a summary of 5,001 characters', { title: 'Plan', summary: 'y'.repeat(5001) }],
  ])('refuses %s', (_name, body) => {
    expect(financialStrategyBody.safeParse(body).success).toBe(false);
  });

  it('a change sends only what changes, and never blanks the title', () => {
    expect(financialStrategyPatch.parse({ summary: 'New' })).toEqual({ summary: 'New' });
    expect(financialStrategyPatch.safeParse({ title: '' }).success).toBe(false);
  });

  it('lists every strategy by default, only the unopened ones when asked', () => {
    expect(financialStrategyListQuery.parse({}).unopened).toBe(false);
    expect(financialStrategyListQuery.parse({ unopened: 'true' }).unopened).toBe(true);
    expect(financialStrategyListQuery.safeParse({ unopened: 'yes' }).success).toBe(false);
  });
});

describe('sharing', () => {
  it.each([
    ['no document, not shared', { document: null, shared_at: null }, 'financialStrategy.shareBeforeUpload', 'upload'],
    ['a document, not shared', { document, shared_at: null }, null, 'share'],
    ['shared', { document, shared_at: '2026-03-02T10:00:00.000Z' }, 'financialStrategy.alreadyShared', null],
  ] as const)('%s: refusal %s, next step %s', (_name, strategy, refusal, next) => {
    expect(shareRefusalOf(strategy)).toBe(refusal);
    expect(nextStepOf(strategy)).toBe(next);
  });

  it('words the spec’s “cannot be shared until uploaded” for the person who tried', () => {
    expect(financialStrategyMessages['financialStrategy.shareBeforeUpload']).toBe(
      'Upload the strategy document before you share it with the client.',
    );
  });

  it('tells the client with the strategy’s title and where to open it', () => {
    const facts = { strategyId: 'abc', title: 'Retirement plan' };
    expect(financialStrategyNotices.shared(facts)).toMatchObject({ link: '/financial-strategy/abc' });
    expect(financialStrategyNotices.shared(facts).body).toContain('“Retirement plan”');
    expect(financialStrategyNotices.unshared(facts)).toMatchObject({ link: '/financial-strategy' });
  });

  it('opens a PDF in the viewer and anything else as a download', () => {
    expect(isPdfDocument({ content_type: 'application/pdf' })).toBe(true);
    expect(isPdfDocument({ content_type: 'application/msword' })).toBe(false);
    expect(isPdfDocument(null)).toBe(false);
  });
});
