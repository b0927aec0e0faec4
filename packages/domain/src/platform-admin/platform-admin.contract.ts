import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import { platformRoles } from '../shared/roles.ts';
import {
  createPracticeBody,
  featureFlagsBody,
  platformPracticeSchema,
  platformUserSchema,
  platformUserSearchQuery,
  practiceBody,
  practiceFlagsSchema,
  practiceListQuery,
  reactivateAccountBody,
} from './platform-admin.ts';
import { platformAuditEventSchema, platformAuditTrailQuery } from './platform-audit-trail.ts';

export * from './platform-audit-trail.ts';

const tag = 'platform-admin';
/** Super and support admins both call these; a support admin's write is refused by the service (403, read-only). */
const platformAdmins = { roles: platformRoles } as const;

/**
 * The platform's own administration (spec 1 §1, §6): the practices it runs (`/practices`), their feature flags,
 * and people found across practices, whose deactivated accounts only the provider's support reactivates.
 * The practice's director reads what a platform admin did in it in the practice's audit trail.
 */
export const platformAdminEndpoints = {
  listPractices: endpoint({
    method: 'GET',
    path: '/practices',
    tag,
    access: platformAdmins,
    query: practiceListQuery,
    answer: answers.page(platformPracticeSchema),
  }),
  createPractice: endpoint({
    method: 'POST',
    path: '/practices',
    tag,
    access: platformAdmins,
    body: createPracticeBody,
    answer: answers.data(platformPracticeSchema.extend(messageSchema.shape), 201),
  }),
  getPractice: endpoint({
    method: 'GET',
    path: '/practices/:id',
    tag,
    access: platformAdmins,
    params: idParam,
    answer: answers.data(platformPracticeSchema),
  }),
  updatePractice: endpoint({
    method: 'PATCH',
    path: '/practices/:id',
    tag,
    access: platformAdmins,
    params: idParam,
    body: practiceBody,
    answer: answers.data(platformPracticeSchema.extend(messageSchema.shape)),
  }),
  suspendPractice: endpoint({
    method: 'PATCH',
    path: '/practices/:id/suspend',
    tag,
    access: platformAdmins,
    params: idParam,
    answer: answers.data(platformPracticeSchema.extend(messageSchema.shape)),
  }),
  reactivatePractice: endpoint({
    method: 'PATCH',
    path: '/practices/:id/reactivate',
    tag,
    access: platformAdmins,
    params: idParam,
    answer: answers.data(platformPracticeSchema.extend(messageSchema.shape)),
  }),
  getFeatureFlags: endpoint({
    method: 'GET',
    path: '/practices/:id/feature-flags',
    tag,
    access: platformAdmins,
    params: idParam,
    answer: answers.data(practiceFlagsSchema),
  }),
  setFeatureFlags: endpoint({
    method: 'PUT',
    path: '/practices/:id/feature-flags',
    tag,
    access: platformAdmins,
    params: idParam,
    body: featureFlagsBody,
    answer: answers.data(practiceFlagsSchema),
  }),
  /** People across every practice (and the platform's own admins), by name or e-mail. */
  searchPlatformUsers: endpoint({
    method: 'GET',
    path: '/platform-users',
    tag,
    access: platformAdmins,
    query: platformUserSearchQuery,
    answer: answers.page(platformUserSchema),
  }),
  /** Spec 1 §6: a deactivated account is reactivated only through the provider's support, with a reason. */
  reactivateUser: endpoint({
    method: 'PATCH',
    path: '/users/:id/activate',
    tag,
    access: platformAdmins,
    params: idParam,
    body: reactivateAccountBody,
    answer: answers.data(platformUserSchema.extend(messageSchema.shape)),
  }),
  /** The practice's own audit trail, for its director: settings, flags and what the provider's support did in it. */
  listPracticeAuditTrail: endpoint({
    method: 'GET',
    path: '/practice-audit-trail',
    tag,
    access: { roles: ['director'] },
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
  /** The platform's own audit trail: every event a platform admin wrote, platform-wide or in a practice (issue 20). */
  listPlatformAuditTrail: endpoint({
    method: 'GET',
    path: '/platform-audit-trail',
    tag,
    access: platformAdmins,
    query: platformAuditTrailQuery,
    answer: answers.page(platformAuditEventSchema),
  }),
};
