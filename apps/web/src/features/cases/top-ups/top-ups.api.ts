import {
  type BodyIn,
  type CurrentUser,
  topUpsEndpoints as endpoints,
  isStaffRole,
  type TopUpAction,
  type TopUpStatus,
  type TopUpView,
} from '@advice/domain';
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
    queryFn: () => {
      const query = { status: status || undefined };
      return clientId
        ? api.page(endpoints.listClientTopUps, page, 20, { params: { id: clientId }, query })
        : api.page(endpoints.listTopUps, page, 20, { query });
    },
    placeholderData: keepPreviousData,
  });
}

export function useTopUp(id: string) {
  return useQuery({
    queryKey: topUpKey(id),
    queryFn: () => api.call(endpoints.getTopUp, { params: { id }, silent: true }),
  });
}

export function useTopUpAuditTrail(id: string, page: number) {
  return useQuery({
    queryKey: [...topUpKey(id), 'audit-trail', page],
    queryFn: () => api.page(endpoints.listTopUpAuditTrail, page, 20, { params: { id } }),
    placeholderData: keepPreviousData,
  });
}

export function requestTopUp(body: BodyIn<typeof endpoints.requestTopUp>): Promise<TopUpView> {
  return api.call(endpoints.requestTopUp, { body, silent: true });
}

/** Completes (staff) or cancels (client) a top-up; the answer replaces the cached one and lists reload. */
export function useChangeTopUp(id: string, action: TopUpAction, { doneText, onChanged }: { doneText: string; onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (body: BodyIn<typeof endpoints.completeTopUp>) =>
      action === 'complete'
        ? api.call(endpoints.completeTopUp, { params: { id }, body })
        : api.call(endpoints.cancelTopUp, { params: { id } }),
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
