import {
  type EstateSummary,
  type EstateSummarySaveBody,
  type EstateSummarySection,
  estateSummaryEndpoints as endpoints,
} from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export const estateSummaryKey = (clientId: string) => ['estate-summary', clientId] as const;

/** How a client's estate summary is read, for the page and for a save that reads it again after a refusal. */
export function estateSummaryQuery(clientId: string) {
  return {
    queryKey: estateSummaryKey(clientId),
    queryFn: () => api.call(endpoints.getEstateSummary, { params: { id: clientId }, silent: true }),
  };
}

/** A client's estate summary, every section; `isEnabled` off leaves it unasked (a page that will not show it). */
export function useEstateSummary(clientId: string, isEnabled = true) {
  return useQuery({ ...estateSummaryQuery(clientId), enabled: isEnabled });
}

export function useEstateSummaryAuditTrail(clientId: string, page: number) {
  return useQuery({
    queryKey: [...estateSummaryKey(clientId), 'audit-trail', page],
    queryFn: () => api.page(endpoints.listEstateSummaryAuditTrail, page, 20, { params: { id: clientId } }),
    placeholderData: keepPreviousData,
  });
}

/** Saves one section at the version its form was loaded at; the page shows the refusals itself. */
export function saveEstateSummarySection(
  clientId: string,
  section: EstateSummarySection,
  body: EstateSummarySaveBody,
): Promise<EstateSummary & { message: string }> {
  return api.call(endpoints.saveEstateSummarySection, { params: { id: clientId, section }, body, silent: true });
}

/** "Generate summary": the PDF as a download, reporting the bytes received as it arrives; the caller shows a failure. */
export function downloadEstateSummaryPdf(clientId: string, onBytes: (received: number) => void): Promise<string> {
  return downloadFile(endpoints.getEstateSummaryPdf, { params: { id: clientId }, onBytes, silent: true });
}
