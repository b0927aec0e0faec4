import type { FeatureFlag } from '../practice/feature-flags.ts';
import type { CaseStatus, CaseType } from './case-types.ts';

/** The practice feature each case type belongs to: a type whose feature is off cannot be created, and waits on nobody. */
export const caseTypeFeatures = {
  online_advice_request: 'onlineAdvice',
  recommendation_pack_case: 'recommendationPack',
  review_questionnaire_case: 'reviewQuestionnaire',
  document_pack_case: 'documentsPack',
  meeting_request: 'f2FRequest',
} as const satisfies Record<CaseType, FeatureFlag>;

/**
 * What waits on a case's staff, as the cases list's `waiting` filter: `prepare`, the packs and
 * questionnaires not sent to the client yet; `review`, those the client has answered (accepted, not
 * accepted, completed or submitted), for the adviser to close or send again.
 */
export const caseWaitingKinds = ['prepare', 'review'] as const;
export type CaseWaitingKind = (typeof caseWaitingKinds)[number];

/** The statuses of each case type in which it waits on staff, by kind (the machines of cases.machine.ts). */
export const caseWaitingStatuses = {
  prepare: {
    recommendation_pack_case: ['submitted'],
    document_pack_case: ['draft'],
    review_questionnaire_case: ['draft'],
  },
  review: {
    recommendation_pack_case: ['accepted', 'rejected'],
    document_pack_case: ['submitted'],
    review_questionnaire_case: ['submitted'],
  },
} as const satisfies Record<CaseWaitingKind, Partial<Record<CaseType, readonly CaseStatus[]>>>;

/** The (type, statuses) pairs of a waiting kind, for the case types whose feature `isOn`. */
export function waitingStatusesOf(kind: CaseWaitingKind, isOn: (flag: FeatureFlag) => boolean): [CaseType, readonly CaseStatus[]][] {
  const byType: Partial<Record<CaseType, readonly CaseStatus[]>> = caseWaitingStatuses[kind];
  return (Object.entries(byType) as [CaseType, readonly CaseStatus[]][]).filter(([type]) => isOn(caseTypeFeatures[type]));
}

/** The features a waiting kind reads: a home shows its panel while any of them is on. */
export function waitingFeaturesOf(kind: CaseWaitingKind): FeatureFlag[] {
  return Object.keys(caseWaitingStatuses[kind]).map((type) => caseTypeFeatures[type as CaseType]);
}
