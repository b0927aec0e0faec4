import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  clientMessages,
  interpolate,
  type MessageBulk,
  type MessageBulkBody,
  messageExcerpt,
  messageTexts,
} from '@advice/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { messageBulkFiles, messageBulkResults, messageBulks, users } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { clientScope, loadClientFor } from '../people/client-access.ts';
import { type MessageFile, resolveMessageFiles } from './messages.files.ts';
import { practiceOrigin } from './messages.mailing.ts';
import { writeMessage } from './messages.write.ts';

type BulkRow = typeof messageBulks.$inferSelect;

const bulkNotFound = () => new AppError('resource.not_found', { detail: messageTexts['messages.bulkNotFound'] });

/** A client's result as the sender reads it: no name for a client they may not see. */
async function presentBulk(tx: Tx, actor: Actor, bulk: BulkRow): Promise<MessageBulk> {
  const client = alias(users, 'bulk_client');
  const [results, [files]] = await Promise.all([
    tx
      .select({
        result: messageBulkResults,
        firstName: client.firstName,
        lastName: client.lastName,
        isVisible: sql<boolean>`${clientScope(actor, 'client.view', client)}`,
      })
      .from(messageBulkResults)
      .innerJoin(client, eq(client.id, messageBulkResults.clientId))
      .where(eq(messageBulkResults.bulkId, bulk.id))
      .orderBy(asc(client.lastName), asc(client.firstName), asc(client.id)),
    tx.select({ value: count() }).from(messageBulkFiles).where(eq(messageBulkFiles.bulkId, bulk.id)),
  ]);
  const rows = results.map(({ result, firstName, lastName, isVisible }) => ({
    client_id: result.clientId,
    client: isVisible ? { first_name: firstName, last_name: lastName } : null,
    status:
      result.finishedAt === null
        ? ('pending' as const)
        : result.messageId || result.error === null
          ? ('sent' as const)
          : ('failed' as const),
    message_id: result.messageId,
    error: result.error,
  }));
  return {
    id: bulk.id,
    status: bulk.status,
    category: bulk.category,
    excerpt: messageExcerpt(bulk.body, files?.value ?? 0),
    attachment_count: files?.value ?? 0,
    total: bulk.total,
    sent: rows.filter((row) => row.status === 'sent').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    created_at: bulk.createdAt.toISOString(),
    finished_at: bulk.finishedAt?.toISOString() ?? null,
    results: rows,
  };
}

/** Tells the sender's open tabs how far their message has gone. */
async function publishProgress(uow: UnitOfWork, bulk: BulkRow): Promise<void> {
  if (!bulk.createdBy) return;
  const [tally] = await uow.tx
    .select({
      sent: sql<number>`count(*) filter (where ${messageBulkResults.finishedAt} is not null and ${messageBulkResults.error} is null)::int`,
      failed: sql<number>`count(*) filter (where ${messageBulkResults.error} is not null)::int`,
    })
    .from(messageBulkResults)
    .where(eq(messageBulkResults.bulkId, bulk.id));
  uow.publish(
    { kind: 'user', userId: bulk.createdBy },
    {
      type: 'messages.bulk-progress',
      bulk_id: bulk.id,
      status: bulk.status,
      total: bulk.total,
      sent: tally?.sent ?? 0,
      failed: tally?.failed ?? 0,
    },
  );
}

/**
 * Queues one client note to many clients: its files (uploaded by the sender, 10 MB in all) stored once, a
 * result row per client, the audit event on each client the sender may message, and the job that writes
 * each client's message. Every id must be a client of the practice; one the sender may not message is
 * written as that client's error by the job, never a failure of the whole.
 */
export async function createMessageBulk(runtime: Runtime, actor: Actor, body: MessageBulkBody, info: RequestInfo): Promise<MessageBulk> {
  const member = practiceActorOf(actor);
  const clientIds = [...new Set(body.client_ids)];
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const files = await resolveMessageFiles(tx, actor, body.files);
    const known = await tx
      .select({ id: users.id, mayMessage: sql<boolean>`${clientScope(actor, 'messages.send', users)}` })
      .from(users)
      .where(and(inArray(users.id, clientIds), eq(users.practiceId, member.practiceId), eq(users.role, 'client')));
    const knownIds = new Set(known.map((row) => row.id));
    const missing = body.client_ids.findIndex((id) => !knownIds.has(id));
    if (missing >= 0)
      throw new AppError('request.invalid', { detail: clientMessages['clients.notFound'], pointer: `/client_ids/${missing}` });
    const [bulk] = await tx
      .insert(messageBulks)
      .values({
        id: randomUUID(),
        practiceId: member.practiceId,
        createdBy: actor.userId,
        kind: 'client_note',
        category: body.category,
        body: body.body,
        total: clientIds.length,
      })
      .returning();
    if (!bulk) throw new Error('bulk insert returned nothing');
    if (files.length > 0)
      await tx
        .insert(messageBulkFiles)
        .values(
          files.map((file, position) => ({ bulkId: bulk.id, fileId: file.fileId, name: file.name, sizeBytes: file.sizeBytes, position })),
        );
    await tx.insert(messageBulkResults).values(clientIds.map((clientId) => ({ bulkId: bulk.id, clientId })));
    await writeAudits(
      tx,
      known
        .filter((row) => row.mayMessage)
        .map((row) => ({
          actor,
          practiceId: member.practiceId,
          entityKind: 'client' as const,
          entityId: row.id,
          action: 'message_bulk_created' as const,
          after: { bulk_id: bulk.id, category: body.category, client_count: clientIds.length, attachment_count: files.length },
          ip: info.ip,
        })),
    );
    uow.enqueue('messages.bulk-send', { bulkId: bulk.id });
    await publishProgress(uow, bulk);
    return presentBulk(tx, actor, bulk);
  });
}

/** The sender's own message to several clients, as far as it has gone; anyone else's is not found. */
export async function getMessageBulk(runtime: Runtime, actor: Actor, bulkId: string): Promise<MessageBulk> {
  const { practiceId } = practiceActorOf(actor);
  const [bulk] = await runtime.db
    .select()
    .from(messageBulks)
    .where(and(eq(messageBulks.id, bulkId), eq(messageBulks.practiceId, practiceId), eq(messageBulks.createdBy, actor.userId)));
  if (!bulk) throw bulkNotFound();
  return presentBulk(runtime.db, actor, bulk);
}

/** Why one client's message was not written, for the sender to read. */
function failureOf(error: unknown): string {
  if (!(error instanceof AppError)) throw error;
  if (error.code === 'client.read_only') return messageTexts['messages.bulkClientReadOnly'];
  if (error.code === 'resource.not_found' || error.code === 'auth.forbidden') return messageTexts['messages.bulkClientUnavailable'];
  return error.detail ?? messageTexts['messages.bulkClientUnavailable'];
}

async function recordResult(uow: UnitOfWork, bulk: BulkRow, clientId: string, result: { messageId: string } | { error: string }) {
  await uow.tx
    .update(messageBulkResults)
    .set({ ...('messageId' in result ? { messageId: result.messageId } : { error: result.error }), finishedAt: new Date() })
    .where(and(eq(messageBulkResults.bulkId, bulk.id), eq(messageBulkResults.clientId, clientId)));
  await publishProgress(uow, bulk);
}

/** Locks one client's result for writing; null when it is written already (a retried job skips it). */
async function lockPending(tx: Tx, bulkId: string, clientId: string) {
  const [row] = await tx
    .select({ clientId: messageBulkResults.clientId })
    .from(messageBulkResults)
    .where(and(eq(messageBulkResults.bulkId, bulkId), eq(messageBulkResults.clientId, clientId), isNull(messageBulkResults.finishedAt)))
    .for('update');
  return row ?? null;
}

/** One client's message of the bulk, through the same code as a message to one client; a refusal is that client's error. */
async function sendOne(runtime: Runtime, bulk: BulkRow, sender: Actor, clientId: string, files: MessageFile[], origin: string) {
  try {
    await inTransaction(runtime, async (uow) => {
      if (!(await lockPending(uow.tx, bulk.id, clientId))) return;
      const access = await loadClientFor(uow.tx, sender, clientId, 'messages.send');
      const draft = { kind: bulk.kind, body: bulk.body, category: bulk.category, files, links: [], bulkId: bulk.id };
      const message = await writeMessage(uow, sender, access, draft, { ip: null, origin });
      await recordResult(uow, bulk, clientId, { messageId: message.id });
    });
  } catch (error) {
    const reason = failureOf(error);
    await inTransaction(runtime, async (uow) => {
      if (await lockPending(uow.tx, bulk.id, clientId)) await recordResult(uow, bulk, clientId, { error: reason });
    });
  }
}

/**
 * The job of a message to several clients: each client still pending gets their message (or their error),
 * each in its own unit of work, so a retry after a crash writes nobody's twice; then the bulk is done.
 */
export async function runMessageBulk(runtime: Runtime, bulkId: string): Promise<void> {
  const [bulk] = await runtime.db.select().from(messageBulks).where(eq(messageBulks.id, bulkId));
  if (!bulk || bulk.status === 'done') return;
  const [sender] = bulk.createdBy
    ? await runtime.db
        .select()
        .from(users)
        .where(and(eq(users.id, bulk.createdBy), eq(users.practiceId, bulk.practiceId)))
    : [];
  const files = (
    await runtime.db.select().from(messageBulkFiles).where(eq(messageBulkFiles.bulkId, bulk.id)).orderBy(asc(messageBulkFiles.position))
  ).map((file) => ({ fileId: file.fileId, name: file.name, sizeBytes: file.sizeBytes ?? 0 }));
  const pending = await runtime.db
    .select({ clientId: messageBulkResults.clientId })
    .from(messageBulkResults)
    .where(and(eq(messageBulkResults.bulkId, bulk.id), isNull(messageBulkResults.finishedAt)));
  const origin = await practiceOrigin(runtime, bulk.practiceId);
  const actor: Actor | null =
    sender?.status === 'active'
      ? { userId: sender.id, practiceId: sender.practiceId, role: sender.role, adminLevel: sender.adminLevel }
      : null;
  for (const { clientId } of pending) {
    if (actor) await sendOne(runtime, bulk, actor, clientId, files, origin);
    else
      await inTransaction(runtime, async (uow) => {
        if (await lockPending(uow.tx, bulk.id, clientId))
          await recordResult(uow, bulk, clientId, { error: messageTexts['messages.bulkSenderGone'] });
      });
  }
  await inTransaction(runtime, async (uow) => {
    const [done] = await uow.tx
      .update(messageBulks)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(messageBulks.id, bulk.id), eq(messageBulks.status, 'running')))
      .returning();
    if (done) await publishProgress(uow, done);
  });
}

/** The answer's sentence: 'Sending your message to 3 clients'. */
export function bulkQueuedText(total: number): string {
  return total === 1 ? messageTexts['messages.bulkQueuedOne'] : interpolate(messageTexts['messages.bulkQueued'], { count: String(total) });
}
