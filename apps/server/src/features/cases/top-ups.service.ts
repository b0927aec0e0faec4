import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  assertTopUpTransition,
  availableTopUpActions,
  type ClientSubject,
  formatWholeAmount,
  type Pagination,
  type TopUpAction,
  type TopUpNotificationKind,
  type TopUpRequestBody,
  type TopUpStatus,
  type TopUpView,
  topUpAccountTypes,
  topUpEventWords,
  topUpMessages,
} from '@advice/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { topUps, users } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { clientIdScope, loadClientFor } from '../people/client-access.ts';
import type { UserRow } from '../users/users.queries.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { relationTo } from './cases.access.ts';
import type { PracticeActor } from './cases.queries.ts';

type TopUpRow = typeof topUps.$inferSelect;
const notFound = () => new AppError('resource.not_found', { detail: topUpMessages['topUps.notFound'] });
const amountOf = (row: TopUpRow) => `${row.currency} ${formatWholeAmount(row.amount)}`;

function present(row: TopUpRow, client: Pick<UserRow, 'firstName' | 'lastName'>, subject: ClientSubject | null): TopUpView {
  return {
    id: row.id,
    client: { id: row.clientId, first_name: client.firstName, last_name: client.lastName },
    account_type: row.accountType,
    account_type_label: topUpAccountTypes[row.accountType],
    account_number: row.accountNumber,
    amount: row.amount,
    currency: row.currency,
    comment: row.comment,
    client_comment: row.clientComment,
    status: row.status,
    actions: subject ? availableTopUpActions(row.status, subject) : [],
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

async function loadTopUpFor(tx: Tx, actor: Actor, id: string) {
  const member = practiceActorOf(actor, 'top-up');
  const [row] = await tx
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, id), eq(topUps.practiceId, member.practiceId)));
  if (!row) throw notFound();
  const relation = await relationTo(tx, member, row.clientId);
  if (!relation) throw notFound();
  return { row, member, ...relation };
}

/** Tells people of a top-up event through the one notification producer. */
async function tellAbout(
  uow: UnitOfWork,
  input: { actor: PracticeActor; client: UserRow; row: TopUpRow; kind: TopUpNotificationKind; toClient: boolean; origin: string },
) {
  const { actor, client, row, kind } = input;
  const event =
    kind === 'top_ups.requested'
      ? topUpEventWords.requested
      : kind === 'top_ups.completed'
        ? topUpEventWords.complete
        : topUpEventWords.cancel;
  await notify(uow, {
    area: 'top-ups',
    kind,
    facts: {
      topUpId: row.id,
      clientId: client.id,
      clientName: fullNameOf(client),
      amount: amountOf(row),
      event,
    },
    actor,
    client,
    tell: { client: input.toClient, staff: true },
    origin: input.origin,
  });
}

/** A client asks to top up one of their accounts (new-top-up). */
export async function requestTopUp(runtime: Runtime, actor: Actor, body: TopUpRequestBody, request: RequestInfo): Promise<TopUpView> {
  return inTransaction(runtime, async (uow) => {
    const { user: client, subject } = await loadClientFor(uow.tx, actor, actor.userId, 'client.request');
    const member = practiceActorOf(actor, 'top-up');
    const [row] = await uow.tx
      .insert(topUps)
      .values({
        id: randomUUID(),
        practiceId: member.practiceId,
        clientId: client.id,
        accountType: body.account_type,
        accountNumber: body.account_number,
        amount: body.amount,
        currency: body.currency,
        clientComment: body.client_comment,
      })
      .returning();
    if (!row) throw new Error('top-up insert returned nothing');
    await writeAudit(uow.tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'top-up',
      entityId: row.id,
      action: 'created',
      after: { status: row.status, account_type: body.account_type, amount: row.amount, currency: row.currency },
      ip: request.ip,
    });
    await tellAbout(uow, { actor: member, client, row, kind: 'top_ups.requested', toClient: false, origin: request.origin });
    return present(row, client, subject);
  });
}

/** Top-ups the actor may see: a client their own, staff those of their clients (optionally one client's). */
export async function listTopUps(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { status?: TopUpStatus | undefined },
  clientId?: string,
) {
  const member = practiceActorOf(actor, 'top-up');
  if (clientId) await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const where = and(
    eq(topUps.practiceId, member.practiceId),
    clientIdScope(member, 'client.view', topUps.clientId),
    clientId ? eq(topUps.clientId, clientId) : undefined,
    query.status ? eq(topUps.status, query.status) : undefined,
  );
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    runtime.db
      .select({ topUp: topUps, firstName: users.firstName, lastName: users.lastName })
      .from(topUps)
      .innerJoin(users, eq(users.id, topUps.clientId))
      .where(where)
      .orderBy(desc(topUps.createdAt), desc(topUps.id))
      .limit(limit)
      .offset(offset),
    runtime.db.select({ value: count() }).from(topUps).where(where),
  ]);
  return { rows: rows.map((r) => present(r.topUp, r, null)), total: total?.value ?? 0 };
}

export async function getTopUp(runtime: Runtime, actor: Actor, id: string): Promise<TopUpView> {
  const { row, client, subject } = await loadTopUpFor(runtime.db, actor, id);
  return present(row, client, subject);
}

/**
 * The adviser completes a submitted top-up, or the client cancels it (irreversible). The update is
 * conditional on the status it was checked against, so a concurrent change answers 409.
 */
export async function changeTopUp(
  runtime: Runtime,
  actor: Actor,
  id: string,
  action: TopUpAction,
  input: { comment?: string },
  request: RequestInfo,
): Promise<TopUpView> {
  return inTransaction(runtime, async (uow) => {
    const { row, member, client, subject } = await loadTopUpFor(uow.tx, actor, id);
    const transition = assertTopUpTransition(row.status, action, subject);
    const now = new Date();
    const values =
      action === 'complete'
        ? { status: transition.to, completedAt: now, comment: input.comment ?? '' }
        : { status: transition.to, cancelledAt: now };
    const [updated] = await uow.tx
      .update(topUps)
      .set(values)
      .where(and(eq(topUps.id, row.id), eq(topUps.practiceId, member.practiceId), eq(topUps.status, row.status)))
      .returning();
    if (!updated)
      throw new AppError('resource.conflict', {
        detail: topUpMessages['topUps.changedElsewhere'],
      });
    await writeAudit(uow.tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'top-up',
      entityId: row.id,
      action,
      before: { status: row.status },
      after: { status: transition.to, ...(action === 'complete' ? { comment: updated.comment } : {}) },
      ip: request.ip,
    });
    const kind = action === 'complete' ? 'top_ups.completed' : 'top_ups.cancelled';
    await tellAbout(uow, { actor: member, client, row: updated, kind, toClient: transition.notify.client, origin: request.origin });
    return present(updated, client, subject);
  });
}

export async function listTopUpAuditTrail(runtime: Runtime, actor: Actor, id: string, query: Pagination) {
  const { member } = await loadTopUpFor(runtime.db, actor, id);
  return listEntityAudit(runtime.db, { practiceId: member.practiceId, entityKind: 'top-up', entityId: id, ...pageOffset(query) });
}
