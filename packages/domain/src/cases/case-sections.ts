import { type FeatureFlag, isFeatureOn } from '../practice/feature-flags.ts';
import { taxHealthCheckFeature } from '../questionnaires/tax-health-check.rules.ts';

/** The sections of an Online Advice Request (spec 3 §4), in the order the client is asked to complete them. */
export const caseSections = ['risk_tolerance', 'fact_find', 'financial_audit', 'financial_planning_health_check', 'goals'] as const;
export type CaseSection = (typeof caseSections)[number];

export const caseSectionLabels = {
  risk_tolerance: 'Risk tolerance',
  fact_find: 'Fact find',
  financial_audit: 'Tax health check',
  financial_planning_health_check: 'Financial planning health check',
  goals: 'Financial planning goals',
} as const satisfies Record<CaseSection, string>;

/** Each section's sub-page of the case (spec 1 §2): `client-cases/{caseId}/{page}` and `clients/{clientId}/cases/{caseId}/{page}`. */
export const caseSectionPages = {
  risk_tolerance: 'risk-assessment',
  fact_find: 'fact-find',
  financial_audit: 'financial-audit',
  financial_planning_health_check: 'financial-planning-health-check',
  goals: 'financial-planning-goals',
} as const satisfies Record<CaseSection, string>;
export type CaseSectionPage = (typeof caseSectionPages)[CaseSection];

/**
 * The feature flag each section belongs to. A section whose flag is off (or, for the risk assessment,
 * whose practice setting is off) is not part of the practice's requests at all: it is not listed, not
 * opened and not required before submitting. The fact find has no flag; the tax health check follows
 * the health-check flag its own calls are under.
 */
export const caseSectionFeatures: Partial<Record<CaseSection, FeatureFlag>> = {
  risk_tolerance: 'riskTolerance',
  financial_audit: taxHealthCheckFeature,
  financial_planning_health_check: 'financialPlanningHealthCheck',
  goals: 'financialPlanningGoals',
};

/** What decides which sections a practice's requests have: its flags, and its "requesting advice" risk-assessment toggle. */
export type CaseSectionSwitches = { flags: Record<string, unknown>; riskAssessmentEnabled: boolean };

/** The sections a practice's Online Advice Requests have, in order. */
export function caseSectionsOf({ flags, riskAssessmentEnabled }: CaseSectionSwitches): CaseSection[] {
  return caseSections.filter((section) => {
    if (section === 'risk_tolerance' && !riskAssessmentEnabled) return false;
    const flag = caseSectionFeatures[section];
    return flag === undefined || isFeatureOn(flags, flag);
  });
}

/** Every section the request has is complete (the Online Advice Request's submission guard). */
export function areAllSectionsComplete(
  completion: Partial<Record<CaseSection, boolean>>,
  sections: readonly CaseSection[] = caseSections,
): boolean {
  return sections.every((section) => completion[section] === true);
}

/** The first section still to complete, in the order asked; `null` when every one is. */
export function nextCaseSection(
  completion: Partial<Record<CaseSection, boolean>>,
  sections: readonly CaseSection[] = caseSections,
): CaseSection | null {
  return sections.find((section) => completion[section] !== true) ?? null;
}
