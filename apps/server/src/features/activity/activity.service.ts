import {
  type ActivityArea,
  type ActivityFeedQuery,
  type ActivityItem,
  type Actor,
  AppError,
  activityActionLabel,
  activityAreaOf,
  activityAreas,
  activityAreasOn,
  activityReportMessages,
  auditSentence,
  can,
  clientHiddenActivityActions,
  type InteractionReport,
  type InteractionReportQuery,
  type InteractionReportRow,
  practiceNoteAuditActions,
  type ReportPeriod,
  reportTimeZone,
  reportUnknownPerson,
  reportUnknownRole,
  roleLabel,
  type SummaryReport,
  type SummaryReportRow,
  vulnerabilityAuditActions,
} from '@advice/domain';
import { and, not, type SQL } from 'drizzle-orm';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { listAuditEvents } from '../audit/audit.reader.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { type ActionTally, tallyActions } from './activity.queries.ts';
import {
  type ActivityReader,
  actionsCondition,
  areasCondition,
  clientEventsCondition,
  concealedDocumentsCondition,
  periodCondition,
} from './activity.scope.ts';

/** The practice's feature flags, as the request found them: an area whose flags are off is neither listed nor counted. */
export type PracticeFlags = Record<string, unknown>;

const practiceOf = (client: ClientAccess) => client.user.practiceId ?? '';

/**
 * The actions this reader may not read: a client, what is staff's alone (and their tags); a member of staff,
 * whatever the relation table keeps from them (each staff-only kind of event has its own view right).
 */
function hiddenFrom(access: ClientAccess): readonly string[] {
  if (access.subject.relation === 'self') return clientHiddenActivityActions;
  return [
    ...(can(access.actor, 'vulnerability.view', access.subject) ? [] : vulnerabilityAuditActions),
    ...(can(access.actor, 'practiceNotes.view', access.subject) ? [] : practiceNoteAuditActions),
  ];
}

/** GET /clients/:id/activity-feed: the client's events as sentences, newest first, one area or all the practice has on. */
export async function listActivityFeed(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: ActivityFeedQuery,
  flags: PracticeFlags,
): Promise<{ rows: ActivityItem[]; total: number }> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'activityFeed.view');
  const reader: ActivityReader = access.subject.relation === 'self' ? 'client' : 'staff';
  const areas = activityAreasOn(flags).filter((area) => !query.area || area === query.area);
  const hidden = hiddenFrom(access);
  const practiceId = practiceOf(access);
  const where = and(
    clientEventsCondition({ practiceId, clientId, reader }),
    areasCondition(areas),
    hidden.length > 0 ? not(actionsCondition(hidden)) : undefined,
    reader === 'client' ? not(concealedDocumentsCondition()) : undefined,
  ) as SQL;
  const events = await listAuditEvents(runtime.db, {
    practiceId,
    where,
    hideConcealedDocuments: reader === 'client',
    ...pageOffset(query),
  });
  return {
    rows: events.rows.map((event) => ({
      id: event.id,
      area: activityAreaOf(event.entity_kind, event.action) ?? 'account',
      sentence: auditSentence(event),
      actor_name: event.actor_name,
      created_at: event.created_at,
    })),
    total: events.total,
  };
}

/** The figures of a period for some areas, counted from the client's audit events alone (reproducible). */
async function tallyFor(runtime: Runtime, access: ClientAccess, areas: readonly ActivityArea[], period: ReportPeriod) {
  const where = and(
    clientEventsCondition({ practiceId: practiceOf(access), clientId: access.user.id, reader: 'staff' }),
    areasCondition(areas),
    periodCondition({ ...period, timeZone: reportTimeZone }),
  ) as SQL;
  return tallyActions(runtime.db, where);
}

function whoOf(tally: ActionTally) {
  return {
    person_id: tally.actorId,
    person_name: tally.actorName ?? reportUnknownPerson,
    role: tally.role,
    role_label: tally.role ? roleLabel(tally.role) : reportUnknownRole,
  };
}

const byPerson = (a: { person_name: string; person_id: string | null }, b: { person_name: string; person_id: string | null }) =>
  a.person_name.localeCompare(b.person_name, 'en-GB') || (a.person_id ?? '').localeCompare(b.person_id ?? '');

/** GET /clients/:id/interaction-reports: who did what in one feature over the period, how many times and when last. */
export async function getInteractionReport(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: InteractionReportQuery,
  flags: PracticeFlags,
): Promise<InteractionReport> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'interactionReports.view');
  if (!activityAreasOn(flags).includes(query.feature))
    throw new AppError('feature.disabled', { detail: activityReportMessages['activity.featureOff'] });
  const tallies = await tallyFor(runtime, access, [query.feature], query);
  const rows: InteractionReportRow[] = tallies
    .map((tally) => ({
      ...whoOf(tally),
      action: tally.action,
      action_label: activityActionLabel(tally.entityKind, tally.action),
      count: tally.count,
      last_at: tally.lastAt.toISOString(),
    }))
    .sort((a, b) => byPerson(a, b) || b.count - a.count || a.action.localeCompare(b.action));
  return { feature: query.feature, from: query.from, to: query.to, rows };
}

/** GET /clients/:id/summary-interaction-reports: per feature the practice has on, per person, how many actions. */
export async function getSummaryReport(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  period: ReportPeriod,
  flags: PracticeFlags,
): Promise<SummaryReport> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'interactionReports.view');
  const tallies = await tallyFor(runtime, access, activityAreasOn(flags), period);
  const lines = new Map<string, SummaryReportRow>();
  for (const tally of tallies) {
    const feature = activityAreaOf(tally.entityKind, tally.action);
    if (!feature) continue;
    const key = `${feature} ${tally.actorId ?? ''}`;
    const line = lines.get(key);
    const lastAt = tally.lastAt.toISOString();
    if (line) {
      line.count += tally.count;
      if (lastAt > line.last_at) line.last_at = lastAt;
    } else lines.set(key, { feature, ...whoOf(tally), count: tally.count, last_at: lastAt });
  }
  const rows = [...lines.values()].sort((a, b) => activityAreas.indexOf(a.feature) - activityAreas.indexOf(b.feature) || byPerson(a, b));
  return { from: period.from, to: period.to, rows };
}
