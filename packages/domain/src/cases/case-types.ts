/** The five case types of spec 1 §3, in their snake form as stored and sent over the API. */
export const caseTypes = [
  'online_advice_request',
  'recommendation_pack_case',
  'meeting_request',
  'review_questionnaire_case',
  'document_pack_case',
] as const;
export type CaseType = (typeof caseTypes)[number];

/** Every case status of spec 1 §3; each type uses a subset (its state machine). */
export const caseStatuses = [
  'draft',
  'building',
  'requested',
  'submitted',
  'reviewing_pack',
  'accepted',
  'rejected',
  'confirmed',
  'abandoned',
  'archived',
  'cancelled',
  'completed',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Investment duration in whole years (spec 2 §2.4, §9). */
export const investmentDurationBounds = { min: 5, max: 100 } as const;

/**
 * The minimum duration an Online Advice Request asks for (spec 2 §5: "a minimum duration applies",
 * value not shown); the default lower bound, until a practice setting overrides it.
 */
export const minDurationByCaseType: Partial<Record<CaseType, number>> = { online_advice_request: investmentDurationBounds.min };
