import type { AuditEventView, CurrentUser, TopUpAction, TopUpCompleteBody, TopUpRequestBody, TopUpStatus, TopUpView } from '@advice/domain';
import { isStaffRole } from '@advice/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApiMutation } from '../../../lib/mutation.ts';

export const topUpsKey = ['top-ups'] as const;
export const topUpKey = (id: string) => [...topUpsKey, 'one', id] as const;

type TopUpListParams = { page: number; status: TopUpStatus | ''; clientId?: string | undefined };

/** The client's own top-ups, all the top-ups a staff member may see, or one client's (for staff). */
export function useTopUps({ page, status, clientId }: TopUpListParams) {
  return useQuery({
    queryKey: [...topUpsKey, 'list', clientId ?? 'all', status, page],
    queryFn: () =>
      api.list<TopUpView>(clientId ? `/clients/${clientId}/top-ups` : '/top-ups', page, 20, { query: { status: status || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useTopUp(id: string) {
  return useQuery({
    queryKey: topUpKey(id),
    queryFn: async () => (await api.get<{ data: TopUpView }>(`/top-ups/${id}`, { silent: true })).data,
  });
}

export function useTopUpAuditTrail(id: string, page: number) {
  return useQuery({
    queryKey: [...topUpKey(id), 'audit-trail', page],
    queryFn: () => api.list<AuditEventView>(`/top-ups/${id}/audit-trail`, page, 20),
    placeholderData: keepPreviousData,
  });
}

export async function requestTopUp(body: TopUpRequestBody): Promise<TopUpView> {
  return (await api.post<{ data: TopUpView }>('/top-ups', body, { silent: true })).data;
}

/** Completes (staff) or cancels (client) a top-up; the answer replaces the cached one and lists reload. */
export function useChangeTopUp(id: string, action: TopUpAction, { doneText, onChanged }: { doneText: string; onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useApiMutation(
    async (body: TopUpCompleteBody | undefined) =>
      (await api.patch<{ data: TopUpView }>(`/top-ups/${id}/${action}`, action === 'complete' ? body : undefined)).data,
    {
      success: doneText,
      onSuccess: (updated) => {
        queryClient.setQueryData(topUpKey(id), updated);
        onChanged();
      },
      invalidates: [topUpsKey],
    },
  );
}

/** Clients read a top-up at /top-ups/{id}; staff under the client it belongs to. */
export function topUpPath(user: Pick<CurrentUser, 'role'>, topUp: Pick<TopUpView, 'id' | 'client'>): string {
  return isStaffRole(user.role) ? `/clients/${topUp.client.id}/top-ups/${topUp.id}` : `/top-ups/${topUp.id}`;
}

/** '£25,000': whole units, as DESIGN.md shows money. */
export function formatTopUpAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${currency} ${new Intl.NumberFormat('en-GB').format(amount)}`;
  }
}
