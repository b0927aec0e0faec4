import { notificationsEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { countUnread, listNotifications, markAllSeen, updateNotification } from './notifications.service.ts';

/** The signed-in user's own notifications; every query is scoped to the caller. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listNotifications, (request) => listNotifications(runtime, actorOf(request), request.query));
  serve(app, endpoints.getNotificationsMeta, async (request) => ({ unread_count: await countUnread(runtime, actorOf(request)) }));
  serve(app, endpoints.markAllNotificationsSeen, (request) => markAllSeen(runtime, actorOf(request)));
  serve(app, endpoints.markNotificationSeen, (request) => updateNotification(runtime, actorOf(request), request.params.id, 'seen'));
  serve(app, endpoints.archiveNotification, (request) => updateNotification(runtime, actorOf(request), request.params.id, 'archived'));
}
