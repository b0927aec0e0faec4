import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  can,
  type FinancialStrategy,
  type FinancialStrategyBody,
  type FinancialStrategyListQuery,
  type FinancialStrategyPatch,
  financialStrategyMessages,
  type Pagination,
  shareRefusalOf,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { financialStrategies } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { publishStrategyChange, tellClientOfSharing } from './financial-strategy.notify.ts';
import {
  findStrategy,
  findStrategyForUpdate,
  findStrategyView,
  listStrategies,
  type StrategyKey,
  type StrategyRow,
} from './financial-strategy.queries.ts';

/*
 * A client's financial strategies. Every function goes through the one client loader with a
 * `financialStrategy.*` action; a client reads only the strategies shared with them (another is a 404 to
 * them, as if it did not exist) and never writes. Each change writes its audit event (entity kind
 * `financial-strategy`, entity id the strategy's) in its transaction.
 */

export function strategyNotFound(): AppError {
  return new AppError('resource.not_found', { detail: financialStrategyMessages['financialStrategy.notFound'] });
}

export const keyOf = (client: ClientAccess): StrategyKey => ({ practiceId: client.user.practiceId ?? '', clientId: client.user.id });
/** A client sees their strategies only once shared with them. */
export const isClientViewer = (client: ClientAccess) => client.subject.relation === 'self';
/** What every audit event of the strategy carries: its title and its client. */
export const namedOf = (row: StrategyRow) => ({ title: row.title, client_id: row.clientId });

export async function loadStrategyForUpdate(tx: Tx, client: ClientAccess, id: string): Promise<StrategyRow> {
  const row = await findStrategyForUpdate(tx, keyOf(client), id);
  if (!row) throw strategyNotFound();
  return row;
}

/** The strategy as its viewer reads it after a change, with the sentence the change toasts. */
export async function presentSaved(db: Db | Tx, client: ClientAccess, id: string, message: keyof typeof financialStrategyMessages) {
  const view = await findStrategyView(db, keyOf(client), id, { isSharedOnly: false });
  if (!view) throw strategyNotFound();
  return { ...view, message: financialStrategyMessages[message] };
}

/** A client's strategies: staff see all, the client the shared ones (`unopened`: those they have not opened yet). */
export async function listFinancialStrategies(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: FinancialStrategyListQuery,
): Promise<{ rows: FinancialStrategy[]; total: number }> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'financialStrategy.view');
  return listStrategies(runtime.db, keyOf(client), {
    isSharedOnly: isClientViewer(client),
    isUnopenedOnly: query.unopened,
    ...pageOffset(query),
  });
}

/** One strategy; to the client, only one shared with them. */
export async function getFinancialStrategy(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  strategyId: string,
): Promise<FinancialStrategy> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'financialStrategy.view');
  const view = await findStrategyView(runtime.db, keyOf(client), strategyId, { isSharedOnly: isClientViewer(client) });
  if (!view) throw strategyNotFound();
  return view;
}

/** Writes a new strategy, not shared: its document is uploaded next. */
export async function createFinancialStrategy(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: FinancialStrategyBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'financialStrategy.manage');
    const id = randomUUID();
    const [row] = await uow.tx
      .insert(financialStrategies)
      .values({ id, ...keyOf(client), title: body.title, summary: body.summary, createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    if (!row) throw new AppError('server.error');
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'financial-strategy',
      entityId: id,
      action: 'strategy_created',
      after: { ...namedOf(row), summary: row.summary },
      ip: info.ip,
    });
    publishStrategyChange(uow, client, { id, isSeenByClient: false });
    return presentSaved(uow.tx, client, id, 'financialStrategy.created');
  });
}

/** Changes the title or summary sent; a change of nothing writes nothing. */
export async function updateFinancialStrategy(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  strategyId: string,
  patch: FinancialStrategyPatch,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'financialStrategy.manage');
    const row = await loadStrategyForUpdate(uow.tx, client, strategyId);
    const title = patch.title ?? row.title;
    const summary = patch.summary ?? row.summary;
    const isSummaryChanged = summary !== row.summary;
    if (title === row.title && !isSummaryChanged) return presentSaved(uow.tx, client, row.id, 'financialStrategy.updated');
    await uow.tx
      .update(financialStrategies)
      .set({ title, summary, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(financialStrategies.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'financial-strategy',
      entityId: row.id,
      action: 'strategy_updated',
      before: { ...namedOf(row), ...(isSummaryChanged ? { summary: row.summary } : {}) },
      after: { title, client_id: row.clientId, ...(isSummaryChanged ? { summary } : {}) },
      ip: info.ip,
    });
    publishStrategyChange(uow, client, { id: row.id, isSeenByClient: row.sharedAt !== null });
    return presentSaved(uow.tx, client, row.id, 'financialStrategy.updated');
  });
}

/**
 * Deletes a strategy the client does not see: a shared one is refused until it is unshared, so the client
 * is told first. Its document, pointed at by nothing, goes with the orphan sweep; its events stay.
 */
export async function deleteFinancialStrategy(runtime: Runtime, actor: Actor, clientId: string, strategyId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'financialStrategy.manage');
    const row = await loadStrategyForUpdate(uow.tx, client, strategyId);
    if (row.sharedAt !== null)
      throw new AppError('state.illegal_transition', { detail: financialStrategyMessages['financialStrategy.deleteShared'] });
    await uow.tx.delete(financialStrategies).where(eq(financialStrategies.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'financial-strategy',
      entityId: row.id,
      action: 'strategy_deleted',
      before: namedOf(row),
      ip: info.ip,
    });
    publishStrategyChange(uow, client, { id: row.id, isSeenByClient: false });
    return { message: financialStrategyMessages['financialStrategy.deleted'] };
  });
}

/**
 * The client, for a share or an unshare: staff who may manage the client's strategies, and of them a
 * supporting admin only with the adviser's 'shareFinancialStrategies' right (a 403 that says where it is granted).
 */
async function loadForSharing(tx: Tx, actor: Actor, clientId: string): Promise<ClientAccess> {
  const client = await loadClientFor(tx, actor, clientId, 'financialStrategy.manage');
  if (!can(client.actor, 'financialStrategy.share', client.subject))
    throw new AppError('auth.forbidden', { detail: financialStrategyMessages['financialStrategy.shareNeedsRight'] });
  return client;
}

/**
 * Shares the strategy with the client or stops sharing it, once the caller has checked it may: writes the
 * event, tells the client and the open pages (the client saw it before or sees it now), answers the view.
 */
async function setSharing(
  uow: UnitOfWork,
  change: { actor: Actor; client: ClientAccess; row: StrategyRow; isShared: boolean; info: RequestInfo },
) {
  const { actor, client, row, isShared, info } = change;
  const now = new Date();
  await uow.tx
    .update(financialStrategies)
    .set({ sharedAt: isShared ? now : null, sharedBy: isShared ? actor.userId : null, updatedBy: actor.userId, updatedAt: now })
    .where(eq(financialStrategies.id, row.id));
  await writeAudit(uow.tx, {
    actor,
    practiceId: row.practiceId,
    entityKind: 'financial-strategy',
    entityId: row.id,
    action: isShared ? 'strategy_shared' : 'strategy_unshared',
    after: namedOf(row),
    ip: info.ip,
  });
  const practiceActor = { userId: actor.userId, practiceId: row.practiceId };
  await tellClientOfSharing(uow, { isShared, actor: practiceActor, client, strategy: row, info });
  publishStrategyChange(uow, client, { id: row.id, isSeenByClient: true });
  return presentSaved(uow.tx, client, row.id, isShared ? 'financialStrategy.shared' : 'financialStrategy.unshared');
}

/** Shares the strategy with the client, who is told; refused while it has no document, or when it already is shared. */
export async function shareFinancialStrategy(runtime: Runtime, actor: Actor, clientId: string, strategyId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadForSharing(uow.tx, actor, clientId);
    const row = await loadStrategyForUpdate(uow.tx, client, strategyId);
    const refusal = shareRefusalOf({ document: row.fileId, shared_at: row.sharedAt?.toISOString() ?? null });
    if (refusal === 'financialStrategy.alreadyShared')
      throw new AppError('resource.conflict', { detail: financialStrategyMessages[refusal] });
    if (refusal) throw new AppError('rule.violated', { detail: financialStrategyMessages[refusal] });
    return setSharing(uow, { actor, client, row, isShared: true, info });
  });
}

/** Stops sharing the strategy with the client, who is told; refused when it is not shared. */
export async function unshareFinancialStrategy(runtime: Runtime, actor: Actor, clientId: string, strategyId: string, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const client = await loadForSharing(uow.tx, actor, clientId);
    const row = await loadStrategyForUpdate(uow.tx, client, strategyId);
    if (row.sharedAt === null)
      throw new AppError('resource.conflict', { detail: financialStrategyMessages['financialStrategy.notShared'] });
    return setSharing(uow, { actor, client, row, isShared: false, info });
  });
}

/** The strategy's events as sentences, newest first, for staff. */
export async function listFinancialStrategyAuditTrail(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  strategyId: string,
  query: Pagination,
) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.viewAuditTrail');
  const row = await findStrategy(runtime.db, keyOf(client), strategyId, { isSharedOnly: false });
  if (!row) throw strategyNotFound();
  return listEntityAudit(runtime.db, {
    practiceId: row.practiceId,
    entityKind: 'financial-strategy',
    entityId: row.id,
    ...pageOffset(query),
  });
}
