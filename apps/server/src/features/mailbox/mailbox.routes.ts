import { AppError, idParam, paginationQuery } from '@advice/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';
import { pageOffset, setPaginationHeaders } from '../../http/pagination.ts';

const mailSummary = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), created_at: z.string(), status: z.string() });

/**
 * The demo mailbox: with the embedded outbox engine (no SMTP_URL) every mail the product sends can
 * be read here, so invitations, resets and codes can be followed without a mail server.
 * It answers 404 whenever real mail delivery is configured.
 */
export async function mailboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const assertEnabled = () => {
    if (runtime.mailEngine.name !== 'mailbox' || runtime.config.env === 'production') throw new AppError('feature.disabled');
  };

  app.get('/mailbox', {
    config: { access: { public: true } },
    schema: {
      tags: ['mailbox'],
      querystring: paginationQuery.extend({ to: z.string().trim().max(254).optional() }),
      response: { 200: z.object({ data: z.array(mailSummary) }) },
    },
    handler: async (request, reply) => {
      assertEnabled();
      const where = request.query.to ? eq(mailOutbox.toAddress, request.query.to.toLowerCase()) : undefined;
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
      assertEnabled();
      const [m] = await runtime.db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
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
