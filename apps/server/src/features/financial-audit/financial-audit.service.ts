import {
  type Actor,
  AppError,
  caseMessages,
  checkTaxHealthCheckAnswers,
  isCaseAdviser,
  isEveryQuestionAnswered,
  isMarkableComplete,
  isPartnerChoiceOpen,
  isPastTaxYear,
  taxHealthCheckMessages as m,
  mayMarkCaseSectionComplete,
  missingAnswers,
  orderedLetters,
  previousAnswersFor,
  type TaxHealthCheckAction,
  type TaxHealthCheckAnswers,
  type TaxHealthCheckLock,
  type TaxHealthCheckMessageKey,
  type TaxHealthCheckQuestionKey,
  type TaxHealthCheckSaveBody,
  type TaxHealthCheckSaved,
  type TaxHealthCheckView,
  taxHealthCheckContent,
  taxYearEndOf,
  taxYearLabelOf,
  taxYearStartOf,
  ukTodayIso,
  versionForDate,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { markCaseSection, sectionCompletion } from '../cases/cases.queries.ts';
import { assertMayBeginSection, loadRequestSection, type RequestSection } from '../cases/request-sections.ts';
import {
  type CheckChange,
  type FinancialAuditRow,
  findCaseCheck,
  findPreviousAnswers,
  insertCheck,
  lockCaseCheck,
  updateCheck,
} from './financial-audit.queries.ts';

/*
 * A case's tax health check (spec 3 §3, §4): the section of an Online Advice Request, answered by the
 * client or their staff during the tax year it was created in, completed once every question is answered,
 * and marked complete by an adviser when its year ended before the client finished it.
 */

const notFound = () => new AppError('resource.not_found', { detail: m['taxHealthCheck.notFound'] });
const refuse = (key: TaxHealthCheckMessageKey) => new AppError('state.illegal_transition', { detail: m[key] });

/** The request loaded for its section, and the UK's date, which decides the tax year. */
type Context = { loaded: RequestSection; today: string };

async function contextFor(tx: Tx, actor: Actor, caseId: string, purpose: 'read' | 'write'): Promise<Context> {
  const loaded = await loadRequestSection(tx, actor, caseId, purpose, m['taxHealthCheck.notFound']);
  return { loaded, today: ukTodayIso() };
}

const keyOf = (context: Context) => ({ practiceId: context.loaded.actor.practiceId, caseId: context.loaded.row.id });

/**
 * The lock the check's page explains, or `null`: the request's (closed, or with the adviser for the
 * client), then the check's own: it changes only during its tax year. A read-only account is no lock of
 * the check's: it has no actions, and its writes are refused when the request is loaded.
 */
function lockOf(context: Context, row: FinancialAuditRow): TaxHealthCheckLock | null {
  const { lock } = context.loaded;
  if (lock === 'request_closed' || lock === 'with_adviser') return lock;
  if (isPastTaxYear(row.taxYearStart, context.today)) return 'past_year';
  return null;
}

const lockMessages = {
  request_closed: 'taxHealthCheck.requestClosed',
  with_adviser: 'taxHealthCheck.withAdviser',
  past_year: 'taxHealthCheck.notEditable',
} as const satisfies Record<TaxHealthCheckLock, TaxHealthCheckMessageKey>;

function actionsOf(context: Context, row: FinancialAuditRow): TaxHealthCheckAction[] {
  const mayAnswer = context.loaded.lock === null && lockOf(context, row) === null;
  const mayMark = mayMarkCaseSectionComplete(context.loaded.facts) && isMarkableComplete(row, context.today);
  return [
    ...(mayAnswer ? (['answer'] as const) : []),
    ...(mayAnswer && row.status === 'in_progress' ? (['complete'] as const) : []),
    ...(mayMark ? (['markComplete'] as const) : []),
  ];
}

const answersOf = (row: FinancialAuditRow) => row.answers as TaxHealthCheckAnswers;

async function present(tx: Tx, context: Context, row: FinancialAuditRow): Promise<TaxHealthCheckView> {
  const content = taxHealthCheckContent[row.version];
  const answers = answersOf(row);
  const completion = await sectionCompletion(tx, row.caseId ?? context.loaded.row.id);
  return {
    id: row.id,
    case_id: context.loaded.row.id,
    client_id: row.clientId,
    version: row.version,
    tax_year: { start: row.taxYearStart, end: taxYearEndOf(row.taxYearStart), label: taxYearLabelOf(row.taxYearStart) },
    with_partner: row.withPartner,
    answers,
    previous_answers: row.previousAnswers as TaxHealthCheckAnswers,
    status: row.status,
    completed_at: row.completedAt?.toISOString() ?? null,
    is_marked_complete:
      row.status === 'completed' && (row.markedCompleteBy !== null || !isEveryQuestionAnswered(content, row.withPartner, answers)),
    is_past_year: isPastTaxYear(row.taxYearStart, context.today),
    lock: lockOf(context, row),
    missing: missingAnswers(content, row.withPartner, answers),
    case_section_complete: completion.financial_audit === true,
    actions: actionsOf(context, row),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The case's check, created on the first read by someone who may answer it: the version and tax year of
 * today, and the client's previous completed check's answers to compare with.
 */
async function findOrStart(runtime: Runtime, actor: Actor, caseId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const context = await contextFor(tx, actor, caseId, 'read');
    const key = keyOf(context);
    const existing = await findCaseCheck(tx, key);
    if (existing) return { context, row: existing };
    assertMayBeginSection(context.loaded, m['taxHealthCheck.notFound']);
    await lockCaseCheck(tx, caseId);
    const raced = await findCaseCheck(tx, key);
    if (raced) return { context, row: raced };
    const version = versionForDate(context.today);
    const taxYearStart = taxYearStartOf(context.today);
    const previous = await findPreviousAnswers(tx, { ...key, clientId: context.loaded.row.clientId });
    const row = await insertCheck(tx, {
      ...key,
      clientId: context.loaded.row.clientId,
      version,
      taxYearStart,
      previousAnswers: previousAnswersFor(taxHealthCheckContent[version], previous),
      createdBy: actor.userId,
    });
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'tax_health_check_started',
      after: { check_id: row.id, version, tax_year: taxYearLabelOf(taxYearStart) },
      ip: info.ip,
    });
    return { context, row };
  });
}

/** GET /client-cases/:id/financial-audits: the case's check as the viewer reads it, with what they may do. */
export async function getTaxHealthCheck(runtime: Runtime, actor: Actor, caseId: string, info: RequestInfo): Promise<TaxHealthCheckView> {
  const { context, row } = await findOrStart(runtime, actor, caseId, info);
  return present(runtime.db, context, row);
}

/** Opens the case's check for a change: the case, then the check itself, locked. */
async function openForChange(tx: Tx, actor: Actor, caseId: string) {
  const context = await contextFor(tx, actor, caseId, 'write');
  await lockCaseCheck(tx, caseId);
  const row = await findCaseCheck(tx, keyOf(context));
  if (!row) throw notFound();
  return { context, row };
}

/** The answers the body sets, in each question's order, keeping only those that differ from what is stored. */
function changedAnswers(row: FinancialAuditRow, sent: Record<string, readonly string[]>): TaxHealthCheckAnswers {
  const content = taxHealthCheckContent[row.version];
  const stored = answersOf(row);
  const changed: TaxHealthCheckAnswers = {};
  for (const question of content.questions) {
    const letters = sent[question.key];
    if (!letters) continue;
    const ordered = orderedLetters(question, letters);
    if (JSON.stringify(ordered) !== JSON.stringify(stored[question.key] ?? [])) changed[question.key] = ordered;
  }
  return changed;
}

/**
 * PATCH /client-cases/:id/financial-audits: the partner choice (before the first answer only) and answers,
 * each checked against the check's version; the questions named are set, the others kept.
 */
export async function saveTaxHealthCheck(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: TaxHealthCheckSaveBody,
  info: RequestInfo,
): Promise<TaxHealthCheckSaved> {
  return inTransaction(runtime, async ({ tx }) => {
    const { context, row } = await openForChange(tx, actor, caseId);
    const lock = lockOf(context, row);
    if (lock) throw refuse(lockMessages[lock]);
    const choosesPartner = body.with_partner !== undefined && body.with_partner !== row.withPartner;
    if (choosesPartner && !isPartnerChoiceOpen({ status: row.status, answers: answersOf(row) }))
      throw refuse('taxHealthCheck.partnerChoiceClosed');
    const withPartner = body.with_partner ?? row.withPartner;
    const sent = body.answers ?? {};
    if (Object.keys(sent).length > 0 && withPartner === null) throw refuse('taxHealthCheck.chooseFirst');
    const errors = checkTaxHealthCheckAnswers(taxHealthCheckContent[row.version], withPartner, sent);
    if (errors.length > 0) throw new InvalidFields(errors.map(({ pointer, detail }) => ({ detail, source: { pointer } })));

    const changed = changedAnswers(row, sent);
    const changedKeys = Object.keys(changed) as TaxHealthCheckQuestionKey[];
    const change: CheckChange = {};
    if (choosesPartner) change.withPartner = withPartner;
    if (changedKeys.length > 0) change.answers = { ...answersOf(row), ...changed } as Record<string, string[]>;
    const saved = Object.keys(change).length > 0 ? await updateCheck(tx, { practiceId: row.practiceId, id: row.id }, change) : row;

    const audit = { actor, practiceId: row.practiceId, entityKind: 'client-case', entityId: caseId, ip: info.ip } as const;
    if (choosesPartner && withPartner !== null)
      await writeAudit(tx, {
        ...audit,
        action: 'tax_health_check_partner_chosen',
        before: { with_partner: row.withPartner },
        after: { with_partner: withPartner },
      });
    if (changedKeys.length > 0) {
      const stored = answersOf(row);
      const before = Object.fromEntries(changedKeys.flatMap((key) => (stored[key] ? [[key, stored[key]]] : [])));
      await writeAudit(tx, { ...audit, action: 'tax_health_check_answered', before: { answers: before }, after: { answers: changed } });
    }
    const message = changedKeys.length === 0 && choosesPartner ? m['taxHealthCheck.partnerChosen'] : m['taxHealthCheck.saved'];
    return { message, check: await present(tx, context, saved) };
  });
}

/** Marks the request's financial-audit section complete (the request is open: its lock was checked first). */
async function completeSection(tx: Tx, context: Context): Promise<void> {
  await markCaseSection(tx, {
    practiceId: context.loaded.actor.practiceId,
    caseId: context.loaded.row.id,
    section: 'financial_audit',
    complete: true,
  });
}

/**
 * POST /client-cases/:id/financial-audits/complete: once the partner choice is made and every question
 * that applies is answered ("Please answer every question by ticking the relevant box(es)", naming each
 * one missing), the check is complete, and so is the request's financial-audit section.
 */
export async function completeTaxHealthCheck(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  info: RequestInfo,
): Promise<TaxHealthCheckSaved> {
  return inTransaction(runtime, async ({ tx }) => {
    const { context, row } = await openForChange(tx, actor, caseId);
    if (row.status === 'completed') throw refuse('taxHealthCheck.alreadyComplete');
    const lock = lockOf(context, row);
    if (lock) throw refuse(lock === 'past_year' ? 'taxHealthCheck.pastYearBlocked' : lockMessages[lock]);
    const answerEvery = m['taxHealthCheck.answerEvery'];
    if (row.withPartner === null) throw new InvalidFields([{ detail: answerEvery, source: { pointer: '/with_partner' } }]);
    const missing = missingAnswers(taxHealthCheckContent[row.version], row.withPartner, answersOf(row));
    if (missing.length > 0)
      throw new InvalidFields(missing.map((key) => ({ detail: answerEvery, source: { pointer: `/answers/${key}` } })));

    const saved = await updateCheck(tx, { practiceId: row.practiceId, id: row.id }, { status: 'completed', completedAt: new Date() });
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'tax_health_check_completed',
      after: { with_partner: row.withPartner, tax_year: taxYearLabelOf(row.taxYearStart) },
      ip: info.ip,
    });
    await completeSection(tx, context);
    return { message: m['taxHealthCheck.completed'], check: await present(tx, context, saved) };
  });
}

/**
 * POST /client-cases/:id/financial-audits/mark-complete: the adviser marks a past tax year's unfinished
 * check complete, so that the request can progress; the check then says the client did not complete it.
 */
export async function markTaxHealthCheckComplete(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  info: RequestInfo,
): Promise<TaxHealthCheckSaved> {
  return inTransaction(runtime, async ({ tx }) => {
    const { context, row } = await openForChange(tx, actor, caseId);
    if (!isCaseAdviser(context.loaded.facts.relation)) throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
    if (context.loaded.lock !== null) throw refuse('taxHealthCheck.requestClosed');
    if (row.status === 'completed') throw refuse('taxHealthCheck.alreadyComplete');
    if (!isMarkableComplete(row, context.today)) throw refuse('taxHealthCheck.notMarkable');
    const saved = await updateCheck(
      tx,
      { practiceId: row.practiceId, id: row.id },
      { status: 'completed', completedAt: new Date(), markedCompleteBy: actor.userId },
    );
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'tax_health_check_marked_complete',
      after: { tax_year: taxYearLabelOf(row.taxYearStart) },
      ip: info.ip,
    });
    await completeSection(tx, context);
    return { message: m['taxHealthCheck.markedComplete'], check: await present(tx, context, saved) };
  });
}
