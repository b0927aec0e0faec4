import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  checkFinancialPlanningCurrencies,
  type FinancialPlanningAction,
  type FinancialPlanningAnswers,
  type FinancialPlanningSaveBody,
  type FinancialPlanningView,
  financialPlanningActionsFor,
  financialPlanningAnswerKeys,
  isPastTaxYear,
  financialPlanningMessages as m,
  missingFinancialPlanningAnswers,
  readFinancialPlanningAnswers,
  taxYearLabelOf,
  taxYearStartOf,
  ukTodayIso,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { markCaseSection, sectionCompletion } from '../cases/cases.queries.ts';
import { assertMayBeginSection, loadRequestSection, type RequestSection } from '../cases/request-sections.ts';
import { practiceCurrencies } from '../fact-find/fact-find.queries.ts';
import {
  findHealthCheck,
  findLatestCompleted,
  type HealthCheckRow,
  insertHealthCheck,
  lockCase,
  updateHealthCheck,
} from './financial-planning.queries.ts';

const load = (tx: Tx, actor: Actor, caseId: string, purpose: 'read' | 'write') =>
  loadRequestSection(tx, actor, caseId, purpose, m['financialPlanning.noCheck']);

/**
 * The case's check, created on first opening by someone who may answer it, in the current tax year with
 * the answers of the client's previous completed check to compare with. The case row is locked first, so
 * two first reads make one.
 */
async function ensureCheck(tx: Tx, actor: Actor, loaded: RequestSection): Promise<HealthCheckRow> {
  const key = { practiceId: loaded.actor.practiceId, caseId: loaded.row.id };
  const existing = await findHealthCheck(tx, key);
  if (existing) return existing;
  assertMayBeginSection(loaded, m['financialPlanning.noCheck']);
  await lockCase(tx, key);
  const raced = await findHealthCheck(tx, key);
  if (raced) return raced;
  const previous = await findLatestCompleted(tx, { practiceId: key.practiceId, clientId: loaded.row.clientId });
  return insertHealthCheck(tx, {
    id: randomUUID(),
    practiceId: key.practiceId,
    clientId: loaded.row.clientId,
    caseId: key.caseId,
    taxYearStart: taxYearStartOf(ukTodayIso()),
    previousAnswers: readFinancialPlanningAnswers(previous?.answers),
    createdBy: actor.userId,
  });
}

function actionsOf(loaded: RequestSection, row: HealthCheckRow): FinancialPlanningAction[] {
  return financialPlanningActionsFor({
    ...loaded.facts,
    status: row.status,
    taxYearStart: row.taxYearStart,
    today: ukTodayIso(),
  });
}

async function present(tx: Tx, loaded: RequestSection, row: HealthCheckRow): Promise<FinancialPlanningView> {
  // One after another: inside a transaction the queries share one connection.
  const currencies = await practiceCurrencies(tx, row.practiceId);
  const completion = await sectionCompletion(tx, loaded.row.id);
  const previous = await findLatestCompleted(tx, { practiceId: row.practiceId, clientId: row.clientId, exceptId: row.id });
  const answers = readFinancialPlanningAnswers(row.answers);
  const previousAnswers = readFinancialPlanningAnswers(row.previousAnswers);
  const hasPrevious = Object.keys(previousAnswers).length > 0;
  return {
    id: row.id,
    case_id: loaded.row.id,
    client_id: row.clientId,
    tax_year: { start: row.taxYearStart, label: taxYearLabelOf(row.taxYearStart) },
    is_past_tax_year: isPastTaxYear(row.taxYearStart, ukTodayIso()),
    status: row.status,
    completed_at: row.completedAt?.toISOString() ?? null,
    is_marked_complete: row.markedCompleteBy !== null,
    answers,
    previous_answers: previousAnswers,
    previous_completed_at:
      hasPrevious && previous?.completedAt && previous.completedAt <= row.createdAt ? previous.completedAt.toISOString() : null,
    missing: missingFinancialPlanningAnswers(answers),
    currencies: [...currencies],
    actions: actionsOf(loaded, row),
    case_section_complete: completion.financial_planning_health_check === true,
  };
}

/** Why the check cannot change now, in the words the person reads. */
function refusal(row: HealthCheckRow): AppError {
  const isPast = isPastTaxYear(row.taxYearStart, ukTodayIso());
  return new AppError('state.illegal_transition', {
    detail: m[isPast ? 'financialPlanning.notEditable' : 'financialPlanning.cannotChange'],
  });
}

/** GET /client-cases/:id/financial-plannings: the case's check, created when first opened. */
export async function getFinancialPlanning(runtime: Runtime, actor: Actor, caseId: string): Promise<FinancialPlanningView> {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'read');
    return present(tx, loaded, await ensureCheck(tx, actor, loaded));
  });
}

/**
 * PATCH: changes the answers given (null clears one), each refusal naming its field. A completed check
 * stays complete, so none of its answers may be cleared. Saving nothing new writes nothing.
 */
export async function saveFinancialPlanningAnswers(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: FinancialPlanningSaveBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    const row = await ensureCheck(tx, actor, loaded);
    if (!actionsOf(loaded, row).includes('edit')) throw refusal(row);
    const current = readFinancialPlanningAnswers(row.answers);
    const next: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(body.answers)) {
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    const answers = next as FinancialPlanningAnswers;
    const currencies = await practiceCurrencies(tx, row.practiceId);
    const errors = checkFinancialPlanningCurrencies(answers, currencies);
    if (row.status === 'completed')
      for (const key of missingFinancialPlanningAnswers(answers))
        errors.push({ pointer: `/answers/${key}`, detail: m['financialPlanning.required'] });
    if (errors.length > 0) throw new InvalidFields(errors.map(({ pointer, detail }) => ({ detail, source: { pointer } })));
    const changed = financialPlanningAnswerKeys.filter((key) => JSON.stringify(current[key]) !== JSON.stringify(answers[key])).length;
    if (changed === 0) return { ...(await present(tx, loaded, row)), message: m['financialPlanning.saved'] };
    const saved = await updateHealthCheck(tx, { practiceId: row.practiceId, id: row.id }, { answers });
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'financial_planning_answers_saved',
      after: { tax_year: taxYearLabelOf(row.taxYearStart), changed },
      ip: info.ip,
    });
    return { ...(await present(tx, loaded, saved)), message: m['financialPlanning.saved'] };
  });
}

/** POST …/complete: every answer given, the check is complete and so is the case's health-check section. */
export async function completeFinancialPlanning(runtime: Runtime, actor: Actor, caseId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    const row = await ensureCheck(tx, actor, loaded);
    const actions = actionsOf(loaded, row);
    if (!actions.includes('complete'))
      throw row.status === 'completed'
        ? new AppError('state.illegal_transition', { detail: m['financialPlanning.alreadyComplete'] })
        : refusal(row);
    const missing = missingFinancialPlanningAnswers(readFinancialPlanningAnswers(row.answers));
    if (missing.length > 0)
      throw new InvalidFields(missing.map((key) => ({ detail: m['financialPlanning.required'], source: { pointer: `/answers/${key}` } })));
    const saved = await updateHealthCheck(tx, { practiceId: row.practiceId, id: row.id }, { status: 'completed', completedAt: new Date() });
    await markCaseSection(tx, { practiceId: row.practiceId, caseId, section: 'financial_planning_health_check', complete: true });
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'financial_planning_completed',
      after: { tax_year: taxYearLabelOf(row.taxYearStart) },
      ip: info.ip,
    });
    return { ...(await present(tx, loaded, saved)), message: m['financialPlanning.completed'] };
  });
}

/**
 * POST …/mark-complete: the adviser marks a past tax year's unfinished check complete so the request can
 * go on (spec 3 §4); the check keeps its answers as they were.
 */
export async function markFinancialPlanningComplete(runtime: Runtime, actor: Actor, caseId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    const row = await ensureCheck(tx, actor, loaded);
    if (!actionsOf(loaded, row).includes('mark_complete')) {
      if (row.status === 'completed') throw new AppError('state.illegal_transition', { detail: m['financialPlanning.alreadyComplete'] });
      if (!isPastTaxYear(row.taxYearStart, ukTodayIso()))
        throw new AppError('state.illegal_transition', { detail: m['financialPlanning.notPastYear'] });
      throw new AppError('auth.forbidden', { detail: m['financialPlanning.cannotChange'] });
    }
    const saved = await updateHealthCheck(
      tx,
      { practiceId: row.practiceId, id: row.id },
      { status: 'completed', completedAt: new Date(), markedCompleteBy: actor.userId },
    );
    await markCaseSection(tx, { practiceId: row.practiceId, caseId, section: 'financial_planning_health_check', complete: true });
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'financial_planning_marked_complete',
      after: { tax_year: taxYearLabelOf(row.taxYearStart) },
      ip: info.ip,
    });
    return { ...(await present(tx, loaded, saved)), message: m['financialPlanning.markedCompleteNote'] };
  });
}
