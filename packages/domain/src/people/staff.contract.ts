import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam, messageSchema } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  adviserDetailSchema,
  adviserSchema,
  adviserSettingsBody,
  createAdminBody,
  createAdviserBody,
  practiceAdminDetailSchema,
  practiceAdminSchema,
  staffListQuery,
  supportEntrySchema,
  supportRightsBody,
  teamEntrySchema,
  updateAdminBody,
  updateAdviserBody,
} from './staff.schemas.ts';

const tag = 'staff';
const staff = { roles: staffRoles } as const;
const directors = { roles: ['director'] } as const;
const supportManagers = { roles: ['adviser', 'director'] } as const;
const adviserSelf = { roles: ['adviser'], self: true } as const;
const supportParams = z.object({ id: z.uuid(), adminId: z.uuid() });

/** Advisers, practice admins and the support admins give advisers (spec 1 §7). */
export const staffEndpoints = {
  listAdvisers: endpoint({
    method: 'GET',
    path: '/advisers',
    tag,
    access: staff,
    query: staffListQuery,
    answer: answers.page(adviserSchema),
  }),
  createAdviser: endpoint({
    method: 'POST',
    path: '/advisers',
    tag,
    access: directors,
    body: createAdviserBody,
    answer: answers.data(adviserSchema, 201),
  }),
  getAdviser: endpoint({
    method: 'GET',
    path: '/advisers/:id',
    tag,
    access: staff,
    params: idParam,
    answer: answers.data(adviserDetailSchema),
  }),
  updateAdviser: endpoint({
    method: 'PATCH',
    path: '/advisers/:id',
    tag,
    access: directors,
    params: idParam,
    body: updateAdviserBody,
    answer: answers.data(adviserSchema),
  }),
  updateAdviserSettings: endpoint({
    method: 'PATCH',
    path: '/advisers/:id/settings',
    tag,
    access: adviserSelf,
    params: idParam,
    body: adviserSettingsBody,
    answer: answers.data(adviserSchema),
  }),
  putSignature: endpoint({
    method: 'PUT',
    path: '/advisers/:id/signature',
    tag,
    access: adviserSelf,
    params: idParam,
    upload: { purpose: 'signature' },
    answer: answers.data(adviserSchema),
  }),
  removeSignature: endpoint({
    method: 'DELETE',
    path: '/advisers/:id/signature',
    tag,
    access: adviserSelf,
    params: idParam,
    answer: answers.empty,
  }),
  getSignature: endpoint({
    method: 'GET',
    path: '/advisers/:id/signature',
    tag,
    access: supportManagers,
    params: idParam,
    answer: answers.file,
  }),
  resendAdviserInvitation: endpoint({
    method: 'POST',
    path: '/advisers/:id/resend-invitation',
    tag,
    access: directors,
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  listSupport: endpoint({
    method: 'GET',
    path: '/advisers/:id/support',
    tag,
    access: supportManagers,
    params: idParam,
    answer: answers.data(z.array(supportEntrySchema)),
  }),
  setSupport: endpoint({
    method: 'PUT',
    path: '/advisers/:id/support/:adminId',
    tag,
    access: supportManagers,
    params: supportParams,
    body: supportRightsBody,
    answer: answers.data(supportEntrySchema),
  }),
  removeSupport: endpoint({
    method: 'DELETE',
    path: '/advisers/:id/support/:adminId',
    tag,
    access: supportManagers,
    params: supportParams,
    answer: answers.empty,
  }),
  listAdmins: endpoint({
    method: 'GET',
    path: '/practice-admins',
    tag,
    access: staff,
    query: staffListQuery,
    answer: answers.page(practiceAdminSchema),
  }),
  createAdmin: endpoint({
    method: 'POST',
    path: '/practice-admins',
    tag,
    access: directors,
    body: createAdminBody,
    answer: answers.data(practiceAdminSchema, 201),
  }),
  getAdmin: endpoint({
    method: 'GET',
    path: '/practice-admins/:id',
    tag,
    access: staff,
    params: idParam,
    answer: answers.data(practiceAdminDetailSchema),
  }),
  updateAdmin: endpoint({
    method: 'PATCH',
    path: '/practice-admins/:id',
    tag,
    access: directors,
    params: idParam,
    body: updateAdminBody,
    answer: answers.data(practiceAdminSchema),
  }),
  resendAdminInvitation: endpoint({
    method: 'POST',
    path: '/practice-admins/:id/resend-invitation',
    tag,
    access: directors,
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  getTeam: endpoint({
    method: 'GET',
    path: '/practice-admins/:id/team',
    tag,
    access: { roles: ['admin', 'director'] },
    params: idParam,
    answer: answers.data(z.array(teamEntrySchema)),
  }),
};
