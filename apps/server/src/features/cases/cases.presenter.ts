import {
  actionPath,
  addressOf,
  areAllSectionsComplete,
  availableTransitions,
  type CaseDetail,
  type CaseDocument,
  type CaseSection,
  type CaseStatus,
  type CaseSummary,
  type ClientSubject,
  cancelledCaseNotice,
  caseActionLabels,
  caseSectionLabels,
  caseSections,
  casesEndpoints,
  caseTimeline,
  documentsEditable,
  type GuardFacts,
  guardMessages,
  hasMarkedOption,
  isCaseEditable,
} from '@advice/domain';
import type { CaseRow } from './cases.queries.ts';

export function presentCaseSummary(row: CaseRow, client: { firstName: string; lastName: string }): CaseSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    client: { id: row.clientId, first_name: client.firstName, last_name: client.lastName },
    adviser_id: row.adviserId,
    estimated_case_size: row.estimatedCaseSize,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The facts the case's guards read, from its row and section records. */
export function guardFactsOf(row: CaseRow, completion: Partial<Record<CaseSection, boolean>>, consent: boolean): GuardFacts {
  return {
    allSectionsComplete: areAllSectionsComplete(completion),
    noSigningEnvelopeDrafted: row.signingEnvelopeDraftedAt === null,
    consentTicked: consent,
    atLeastOneOptionMarked: hasMarkedOption(row.answers),
  };
}

export function presentCaseDetail(input: {
  row: CaseRow;
  client: { firstName: string; lastName: string };
  subject: ClientSubject;
  completion: Partial<Record<CaseSection, boolean>>;
  changes: { status: CaseStatus; at: string }[];
  documents: CaseDocument[];
}): CaseDetail {
  const { row, subject, completion } = input;
  const type = row.type;
  const status = row.status;
  // The consent box is ticked in the accept dialog itself, so it never shows the action as blocked.
  const facts = guardFactsOf(row, completion, true);
  return {
    ...presentCaseSummary(row, input.client),
    topics: row.topics,
    initial_investment: row.initialInvestment,
    initial_investment_currency: row.initialInvestmentCurrency,
    monthly_contribution: row.monthlyContribution,
    monthly_contribution_currency: row.monthlyContributionCurrency,
    investment_duration: row.investmentDuration,
    cover_note: row.coverNote,
    message: row.message,
    questions: row.questions,
    answers: Object.entries(row.answers).map(([questionId, optionIds]) => ({ question_id: questionId, option_ids: optionIds })),
    sections:
      type === 'online_advice_request'
        ? caseSections.map((section) => ({ section, label: caseSectionLabels[section], complete: completion[section] === true }))
        : [],
    timeline: caseTimeline(input.changes),
    actions: availableTransitions(type, status, subject).map((t) => {
      const failing = t.guards.find((guard) => facts[guard] !== true);
      return {
        action: t.action,
        path: actionPath(t.action),
        to: t.to,
        label: caseActionLabels[t.action],
        confirm: t.confirm,
        irreversible: t.irreversible,
        blocked_by: failing ? { guard: failing, hint: guardMessages[failing].hint } : null,
      };
    }),
    is_editable: isCaseEditable(status),
    documents: input.documents,
    documents_editable: documentsEditable({ type, status }),
    image_url: row.imageBuiltin || row.imageId ? addressOf(casesEndpoints.getCaseImage, { id: row.id }) : null,
    notice: status === 'cancelled' ? cancelledCaseNotice : null,
  };
}
