import { describe, expect, it } from 'vitest';
import { allows } from './allowed.ts';

describe('allows', () => {
  it('reads a list of action names', () => {
    const topUp = { actions: ['complete', 'cancel'] as const };
    expect(allows(topUp, 'cancel')).toBe(true);
    expect(allows({ actions: ['complete'] }, 'cancel')).toBe(false);
  });

  it('reads offered actions, refusing one that a guard blocks now', () => {
    const detail = {
      actions: [
        { action: 'submit', blocked_by: { guard: 'has_documents', hint: 'Add a document first' } },
        { action: 'archive', blocked_by: null },
      ],
    };
    expect(allows(detail, 'archive')).toBe(true);
    expect(allows(detail, 'submit')).toBe(false);
    expect(allows(detail, 'share')).toBe(false);
  });

  it('allows nothing on a resource not loaded yet', () => {
    expect(allows(undefined, 'edit')).toBe(false);
    expect(allows(null, 'edit')).toBe(false);
  });
});
