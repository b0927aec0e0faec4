import { maintenancesEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createMaintenance,
  deleteMaintenance,
  getMaintenance,
  listMaintenanceNotices,
  listMaintenancePractices,
  listMaintenances,
  updateMaintenance,
} from './maintenances.service.ts';

/** Maintenances: the platform admins' list and form, and the notices every page of a concerned practice reads. */
export async function maintenancesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listMaintenanceNotices, (request) => listMaintenanceNotices(runtime, request.practice?.id ?? null));
  serve(app, endpoints.listMaintenancePractices, (request) => listMaintenancePractices(runtime, actorOf(request)));
  serve(app, endpoints.listMaintenances, (request) => listMaintenances(runtime, actorOf(request), request.query));
  serve(app, endpoints.createMaintenance, (request) => createMaintenance(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.getMaintenance, (request) => getMaintenance(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateMaintenance, (request) =>
    updateMaintenance(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteMaintenance, (request) =>
    deleteMaintenance(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
}
