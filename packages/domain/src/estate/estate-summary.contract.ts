import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import {
  estateSummarySaveBody,
  estateSummarySavedSchema,
  estateSummarySchema,
  estateSummarySectionParams,
} from './estate-summary.schemas.ts';

const tag = 'estate-summary';
const feature = 'estateSummary';
/** The client themself and their staff; the relation table decides per client. */
const viewers = { roles: clientRolesFor('estateSummary.view') } as const;
const editors = { roles: clientRolesFor('estateSummary.edit') } as const;

/** A client's estate summary (spec 3 §2, §3; spec 1 §7 `/clients/{id}/estate-summary`), kept by the client and their staff. */
export const estateSummaryEndpoints = {
  getEstateSummary: endpoint({
    method: 'GET',
    path: '/clients/:id/estate-summary',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(estateSummarySchema),
  }),
  saveEstateSummarySection: endpoint({
    method: 'PUT',
    path: '/clients/:id/estate-summary/sections/:section',
    tag,
    feature,
    access: editors,
    params: estateSummarySectionParams,
    body: estateSummarySaveBody,
    answer: answers.data(estateSummarySavedSchema),
  }),
  listEstateSummaryAuditTrail: endpoint({
    method: 'GET',
    path: '/clients/:id/estate-summary/audit-trail',
    tag,
    feature,
    access: viewers,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
  /** "Generate summary": the whole estate summary as a dated PDF on the practice's branding, for the executors. */
  getEstateSummaryPdf: endpoint({
    method: 'GET',
    path: '/clients/:id/estate-summary/summary.pdf',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.file,
  }),
};
