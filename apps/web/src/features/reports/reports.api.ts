import { reportsEndpoints as endpoints, type Period } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

const reportsKey = ['reports'] as const;

/** The practice's figures over a period; `isEnabled` off while the period on the page is not a valid one. */
export function usePracticeStatistics(period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, 'statistics', period.from, period.to],
    queryFn: () => api.call(endpoints.getPracticeStatistics, { query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** One month's activity report, and the month before's figures. */
export function useMonthlyActivity(month: string) {
  return useQuery({
    queryKey: [...reportsKey, 'monthly', month],
    queryFn: () => api.call(endpoints.getMonthlyActivity, { query: { month }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** What each adviser and client did over a period. */
export function useUsageReport(period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, 'usage', period.from, period.to],
    queryFn: () => api.call(endpoints.getUsageReport, { query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The director's home: this month so far against last month. */
export function useMetaDashboard() {
  return useQuery({
    queryKey: [...reportsKey, 'meta-dashboard'],
    queryFn: () => api.call(endpoints.getMetaDashboard, { silent: true }),
  });
}

/** The reports as files named by the server. */
export const reportDownloads = {
  monthlyCsv: (month: string) => downloadFile(endpoints.downloadMonthlyActivityCsv, { query: { month } }),
  monthlyPdf: (month: string) => downloadFile(endpoints.downloadMonthlyActivityPdf, { query: { month } }),
  usageCsv: (period: Period) => downloadFile(endpoints.downloadUsageReportCsv, { query: period }),
  usagePdf: (period: Period) => downloadFile(endpoints.downloadUsageReportPdf, { query: period }),
};
