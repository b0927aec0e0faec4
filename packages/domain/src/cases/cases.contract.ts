import { z } from 'zod';
import { answers, type Endpoint, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import type { FeatureFlag } from '../practice/feature-flags.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  batchPacksBody,
  batchPacksResultSchema,
  batchUploadSchema,
  builtinCaseImages,
  caseImageChoiceBody,
  caseImageSchema,
} from './case-documents.ts';
import { caseChangesSchema } from './case-review.ts';
import type { CaseAction } from './cases.machine.ts';
import {
  actionRequiredItemSchema,
  caseDetailSchema,
  caseEditBody,
  caseListQuery,
  caseSummarySchema,
  caseTransitionBody,
  clientCaseRequestBody,
  questionnaireAnswersBody,
  staffCaseBody,
} from './cases.schemas.ts';
import { reviewQuestionnaireSummarySchema } from './review-questionnaires.ts';

export * from './case-projection.ts';
export * from './case-review.ts';
export * from './review-questionnaires.ts';

const tag = 'cases';
const staff = { roles: staffRoles } as const;
const clients = { roles: ['client'] } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const imageKey = z.object({ key: z.union([z.enum(builtinCaseImages), z.uuid()]) });
/** Staging files serves both batch pages: it exists while either kind of pack is on for the practice. */
const batchFeatures = ['documentsPack', 'recommendationPack'] as const satisfies readonly FeatureFlag[];

/** One POST per lifecycle action, at the action's path segment (`actionPath`: the action in kebab case). */
function transition<const S extends string>(segment: S) {
  return endpoint({
    method: 'POST',
    path: `/client-cases/:id/${segment}`,
    tag,
    access: clientOrStaff,
    params: idParam,
    body: caseTransitionBody,
    answer: answers.data(caseDetailSchema),
  });
}

/**
 * Cases (spec 1 §4): lists, the overview, requests by clients, cases staff prepare for a client, edits,
 * answers, the lifecycle actions, the audit trail, action-required, the case image and packs created
 * for many clients at once. The documents, addenda and business pack are in `caseDocumentsEndpoints`.
 */
export const casesEndpoints = {
  listCases: endpoint({
    method: 'GET',
    path: '/client-cases',
    tag,
    access: clientOrStaff,
    query: caseListQuery,
    answer: answers.page(caseSummarySchema),
  }),
  listClientCases: endpoint({
    method: 'GET',
    path: '/clients/:id/client-cases',
    tag,
    access: clientOrStaff,
    params: idParam,
    query: caseListQuery,
    answer: answers.page(caseSummarySchema),
  }),
  requestCase: endpoint({
    method: 'POST',
    path: '/client-cases',
    tag,
    access: clients,
    body: clientCaseRequestBody,
    answer: answers.data(caseDetailSchema, 201),
  }),
  createClientCase: endpoint({
    method: 'POST',
    path: '/clients/:id/client-cases',
    tag,
    access: staff,
    params: idParam,
    body: staffCaseBody,
    answer: answers.data(caseDetailSchema, 201),
  }),
  getCase: endpoint({
    method: 'GET',
    path: '/client-cases/:id',
    tag,
    access: clientOrStaff,
    params: idParam,
    answer: answers.data(caseDetailSchema),
  }),
  editCase: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id',
    tag,
    access: clientOrStaff,
    params: idParam,
    body: caseEditBody,
    answer: answers.data(caseDetailSchema),
  }),
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/client-cases/:id/answers',
    tag,
    access: clientOrStaff,
    params: idParam,
    body: questionnaireAnswersBody,
    answer: answers.data(caseDetailSchema),
  }),
  /** The lifecycle actions by name; each answers the case as it now is. */
  transitionCase: {
    submit: transition('submit'),
    send: transition('send'),
    sendAgreed: transition('send-agreed'),
    sendConfirmed: transition('send-confirmed'),
    backToPrepare: transition('back-to-prepare'),
    acceptForClient: transition('accept-for-client'),
    rejectForClient: transition('reject-for-client'),
    accept: transition('accept'),
    reject: transition('reject'),
    confirm: transition('confirm'),
    resend: transition('resend'),
    backToClient: transition('back-to-client'),
    complete: transition('complete'),
    review: transition('review'),
    reopen: transition('reopen'),
    cancel: transition('cancel'),
  } satisfies Record<CaseAction, Endpoint>,
  /** What changed in an Online Advice Request since the client's last submission, for staff reviewing it. */
  getCaseChanges: endpoint({
    method: 'GET',
    path: '/client-cases/:id/changes',
    tag,
    access: staff,
    feature: 'onlineAdvice',
    params: idParam,
    answer: answers.data(caseChangesSchema),
  }),
  /** A client's review questionnaires, newest first; the client sees those sent to them. */
  listReviewQuestionnaires: endpoint({
    method: 'GET',
    path: '/clients/:id/review-questionnaires',
    tag,
    access: clientOrStaff,
    feature: 'reviewQuestionnaire',
    params: idParam,
    query: paginationQuery,
    answer: answers.page(reviewQuestionnaireSummarySchema),
  }),
  listCaseAuditTrail: endpoint({
    method: 'GET',
    path: '/client-cases/:id/audit-trail',
    tag,
    access: clientOrStaff,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
  listActionRequired: endpoint({
    method: 'GET',
    path: '/action-required',
    tag,
    access: clients,
    answer: answers.data(z.array(actionRequiredItemSchema)),
  }),
  listCaseImages: endpoint({ method: 'GET', path: '/case-images', tag, access: staff, answer: answers.data(z.array(caseImageSchema)) }),
  getCaseImageChoice: endpoint({ method: 'GET', path: '/case-images/:key', tag, access: staff, params: imageKey, answer: answers.file }),
  getCaseImage: endpoint({
    method: 'GET',
    path: '/client-cases/:id/image',
    tag,
    access: clientOrStaff,
    params: idParam,
    answer: answers.file,
  }),
  /** A built-in or earlier uploaded image chosen by a JSON body, or a new image uploaded as a form. */
  setCaseImage: endpoint({
    method: 'PUT',
    path: '/client-cases/:id/image',
    tag,
    access: staff,
    params: idParam,
    upload: { purpose: 'caseImage', fields: caseImageChoiceBody, orJson: true },
    answer: answers.data(messageSchema),
  }),
  /** 201 when at least one pack was created, 200 (sent by the route itself) when every client was refused. */
  createDocumentPacks: endpoint({
    method: 'POST',
    path: '/documents-packs/bulk-create',
    tag,
    access: staff,
    feature: 'documentsPack',
    body: batchPacksBody,
    answer: answers.data(batchPacksResultSchema, 201, [200]),
  }),
  /** As `createDocumentPacks`, for recommendation packs. */
  createRecommendationPacks: endpoint({
    method: 'POST',
    path: '/clients/new-recommendation-packs',
    tag,
    access: staff,
    feature: 'recommendationPack',
    body: batchPacksBody,
    answer: answers.data(batchPacksResultSchema, 201, [200]),
  }),
  stageBatchUpload: endpoint({
    method: 'POST',
    path: '/clients/new-packs/uploads',
    tag,
    access: staff,
    feature: batchFeatures,
    upload: { purpose: 'caseDocument' },
    answer: answers.data(batchUploadSchema, 201),
  }),
};
