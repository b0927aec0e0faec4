import { randomUUID } from 'node:crypto';
import {
  type ActionRequiredItem,
  type Actor,
  AppError,
  actionRequiredByType,
  type CaseDetail,
  type CaseEditBody,
  type CaseListQuery,
  type CaseStatus,
  type CaseSummary,
  type CaseType,
  type ClientCaseRequestBody,
  caseMessages,
  caseTypes,
  hasCaseSections,
  isCaseEditable,
  isFeatureOn,
  type LastReviewAnswers,
  lastReviewAnswersFor,
  mayEditCaseFields,
  type QuestionnaireAnswersBody,
  type ReviewAnswers,
  reviewQuestionKindOf,
  reviewQuestionnaireMessages,
  type StaffCaseBody,
  type StoredReviewQuestion,
  snakeCase,
  waitingStatusesOf,
} from '@advice/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientCases } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { loadClientFor } from '../people/client-access.ts';
import { listClientCaseAudit } from './case-documents.queries.ts';
import { listDocumentsOf } from './case-documents.service.ts';
import { hasClientOpenedEveryDocument } from './case-reading.ts';
import { isClientStaff, type LoadedCase, loadCaseFor } from './cases.access.ts';
import { notifyCaseRequested } from './cases.notify.ts';
import { answersOf, presentCaseDetail, presentCaseSummary, questionsOf, type SectionsState } from './cases.presenter.ts';
import {
  type CaseRow,
  findPreviousQuestionnaire,
  listCases,
  listStatusChanges,
  practiceCaseSections,
  sectionCompletion,
  updateCaseAtVersion,
} from './cases.queries.ts';
import { insertCaseOfType, type NewCaseFields, onlineAdviceRequestFields } from './cases.writer.ts';

const toSummaries = (rows: { case: CaseRow; firstName: string; lastName: string }[]): CaseSummary[] =>
  rows.map((r) => presentCaseSummary(r.case, r));

/** The list's filters; `waiting` keeps only the case types whose feature is on for the practice. */
function listFilterOf(query: CaseListQuery, featureFlags: Record<string, unknown>) {
  const waiting = query.waiting ? waitingStatusesOf(query.waiting, (flag) => isFeatureOn(featureFlags, flag)) : undefined;
  return { type: query.type, status: query.status, waiting, ...pageOffset(query) };
}

/** All cases the actor may see (client-cases), newest change first; what waits on staff longest waiting first. */
export async function listCasesFor(runtime: Runtime, actor: Actor, query: CaseListQuery, featureFlags: Record<string, unknown>) {
  const member = practiceActorOf(actor, 'case');
  const { rows, total } = await listCases(runtime.db, member, listFilterOf(query, featureFlags));
  return { rows: toSummaries(rows), total };
}

/** One client's cases (clients/{id}/cases); the client may list their own. */
export async function listClientCases(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: CaseListQuery,
  featureFlags: Record<string, unknown>,
) {
  const member = practiceActorOf(actor, 'client');
  await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const { rows, total } = await listCases(runtime.db, member, { ...listFilterOf(query, featureFlags), clientId });
  return { rows: toSummaries(rows), total };
}

/** The request's sections and their completion; a case of another type has none. */
export async function sectionsStateOf(tx: Tx, row: CaseRow): Promise<SectionsState> {
  if (!hasCaseSections(row.type)) return { sections: [], completion: {} };
  const [sections, completion] = await Promise.all([practiceCaseSections(tx, row.practiceId), sectionCompletion(tx, row.id)]);
  return { sections, completion };
}

/** Last time's answers to a review questionnaire's questions, from the client's previous one; null when none match. */
async function previousAnswersOf(tx: Tx, row: CaseRow): Promise<LastReviewAnswers | null> {
  if (row.type !== 'review_questionnaire_case') return null;
  const earlier = await findPreviousQuestionnaire(tx, row);
  if (!earlier) return null;
  const answers = lastReviewAnswersFor(questionsOf(row), { questions: questionsOf(earlier), answers: answersOf(earlier) });
  if (answers.length === 0) return null;
  return { case_id: earlier.id, case_name: earlier.name, answered_at: earlier.updatedAt.toISOString(), answers };
}

/** The overview of a case already loaded for the actor (after a change, with its updated row). */
export async function detailOf(runtime: Runtime, loaded: LoadedCase): Promise<CaseDetail> {
  const { row, client, subject, actor } = loaded;
  const [sections, changes, documents, previous, hasOpenedEveryDocument] = await Promise.all([
    sectionsStateOf(runtime.db, row),
    listStatusChanges(runtime.db, { practiceId: actor.practiceId, caseId: row.id }),
    listDocumentsOf(runtime.db, loaded),
    previousAnswersOf(runtime.db, row),
    hasClientOpenedEveryDocument(runtime.db, row),
  ]);
  return presentCaseDetail({ row, client, subject, sections, changes, documents, previous, hasOpenedEveryDocument });
}

/** The case overview: fields, status, timeline, sections, and the actions this actor may take. */
export async function getCaseDetail(runtime: Runtime, actor: Actor, caseId: string): Promise<CaseDetail> {
  return detailOf(runtime, await loadCaseFor(runtime.db, actor, caseId, 'read'));
}

type NewCase = NewCaseFields & { type: CaseType };

async function insertCase(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  { type, ...fields }: NewCase,
  request: RequestInfo,
  requestedByClient: boolean,
): Promise<CaseDetail> {
  const loaded = await inTransaction(runtime, async (uow): Promise<LoadedCase> => {
    const client = await loadClientFor(uow.tx, actor, clientId, requestedByClient ? 'client.request' : 'client.edit');
    const member = practiceActorOf(actor, 'case');
    const created = await insertCaseOfType(uow.tx, {
      actor,
      practiceId: member.practiceId,
      client: { id: clientId, adviserId: client.user.adviserId },
      type,
      fields,
      ip: request.ip,
    });
    if (requestedByClient) await notifyCaseRequested(uow, { actor: member, client: client.user, row: created, request });
    return { row: created, client: client.user, subject: client.subject, actor: member };
  });
  return detailOf(runtime, loaded);
}

/** A client's request: a meeting (new-meeting) or an Online Advice Request (new-case). */
export async function requestCase(runtime: Runtime, actor: Actor, body: ClientCaseRequestBody, request: RequestInfo): Promise<CaseDetail> {
  const values: NewCase =
    body.type === 'meeting_request' ? { type: body.type, message: body.message } : { type: body.type, ...onlineAdviceRequestFields(body) };
  return insertCase(runtime, actor, actor.userId, values, request, true);
}

/** Staff prepare a pack or questionnaire for a client; it stays hidden from the client until sent. */
export async function createCaseForClient(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: StaffCaseBody,
  request: RequestInfo,
): Promise<CaseDetail> {
  const values: NewCase =
    body.type === 'review_questionnaire_case'
      ? {
          type: body.type,
          name: body.name,
          questions: body.questions.map(
            (q): StoredReviewQuestion => ({
              id: randomUUID(),
              text: q.text,
              kind: q.kind,
              options: q.options.map((label) => ({ id: randomUUID(), label })),
            }),
          ),
        }
      : { type: body.type, name: body.name, coverNote: body.cover_note };
  return insertCase(runtime, actor, clientId, values, request, false);
}

function assertVersion(row: CaseRow, version: number): void {
  if (row.version !== version) throw new AppError('resource.conflict', { detail: caseMessages['cases.changedElsewhere'] });
}

/**
 * Edits a case's fields (edit-investment, name, cover note). Staff of the client edit any live case;
 * the client edits their own Online Advice Request while it is being built.
 */
export async function editCase(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: CaseEditBody,
  request: RequestInfo,
): Promise<CaseDetail> {
  const loaded = await inTransaction(runtime, async ({ tx }): Promise<LoadedCase> => {
    const current = await loadCaseFor(tx, actor, caseId, 'write');
    const { row, subject, actor: member } = current;
    if (!mayEditCaseFields(row.type, row.status, isClientStaff(subject)))
      throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
    if (!isCaseEditable(row.status)) throw new AppError('state.illegal_transition', { detail: caseMessages['cases.notEditable'] });
    assertVersion(row, body.version);
    const { version, ...fields } = body;
    const values: Partial<CaseRow> = {
      ...(fields.name !== undefined && isClientStaff(subject) ? { name: fields.name } : {}),
      ...(fields.estimated_case_size !== undefined && isClientStaff(subject) ? { estimatedCaseSize: fields.estimated_case_size } : {}),
      ...(fields.cover_note !== undefined && isClientStaff(subject) ? { coverNote: fields.cover_note } : {}),
      ...(fields.initial_investment !== undefined ? { initialInvestment: fields.initial_investment } : {}),
      ...(fields.initial_investment_currency !== undefined ? { initialInvestmentCurrency: fields.initial_investment_currency } : {}),
      ...(fields.monthly_contribution !== undefined ? { monthlyContribution: fields.monthly_contribution } : {}),
      ...(fields.monthly_contribution_currency !== undefined ? { monthlyContributionCurrency: fields.monthly_contribution_currency } : {}),
      ...(fields.investment_duration !== undefined ? { investmentDuration: fields.investment_duration } : {}),
    };
    const updated = await updateCaseAtVersion(tx, { practiceId: member.practiceId, id: row.id, version }, values);
    const changed = Object.keys(values) as (keyof CaseRow)[];
    await writeAudit(tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'client-case',
      entityId: row.id,
      action: 'edited',
      before: Object.fromEntries(changed.map((key) => [snakeCase(key), row[key]])),
      after: Object.fromEntries(changed.map((key) => [snakeCase(key), updated[key]])),
      ip: request.ip,
    });
    return { ...current, row: updated };
  });
  return detailOf(runtime, loaded);
}

/**
 * Checks a questionnaire's answers against its questions: options only for option questions and only
 * their own, words only for free-text questions (their length the body's schema checked).
 */
function answersFromBody(questions: readonly StoredReviewQuestion[], body: QuestionnaireAnswersBody): ReviewAnswers {
  const refuse = (detail: string, pointer: string) => new AppError('request.invalid', { detail, pointer });
  const byId = new Map(questions.map((q) => [q.id, q]));
  const options: Record<string, string[]> = {};
  for (const [index, answer] of body.answers.entries()) {
    const question = byId.get(answer.question_id);
    const known = new Set(question?.options.map((o) => o.id));
    if (!question || answer.option_ids.some((id) => !known.has(id))) throw refuse(caseMessages['cases.optionUnknown'], `/answers/${index}`);
    if (reviewQuestionKindOf(question) !== 'options' && answer.option_ids.length > 0)
      throw refuse(reviewQuestionnaireMessages['questionnaires.notOptionsQuestion'], `/answers/${index}`);
    if (reviewQuestionKindOf(question) === 'options') options[question.id] = [...new Set(answer.option_ids)];
  }
  const texts: Record<string, string> = {};
  for (const [index, answer] of body.text_answers.entries()) {
    const question = byId.get(answer.question_id);
    if (!question) throw refuse(caseMessages['cases.optionUnknown'], `/text_answers/${index}`);
    if (reviewQuestionKindOf(question) !== 'text')
      throw refuse(reviewQuestionnaireMessages['questionnaires.notTextQuestion'], `/text_answers/${index}`);
    if (answer.text) texts[question.id] = answer.text;
  }
  return { options, texts };
}

/** The options the client (or an adviser for them) marked, and the words they wrote, on a review questionnaire being filled in. */
export async function saveAnswers(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: QuestionnaireAnswersBody,
  request: RequestInfo,
): Promise<CaseDetail> {
  const loaded = await inTransaction(runtime, async ({ tx }): Promise<LoadedCase> => {
    const current = await loadCaseFor(tx, actor, caseId, 'write');
    const { row, subject, actor: member } = current;
    if (row.type !== 'review_questionnaire_case' || row.status !== 'building')
      throw new AppError('state.illegal_transition', { detail: caseMessages['cases.answersClosed'] });
    if (
      !(subject.relation === 'self' || subject.relation === 'own' || subject.relation === 'additional' || subject.relation === 'director')
    )
      throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
    assertVersion(row, body.version);
    const answers = answersFromBody(questionsOf(row), body);
    const updated = await updateCaseAtVersion(
      tx,
      { practiceId: member.practiceId, id: row.id, version: body.version },
      { answers: answers.options, textAnswers: answers.texts },
    );
    await writeAudit(tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'client-case',
      entityId: row.id,
      action: 'answers_saved',
      before: { options: row.answers, texts: row.textAnswers },
      after: { options: answers.options, texts: answers.texts },
      ip: request.ip,
    });
    return { ...current, row: updated };
  });
  return detailOf(runtime, loaded);
}

/** The case's audit trail, newest first; the client reads their own case's, without concealed documents' events. */
export async function listCaseAuditTrail(runtime: Runtime, actor: Actor, caseId: string, query: { page: number; per_page: number }) {
  const { actor: member, subject } = await loadCaseFor(runtime.db, actor, caseId, 'read');
  if (subject.relation === 'self') return listClientCaseAudit(runtime.db, { practiceId: member.practiceId, caseId, ...pageOffset(query) });
  return listEntityAudit(runtime.db, { practiceId: member.practiceId, entityKind: 'client-case', entityId: caseId, ...pageOffset(query) });
}

const waitingByType: Partial<Record<CaseType, { status: CaseStatus; kind: ActionRequiredItem['kind'] }>> = actionRequiredByType;

/** What waits on the client: packs to review, questionnaires to fill in, requests and packs to complete. */
export async function listActionRequired(runtime: Runtime, actor: Actor): Promise<ActionRequiredItem[]> {
  const member = practiceActorOf(actor, 'case');
  const waiting = caseTypes.flatMap((type) => {
    const wait = waitingByType[type];
    return wait ? [and(eq(clientCases.type, type), eq(clientCases.status, wait.status))] : [];
  });
  const rows = await runtime.db
    .select()
    .from(clientCases)
    .where(and(eq(clientCases.practiceId, member.practiceId), eq(clientCases.clientId, actor.userId), or(...waiting)))
    .orderBy(asc(clientCases.updatedAt));
  return rows.flatMap((row) => {
    const wait = waitingByType[row.type];
    if (!wait) return [];
    return [
      {
        kind: wait.kind,
        case_id: row.id,
        type: row.type,
        name: row.name,
        status: row.status,
        since: row.updatedAt.toISOString(),
      },
    ];
  });
}
