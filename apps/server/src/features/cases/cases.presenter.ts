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
  caseSectionPages,
  casesEndpoints,
  caseTimeline,
  documentsEditable,
  type GuardFacts,
  guardMessages,
  hasAnyReviewAnswer,
  isCaseEditable,
  type LastReviewAnswers,
  nextCaseSection,
  type ReviewAnswers,
  reviewQuestionKindOf,
  type StoredReviewQuestion,
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

/** A questionnaire's questions as the domain reads them (the stored JSON may carry a kind). */
export function questionsOf(row: CaseRow): StoredReviewQuestion[] {
  return row.questions as StoredReviewQuestion[];
}

export function answersOf(row: CaseRow): ReviewAnswers {
  return { options: row.answers, texts: row.textAnswers };
}

/** The request's sections: which it has (the practice's), and which of those are complete. */
export type SectionsState = { sections: readonly CaseSection[]; completion: Partial<Record<CaseSection, boolean>> };

/** The facts the case's guards read, from its row and section records, and whether the client opened every document. */
export function guardFactsOf(
  row: CaseRow,
  { sections, completion }: SectionsState,
  consent: boolean,
  hasOpenedEveryDocument: boolean,
): GuardFacts {
  return {
    allSectionsComplete: areAllSectionsComplete(completion, sections),
    noSigningEnvelopeDrafted: row.signingEnvelopeDraftedAt === null,
    consentTicked: consent,
    atLeastOneOptionMarked: hasAnyReviewAnswer(answersOf(row)),
    allDocumentsOpened: hasOpenedEveryDocument,
  };
}

export function presentCaseDetail(input: {
  row: CaseRow;
  client: { firstName: string; lastName: string };
  subject: ClientSubject;
  sections: SectionsState;
  changes: { status: CaseStatus; at: string }[];
  documents: CaseDocument[];
  previous: LastReviewAnswers | null;
  hasOpenedEveryDocument: boolean;
}): CaseDetail {
  const { row, subject } = input;
  const { sections, completion } = input.sections;
  const type = row.type;
  const status = row.status;
  const isRequest = type === 'online_advice_request';
  // The consent box is ticked in the accept dialog itself, so it never shows the action as blocked.
  const facts = guardFactsOf(row, input.sections, true, input.hasOpenedEveryDocument);
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
    questions: questionsOf(row).map((q) => ({ id: q.id, text: q.text, kind: reviewQuestionKindOf(q), options: q.options })),
    answers: Object.entries(row.answers).map(([questionId, optionIds]) => ({ question_id: questionId, option_ids: optionIds })),
    text_answers: Object.entries(row.textAnswers).map(([questionId, text]) => ({ question_id: questionId, text })),
    previous_answers: input.previous,
    sections: isRequest
      ? sections.map((section) => ({
          section,
          label: caseSectionLabels[section],
          complete: completion[section] === true,
          page: caseSectionPages[section],
        }))
      : [],
    next_section: isRequest && status === 'building' ? nextCaseSection(completion, sections) : null,
    return_note: status === 'building' ? row.returnNote : '',
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
