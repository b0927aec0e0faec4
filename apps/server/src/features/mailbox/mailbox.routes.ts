import { AppError, idParam, paginationQuery } from '@advice/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';
import { pageOffset, setPaginationHeaders } from '../../http/pagination.ts';
import { isMailboxOpen } from './mailbox.access.ts';

const mailSummary = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), created_at: z.string(), status: z.string() });

/** A signed-in member of a practice reads only that practice's mail; signed out or a platform admin, every mail. */
function practiceScope(request: FastifyRequest): SQL | undefined {
  const practiceId = request.actor?.practiceId;
  return practiceId ? eq(mailOutbox.practiceId, practiceId) : undefined;
}

/**
 * The demo mailbox: on a local demo (see `isMailboxOpen`) every mail the product sends can be read
 * here, so invitations, resets and codes can be followed without a mail server.
 * Anywhere else it answers 404.
 */
export async function mailboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const assertEnabled = (request: FastifyRequest) => {
    if (!isMailboxOpen(request)) throw new AppError('feature.disabled');
  };

  app.get('/mailbox', {
    config: { access: { public: true } },
    schema: {
      tags: ['mailbox'],
      querystring: paginationQuery.extend({ to: z.string().trim().max(254).optional() }),
      response: { 200: z.object({ data: z.array(mailSummary) }) },
    },
    handler: async (request, reply) => {
      assertEnabled(request);
      const where = and(practiceScope(request), request.query.to ? eq(mailOutbox.toAddress, request.query.to.toLowerCase()) : undefined);
      const [rows, [total]] = await Promise.all([
        runtime.db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(pageOffset(request.query).limit)
          .offset(pageOffset(request.query).offset),
        runtime.db.select({ value: count() }).from(mailOutbox).where(where),
      ]);
      setPaginationHeaders(reply, request.query, total?.value ?? 0);
      return {
        data: rows.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, created_at: m.createdAt.toISOString(), status: m.status })),
      };
    },
  });

  app.get('/mailbox/:id', {
    config: { access: { public: true } },
    schema: {
      tags: ['mailbox'],
      params: idParam,
      response: { 200: z.object({ data: mailSummary.extend({ from: z.string(), text: z.string() }) }) },
    },
    handler: async (request) => {
      assertEnabled(request);
      const [m] = await runtime.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, request.params.id), practiceScope(request)));
      if (!m) throw new AppError('resource.not_found');
      return {
        data: {
          id: m.id,
          to: m.toAddress,
          from: m.fromAddress,
          subject: m.subject,
          created_at: m.createdAt.toISOString(),
          status: m.status,
          text: m.text,
        },
      };
    },
  });
}
