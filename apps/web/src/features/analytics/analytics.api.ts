import { analyticsEndpoints as endpoints, type Period } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The practice's page views over a period; `isEnabled` off while the period on the page is not a valid one. */
export function useVisitReport(period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'visits', period.from, period.to],
    queryFn: () => api.call(endpoints.getVisitReport, { query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
