import { type BodyIn, financialStrategyEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Every query of this area starts with this key, so a change (or a live event) reads them all again. */
export const financialStrategyKey = ['financial-strategies'] as const;
const clientKey = (clientId: string) => [...financialStrategyKey, 'client', clientId] as const;

export const strategiesPerPage = 20;

/** A client's strategies: staff see all, the client the shared ones (`isUnopenedOnly`: those not opened yet). */
export function useStrategies(clientId: string, page: number, { isUnopenedOnly = false, perPage = strategiesPerPage } = {}) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'list', page, perPage, isUnopenedOnly],
    queryFn: () =>
      api.page(endpoints.listFinancialStrategies, page, perPage, {
        params: { id: clientId },
        ...(isUnopenedOnly ? { query: { unopened: 'true' } } : {}),
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStrategy(clientId: string, strategyId: string) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'one', strategyId],
    queryFn: () => api.call(endpoints.getFinancialStrategy, { params: { id: clientId, strategyId }, silent: true }),
  });
}

export function useStrategyAuditTrail(clientId: string, strategyId: string | null, page: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'audit-trail', strategyId, page],
    queryFn: () =>
      api.page(endpoints.listFinancialStrategyAuditTrail, page, 20, { params: { id: clientId, strategyId: strategyId ?? '' } }),
    placeholderData: keepPreviousData,
    enabled: strategyId !== null,
  });
}

/** Strategies not shared yet, of the clients the viewer may manage: the count and the first few, for the home. */
export function useStrategiesToShare(count: number) {
  return useQuery({
    queryKey: [...financialStrategyKey, 'to-share', count],
    queryFn: () => api.page(endpoints.listFinancialStrategiesToShare, 1, count, { silent: true }),
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}

type Params = { clientId: string; strategyId: string };
const paramsOf = ({ clientId, strategyId }: Params) => ({ id: clientId, strategyId });

/** The calls that change a client's strategies; each caller shows the refusals itself (silent). */
export const strategyCalls = {
  create: (clientId: string, body: BodyIn<typeof endpoints.createFinancialStrategy>) =>
    api.call(endpoints.createFinancialStrategy, { params: { id: clientId }, body, silent: true }),
  update: (target: Params, body: BodyIn<typeof endpoints.updateFinancialStrategy>) =>
    api.call(endpoints.updateFinancialStrategy, { params: paramsOf(target), body, silent: true }),
  remove: (target: Params) => api.call(endpoints.deleteFinancialStrategy, { params: paramsOf(target), silent: true }),
  upload: (target: Params, form: FormData, onProgress: (fraction: number) => void) =>
    api.send(endpoints.uploadFinancialStrategyDocument, form, { params: paramsOf(target), silent: true, onProgress }),
  share: (target: Params) => api.call(endpoints.shareFinancialStrategy, { params: paramsOf(target), silent: true }),
  unshare: (target: Params) => api.call(endpoints.unshareFinancialStrategy, { params: paramsOf(target), silent: true }),
  download: (target: Params) => downloadFile(endpoints.downloadFinancialStrategyDocument, { params: paramsOf(target) }),
};
