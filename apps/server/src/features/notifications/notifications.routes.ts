import { idParam, notificationListQuery, notificationMetaSchema, notificationSchema, roles } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf } from '../../http/request-info.ts';
import { countUnread, listNotifications, markAllSeen, updateNotification } from './notifications.service.ts';

const signedIn = { roles } as const;

/** The signed-in user's own notifications; every query is scoped to the caller. */
export async function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/users/notifications', {
    config: { access: signedIn },
    schema: {
      tags: ['notifications'],
      querystring: notificationListQuery,
      response: { 200: z.object({ data: z.array(notificationSchema) }) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await listNotifications(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: rows };
    },
  });

  app.get('/users/notifications/meta', {
    config: { access: signedIn },
    schema: { tags: ['notifications'], response: { 200: z.object({ data: notificationMetaSchema }) } },
    handler: async (request) => ({ data: { unread_count: await countUnread(runtime, actorOf(request)) } }),
  });

  app.patch('/users/notifications/mark-all-as-seen', {
    config: { access: signedIn },
    schema: { tags: ['notifications'] },
    handler: async (request, reply) => {
      await markAllSeen(runtime, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.patch('/users/notifications/:id/mark-as-seen', {
    config: { access: signedIn },
    schema: { tags: ['notifications'], params: idParam },
    handler: async (request, reply) => {
      await updateNotification(runtime, actorOf(request), request.params.id, 'seen');
      return reply.code(204).send();
    },
  });

  app.patch('/users/notifications/:id/archive', {
    config: { access: signedIn },
    schema: { tags: ['notifications'], params: idParam },
    handler: async (request, reply) => {
      await updateNotification(runtime, actorOf(request), request.params.id, 'archived');
      return reply.code(204).send();
    },
  });
}
