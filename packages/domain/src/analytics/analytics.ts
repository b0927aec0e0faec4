import { z } from 'zod';
import { reportPeriodQuery } from '../activity/activity.reports.ts';
import { reportReaderRoles } from '../reports/reports.ts';

/*
 * Visitor analytics (spec 1 §1 "enabled only in production", §9 cookie consent): first-party page-view counting.
 * A beacon names the page by its route's pattern (`/blog/:postId`, never the real id, query or hash) and the
 * referring site by its host only; the server adds one to the day's count for the practice, the pattern, whether
 * the visitor was signed in and that host. Nothing that tells one visitor from another is sent or stored.
 */

/** Analytics count only where the server runs as production (spec 1 §9 "Analytics only in production"). */
export const analyticsEnvironment = 'production';

/** Who reads the visitor figures: the practice's director, like the other reports. */
export const analyticsReaderRoles = reportReaderRoles;

export const maxVisitPathLength = 200;
const maxVisitPathSegments = 8;
const maxReferrerHostLength = 253;

/** Texts of visitor analytics (en-GB), answered by the server. */
export const analyticsMessages = {
  'analytics.pathInvalid': 'The page must be a route pattern such as /blog/:postId, without ids, a query or a hash.',
  'analytics.referrerInvalid': 'The referring site must be a host name only, such as www.example.com.',
} as const;

const staticSegment = /^[a-z][a-z0-9_-]{0,59}$/u;
const paramSegment = /^:[A-Za-z][A-Za-z0-9]{0,39}$/u;
/** A segment that carries a record's identity (a UUID, or a run of digits) is a real path, never a pattern. */
const identifyingSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-|\d{4,}/iu;

/** Whether a path is a route pattern: `/`, or up to eight lowercase words or `:name` parameters, with no id, query or hash. */
export function isVisitPathPattern(path: string): boolean {
  if (path === '/') return true;
  if (path.length > maxVisitPathLength || !path.startsWith('/')) return false;
  const segments = path.slice(1).split('/');
  if (segments.length > maxVisitPathSegments) return false;
  return segments.every((segment) => paramSegment.test(segment) || (staticSegment.test(segment) && !identifyingSegment.test(segment)));
}

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/u;

/** Whether a value is a bare host name (no scheme, port, path or credentials). */
export function isReferrerHost(host: string): boolean {
  return host.length <= maxReferrerHostLength && host.split('.').every((label) => hostLabel.test(label));
}

/** One page view: the route's pattern and, when another site sent the visitor, that site's host. */
export const visitBody = z.strictObject({
  path: z.string().max(maxVisitPathLength).refine(isVisitPathPattern, analyticsMessages['analytics.pathInvalid']),
  referrer_host: z
    .string()
    .trim()
    .toLowerCase()
    .max(maxReferrerHostLength)
    .refine(isReferrerHost, analyticsMessages['analytics.referrerInvalid'])
    .nullable()
    .default(null),
});
export type VisitBody = z.output<typeof visitBody>;

/** The report's period: the days from and to (both included), as the other reports take it. */
export const visitsQuery = reportPeriodQuery;

const visitCounts = { visits: z.number().int().nonnegative(), signed_in: z.number().int().nonnegative() };

export const visitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.object(visitCounts),
  by_day: z.array(z.object({ day: z.string(), ...visitCounts })),
  by_page: z.array(z.object({ path: z.string(), ...visitCounts })),
  by_referrer: z.array(z.object({ host: z.string(), visits: z.number().int().nonnegative() })),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/**
 * A page's route pattern from the path the browser shows and the route's parameters: each parameter's segment,
 * in order, becomes `:name`, and a splat becomes `*`. The query and hash are never part of a pathname.
 */
export function routePatternOf(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const named = Object.entries(params).filter(([name, value]) => name !== '*' && value !== undefined && value !== '');
  const pattern: string[] = [];
  let index = 0;
  for (const [name, value] of named) {
    const at = segments.findIndex((segment, position) => position >= index && safeDecode(segment) === value);
    if (at < 0) continue;
    pattern.push(...segments.slice(index, at), `:${name}`);
    index = at + 1;
  }
  const splat = params['*'];
  const rest = segments.slice(index);
  const tail = splat ? [...rest.slice(0, Math.max(0, rest.length - splat.split('/').length)), '*'] : rest;
  return `/${[...pattern, ...tail].join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
