import type { CaseStatus, CaseType } from '../cases/case-types.ts';
import { isCaseEditable, mayEditCaseFields } from '../cases/cases.machine.ts';
import { type ClientRelation, clientRelationRoles } from '../people/people.permissions.ts';
import type { Role } from '../shared/roles.ts';
import { type FinancialPlanningAnswerKey, financialPlanningAnswerKeys } from './financial-planning.content.ts';
import { financialPlanningMessages as m } from './financial-planning.messages.ts';
import type { FinancialPlanningAction, FinancialPlanningAnswers } from './financial-planning.schemas.ts';
import type { QuestionnaireStatus } from './questionnaires.states.ts';
import { isPastTaxYear } from './tax-year.ts';

const everyone = { self: true, own: true, additional: true, supporting: true, director: true } as const;
const staff = { own: true, additional: true, supporting: true, director: true } as const;

/**
 * Who may do what with a case's health check and goals, by relation to its client (spec 3 §6): the client
 * answers their own and their staff complete them on the client's behalf; marking a past year's check
 * complete is the adviser's judgement (and a director's); the overview note is staff's own, never the client's.
 */
export const financialPlanningPermissions = {
  view: everyone,
  edit: everyone,
  markComplete: { own: true, additional: true, director: true },
  overviewNote: staff,
} as const satisfies Record<string, Partial<Record<ClientRelation, true>>>;
export type FinancialPlanningPermission = keyof typeof financialPlanningPermissions;

export function mayFinancialPlanning(permission: FinancialPlanningPermission, relation: ClientRelation | null): boolean {
  return relation !== null && (financialPlanningPermissions[permission] as Partial<Record<ClientRelation, true>>)[relation] === true;
}

/** The roles a route serving `permission` lets through; the relation to the client decides the rest. */
export function financialPlanningRolesFor(permission: FinancialPlanningPermission): Role[] {
  const relations = Object.keys(financialPlanningPermissions[permission]) as ClientRelation[];
  return [...new Set(relations.map((relation) => clientRelationRoles[relation]))];
}

/** The case and the viewer, as the rules read them. */
export type CaseSectionFacts = {
  relation: ClientRelation;
  caseType: CaseType;
  caseStatus: CaseStatus;
  /** The client's account is deactivated or its invitation cancelled: nothing of theirs changes. */
  isClientReadOnly: boolean;
};

/** Only an Online Advice Request has the health check and goals sections (spec 3 §4). */
export function hasFinancialPlanningSections(caseType: CaseType): boolean {
  return caseType === 'online_advice_request';
}

/**
 * Whether the viewer may change a case's section now: the case is still open, and the client only while
 * they build their request (once submitted, their staff may still correct it).
 */
export function mayChangeCaseSection(facts: CaseSectionFacts): boolean {
  return (
    !facts.isClientReadOnly &&
    isCaseEditable(facts.caseStatus) &&
    mayFinancialPlanning('edit', facts.relation) &&
    mayEditCaseFields(facts.caseType, facts.caseStatus, facts.relation !== 'self')
  );
}

/** The answers a check still needs before it can be completed, in question order: every answer is required. */
export function missingFinancialPlanningAnswers(answers: FinancialPlanningAnswers): FinancialPlanningAnswerKey[] {
  return financialPlanningAnswerKeys.filter((key) => answers[key] === undefined);
}

/** Amounts in a currency the practice does not offer, as field errors at `/answers/<key>/currency`. */
export function checkFinancialPlanningCurrencies(
  answers: FinancialPlanningAnswers,
  currencies: readonly string[],
): { pointer: string; detail: string }[] {
  return (['independence_capital', 'independence_income'] as const).flatMap((key) => {
    const value = answers[key];
    return value && !currencies.includes(value.currency)
      ? [{ pointer: `/answers/${key}/currency`, detail: m['financialPlanning.currency'] }]
      : [];
  });
}

/**
 * What the viewer may do with a check now (spec 3 §4): during its tax year it is answered and completed;
 * once the year has ended it is read-only, and an unfinished one may be marked complete by the adviser.
 */
export function financialPlanningActionsFor(
  facts: CaseSectionFacts & { status: QuestionnaireStatus; taxYearStart: string; today: string },
): FinancialPlanningAction[] {
  const actions: FinancialPlanningAction[] = [];
  const isPast = isPastTaxYear(facts.taxYearStart, facts.today);
  if (!isPast && mayChangeCaseSection(facts)) {
    actions.push('edit');
    if (facts.status === 'in_progress') actions.push('complete');
  }
  const isOpen = !facts.isClientReadOnly && isCaseEditable(facts.caseStatus);
  if (isPast && isOpen && facts.status === 'in_progress' && mayFinancialPlanning('markComplete', facts.relation))
    actions.push('mark_complete');
  return actions;
}
