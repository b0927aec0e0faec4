import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { roles } from '../shared/roles.ts';
import { notificationListQuery, notificationMetaSchema, notificationSchema } from './notifications.schemas.ts';

const tag = 'notifications';
const signedIn = { roles } as const;

/** The signed-in user's own notifications; every call is scoped to the caller. */
export const notificationsEndpoints = {
  listNotifications: endpoint({
    method: 'GET',
    path: '/users/notifications',
    tag,
    access: signedIn,
    query: notificationListQuery,
    answer: answers.page(notificationSchema),
  }),
  getNotificationsMeta: endpoint({
    method: 'GET',
    path: '/users/notifications/meta',
    tag,
    access: signedIn,
    answer: answers.data(notificationMetaSchema),
  }),
  markAllNotificationsSeen: endpoint({
    method: 'PATCH',
    path: '/users/notifications/mark-all-as-seen',
    tag,
    access: signedIn,
    answer: answers.empty,
  }),
  markNotificationSeen: endpoint({
    method: 'PATCH',
    path: '/users/notifications/:id/mark-as-seen',
    tag,
    access: signedIn,
    params: idParam,
    answer: answers.empty,
  }),
  archiveNotification: endpoint({
    method: 'PATCH',
    path: '/users/notifications/:id/archive',
    tag,
    access: signedIn,
    params: idParam,
    answer: answers.empty,
  }),
};
