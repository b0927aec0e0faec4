import { type BodyIn, maintenancesEndpoints as endpoints, type MaintenancePeriod } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const maintenancesKey = ['maintenances'] as const;

/** Maintenances on one page of a period's list. */
export const maintenancesPerPage = 10;

/** One page of the maintenances of a period, for the platform admins' list. */
export function useMaintenances(period: MaintenancePeriod, page: number) {
  return useQuery({
    queryKey: [...maintenancesKey, 'list', period, page],
    queryFn: () => api.page(endpoints.listMaintenances, page, maintenancesPerPage, { query: { period }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMaintenance(id: string) {
  return useQuery({
    queryKey: [...maintenancesKey, 'one', id],
    queryFn: () => api.call(endpoints.getMaintenance, { params: { id }, silent: true }),
  });
}

/** The practices a maintenance can name. */
export function useMaintenancePractices() {
  return useQuery({
    queryKey: [...maintenancesKey, 'practices'],
    queryFn: () => api.call(endpoints.listMaintenancePractices, { silent: true }),
  });
}

export type MaintenanceInput = BodyIn<typeof endpoints.createMaintenance>;

/** The calls that change maintenances; the form and the list show their refusals themselves (silent). */
export const maintenanceCalls = {
  create: (body: MaintenanceInput) => api.call(endpoints.createMaintenance, { body, silent: true }),
  update: (id: string, body: MaintenanceInput) => api.call(endpoints.updateMaintenance, { params: { id }, body, silent: true }),
  remove: (id: string) => api.call(endpoints.deleteMaintenance, { params: { id }, silent: true }),
};
