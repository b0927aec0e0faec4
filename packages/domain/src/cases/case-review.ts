import { z } from 'zod';
import { factFindChangeSchema } from '../fact-find/fact-find.changes.ts';
import { caseSections } from './case-sections.ts';

/*
 * What changed in an Online Advice Request since the client's last one (GET /client-cases/{id}/changes),
 * for the adviser reviewing it: the baseline is the submission before this one, of this request (before
 * it was sent back) or of the client's previous request; the fact find is compared version by version
 * as it stood at each submission, the risk level between the two requests’ assessments.
 */

export const caseChangesSchema = z.object({
  /** The earlier submission compared with; `null` when this is the client's first. */
  baseline: z
    .object({
      case_id: z.uuid(),
      case_name: z.string(),
      submitted_at: z.string(),
      /** This same request, submitted before it was sent back to the client. */
      is_same_case: z.boolean(),
    })
    .nullable(),
  /** When this request was submitted; `null` while it is still being completed (compared as it is now). */
  submitted_at: z.string().nullable(),
  fact_find: z.object({
    since_version: z.number().int(),
    version: z.number().int(),
    changes: z.array(factFindChangeSchema),
  }),
  /** Other sections' changes that can be told from their records, in words. */
  sections: z.array(
    z.object({ section: z.enum(caseSections), label: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});
export type CaseChanges = z.infer<typeof caseChangesSchema>;
