import {
  type Actor,
  actionRequiredByType,
  machineOf,
  type Pagination,
  type ReviewQuestionnaireSummary,
  reviewAnsweredCount,
} from '@advice/domain';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { clientCases } from '../../db/schema/index.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { loadClientFor } from '../people/client-access.ts';
import { answersOf, questionsOf } from './cases.presenter.ts';
import type { CaseRow } from './cases.queries.ts';

function summaryOf(row: CaseRow): ReviewQuestionnaireSummary {
  const questions = questionsOf(row);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    question_count: questions.length,
    answered_count: reviewAnsweredCount(questions, answersOf(row)),
    is_waiting_on_client: row.status === actionRequiredByType.review_questionnaire_case.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the client sees: questionnaires sent to them, not those staff still prepare (isCaseVisibleToClient). */
const visibleToClient = and(
  eq(clientCases.shownToClient, true),
  notInArray(clientCases.status, [...machineOf('review_questionnaire_case').hiddenFromClient]),
);

/**
 * GET /clients/{id}/review-questionnaires: a client's review questionnaires, newest first, each with how
 * many of its questions are answered. The client sees those sent to them; staff of the client see all.
 */
export async function listReviewQuestionnaires(runtime: Runtime, actor: Actor, clientId: string, query: Pagination) {
  const access = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const where = and(
    eq(clientCases.practiceId, practiceActorOf(actor).practiceId),
    eq(clientCases.clientId, access.user.id),
    eq(clientCases.type, 'review_questionnaire_case'),
    access.subject.relation === 'self' ? visibleToClient : undefined,
  );
  const [rows, [total]] = await Promise.all([
    runtime.db
      .select()
      .from(clientCases)
      .where(where)
      .orderBy(desc(clientCases.createdAt), desc(clientCases.id))
      .limit(pageOffset(query).limit)
      .offset(pageOffset(query).offset),
    runtime.db.select({ value: count() }).from(clientCases).where(where),
  ]);
  return { rows: rows.map(summaryOf), total: total?.value ?? 0 };
}
