import { z } from 'zod';
import { bootCalls } from '../api/boot-calls.ts';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import {
  createMaintenanceBody,
  maintenanceListQuery,
  maintenanceNoticeSchema,
  maintenancePracticeSchema,
  maintenanceRolesFor,
  maintenanceSchema,
  updateMaintenanceBody,
} from './maintenances.ts';

const tag = 'maintenances';
const readers = { roles: maintenanceRolesFor('maintenances.read') } as const;
const writers = { roles: maintenanceRolesFor('maintenances.write') } as const;

/**
 * Maintenances (spec 1 §7 `/maintenances`): platform admins list them by period (super admins also schedule,
 * change and delete them); every page of a concerned practice, the sign-in page too, reads its notices.
 */
export const maintenancesEndpoints = {
  listMaintenances: endpoint({
    method: 'GET',
    path: '/maintenances',
    tag,
    access: readers,
    query: maintenanceListQuery,
    answer: answers.page(maintenanceSchema),
  }),
  createMaintenance: endpoint({
    method: 'POST',
    path: '/maintenances',
    tag,
    access: writers,
    body: createMaintenanceBody,
    answer: answers.data(maintenanceSchema, 201),
  }),
  /**
   * The notices of the request host's practice that show now or within the lookahead, soonest first; public, so
   * the sign-in page shows them too. The page shows each from its time on, by its own clock.
   */
  listMaintenanceNotices: endpoint({
    ...bootCalls.listMaintenanceNotices,
    tag,
    access: { public: true },
    answer: answers.data(z.array(maintenanceNoticeSchema)),
  }),
  /** The practices a maintenance can name, by name: the form's choices. */
  listMaintenancePractices: endpoint({
    method: 'GET',
    path: '/maintenances/practices',
    tag,
    access: writers,
    answer: answers.data(z.array(maintenancePracticeSchema)),
  }),
  getMaintenance: endpoint({
    method: 'GET',
    path: '/maintenances/:id',
    tag,
    access: readers,
    params: idParam,
    answer: answers.data(maintenanceSchema),
  }),
  updateMaintenance: endpoint({
    method: 'PATCH',
    path: '/maintenances/:id',
    tag,
    access: writers,
    params: idParam,
    body: updateMaintenanceBody,
    answer: answers.data(maintenanceSchema),
  }),
  deleteMaintenance: endpoint({
    method: 'DELETE',
    path: '/maintenances/:id',
    tag,
    access: writers,
    params: idParam,
    answer: answers.empty,
  }),
};
