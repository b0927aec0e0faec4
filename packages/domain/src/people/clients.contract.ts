import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import { lettersOfAuthorityBody } from './client-letter.schemas.ts';
import {
  assignProspectBody,
  bulkImportStatus,
  clientListItem,
  clientListQuery,
  createClientBody,
  invitationItem,
  inviteProspectBody,
} from './clients.schemas.ts';
import { type StaffAction, staffRolesFor } from './people.permissions.ts';

const tag = 'clients';
const staffOf = (action: StaffAction) => ({ roles: staffRolesFor(action) });
const viewers = staffOf('clients.export');
const bulkCreators = staffOf('clients.createInBulk');
const staff = { roles: staffRoles } as const;
const invitations = { access: staffOf('prospects.invite'), feature: 'inviteProspectiveClient' } as const;
const createdSchema = z.object({ id: z.uuid(), message: z.string() });
const adviserOption = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() });

/** The client list and its export, creating and inviting clients and prospects, bulk creation, letters of authority (spec 1 §7). */
export const clientsEndpoints = {
  listClients: endpoint({
    method: 'GET',
    path: '/clients',
    tag,
    access: viewers,
    query: clientListQuery,
    answer: answers.page(clientListItem),
  }),
  exportClients: endpoint({
    method: 'GET',
    path: '/clients/export-list',
    tag,
    access: viewers,
    query: clientListQuery.omit({ page: true, per_page: true }),
    answer: answers.file,
  }),
  listAdviserChoices: endpoint({
    method: 'GET',
    path: '/clients/adviser-choices',
    tag,
    access: viewers,
    answer: answers.data(z.array(adviserOption)),
  }),
  listTagChoices: endpoint({
    method: 'GET',
    path: '/clients/tag-choices',
    tag,
    access: viewers,
    answer: answers.data(z.array(z.object({ id: z.uuid(), name: z.string() }))),
  }),
  /** A JSON body, or a form whose optional file is the welcome video. */
  createClient: endpoint({
    method: 'POST',
    path: '/clients',
    tag,
    access: staffOf('clients.create'),
    upload: { purpose: 'welcomeVideo', fields: createClientBody, orJson: true },
    answer: answers.data(createdSchema, 201),
  }),
  getBulkTemplate: endpoint({ method: 'GET', path: '/clients/create-in-bulk/template', tag, access: bulkCreators, answer: answers.file }),
  startBulkImport: endpoint({
    method: 'POST',
    path: '/clients/create-in-bulk',
    tag,
    access: bulkCreators,
    upload: { purpose: 'clientImport' },
    answer: answers.data(createdSchema, 202),
  }),
  getBulkImport: endpoint({
    method: 'GET',
    path: '/clients/create-in-bulk/:id',
    tag,
    access: bulkCreators,
    params: idParam,
    answer: answers.data(bulkImportStatus),
  }),
  assignProspect: endpoint({
    method: 'POST',
    path: '/clients/:id/assign',
    tag,
    access: staffOf('prospects.assign'),
    params: idParam,
    body: assignProspectBody,
    answer: answers.data(messageSchema),
  }),
  listInvitations: endpoint({
    method: 'GET',
    path: '/invitations',
    tag,
    ...invitations,
    query: paginationQuery,
    answer: answers.page(invitationItem),
  }),
  inviteProspect: endpoint({
    method: 'POST',
    path: '/invitations',
    tag,
    ...invitations,
    body: inviteProspectBody,
    answer: answers.data(createdSchema, 201),
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/invitations/:id/resend',
    tag,
    ...invitations,
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  cancelInvitation: endpoint({ method: 'DELETE', path: '/invitations/:id', tag, ...invitations, params: idParam, answer: answers.empty }),
  getLetterOfAuthorityTemplate: endpoint({
    method: 'GET',
    path: '/clients/:id/letter-of-authority/template',
    tag,
    access: staff,
    params: idParam,
    answer: answers.file,
  }),
  /** One ready-to-sign PDF per client, in one zip. */
  generateLettersOfAuthority: endpoint({
    method: 'POST',
    path: '/clients/letter-of-authority',
    tag,
    access: staff,
    body: lettersOfAuthorityBody,
    answer: answers.file,
  }),
};
