/**
 * What a page shows of the maintenances that concern its practice, and when it asks again: free of schemas, so the
 * sign-in page's notices (and every signed-in page's) arrive without the validation library.
 */

/** How often a page asks for its practice's notices; a new or changed maintenance shows within this. */
export const maintenanceNoticePollMinutes = 5;

/** What the users of a concerned practice see: the planned notice before the window, the in-progress one during it. */
export const maintenanceNoticeStates = ['planned', 'in_progress'] as const;
export type MaintenanceNoticeState = (typeof maintenanceNoticeStates)[number];

/** An instant as milliseconds, from a Date or an ISO text. */
export const maintenanceMillisOf = (at: Date | string) => new Date(at).getTime();

/** The times a notice's showing turns on. */
export type MaintenanceWindow = { shows_from: string; starts_at: string; ends_at: string };

/** What a concerned practice's users see of a maintenance at a moment: the planned notice, the in-progress one, or nothing. */
export function maintenanceNoticeStateOf(notice: MaintenanceWindow, now: Date = new Date()): MaintenanceNoticeState | null {
  const at = now.getTime();
  if (at < maintenanceMillisOf(notice.shows_from) || at >= maintenanceMillisOf(notice.ends_at)) return null;
  return at < maintenanceMillisOf(notice.starts_at) ? 'planned' : 'in_progress';
}

/** The next moment after `now` at which any of the notices changes what it shows (appears, starts or ends), or null. */
export function nextMaintenanceNoticeChange(notices: readonly MaintenanceWindow[], now: Date = new Date()): Date | null {
  const edges = notices
    .flatMap((notice) => [notice.shows_from, notice.starts_at, notice.ends_at].map(maintenanceMillisOf))
    .filter((edge) => edge > now.getTime());
  return edges.length === 0 ? null : new Date(Math.min(...edges));
}
