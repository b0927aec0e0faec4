import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import { topUpCompleteBody, topUpListQuery, topUpRequestBody, topUpSchema } from './top-ups.ts';

const tag = 'top-ups';
const feature = 'topUp';
const clients = { roles: ['client'] } as const;
const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;

/** Top-ups (spec 1 §4): the client requests and cancels, the adviser completes; all behind the topUp feature. */
export const topUpsEndpoints = {
  requestTopUp: endpoint({
    method: 'POST',
    path: '/top-ups',
    tag,
    access: clients,
    feature,
    body: topUpRequestBody,
    answer: answers.data(topUpSchema, 201),
  }),
  listTopUps: endpoint({
    method: 'GET',
    path: '/top-ups',
    tag,
    access: clientOrStaff,
    feature,
    query: topUpListQuery,
    answer: answers.page(topUpSchema),
  }),
  listClientTopUps: endpoint({
    method: 'GET',
    path: '/clients/:id/top-ups',
    tag,
    access: clientOrStaff,
    feature,
    params: idParam,
    query: topUpListQuery,
    answer: answers.page(topUpSchema),
  }),
  getTopUp: endpoint({
    method: 'GET',
    path: '/top-ups/:id',
    tag,
    access: clientOrStaff,
    feature,
    params: idParam,
    answer: answers.data(topUpSchema),
  }),
  completeTopUp: endpoint({
    method: 'PATCH',
    path: '/top-ups/:id/complete',
    tag,
    access: staff,
    feature,
    params: idParam,
    body: topUpCompleteBody,
    answer: answers.data(topUpSchema),
  }),
  cancelTopUp: endpoint({
    method: 'PATCH',
    path: '/top-ups/:id/cancel',
    tag,
    access: clients,
    feature,
    params: idParam,
    answer: answers.data(topUpSchema),
  }),
  listTopUpAuditTrail: endpoint({
    method: 'GET',
    path: '/top-ups/:id/audit-trail',
    tag,
    access: clientOrStaff,
    feature,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
};
