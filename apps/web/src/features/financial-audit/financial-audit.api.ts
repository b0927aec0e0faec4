import { type BodyIn, taxHealthCheckEndpoints as endpoints, type TaxHealthCheckSaved, type TaxHealthCheckView } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { caseKey } from '../cases/cases.api.ts';

/** A case's tax health check (its Online Advice Request's financial-audit section). */
export const taxHealthCheckKey = (caseId: string) => ['tax-health-check', caseId] as const;

/** The case's check, created by the server on the first read. Errors are the page's to show. */
export function useTaxHealthCheck(caseId: string) {
  return useQuery<TaxHealthCheckView>({
    queryKey: taxHealthCheckKey(caseId),
    queryFn: () => api.call(endpoints.getTaxHealthCheck, { params: { id: caseId }, silent: true }),
  });
}

/** Calls whose refusals the page shows itself, beside the question or in a banner, so they are silent. */
export const taxHealthCheckCalls = {
  save: (caseId: string, body: BodyIn<typeof endpoints.saveTaxHealthCheck>) =>
    api.call(endpoints.saveTaxHealthCheck, { params: { id: caseId }, body, silent: true }),
  complete: (caseId: string) => api.call(endpoints.completeTaxHealthCheck, { params: { id: caseId }, silent: true }),
  markComplete: (caseId: string) => api.call(endpoints.markTaxHealthCheckComplete, { params: { id: caseId }, silent: true }),
};

/**
 * Puts the check a change answered with into the cache at once, so the next step reads it without a
 * reload, and marks the case stale: its overview shows the financial-audit section's completion.
 */
export function useStoreTaxHealthCheck() {
  const queryClient = useQueryClient();
  return async (saved: TaxHealthCheckSaved) => {
    queryClient.setQueryData(taxHealthCheckKey(saved.check.case_id), saved.check);
    await queryClient.invalidateQueries({ queryKey: caseKey(saved.check.case_id) });
  };
}
