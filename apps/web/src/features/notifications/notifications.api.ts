import type { Notification } from '@advice/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { notificationsCountKey } from '../shell/realtime.ts';

const listKey = ['notifications', 'list'] as const;
/** The menu shows the newest few; older ones stay in the list the API pages through. */
const menuSize = 10;

/** The unread count; the realtime socket replaces it whenever it changes on the server. */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: notificationsCountKey,
    queryFn: async () =>
      (await api.get<{ data: { unread_count: number } }>('/users/notifications/meta', { silent: true })).data.unread_count,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? 0;
}

export function useLatestNotifications(isEnabled: boolean, unread: number) {
  return useQuery({
    // The unread count is part of the key, so a new notification refreshes an open list.
    queryKey: [...listKey, unread],
    queryFn: async () => (await api.list<Notification>('/users/notifications', 1, menuSize)).items,
    enabled: isEnabled,
  });
}

export function useNotificationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
  return {
    markSeen: useMutation({ mutationFn: (id: string) => api.patch(`/users/notifications/${id}/mark-as-seen`), onSuccess: refresh }),
    archive: useMutation({ mutationFn: (id: string) => api.patch(`/users/notifications/${id}/archive`), onSuccess: refresh }),
    markAllSeen: useMutation({ mutationFn: () => api.patch('/users/notifications/mark-all-as-seen'), onSuccess: refresh }),
  };
}
