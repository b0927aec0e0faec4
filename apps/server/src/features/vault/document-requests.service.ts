import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type ClientAction,
  type DocumentRequest,
  type DocumentRequestBody,
  documentRequestMessages,
  documentRequestNotices,
  type FulfilDocumentRequestItemBody,
  type Pagination,
  type RequestableDocument,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentRequestItems, documentRequests, vaultItems } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { fullNameOf } from '../users/users.queries.ts';
import {
  type DocumentRequestItemRow,
  type DocumentRequestRow,
  findDocumentRequest,
  findRequestItem,
  listDocumentRequestsOf,
  listRequestableDocumentsOf,
  lockDocumentRequest,
  type RequestViewer,
} from './document-requests.queries.ts';
import { findVaultItem } from './vault-links.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** A client's document requests changed (sent, withdrawn, an item provided or received): open pages read them again. */
    'documentRequests.changed': { clientId: string };
  }
}

const requestNotFound = () => new AppError('resource.not_found', { detail: documentRequestMessages['documentRequests.notFound'] });

/** The client reads their own requests; staff read a client's (the relation table decides which staff). */
function readActionOf(actor: Actor): ClientAction {
  return actor.role === 'client' ? 'vault.view' : 'vault.viewShared';
}

const viewerOf = (client: ClientAccess): RequestViewer => ({ isClient: client.subject.relation === 'self' });
const keyOf = (client: ClientAccess) => ({ practiceId: client.user.practiceId ?? '', clientId: client.user.id });

function publishRequestsChange(uow: UnitOfWork, client: ClientAccess): void {
  const event = { type: 'documentRequests.changed', clientId: client.user.id } as const;
  uow.publish({ kind: 'user', userId: client.user.id }, event);
  uow.publish(
    { kind: 'clientStaff', practiceId: client.user.practiceId ?? '', clientId: client.user.id, action: 'vault.viewShared' },
    event,
  );
}

export async function listDocumentRequests(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: Pagination & { status: 'open' | 'all' },
): Promise<{ rows: DocumentRequest[]; total: number }> {
  const client = await loadClientFor(runtime.db, actor, clientId, readActionOf(actor));
  return listDocumentRequestsOf(
    runtime.db,
    { ...keyOf(client), isOpenOnly: query.status === 'open', ...pageOffset(query) },
    viewerOf(client),
  );
}

async function presentOne(tx: Tx, client: ClientAccess, id: string): Promise<DocumentRequest> {
  const found = await findDocumentRequest(tx, { ...keyOf(client), id }, viewerOf(client));
  if (!found) throw requestNotFound();
  return found.presented;
}

/** Staff ask the client for documents: the checklist is stored, audited, and the client told (a bell and a mail). */
export async function createDocumentRequest(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: DocumentRequestBody,
  info: RequestInfo,
): Promise<DocumentRequest> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, clientId, 'vault.requestDocuments');
    const { practiceId } = keyOf(client);
    const requestId = randomUUID();
    await tx
      .insert(documentRequests)
      .values({ id: requestId, practiceId, clientId, title: body.title, note: body.note, createdBy: actor.userId });
    await tx.insert(documentRequestItems).values(
      body.items.map((item, position) => ({
        id: randomUUID(),
        practiceId,
        requestId,
        name: item.name,
        isRequired: item.is_required,
        position,
      })),
    );
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'document_request_sent',
      after: { request_id: requestId, title: body.title, note: body.note, items: body.items },
      ip: info.ip,
    });
    await notify(uow, {
      area: 'client-space',
      kind: 'vault.documents_requested',
      actor: { userId: actor.userId, practiceId },
      client: client.user,
      tell: { client: true, staff: false },
      texts: {
        client: documentRequestNotices.requested({
          clientId,
          clientName: fullNameOf(client.user),
          title: body.title,
          itemCount: body.items.length,
        }),
      },
      origin: info.origin,
      mailing: 'now',
    });
    publishRequestsChange(uow, client);
    return presentOne(tx, client, requestId);
  });
}

/** Staff withdraw a request; its audit event keeps its title. */
export async function withdrawDocumentRequest(
  runtime: Runtime,
  actor: Actor,
  params: { clientId: string; requestId: string },
  info: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const client = await loadClientFor(tx, actor, params.clientId, 'vault.requestDocuments');
    const request = await lockDocumentRequest(tx, { ...keyOf(client), id: params.requestId });
    if (!request) throw requestNotFound();
    await tx.delete(documentRequests).where(eq(documentRequests.id, request.id));
    await writeAudit(tx, {
      actor,
      practiceId: request.practiceId,
      entityKind: 'client',
      entityId: client.user.id,
      action: 'document_request_withdrawn',
      before: { request_id: request.id, title: request.title },
      ip: info.ip,
    });
    publishRequestsChange(uow, client);
  });
}

type Fulfilment = { client: ClientAccess; request: DocumentRequestRow; item: DocumentRequestItemRow; actor: Actor; info: RequestInfo };

/**
 * An item fulfilled: the client provides it with a document of their vault (which is then shared with the
 * adviser, and the staff are told); staff mark it received when it came another way.
 */
export async function fulfilDocumentRequestItem(
  runtime: Runtime,
  actor: Actor,
  params: { clientId: string; requestId: string; itemId: string },
  body: FulfilDocumentRequestItemBody,
  info: RequestInfo,
): Promise<DocumentRequest> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const isClient = actor.role === 'client';
    const client = await loadClientFor(tx, actor, params.clientId, isClient ? 'vault.manage' : 'vault.requestDocuments');
    const request = await lockDocumentRequest(tx, { ...keyOf(client), id: params.requestId });
    if (!request) throw requestNotFound();
    const item = await findRequestItem(tx, { practiceId: request.practiceId, requestId: request.id, id: params.itemId });
    if (!item) throw new AppError('resource.not_found', { detail: documentRequestMessages['documentRequests.itemNotFound'] });
    const fulfilment = { client, request, item, actor, info };
    if (isClient) await provideItem(uow, fulfilment, body.vault_item_id);
    else await markItemReceived(uow, fulfilment, body.vault_item_id);
    publishRequestsChange(uow, client);
    return presentOne(tx, client, request.id);
  });
}

async function provideItem(uow: UnitOfWork, { client, request, item, actor, info }: Fulfilment, vaultItemId: string | undefined) {
  const { tx } = uow;
  const refuse = (key: keyof typeof documentRequestMessages, code: 'request.invalid' | 'rule.violated' = 'request.invalid') =>
    new AppError(code, { detail: documentRequestMessages[key], pointer: '/vault_item_id' });
  if (!vaultItemId) throw refuse('documentRequests.documentNeeded');
  const found = await findVaultItem(tx, { ...keyOf(client), id: vaultItemId });
  if (!found) throw refuse('documentRequests.documentNotFound');
  if (found.item.kind === 'folder' || !found.item.fileId) throw refuse('documentRequests.folderRefused', 'rule.violated');
  const document = found.item;
  await tx
    .update(documentRequestItems)
    .set({ status: 'received', vaultItemId: document.id, fulfilledAt: new Date() })
    .where(eq(documentRequestItems.id, item.id));
  const practiceId = request.practiceId;
  if (!document.isSharedWithAdviser) {
    await tx
      .update(vaultItems)
      .set({ isSharedWithAdviser: true, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(vaultItems.id, document.id));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'document-vault',
      entityId: document.id,
      action: 'vault_item_shared_for_request',
      after: { client_id: client.user.id, title: document.name, request_title: request.title },
      ip: info.ip,
    });
  }
  const ref = { request_id: request.id, title: request.title, item_id: item.id, item: item.name };
  await writeAudit(tx, {
    actor,
    practiceId,
    entityKind: 'client',
    entityId: client.user.id,
    action: 'document_request_item_provided',
    after: { ...ref, vault_item_id: document.id, document: document.name },
    ip: info.ip,
  });
  const now = await findDocumentRequest(tx, { ...keyOf(client), id: request.id }, { isClient: true });
  await notify(uow, {
    area: 'client-space',
    kind: 'vault.request_fulfilled',
    actor: { userId: actor.userId, practiceId },
    client: client.user,
    tell: { client: false, staff: true },
    texts: {
      staff: documentRequestNotices.fulfilled({
        clientId: client.user.id,
        clientName: fullNameOf(client.user),
        title: request.title,
        itemName: item.name,
        itemCount: now?.presented.items.length ?? 0,
        received: now?.presented.received_count ?? 0,
      }),
    },
    origin: info.origin,
    mailing: 'now',
  });
}

async function markItemReceived(uow: UnitOfWork, { client, request, item, actor, info }: Fulfilment, vaultItemId: string | undefined) {
  const { tx } = uow;
  if (vaultItemId)
    throw new AppError('request.invalid', {
      detail: documentRequestMessages['documentRequests.staffChooseNothing'],
      pointer: '/vault_item_id',
    });
  if (item.status === 'received')
    throw new AppError('state.illegal_transition', { detail: documentRequestMessages['documentRequests.alreadyReceived'] });
  await tx.update(documentRequestItems).set({ status: 'received', fulfilledAt: new Date() }).where(eq(documentRequestItems.id, item.id));
  await writeAudit(tx, {
    actor,
    practiceId: request.practiceId,
    entityKind: 'client',
    entityId: client.user.id,
    action: 'document_request_item_received',
    after: { request_id: request.id, title: request.title, item_id: item.id, item: item.name },
    ip: info.ip,
  });
}

/** The client's own vault documents with a file, by name, to choose from. */
export async function listRequestableDocuments(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: Pagination,
): Promise<{ rows: RequestableDocument[]; total: number }> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'vault.view');
  return listRequestableDocumentsOf(runtime.db, { ...keyOf(client), ...pageOffset(query) });
}
