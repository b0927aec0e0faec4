import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type Pagination,
  type ShareLink,
  type ShareLinkBody,
  shareLinkExpiryOf,
  vaultLinkMessages,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vaultShareLinks } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { hashToken, randomToken } from '../auth/sessions.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { fullNameOf } from '../users/users.queries.ts';
import {
  findShareLinkForUpdate,
  findUserName,
  findVaultItem,
  listShareLinks,
  type ShareLinkRow,
  type StoredFileRef,
  type VaultItemRow,
} from './vault-links.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** A document's share links changed (made, revoked, viewed): an open panel reads them again. */
    'vaultLinks.changed': { clientId: string; itemId: string };
  }
}

/** The page a share link opens, on the practice's site. */
export const sharedDocumentAddress = (origin: string, token: string) => `${origin}/shared-document/${token}`;

const notFound = () => new AppError('resource.not_found', { detail: vaultLinkMessages['vaultLinks.notFound'] });

type LinkableDocument = { client: ClientAccess; practiceId: string; item: VaultItemRow; file: StoredFileRef; isOwner: boolean };

/**
 * A document the actor may share by link: the client any document of theirs, an adviser one the client shares
 * with them (any other is a 404: the adviser never learns it is there). A folder, or a document without its
 * file, is refused: a link opens one file.
 */
export async function loadLinkableDocument(tx: Tx, actor: Actor, clientId: string, itemId: string): Promise<LinkableDocument> {
  const client = await loadClientFor(tx, actor, clientId, 'vault.shareLink');
  const practiceId = client.user.practiceId ?? '';
  const isOwner = client.subject.relation === 'self';
  const found = await findVaultItem(tx, { practiceId, clientId, id: itemId });
  if (!found || (!isOwner && !found.item.isSharedWithAdviser)) throw notFound();
  if (found.item.kind === 'folder') throw new AppError('rule.violated', { detail: vaultLinkMessages['vaultLinks.folderRefused'] });
  if (!found.file) throw new AppError('rule.violated', { detail: vaultLinkMessages['vaultLinks.noFile'] });
  return { client, practiceId, item: found.item, file: found.file, isOwner };
}

/**
 * Tells the open panels of the document, at commit: the client's, and, while the client shares the document,
 * those of the staff following them (the others may not learn it is there).
 */
export function publishLinksChange(
  uow: UnitOfWork,
  link: Pick<ShareLinkRow, 'practiceId' | 'clientId' | 'itemId'>,
  item: Pick<VaultItemRow, 'isSharedWithAdviser'>,
): void {
  const event = { type: 'vaultLinks.changed', clientId: link.clientId, itemId: link.itemId } as const;
  uow.publish({ kind: 'user', userId: link.clientId }, event);
  if (item.isSharedWithAdviser)
    uow.publish({ kind: 'clientStaff', practiceId: link.practiceId, clientId: link.clientId, action: 'vault.viewShared' }, event);
}

/** A link as every one of its audit events names it. */
export const auditRefOf = (link: ShareLinkRow, item: VaultItemRow) => ({
  client_id: link.clientId,
  link_id: link.id,
  title: item.name,
  recipient_email: link.recipientEmail,
});

/** The document's links, newest first, with their views. */
export async function listDocumentShareLinks(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  query: Pagination,
): Promise<{ rows: ShareLink[]; total: number }> {
  const { practiceId, item, isOwner } = await loadLinkableDocument(runtime.db, actor, clientId, itemId);
  return listShareLinks(runtime.db, { practiceId, itemId: item.id, ...pageOffset(query) }, { userId: actor.userId, isOwner });
}

async function presentLink(tx: Tx, actor: Actor, link: ShareLinkRow, isOwner: boolean): Promise<ShareLink> {
  const key = { practiceId: link.practiceId, itemId: link.itemId, id: link.id, limit: 1, offset: 0 };
  const [row] = (await listShareLinks(tx, key, { userId: actor.userId, isOwner })).rows;
  if (!row) throw new AppError('server.error');
  return row;
}

/**
 * Makes a link to the document for someone outside the portal and mails it to them: the token (32 random
 * bytes) goes in that mail only; the row keeps its SHA-256. The passcode is sent when they ask for it.
 */
export async function createShareLink(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  body: ShareLinkBody,
  info: RequestInfo,
): Promise<ShareLink> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const { client, practiceId, item, isOwner } = await loadLinkableDocument(tx, actor, clientId, itemId);
    const token = randomToken();
    const expiresAt = shareLinkExpiryOf(body.expires_in_days);
    const [link] = await tx
      .insert(vaultShareLinks)
      .values({
        id: randomUUID(),
        practiceId,
        clientId,
        itemId: item.id,
        tokenHash: hashToken(token),
        recipientName: body.recipient_name,
        recipientEmail: body.recipient_email,
        expiresAt,
        createdBy: actor.userId,
      })
      .returning();
    if (!link) throw new AppError('server.error');
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'document-vault',
      entityId: item.id,
      action: 'vault_link_created',
      after: { ...auditRefOf(link, item), recipient_name: body.recipient_name, expires_at: expiresAt.toISOString() },
      ip: info.ip,
    });
    const sender = isOwner ? fullNameOf(client.user) : await senderNameOf(tx, actor, practiceId);
    await uow.mail({
      practiceId,
      to: body.recipient_email,
      template: 'vaultShareLink',
      params: {
        recipientName: body.recipient_name,
        senderName: sender,
        documentName: item.name,
        expiresOn: formatDay(expiresAt),
        link: sharedDocumentAddress(info.origin, token),
      },
    });
    publishLinksChange(uow, link, item);
    return presentLink(tx, actor, link, isOwner);
  });
}

async function senderNameOf(tx: Tx, actor: Actor, practiceId: string): Promise<string> {
  return (await findUserName(tx, { practiceId, id: actor.userId })) ?? vaultLinkMessages['vaultLinks.senderUnknown'];
}

/** 'May 1, 2026': the spec's en-GB date, in UTC as the expiry is kept. */
function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * Revokes a link: it stops working at once, whatever browser had it open. The client may revoke any link to
 * their document, an adviser the links they made.
 */
export async function revokeShareLink(
  runtime: Runtime,
  actor: Actor,
  params: { clientId: string; itemId: string; linkId: string },
  info: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const { practiceId, item, isOwner } = await loadLinkableDocument(tx, actor, params.clientId, params.itemId);
    const link = await findShareLinkForUpdate(tx, { practiceId, itemId: item.id, id: params.linkId });
    if (!link) throw new AppError('resource.not_found', { detail: vaultLinkMessages['vaultLinks.linkNotFound'] });
    if (!isOwner && link.createdBy !== actor.userId)
      throw new AppError('auth.forbidden', { detail: vaultLinkMessages['vaultLinks.revokeRefused'] });
    if (link.revokedAt) throw new AppError('state.illegal_transition', { detail: vaultLinkMessages['vaultLinks.alreadyRevoked'] });
    await tx
      .update(vaultShareLinks)
      .set({ revokedAt: new Date(), revokedBy: actor.userId, passcodeHash: null, passcodeExpiresAt: null })
      .where(eq(vaultShareLinks.id, link.id));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'document-vault',
      entityId: item.id,
      action: 'vault_link_revoked',
      before: auditRefOf(link, item),
      ip: info.ip,
    });
    publishLinksChange(uow, link, item);
  });
}
