import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '../practice/feature-flags.ts';
import type { CaseStatus, CaseType } from './case-types.ts';
import { caseWaitingKinds, caseWaitingStatuses, waitingFeaturesOf, waitingStatusesOf } from './case-waiting.ts';
import { availableTransitions, finalCaseStatuses, isVisibleToClient } from './cases.machine.ts';

const adviser = { relation: 'own', rights: [] } as const;
const client = { relation: 'self', rights: [] } as const;

const pairsOf = (kind: (typeof caseWaitingKinds)[number]) =>
  (Object.entries(caseWaitingStatuses[kind]) as [CaseType, readonly CaseStatus[]][]).flatMap(([type, statuses]) =>
    statuses.map((status) => [type, status] as const),
  );

describe('what waits on staff', () => {
  it.each(caseWaitingKinds.flatMap((kind) => pairsOf(kind).map(([type, status]) => [kind, type, status] as const)))(
    '%s: a %s in %s is not closed, the adviser moves it on and the client cannot',
    (_kind, type, status) => {
      expect(finalCaseStatuses).not.toContain(status);
      expect(availableTransitions(type, status, adviser).length).toBeGreaterThan(0);
      expect(availableTransitions(type, status, client)).toEqual([]);
    },
  );

  it.each(pairsOf('prepare'))('prepare: a %s in %s has not been shown to the client', (type, status) => {
    expect(isVisibleToClient(type, status)).toBe(false);
  });

  it.each(pairsOf('review'))('review: a %s in %s is one the client has seen and answered', (type, status) => {
    expect(isVisibleToClient(type, status)).toBe(true);
  });

  it('keeps only the case types whose feature is on', () => {
    const isOn = (flag: FeatureFlag) => flag === 'recommendationPack';
    expect(waitingStatusesOf('review', isOn)).toEqual([['recommendation_pack_case', ['accepted', 'rejected']]]);
    expect(waitingStatusesOf('prepare', () => false)).toEqual([]);
    expect(waitingFeaturesOf('prepare')).toEqual(['recommendationPack', 'documentsPack', 'reviewQuestionnaire']);
  });
});
