import { z } from 'zod';
import { reportPeriodFields, reportPeriodQuery, withReportPeriod } from '../activity/activity.reports.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { paginationQuery } from '../shared/fields.ts';

/**
 * The platform's own audit trail (issue 20): every event a platform admin wrote, the platform-wide ones (maintenances,
 * brochures, feature help) and those inside practices, each naming its practice. Newest first, a page at a time.
 */

/**
 * The trail's filters: one practice (optional), and a period (optional; chosen, it follows the reports' rule: London's
 * days, each end defaulting from the other, neither reversed nor longer than ten years). Unfiltered, the whole trail.
 */
export const platformAuditTrailQuery = paginationQuery
  .extend({ practice_id: z.uuid().optional(), ...reportPeriodFields })
  .transform((query) => (query.from !== undefined || query.to !== undefined ? withReportPeriod(query) : query))
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    const checked = reportPeriodQuery.safeParse({ from: query.from, to: query.to });
    for (const issue of checked.error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type PlatformAuditTrailQuery = z.output<typeof platformAuditTrailQuery>;

/** One event of the platform's trail: the audit event, and the practice it happened in (null: platform-wide). */
export const platformAuditEventSchema = auditEventSchema.extend({
  practice: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type PlatformAuditEvent = z.infer<typeof platformAuditEventSchema>;
