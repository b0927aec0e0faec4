import { type ActivityArea, activityEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export const activityKey = (clientId: string) => ['activity', clientId] as const;
export const activityPerPage = 20;

/** A page of the client's activity, newest first, in one area or all of them. */
export function useActivityFeed(clientId: string, area: ActivityArea | null, page: number) {
  return useQuery({
    queryKey: [...activityKey(clientId), 'feed', area, page],
    queryFn: () =>
      api.page(endpoints.listActivityFeed, page, activityPerPage, {
        params: { id: clientId },
        query: area ? { area } : {},
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export type Period = { from: string; to: string };

/** One feature's interaction report over a period; `isEnabled` off while the period on the page is not a valid one. */
export function useInteractionReport(clientId: string, feature: ActivityArea, period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...activityKey(clientId), 'report', feature, period.from, period.to],
    queryFn: () => api.call(endpoints.getInteractionReport, { params: { id: clientId }, query: { feature, ...period }, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The summary interaction report over a period. */
export function useSummaryReport(clientId: string, period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...activityKey(clientId), 'summary', period.from, period.to],
    queryFn: () => api.call(endpoints.getSummaryInteractionReport, { params: { id: clientId }, query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** "Download CSV": the same figures as a file named by the server. */
export const reportDownloads = {
  interaction: (clientId: string, feature: ActivityArea, period: Period) =>
    downloadFile(endpoints.downloadInteractionReport, { params: { id: clientId }, query: { feature, ...period } }),
  summary: (clientId: string, period: Period) =>
    downloadFile(endpoints.downloadSummaryInteractionReport, { params: { id: clientId }, query: period }),
};
