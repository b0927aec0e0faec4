import { type BodyIn, motivationEndpoints as endpoints, type MotivationUpload, notificationsEndpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const motivationKey = ['motivation'] as const;
const clientKey = (clientId: string) => [...motivationKey, clientId] as const;
export const itemKey = (clientId: string, itemId: string) => [...clientKey(clientId), 'item', itemId] as const;
export const commentsKey = (clientId: string, itemId: string) => [...clientKey(clientId), 'comments', itemId] as const;

/** Cards on one page of the grid: four rows of three at 1280 px. */
export const itemsPerPage = 12;
/** The newest comments an item shows; older ones are rarely read again. */
export const commentsShown = 100;

/** One page of a client's items, newest first. */
export function useMotivationItems(clientId: string, page: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'items', page],
    queryFn: () => api.page(endpoints.listMotivationItems, page, itemsPerPage, { params: { id: clientId }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMotivationItem(clientId: string, itemId: string) {
  return useQuery({
    queryKey: itemKey(clientId, itemId),
    queryFn: () => api.call(endpoints.getMotivationItem, { params: { id: clientId, itemId }, silent: true }),
  });
}

/** The item's newest comments, oldest first as a conversation reads. */
export function useMotivationComments(clientId: string, itemId: string) {
  return useQuery({
    queryKey: commentsKey(clientId, itemId),
    queryFn: async () => {
      const page = await api.page(endpoints.listMotivationComments, 1, commentsShown, { params: { id: clientId, itemId }, silent: true });
      return { comments: [...page.items].reverse(), total: page.pagination.total };
    },
  });
}

type ItemBody = BodyIn<typeof endpoints.createMotivationItem>;

/** The calls that change the motivation centre; the forms show their refusals themselves (silent). */
export const motivationCalls = {
  create: (clientId: string, body: ItemBody) => api.call(endpoints.createMotivationItem, { params: { id: clientId }, body, silent: true }),
  update: (clientId: string, itemId: string, body: ItemBody) =>
    api.call(endpoints.updateMotivationItem, { params: { id: clientId, itemId }, body, silent: true }),
  remove: (clientId: string, itemId: string) =>
    api.call(endpoints.removeMotivationItem, { params: { id: clientId, itemId }, silent: true }),
  /** Uploads one file under its field name; the save then names it by the id answered. */
  upload: (clientId: string, kind: 'pdf' | 'image', file: File): Promise<MotivationUpload> => {
    const form = new FormData();
    const endpoint = kind === 'pdf' ? endpoints.uploadMotivationPdf : endpoints.uploadMotivationImage;
    form.append(kind === 'pdf' ? 'file' : 'images', file);
    return api.send(endpoint, form, { params: { id: clientId }, silent: true });
  },
  comment: (clientId: string, itemId: string, body: string) =>
    api.call(endpoints.createMotivationComment, { params: { id: clientId, itemId }, body: { body }, silent: true }),
  removeComment: (clientId: string, itemId: string, commentId: string) =>
    api.call(endpoints.removeMotivationComment, { params: { id: clientId, itemId, commentId }, silent: true }),
};

export const commentNoticesKey = ['notifications', 'motivation'] as const;

/** The signed-in person's unseen notifications of new comments (the newest 50 notifications are looked at). */
export function useUnseenCommentNotices(isEnabled: boolean) {
  return useQuery({
    queryKey: commentNoticesKey,
    queryFn: async () => {
      const page = await api.page(notificationsEndpoints.listNotifications, 1, 50, { silent: true });
      return page.items.filter((notice) => notice.kind === 'motivation.commented' && !notice.seen);
    },
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** Marks as seen the comment notices that lead to this page: the person is reading it now. */
export async function markCommentNoticesSeen(ids: readonly string[]): Promise<void> {
  for (const id of ids) await api.call(notificationsEndpoints.markNotificationSeen, { params: { id }, silent: true });
}
