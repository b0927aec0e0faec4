import {
  type Actor,
  AppError,
  interpolate,
  riskToleranceMessages as m,
  type RiskAnswer,
  type RiskAssessmentAction,
  type RiskAssessmentView,
  type RiskProgressBody,
  type RiskQuestionKey,
  riskAnswerSchema,
  riskDurationMaxMs,
  riskQuestionKeys,
  scoreRiskAnswers,
  unansweredRiskQuestions,
} from '@advice/domain';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { markCaseSection, sectionCompletion } from '../cases/cases.queries.ts';
import { assertMayBeginSection, loadRequestSection, type RequestSection } from '../cases/request-sections.ts';
import { readSettings } from '../practice/practice-settings.service.ts';
import {
  findRiskAssessment,
  findRiskAssessmentOfCase,
  insertRiskAssessment,
  lockRiskAssessmentOf,
  type RiskAssessmentRow,
  updateRiskAssessment,
} from './risk-assessment.queries.ts';

type Answers = Partial<Record<RiskQuestionKey, RiskAnswer>>;

const notFound = (key: 'riskTolerance.notFound' | 'riskTolerance.turnedOff') => new AppError('resource.not_found', { detail: m[key] });

/**
 * Loads the case for its risk assessment: only an Online Advice Request has one, and only while the
 * practice asks for it (its "Clients complete a risk assessment" setting); otherwise 404, as for a flag off.
 */
async function loadRiskCase(tx: Db | Tx, actor: Actor, caseId: string, purpose: 'read' | 'write'): Promise<RequestSection> {
  const loaded = await loadRequestSection(tx, actor, caseId, purpose, m['riskTolerance.notARequest']);
  const settings = await readSettings(tx, loaded.actor.practiceId);
  if (!settings['requesting-advice'].riskAssessmentEnabled) throw notFound('riskTolerance.turnedOff');
  return loaded;
}

/** The stored answers still valid for today's questions (a key the content no longer has is dropped). */
function readAnswers(stored: unknown): Answers {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const answers: Answers = {};
  for (const key of riskQuestionKeys) {
    const parsed = riskAnswerSchema.safeParse(record[key]);
    if (parsed.success) answers[key] = parsed.data;
  }
  return answers;
}

function present(row: RiskAssessmentRow, loaded: RequestSection, isSectionComplete: boolean): RiskAssessmentView {
  const answers = readAnswers(row.answers);
  const isOpen = row.status === 'in_progress' && loaded.lock === null;
  const actions: RiskAssessmentAction[] = isOpen ? ['answer'] : [];
  if (isOpen && unansweredRiskQuestions(answers).length === 0) actions.push('generate');
  return {
    id: row.id,
    case_id: loaded.row.id,
    client_id: row.clientId,
    status: row.status,
    step: row.step,
    current_question: row.currentQuestion,
    answers,
    score: row.score,
    level: row.level,
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    case_section_complete: isSectionComplete,
    actions,
  };
}

/** The case's assessment, begun (on its opening page, without answers) if it has none and the actor may answer it. */
async function assessmentOf(tx: Tx, actor: Actor, loaded: RequestSection): Promise<RiskAssessmentRow> {
  const key = { practiceId: loaded.actor.practiceId, caseId: loaded.row.id };
  await lockRiskAssessmentOf(tx, key.caseId);
  const found = await findRiskAssessmentOfCase(tx, key);
  if (found) return found;
  assertMayBeginSection(loaded, m['riskTolerance.notFound']);
  return insertRiskAssessment(tx, { ...key, clientId: loaded.row.clientId, createdBy: actor.userId });
}

/**
 * GET /client-cases/:id/risk-assessments: the case's risk assessment for the client and their staff. The
 * first read by someone who may answer it begins it, so the client's progress has a home from the start.
 */
export async function getCaseRiskAssessment(runtime: Runtime, actor: Actor, caseId: string): Promise<RiskAssessmentView> {
  const loaded = await loadRiskCase(runtime.db, actor, caseId, 'read');
  const found = await findRiskAssessmentOfCase(runtime.db, { practiceId: loaded.actor.practiceId, caseId });
  const row = found ?? (await inTransaction(runtime, ({ tx }) => assessmentOf(tx, actor, loaded)));
  const completion = await sectionCompletion(runtime.db, caseId);
  return present(row, loaded, completion.risk_tolerance === true);
}

/** Refuses a change to a completed assessment, or to one the actor may no longer answer (the case moved on). */
function assertAnswerable(row: RiskAssessmentRow, loaded: RequestSection): void {
  if (row.status === 'completed') throw new AppError('state.illegal_transition', { detail: m['riskTolerance.completed'] });
  if (loaded.lock !== null) throw new AppError('state.illegal_transition', { detail: m['riskTolerance.closed'] });
}

/**
 * PATCH /client-cases/:id/risk-assessments: where the client is and, with it, one answer and the time spent
 * on it (added to the time of earlier visits to the question). The summary is reached only once every
 * question is answered. Giving or changing an answer is recorded; moving between questions is not.
 */
export async function saveRiskAssessmentProgress(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: RiskProgressBody,
  info: RequestInfo,
): Promise<RiskAssessmentView> {
  const { row, loaded } = await inTransaction(runtime, async ({ tx }) => {
    const loaded = await loadRiskCase(tx, actor, caseId, 'write');
    const current = await assessmentOf(tx, actor, loaded);
    assertAnswerable(current, loaded);
    const answers = readAnswers(current.answers);
    const audit = { actor, practiceId: loaded.actor.practiceId, entityKind: 'client-case', entityId: caseId, ip: info.ip } as const;
    const step = body.step ?? (body.answer && current.step === 'begin' ? 'questions' : current.step);
    if (current.step === 'begin' && step !== 'begin' && Object.keys(answers).length === 0)
      await writeAudit(tx, { ...audit, action: 'risk_assessment_started', after: { assessment_id: current.id } });
    if (body.answer) {
      const { question, value, duration_ms } = body.answer;
      const previous = answers[question];
      answers[question] = { value, duration_ms: Math.min(riskDurationMaxMs, (previous?.duration_ms ?? 0) + duration_ms) };
      if (previous?.value !== value)
        await writeAudit(tx, {
          ...audit,
          action: 'risk_assessment_answered',
          before: { value: previous?.value ?? null },
          after: { assessment_id: current.id, question, number: riskQuestionKeys.indexOf(question) + 1, value },
        });
    }
    if (step === 'summary' && unansweredRiskQuestions(answers).length > 0)
      throw new InvalidFields([{ detail: m['riskTolerance.unansweredAll'], source: { pointer: '/step' } }]);
    const row = await updateRiskAssessment(
      tx,
      { practiceId: loaded.actor.practiceId, id: current.id },
      { step, answers, currentQuestion: body.current_question ?? current.currentQuestion },
    );
    return { row, loaded };
  });
  const completion = await sectionCompletion(runtime.db, caseId);
  return present(row, loaded, completion.risk_tolerance === true);
}

/** The unanswered questions as one refusal each, named by number ("Question 3 is not answered yet."). */
function refuseUnanswered(missing: readonly RiskQuestionKey[]): InvalidFields {
  return new InvalidFields(
    missing.map((key) => ({
      detail: interpolate(m['riskTolerance.missing'], { number: String(riskQuestionKeys.indexOf(key) + 1) }),
      source: { pointer: `/answers/${key}` },
    })),
  );
}

/**
 * POST /risk-assessment/:id/generate: once every question is answered, scores the answers with the domain's
 * table, stores the score and level, completes the assessment and the case's risk tolerance section.
 */
export async function generateRiskAssessment(runtime: Runtime, actor: Actor, assessmentId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const practiceId = practiceActorOf(actor, 'risk assessment').practiceId;
    const found = await findRiskAssessment(tx, { practiceId, id: assessmentId });
    if (!found?.caseId) throw notFound('riskTolerance.notFound');
    const caseId = found.caseId;
    const loaded = await loadRiskCase(tx, actor, caseId, 'write');
    await lockRiskAssessmentOf(tx, caseId);
    const current = (await findRiskAssessment(tx, { practiceId, id: assessmentId })) ?? found;
    assertAnswerable(current, loaded);
    const answers = readAnswers(current.answers);
    const missing = unansweredRiskQuestions(answers);
    if (missing.length > 0) throw refuseUnanswered(missing);
    const result = scoreRiskAnswers(answers);
    if (!result) throw new AppError('server.error', { detail: m['riskTolerance.failed'] });
    const row = await updateRiskAssessment(
      tx,
      { practiceId, id: current.id },
      { status: 'completed', step: 'summary', score: result.score, level: result.level, completedAt: new Date() },
    );
    await markCaseSection(tx, { practiceId, caseId, section: 'risk_tolerance', complete: true });
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'risk_assessment_completed',
      after: { assessment_id: row.id, score: result.score, level: result.level },
      ip: info.ip,
    });
    const message = loaded.subject.relation === 'self' ? m['riskTolerance.generated'] : m['riskTolerance.generatedForStaff'];
    return { ...present(row, loaded, true), message };
  });
}
