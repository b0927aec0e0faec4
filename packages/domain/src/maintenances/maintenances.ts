import { z } from 'zod';
import { paginationQuery } from '../shared/fields.ts';
import type { Role } from '../shared/roles.ts';
import { whenMissing } from '../shared/validation.ts';
import { maintenanceMillisOf } from './maintenance-notices.ts';

/*
 * Maintenances (spec 1 §3, §7 `/maintenances`): platform-wide notices of a planned window of work, shown to
 * the users of the practices they concern from a chosen number of hours before the start until the end.
 * Nothing runs at the edges: what a notice says follows from its times and a clock.
 */

/** A title fits a banner's first line. */
export const maxMaintenanceTitleLength = 120;
/** The message: a few sentences of what is affected and what to do. */
export const maxMaintenanceMessageLength = 1_000;
/** How long before the start the notice shows when nobody says otherwise (the issue's 48 hours). */
export const defaultMaintenanceNoticeHours = 48;
/** The earliest a notice shows: thirty days before the start. Zero shows it only during the window. */
export const maxMaintenanceNoticeHours = 720;
/** A maintenance names at most this many practices; more is one for all of them. */
export const maxMaintenancePractices = 200;
/**
 * How far ahead of a notice's first showing the server already answers it, so a page that asked up to a poll
 * ago shows it on the minute (the page waits for the time itself). Longer than the poll, by a margin.
 */
export const maintenanceNoticeLookaheadMinutes = 10;

/** Where a maintenance stands for the platform admins' list, by its window and the clock. */
export const maintenancePeriods = ['upcoming', 'in_progress', 'past'] as const;
export type MaintenancePeriod = (typeof maintenancePeriods)[number];

/** Which practices a maintenance concerns: every one (present and future), or those chosen. */
export const maintenanceScopes = ['all', 'chosen'] as const;
export type MaintenanceScope = (typeof maintenanceScopes)[number];

/** What a platform admin may do with maintenances: support admins read them, super admins also write them. */
export const maintenancePermissions = {
  'maintenances.read': { super_admin: true, support_admin: true },
  'maintenances.write': { super_admin: true },
} as const satisfies Record<string, Partial<Record<Role, true>>>;
export type MaintenanceAction = keyof typeof maintenancePermissions;

/** The roles that may take `action`, for an endpoint's access declaration. */
export function maintenanceRolesFor(action: MaintenanceAction): Role[] {
  return Object.keys(maintenancePermissions[action]) as Role[];
}

/** Whether someone of `role` may take `action` on maintenances. */
export function canMaintenances(role: Role, action: MaintenanceAction): boolean {
  return (maintenancePermissions[action] as Partial<Record<Role, true>>)[role] === true;
}

/** Texts of maintenances, answered by the server and shown early beside the form's fields (en-GB). */
export const maintenanceMessages = {
  'maintenances.titleRequired': 'Enter a title.',
  'maintenances.titleTooLong': `Keep the title to ${maxMaintenanceTitleLength} characters or fewer.`,
  'maintenances.messageRequired': 'Enter the message users will read.',
  'maintenances.messageTooLong': `Keep the message to ${maxMaintenanceMessageLength.toLocaleString('en-GB')} characters or fewer.`,
  'maintenances.startRequired': 'Choose the date and time the maintenance starts.',
  'maintenances.startInPast': 'Choose a start that is not in the past.',
  'maintenances.endRequired': 'Choose the date and time the maintenance ends.',
  'maintenances.endBeforeStart': 'Choose an end after the start.',
  'maintenances.noticeHoursInvalid': `Enter a whole number of hours from 0 to ${maxMaintenanceNoticeHours}.`,
  'maintenances.practicesRequired': 'Choose at least one practice, or choose all practices.',
  'maintenances.practicesTooMany': `Choose at most ${maxMaintenancePractices} practices, or choose all practices.`,
  'maintenances.practiceUnknown': 'One of the chosen practices no longer exists. Choose the practices again.',
  'maintenances.notFound': 'This maintenance is not there. It may have been deleted.',
  'maintenances.forbidden': 'Only a super admin can schedule, change or delete maintenances.',
  'maintenances.created': 'Maintenance scheduled',
  'maintenances.updated': 'Maintenance saved',
  'maintenances.deleted': 'Maintenance deleted',
} as const;
export type MaintenanceMessageKey = keyof typeof maintenanceMessages;
const say = (key: MaintenanceMessageKey) => maintenanceMessages[key];

const hourMillis = 3_600_000;

/** When a maintenance's notice first shows: its start less its notice hours. */
export function maintenanceShowsFrom(startsAt: Date | string, noticeHours: number): Date {
  return new Date(maintenanceMillisOf(startsAt) - noticeHours * hourMillis);
}

/** Where a maintenance stands at a moment: upcoming before its start, in progress until its end, past from then on. */
export function maintenancePeriodOf(
  window: { starts_at: Date | string; ends_at: Date | string },
  now: Date = new Date(),
): MaintenancePeriod {
  if (now.getTime() < maintenanceMillisOf(window.starts_at)) return 'upcoming';
  return now.getTime() < maintenanceMillisOf(window.ends_at) ? 'in_progress' : 'past';
}

/** The fields the window rules read (spec: end after start; start not in the past when created). */
export type MaintenanceWindowDraft = { starts_at?: string | null | undefined; ends_at?: string | null | undefined };
export type MaintenanceWindowField = 'starts_at' | 'ends_at';
export type MaintenanceProblem = { field: MaintenanceWindowField; message: string };

const instantOf = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
};

/**
 * What is wrong with a maintenance's window: both ends are needed and the end comes after the start; a new one
 * (`isNew`) may not start in the past, the current minute counting as now (a start typed as "now" is allowed).
 */
export function maintenanceWindowProblems(
  draft: MaintenanceWindowDraft,
  { isNew, now = new Date() }: { isNew: boolean; now?: Date },
): MaintenanceProblem[] {
  const problems: MaintenanceProblem[] = [];
  const start = instantOf(draft.starts_at);
  const end = instantOf(draft.ends_at);
  if (start === null) problems.push({ field: 'starts_at', message: say('maintenances.startRequired') });
  else if (isNew && start < Math.floor(now.getTime() / 60_000) * 60_000)
    problems.push({ field: 'starts_at', message: say('maintenances.startInPast') });
  if (end === null) problems.push({ field: 'ends_at', message: say('maintenances.endRequired') });
  else if (start !== null && end <= start) problems.push({ field: 'ends_at', message: say('maintenances.endBeforeStart') });
  return problems;
}

/** The scope's rule: a chosen list names at least one practice. */
export function maintenancePracticesProblem(scope: MaintenanceScope, practiceIds: readonly string[]): string | null {
  return scope === 'chosen' && practiceIds.length === 0 ? say('maintenances.practicesRequired') : null;
}

export const maintenanceTitleField = z
  .string({ error: whenMissing(say('maintenances.titleRequired')) })
  .trim()
  .min(1, say('maintenances.titleRequired'))
  .max(maxMaintenanceTitleLength, say('maintenances.titleTooLong'));

export const maintenanceMessageField = z
  .string({ error: whenMissing(say('maintenances.messageRequired')) })
  .trim()
  .min(1, say('maintenances.messageRequired'))
  .max(maxMaintenanceMessageLength, say('maintenances.messageTooLong'));

export const maintenanceNoticeHoursField = z
  .number({ error: say('maintenances.noticeHoursInvalid') })
  .int(say('maintenances.noticeHoursInvalid'))
  .min(0, say('maintenances.noticeHoursInvalid'))
  .max(maxMaintenanceNoticeHours, say('maintenances.noticeHoursInvalid'));

const instantField = (required: MaintenanceMessageKey) =>
  z.iso
    .datetime({ offset: true, error: say(required) })
    .nullish()
    .transform((value) => value ?? null);

const maintenanceFields = z.object({
  title: maintenanceTitleField,
  message: maintenanceMessageField,
  starts_at: instantField('maintenances.startRequired'),
  ends_at: instantField('maintenances.endRequired'),
  notice_hours: maintenanceNoticeHoursField.default(defaultMaintenanceNoticeHours),
  scope: z.enum(maintenanceScopes),
  practice_ids: z
    .array(z.uuid())
    .max(maxMaintenancePractices, say('maintenances.practicesTooMany'))
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

type MaintenanceFields = z.output<typeof maintenanceFields>;

/** The body's rules that read several fields, one issue at the field each names. */
function bodyRules(isNew: boolean) {
  return (body: MaintenanceFields, context: z.RefinementCtx) => {
    for (const problem of maintenanceWindowProblems(body, { isNew }))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    const practices = maintenancePracticesProblem(body.scope, body.practice_ids);
    if (practices) context.addIssue({ code: 'custom', path: ['practice_ids'], message: practices });
  };
}

/** The body once its rules hold: both times given, and the chosen practices only when the scope is a chosen list. */
const scoped = (body: MaintenanceFields) => ({
  ...body,
  starts_at: body.starts_at ?? '',
  ends_at: body.ends_at ?? '',
  practice_ids: body.scope === 'all' ? [] : body.practice_ids,
});

/** A new maintenance: its start may not lie in the past. */
export const createMaintenanceBody = maintenanceFields.superRefine(bodyRules(true)).transform(scoped);
/** A maintenance as it is to be after an edit (the whole of it); its start may already have passed. */
export const updateMaintenanceBody = maintenanceFields.superRefine(bodyRules(false)).transform(scoped);
export type MaintenanceBody = z.output<typeof createMaintenanceBody>;

/** A page of the maintenances of one period. */
export const maintenanceListQuery = paginationQuery.extend({ period: z.enum(maintenancePeriods) });

export const maintenancePracticeSchema = z.object({ id: z.uuid(), name: z.string() });

export const maintenanceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  notice_hours: z.number().int(),
  /** When the notice first shows: the start less the notice hours. */
  shows_from: z.string(),
  scope: z.enum(maintenanceScopes),
  /** The chosen practices by name (none when the scope is all). */
  practices: z.array(maintenancePracticeSchema),
  period: z.enum(maintenancePeriods),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** A notice as a concerned practice's pages read it: what to say, and the times it turns on. */
export const maintenanceNoticeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  shows_from: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;
