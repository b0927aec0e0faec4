import { notificationsEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { notificationsCountKey } from '../shell/realtime.ts';

const listKey = ['notifications', 'list'] as const;
/** The menu shows the newest few; older ones stay in the list the API pages through. */
const menuSize = 10;

/** The unread count, or null until the server has said it; the realtime socket replaces it whenever it changes on the server. */
export function useUnreadCount(): number | null {
  const query = useQuery({
    queryKey: notificationsCountKey,
    queryFn: async () => (await api.call(endpoints.getNotificationsMeta, { silent: true })).unread_count,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}

export function useLatestNotifications(isEnabled: boolean, unread: number | null) {
  return useQuery({
    // The unread count is part of the key, so a new notification refreshes an open list.
    queryKey: [...listKey, unread],
    queryFn: async () => (await api.page(endpoints.listNotifications, 1, menuSize)).items,
    enabled: isEnabled,
  });
}

/** Quiet changes: the list itself shows the result, so no success toast. */
export function useNotificationActions() {
  const options = { success: false, invalidates: [['notifications']] } as const;
  return {
    markSeen: useApiMutation((id: string) => api.call(endpoints.markNotificationSeen, { params: { id } }), options),
    archive: useApiMutation((id: string) => api.call(endpoints.archiveNotification, { params: { id } }), options),
    markAllSeen: useApiMutation(() => api.call(endpoints.markAllNotificationsSeen), options),
  };
}
