import { AppError, platformEndpoints as endpoints } from '@advice/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailOutbox, smsOutbox } from '../../db/schema/index.ts';
import { serve } from '../../http/endpoint.ts';
import { pageOffset } from '../../http/pagination.ts';
import { isMailboxOpen } from './mailbox.access.ts';

/** A signed-in member of a practice reads only that practice's mail; signed out or a platform admin, every mail. */
function practiceScope(
  request: FastifyRequest,
  column: typeof mailOutbox.practiceId | typeof smsOutbox.practiceId = mailOutbox.practiceId,
): SQL | undefined {
  const practiceId = request.actor?.practiceId;
  return practiceId ? eq(column, practiceId) : undefined;
}

/**
 * The demo mailbox: on a local demo (see `isMailboxOpen`) every mail and text message the product sends can be
 * read here, so invitations, resets and codes can be followed without a mail server or a phone.
 * Anywhere else it answers 404.
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const assertEnabled = (request: FastifyRequest) => {
    if (!isMailboxOpen(request)) throw new AppError('feature.disabled');
  };

  serve(app, endpoints.listMail, async (request) => {
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
    return {
      rows: rows.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, created_at: m.createdAt.toISOString(), status: m.status })),
      total: total?.value ?? 0,
    };
  });

  serve(app, endpoints.getMail, async (request) => {
    assertEnabled(request);
    const [m] = await runtime.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, request.params.id), practiceScope(request)));
    if (!m) throw new AppError('resource.not_found');
    return {
      id: m.id,
      to: m.toAddress,
      from: m.fromAddress,
      subject: m.subject,
      created_at: m.createdAt.toISOString(),
      status: m.status,
      text: m.text,
      attachments: m.attachments,
    };
  });

  serve(app, endpoints.listTextMessages, async (request) => {
    assertEnabled(request);
    const where = practiceScope(request, smsOutbox.practiceId);
    const { limit, offset } = pageOffset(request.query);
    const [rows, [total]] = await Promise.all([
      runtime.db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.createdAt)).limit(limit).offset(offset),
      runtime.db.select({ value: count() }).from(smsOutbox).where(where),
    ]);
    return {
      rows: rows.map((sms) => ({
        id: sms.id,
        to: sms.toNumber,
        text: sms.text,
        created_at: sms.createdAt.toISOString(),
        status: sms.status,
      })),
      total: total?.value ?? 0,
    };
  });
}
