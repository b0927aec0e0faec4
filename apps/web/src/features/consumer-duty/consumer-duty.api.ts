import { answers, type ConsumerDutyFormat, type Endpoint, consumerDutyEndpoints as endpoints, type Period } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

const consumerDutyKey = ['consumer-duty'] as const;

/** The same call read as a file: the pack's CSV and PDF are its `format`s, named by the server. */
const asFile = <E extends Endpoint>(endpoint: E) => ({ ...endpoint, answer: answers.file });

/** A client's pack over a period; `isEnabled` off while the period on the page is not a valid one. */
export function useClientConsumerDutyPack(clientId: string, period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...consumerDutyKey, 'client', clientId, period.from, period.to],
    queryFn: () => api.call(endpoints.getClientConsumerDutyPack, { params: { id: clientId }, query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The whole practice's pack over a period. */
export function usePracticeConsumerDutyPack(period: Period, isEnabled: boolean) {
  return useQuery({
    queryKey: [...consumerDutyKey, 'practice', period.from, period.to],
    queryFn: () => api.call(endpoints.getPracticeConsumerDutyPack, { query: period, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

type DownloadFormat = Exclude<ConsumerDutyFormat, 'json'>;

export const consumerDutyDownloads = {
  client: (clientId: string, period: Period, format: DownloadFormat) =>
    downloadFile(asFile(endpoints.getClientConsumerDutyPack), { params: { id: clientId }, query: { ...period, format } }),
  practice: (period: Period, format: DownloadFormat) =>
    downloadFile(asFile(endpoints.getPracticeConsumerDutyPack), { query: { ...period, format } }),
};
