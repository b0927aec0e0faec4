import type { ClientRelation } from '../people/people.permissions.ts';
import { type FeatureFlag, isFeatureOn } from '../practice/feature-flags.ts';
import { taxHealthCheckFeature } from '../questionnaires/tax-health-check.rules.ts';
import { staffRoles } from '../shared/roles.ts';
import type { CaseStatus, CaseType } from './case-types.ts';
import { caseAdviserRoles, isCaseAdviser, isCaseEditable, mayEditCaseFields } from './cases.machine.ts';

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

/** Only an Online Advice Request has sections (spec 3 §4): any other case answers 404 for them. */
export function hasCaseSections(type: CaseType): boolean {
  return type === 'online_advice_request';
}

/** Whether the request's sections may still change, and their completion with them: a request that is not closed. */
export function areCaseSectionsOpen(type: CaseType, status: CaseStatus): boolean {
  return hasCaseSections(type) && isCaseEditable(status);
}

/** The request and its viewer, as the case loader reports them: what decides who answers its sections now. */
export type CaseSectionFacts = {
  caseType: CaseType;
  caseStatus: CaseStatus;
  /** How the viewer stands to the request's client: the client themself, or one of their staff. */
  relation: ClientRelation;
  /** The client's account is deactivated or its invitation cancelled: nothing of theirs changes. */
  isClientReadOnly: boolean;
};

/**
 * Why a viewer may not answer a request's sections now: the request is closed; it is with the adviser
 * (the client answers only while they build it); the client's account is read-only.
 */
export const caseSectionLocks = ['request_closed', 'with_adviser', 'client_read_only'] as const;
export type CaseSectionLock = (typeof caseSectionLocks)[number];

/**
 * Why the viewer may not answer the request's sections now, or `null` when they may (spec 1 §4, spec 3 §4,
 * §6): a closed request changes no more; the client answers while they build their request and their staff
 * on their behalf until it closes; nothing of a read-only account changes. Each section adds its own
 * locks (a check's tax year, say) after these.
 */
export function caseSectionLockOf(facts: CaseSectionFacts): CaseSectionLock | null {
  if (!isCaseEditable(facts.caseStatus)) return 'request_closed';
  if (!mayEditCaseFields(facts.caseType, facts.caseStatus, facts.relation !== 'self')) return 'with_adviser';
  if (facts.isClientReadOnly) return 'client_read_only';
  return null;
}

/**
 * Whether the viewer may take the adviser's decisions on a section now, such as marking a past year's
 * unfinished check complete (spec 3 §4, §6): the case's advisers, while the sections may be answered.
 */
export function mayMarkCaseSectionComplete(facts: CaseSectionFacts): boolean {
  return isCaseAdviser(facts.relation) && caseSectionLockOf(facts) === null;
}

/**
 * Who reaches a section's routes, by role: the client and their staff read and answer it (the case loader
 * answers 404 to anyone not related to the client), and only the case's advisers mark it complete.
 */
export const caseSectionAccess = {
  answer: { roles: ['client', ...staffRoles] },
  markComplete: { roles: caseAdviserRoles },
} as const;
