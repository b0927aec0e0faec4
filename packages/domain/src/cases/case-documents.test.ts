import { describe, expect, it } from 'vitest';
import { checkDocumentChange, documentsEditable, documentsLockOf } from './case-documents.ts';
import { type CaseStatus, type CaseType, caseStatuses } from './case-types.ts';
import { machineOf } from './cases.machine.ts';

describe('documentsEditable', () => {
  it.each([
    ['recommendation_pack_case', 'submitted', null],
    ['recommendation_pack_case', 'reviewing_pack', null],
    ['recommendation_pack_case', 'rejected', null],
    ['recommendation_pack_case', 'accepted', 'referenceOnly'],
    ['recommendation_pack_case', 'confirmed', 'referenceOnly'],
    ['recommendation_pack_case', 'cancelled', 'closed'],
    ['document_pack_case', 'draft', null],
    ['document_pack_case', 'completed', 'closed'],
    ['online_advice_request', 'building', null],
    ['meeting_request', 'archived', 'closed'],
  ] as const)('%s in %s: lock %s', (type, status, lock) => {
    expect(documentsLockOf({ type, status })).toBe(lock);
    expect(documentsEditable({ type, status })).toBe(lock === null);
  });
});

describe('checkDocumentChange', () => {
  const packStatuses = machineOf('recommendation_pack_case').statuses as readonly CaseStatus[];
  it.each(packStatuses.map((status) => [status]))(
    'staff of the client on a recommendation pack in %s follow documentsEditable',
    (status) => {
      for (const relation of ['own', 'additional', 'supporting', 'director'] as const) {
        const check = checkDocumentChange({ relation, type: 'recommendation_pack_case', status, isOwnDocument: false });
        expect(check.ok).toBe(documentsEditable({ type: 'recommendation_pack_case', status }));
        if (!check.ok) expect(check.reason).toBe('locked');
      }
    },
  );

  it('lets the client change only their own documents on their own Online Advice Request while building it', () => {
    const client = (type: CaseType, status: CaseStatus, isOwnDocument = true) =>
      checkDocumentChange({ relation: 'self', type, status, isOwnDocument });
    expect(client('online_advice_request', 'building')).toEqual({ ok: true });
    expect(client('online_advice_request', 'building', false)).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(client('online_advice_request', 'submitted')).toMatchObject({ ok: false, reason: 'locked' });
    for (const status of caseStatuses) {
      expect(client('recommendation_pack_case', status).ok).toBe(false);
      expect(client('document_pack_case', status).ok).toBe(false);
    }
    expect(checkDocumentChange({ relation: null, type: 'document_pack_case', status: 'draft', isOwnDocument: true })).toMatchObject({
      reason: 'forbidden',
    });
  });
});
