import { z } from 'zod';
import { type AuditEntityKind, staffOnlyAuditActions } from '../audit/audit.events.ts';
import { caseAuditSentences } from '../cases/cases.audit.ts';
import { estateSummaryAuditSentences } from '../estate/estate-summary.audit.ts';
import { factFindAuditSentences } from '../fact-find/fact-find.audit.ts';
import { vulnerabilityAuditSentences } from '../fact-find/vulnerability.ts';
import { messagesAuditSentences } from '../messages/messages.audit.ts';
import { motivationAuditSentences } from '../motivation/motivation.audit.ts';
import { type FeatureFlag, isFeatureOn } from '../practice/feature-flags.ts';
import { paginationQuery } from '../shared/fields.ts';
import { signingAuditSentences } from '../signing/signing.audit.ts';
import { todosAuditSentences } from '../todos/todos.audit.ts';

/**
 * The areas of a client's activity (the feed's filter, the interaction reports' features): each audit event
 * of the client belongs to exactly one, by its entity kind and action ({@link activityAreaOf}).
 */
export const activityAreas = [
  'cases',
  'documents',
  'topUps',
  'messages',
  'todos',
  'motivation',
  'financialStrategy',
  'factFind',
  'estateSummary',
  'account',
] as const;
export type ActivityArea = (typeof activityAreas)[number];

/** Each area as a filter or a heading names it (en-GB). */
export const activityAreaLabels = {
  cases: 'Cases',
  documents: 'Case documents',
  topUps: 'Top-ups',
  messages: 'Messages',
  todos: 'To-dos',
  motivation: 'Motivation centre',
  financialStrategy: 'Financial strategy',
  factFind: 'Fact find',
  estateSummary: 'Estate summary',
  account: 'Account',
} as const satisfies Record<ActivityArea, string>;

/**
 * The feature flags an area belongs to, any one of which keeps it (messages: client notes and practice
 * notes). An area whose flags are all off is neither offered nor counted; an area without flags always is.
 */
export const activityAreaFlags: Partial<Record<ActivityArea, readonly FeatureFlag[]>> = {
  topUps: ['topUp'],
  messages: ['messages', 'notes'],
  todos: ['todos'],
  motivation: ['motivationCentre'],
  financialStrategy: ['financialStrategy'],
  estateSummary: ['estateSummary'],
};

/** Whether the practice has the area on (see {@link activityAreaFlags}). */
export function isActivityAreaOn(area: ActivityArea, flags: Record<string, unknown>): boolean {
  const anyOf = activityAreaFlags[area];
  return !anyOf || anyOf.some((flag) => isFeatureOn(flags, flag));
}

/** The areas the practice has on, in the filter's order. */
export function activityAreasOn(flags: Record<string, unknown>): ActivityArea[] {
  return activityAreas.filter((area) => isActivityAreaOn(area, flags));
}

/**
 * Which events an area holds: those of one entity kind, all of them, only `actions`, or all but `except`.
 * Events of a kind no area names (a user's, the practice's) are no client's activity.
 */
export type ActivityAreaRule = { kind: AuditEntityKind; actions?: readonly string[]; except?: readonly string[] };

const keysOf = (table: object): string[] => Object.keys(table);

/** A case's documents: uploads, versions, views and forms, addenda, and signing them. */
const documentActions = [
  ...keysOf(caseAuditSentences).filter((action) => action.startsWith('document_') || action === 'addendum_added'),
  ...keysOf(signingAuditSentences),
];

/** The client's own events (entity kind `client`) that belong to an area other than their account. */
const clientAreaActions = {
  messages: keysOf(messagesAuditSentences),
  todos: keysOf(todosAuditSentences),
  motivation: keysOf(motivationAuditSentences),
  factFind: [...keysOf(factFindAuditSentences), ...keysOf(vulnerabilityAuditSentences)],
  estateSummary: keysOf(estateSummaryAuditSentences),
};

/** Every area's events, as data the server turns into SQL and {@link activityAreaOf} reads. */
export const activityAreaRules = {
  cases: [{ kind: 'client-case', except: documentActions }],
  documents: [{ kind: 'client-case', actions: documentActions }],
  topUps: [{ kind: 'top-up' }],
  messages: [{ kind: 'client', actions: clientAreaActions.messages }],
  todos: [{ kind: 'client', actions: clientAreaActions.todos }],
  motivation: [{ kind: 'client', actions: clientAreaActions.motivation }],
  financialStrategy: [{ kind: 'financial-strategy' }],
  factFind: [{ kind: 'client', actions: clientAreaActions.factFind }],
  estateSummary: [{ kind: 'client', actions: clientAreaActions.estateSummary }],
  account: [{ kind: 'client', except: Object.values(clientAreaActions).flat() }],
} as const satisfies Record<ActivityArea, readonly ActivityAreaRule[]>;

function holds(rule: ActivityAreaRule, kind: string, action: string): boolean {
  if (rule.kind !== kind) return false;
  if (rule.actions) return rule.actions.includes(action);
  return !rule.except?.includes(action);
}

/** The area an event of the client belongs to, or null for an entity kind that is no client's activity. */
export function activityAreaOf(kind: string, action: string): ActivityArea | null {
  return activityAreas.find((area) => activityAreaRules[area].some((rule: ActivityAreaRule) => holds(rule, kind, action))) ?? null;
}

/**
 * The client's events that are not theirs to read in their own feed: the staff-only ones (vulnerability
 * observations, practice notes), and the tags staff file them under, which are the practice's own labels.
 */
export const clientHiddenActivityActions: readonly string[] = [...staffOnlyAuditActions, 'tags_updated'];

/** The activity feed's query: a page, narrowed to one area when asked. */
export const activityFeedQuery = paginationQuery.extend({ area: z.enum(activityAreas).optional() });
export type ActivityFeedQuery = z.infer<typeof activityFeedQuery>;

/** One event of the feed as a person reads it: its area, the sentence, who and when (never the raw payload). */
export const activityItemSchema = z.object({
  id: z.uuid(),
  area: z.enum(activityAreas),
  sentence: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
