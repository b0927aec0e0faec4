import {
  type Actor,
  AppError,
  type CaseChanges,
  caseMessages,
  caseSectionLabels,
  factFindChanges,
  type RiskLevel,
  riskLevelLabels,
} from '@advice/domain';
import { and, desc, eq, inArray, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, clientCases, factFindVersions, riskAssessments } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import { findLatestVersion, findVersion, readAnswers } from '../fact-find/fact-find.queries.ts';
import { loadClientFor } from '../people/client-access.ts';
import { loadCaseFor } from './cases.access.ts';
import type { CaseRow } from './cases.queries.ts';

type ClientKey = { practiceId: string; clientId: string };
type Submission = { eventId: string; caseId: string; caseName: string; at: Date };

/**
 * A moment as the database holds it (to the microsecond): a submission's event time read in SQL, or now.
 * Comparing in SQL keeps a save made a fraction of a millisecond before a submission on the right side of it.
 */
const momentOf = (eventId: string | null): SQL =>
  eventId ? sql`(select ${auditEvents.createdAt} from ${auditEvents} where ${auditEvents.id} = ${eventId})` : sql`now()`;

/**
 * The client's latest submission of an Online Advice Request strictly before `before`: of this request
 * (before it was sent back to them) or of an earlier one.
 */
async function findSubmissionBefore(tx: Tx, key: ClientKey, before: SQL): Promise<Submission | null> {
  const [row] = await tx
    .select({ eventId: auditEvents.id, caseId: clientCases.id, caseName: clientCases.name, at: auditEvents.createdAt })
    .from(auditEvents)
    .innerJoin(clientCases, sql`${clientCases.id}::text = ${auditEvents.entityId}`)
    .where(
      and(
        eq(auditEvents.practiceId, key.practiceId),
        eq(auditEvents.entityKind, 'client-case'),
        eq(auditEvents.action, 'submit'),
        eq(clientCases.practiceId, key.practiceId),
        eq(clientCases.clientId, key.clientId),
        eq(clientCases.type, 'online_advice_request'),
        lt(auditEvents.createdAt, before),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  return row ?? null;
}

/** This request's last submission: its latest `submit` event. */
async function lastSubmission(tx: Tx, row: CaseRow): Promise<{ eventId: string; at: Date } | null> {
  const [event] = await tx
    .select({ eventId: auditEvents.id, at: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.practiceId, row.practiceId),
        eq(auditEvents.entityKind, 'client-case'),
        eq(auditEvents.entityId, row.id),
        eq(auditEvents.action, 'submit'),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  return event ?? null;
}

/** The fact find's version as it stood at a moment: the last saved by then (0 before the first save). */
async function factFindVersionAt(tx: Tx, key: ClientKey, at: SQL): Promise<number> {
  const [row] = await tx
    .select({ version: max(factFindVersions.version) })
    .from(factFindVersions)
    .where(
      and(eq(factFindVersions.practiceId, key.practiceId), eq(factFindVersions.clientId, key.clientId), lte(factFindVersions.savedAt, at)),
    );
  return row?.version ?? 0;
}

async function factFindAnswersAt(tx: Tx, key: ClientKey, version: number) {
  if (version === 0) return {};
  return readAnswers((await findVersion(tx, { ...key, version }))?.answers);
}

/** The risk level each request's completed assessment gave, by case id. */
async function riskLevelsOf(tx: Tx, key: ClientKey, caseIds: string[]): Promise<Map<string, RiskLevel>> {
  const rows = await tx
    .select({ caseId: riskAssessments.caseId, level: riskAssessments.level })
    .from(riskAssessments)
    .where(
      and(
        eq(riskAssessments.practiceId, key.practiceId),
        eq(riskAssessments.clientId, key.clientId),
        inArray(riskAssessments.caseId, caseIds),
        eq(riskAssessments.status, 'completed'),
      ),
    )
    .orderBy(desc(riskAssessments.completedAt));
  const levels = new Map<string, RiskLevel>();
  for (const row of rows) if (row.caseId && row.level && !levels.has(row.caseId)) levels.set(row.caseId, row.level);
  return levels;
}

/** A change of risk level between two different requests' assessments, when both were taken and differ. */
async function riskChanges(tx: Tx, key: ClientKey, baseline: Submission, row: CaseRow): Promise<CaseChanges['sections']> {
  if (baseline.caseId === row.id) return [];
  const levels = await riskLevelsOf(tx, key, [baseline.caseId, row.id]);
  const before = levels.get(baseline.caseId);
  const after = levels.get(row.id);
  if (!before || !after || before === after) return [];
  return [
    {
      section: 'risk_tolerance',
      label: caseSectionLabels.risk_tolerance,
      before: riskLevelLabels[before],
      after: riskLevelLabels[after],
    },
  ];
}

/**
 * GET /client-cases/{id}/changes: what the client changed since their last submission, for the adviser
 * reviewing this request. The fact find is compared as it stood at the two submissions (or now, while
 * the request is still with the client); with no earlier submission there is nothing to compare.
 */
export async function getCaseChanges(runtime: Runtime, actor: Actor, caseId: string): Promise<CaseChanges> {
  const db = runtime.db;
  const { row, actor: member } = await loadCaseFor(db, actor, caseId, 'read');
  if (row.type !== 'online_advice_request') throw new AppError('resource.not_found', { detail: caseMessages['cases.notFound'] });
  await loadClientFor(db, actor, row.clientId, 'factFind.view');
  const key = { practiceId: member.practiceId, clientId: row.clientId };
  const submission = row.status === 'building' || row.status === 'cancelled' ? null : await lastSubmission(db, row);
  const baseline = await findSubmissionBefore(db, key, momentOf(submission?.eventId ?? null));
  const version = submission
    ? await factFindVersionAt(db, key, momentOf(submission.eventId))
    : ((await findLatestVersion(db, key))?.version ?? 0);
  const since = baseline ? await factFindVersionAt(db, key, momentOf(baseline.eventId)) : version;
  const [before, after] = await Promise.all([factFindAnswersAt(db, key, since), factFindAnswersAt(db, key, version)]);
  return {
    baseline: baseline
      ? {
          case_id: baseline.caseId,
          case_name: baseline.caseName,
          submitted_at: baseline.at.toISOString(),
          is_same_case: baseline.caseId === row.id,
        }
      : null,
    submitted_at: submission?.at.toISOString() ?? null,
    fact_find: { since_version: since, version, changes: baseline ? factFindChanges(before, after) : [] },
    sections: baseline ? await riskChanges(db, key, baseline, row) : [],
  };
}
