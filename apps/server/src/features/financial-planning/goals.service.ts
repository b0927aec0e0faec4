import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type GoalAudit,
  type GoalBody,
  type GoalNotesBody,
  type GoalsAction,
  type GoalsView,
  goalsActionsFor,
  goalsMax,
  financialPlanningMessages as m,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { markCaseSection, sectionCompletion } from '../cases/cases.queries.ts';
import { loadRequestSection, type RequestSection } from '../cases/request-sections.ts';
import { practiceCurrencies } from '../fact-find/fact-find.queries.ts';
import {
  countGoals,
  deleteGoal,
  findGoal,
  findGoalNotes,
  type GoalRow,
  insertGoal,
  listGoalRows,
  lockCase,
  updateGoalRow,
  upsertGoalNotes,
} from './financial-planning.queries.ts';

const load = (tx: Tx, actor: Actor, caseId: string, purpose: 'read' | 'write') =>
  loadRequestSection(tx, actor, caseId, purpose, m['goals.noGoalsSection']);

const keyOf = (loaded: RequestSection) => ({ practiceId: loaded.actor.practiceId, clientId: loaded.row.clientId });

const auditOf = (row: GoalRow): GoalAudit => ({
  goal_id: row.id,
  name: row.name,
  amount: row.amount,
  amount_currency: row.amountCurrency,
  duration: row.duration,
});

async function present(tx: Tx, loaded: RequestSection): Promise<GoalsView> {
  const key = keyOf(loaded);
  // One after another: inside a transaction the queries share one connection.
  const rows = await listGoalRows(tx, key);
  const notes = await findGoalNotes(tx, key);
  const currencies = await practiceCurrencies(tx, key.practiceId);
  const completion = await sectionCompletion(tx, loaded.row.id);
  return {
    case_id: loaded.row.id,
    client_id: key.clientId,
    goals: rows.map((row) => ({
      id: row.id,
      name: row.name,
      amount: row.amount,
      amount_currency: row.amountCurrency,
      duration: row.duration,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    currencies: [...currencies],
    notes: {
      // The overview note is staff's own: the client is never sent it.
      overview: loaded.facts.relation === 'self' ? null : (notes?.overviewNote ?? ''),
      client: notes?.clientNote ?? '',
      updated_at: notes?.updatedAt.toISOString() ?? null,
    },
    max_goals: goalsMax,
    actions: goalsActionsFor({ ...loaded.facts, goalCount: rows.length }),
    case_section_complete: completion.goals === true,
  };
}

/** Refuses an action the viewer may not take now, saying why. */
async function assertAction(tx: Tx, loaded: RequestSection, action: GoalsAction): Promise<number> {
  const goalCount = await countGoals(tx, keyOf(loaded));
  if (goalsActionsFor({ ...loaded.facts, goalCount }).includes(action)) return goalCount;
  if (action === 'add' && goalCount >= goalsMax) throw new AppError('state.illegal_transition', { detail: m['goals.tooMany'] });
  if (action === 'confirm' && goalCount === 0) throw new AppError('state.illegal_transition', { detail: m['goals.noGoals'] });
  if (action === 'write_overview_note') throw new AppError('auth.forbidden', { detail: m['goals.overviewStaffOnly'] });
  throw new AppError('state.illegal_transition', { detail: m['goals.cannotChange'] });
}

async function assertCurrency(tx: Tx, practiceId: string, body: GoalBody): Promise<void> {
  const currencies = await practiceCurrencies(tx, practiceId);
  if (!currencies.includes(body.amount_currency))
    throw new InvalidFields([{ detail: m['financialPlanning.currency'], source: { pointer: '/amount_currency' } }]);
}

async function loadGoal(tx: Tx, loaded: RequestSection, goalId: string): Promise<GoalRow> {
  const row = await findGoal(tx, { ...keyOf(loaded), id: goalId });
  if (!row) throw new AppError('resource.not_found', { detail: m['goals.notFound'] });
  return row;
}

/** GET /client-cases/:id/goals: the client's goals, the notes the viewer may read, and what they may do. */
export async function listGoals(runtime: Runtime, actor: Actor, caseId: string): Promise<GoalsView> {
  const loaded = await load(runtime.db, actor, caseId, 'read');
  return present(runtime.db, loaded);
}

export async function addGoal(runtime: Runtime, actor: Actor, caseId: string, body: GoalBody, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    await lockCase(tx, { practiceId: loaded.actor.practiceId, caseId });
    await assertAction(tx, loaded, 'add');
    await assertCurrency(tx, loaded.actor.practiceId, body);
    const id = randomUUID();
    const values = { name: body.name, amount: body.amount, amountCurrency: body.amount_currency, duration: body.duration };
    await insertGoal(tx, { id, ...keyOf(loaded), caseId, ...values, createdBy: actor.userId });
    await writeAudit(tx, {
      actor,
      practiceId: loaded.actor.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'goal_added',
      after: { goal_id: id, name: body.name, amount: body.amount, amount_currency: body.amount_currency, duration: body.duration },
      ip: info.ip,
    });
    return { ...(await present(tx, loaded)), message: m['goals.added'] };
  });
}

export async function updateGoal(runtime: Runtime, actor: Actor, caseId: string, goalId: string, body: GoalBody, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    const row = await loadGoal(tx, loaded, goalId);
    await assertAction(tx, loaded, 'edit');
    await assertCurrency(tx, loaded.actor.practiceId, body);
    const values = { name: body.name, amount: body.amount, amountCurrency: body.amount_currency, duration: body.duration };
    const isChanged = (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== row[key]);
    if (isChanged) {
      await updateGoalRow(tx, { practiceId: row.practiceId, id: row.id }, values);
      await writeAudit(tx, {
        actor,
        practiceId: row.practiceId,
        entityKind: 'client-case',
        entityId: caseId,
        action: 'goal_updated',
        before: auditOf(row),
        after: auditOf({ ...row, ...values }),
        ip: info.ip,
      });
    }
    return { ...(await present(tx, loaded)), message: m['goals.updated'] };
  });
}

/** DELETE: the goal goes; with the last one gone, the case's goals section is no longer complete. */
export async function removeGoal(runtime: Runtime, actor: Actor, caseId: string, goalId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    await lockCase(tx, { practiceId: loaded.actor.practiceId, caseId });
    const row = await loadGoal(tx, loaded, goalId);
    const goalCount = await assertAction(tx, loaded, 'delete');
    await deleteGoal(tx, { practiceId: row.practiceId, id: row.id });
    if (goalCount === 1) await markCaseSection(tx, { practiceId: row.practiceId, caseId, section: 'goals', complete: false });
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'goal_removed',
      before: auditOf(row),
      ip: info.ip,
    });
    return { ...(await present(tx, loaded)), message: m['goals.removed'] };
  });
}

/** POST …/confirm ("These are my goals"): with at least one goal, the case's goals section is complete. */
export async function confirmGoals(runtime: Runtime, actor: Actor, caseId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    await lockCase(tx, { practiceId: loaded.actor.practiceId, caseId });
    const goals = await assertAction(tx, loaded, 'confirm');
    await markCaseSection(tx, { practiceId: loaded.actor.practiceId, caseId, section: 'goals', complete: true });
    await writeAudit(tx, {
      actor,
      practiceId: loaded.actor.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'goals_confirmed',
      after: { goals },
      ip: info.ip,
    });
    return { ...(await present(tx, loaded)), message: m['goals.confirmed'] };
  });
}

/** PUT …/notes: staff's overview note, or the client's note for the adviser; each kept per client. */
export async function saveGoalNotes(runtime: Runtime, actor: Actor, caseId: string, body: GoalNotesBody, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const loaded = await load(tx, actor, caseId, 'write');
    if (body.overview_note !== undefined) await assertAction(tx, loaded, 'write_overview_note');
    if (body.client_note !== undefined) await assertAction(tx, loaded, 'write_client_note');
    const key = keyOf(loaded);
    const current = await findGoalNotes(tx, key);
    const notes = {
      ...(body.overview_note !== undefined && body.overview_note !== (current?.overviewNote ?? '')
        ? { overviewNote: body.overview_note }
        : {}),
      ...(body.client_note !== undefined && body.client_note !== (current?.clientNote ?? '') ? { clientNote: body.client_note } : {}),
    };
    if (Object.keys(notes).length > 0) {
      await upsertGoalNotes(tx, { ...key, updatedBy: actor.userId }, notes);
      for (const note of ['overview', 'client'] as const)
        if ((note === 'overview' ? notes.overviewNote : notes.clientNote) !== undefined)
          await writeAudit(tx, {
            actor,
            practiceId: key.practiceId,
            entityKind: 'client-case',
            entityId: caseId,
            action: 'goal_note_saved',
            after: { note },
            ip: info.ip,
          });
    }
    return { ...(await present(tx, loaded)), message: m['goals.noteSaved'] };
  });
}
