import { vaultNotices } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify, publishUnreadCounts } from '../notifications/notifications.producer.ts';
import type { ClientAccess } from '../people/client-access.ts';
import { fullNameOf } from '../users/users.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** One of the client's vault items changed: open vault pages read it again. */
    'vault.changed': { clientId: string; itemId: string };
  }
}

/**
 * Tells the open pages an item changed, at commit: the client always; their staff only
 * when the item is a document shared with them before or after the change (they never hear of the rest).
 */
export function publishVaultChange(uow: UnitOfWork, client: ClientAccess, item: { id: string; isSeenByStaff: boolean }): void {
  const event = { type: 'vault.changed', clientId: client.user.id, itemId: item.id } as const;
  uow.publish({ kind: 'user', userId: client.user.id }, event);
  if (item.isSeenByStaff)
    uow.publish(
      { kind: 'clientStaff', practiceId: client.user.practiceId ?? '', clientId: client.user.id, action: 'vault.viewShared' },
      event,
    );
}

/**
 * Tells the client's staff (bells to their advisers and followers) that the client shared documents with
 * them: one by name, several by their number. No mail: a mail cannot be taken back when the client stops
 * sharing, and a bell can (see {@link withdrawShareBells}).
 */
export async function tellStaffOfSharing(
  uow: UnitOfWork,
  change: {
    actor: { userId: string; practiceId: string };
    client: ClientAccess;
    documents: { id: string; name: string }[];
    info: RequestInfo;
  },
): Promise<void> {
  const [first] = change.documents;
  if (!first) return;
  const clientId = change.client.user.id;
  const clientName = fullNameOf(change.client.user);
  const text =
    change.documents.length === 1
      ? vaultNotices.shared({ clientId, clientName, itemId: first.id, name: first.name })
      : vaultNotices.sharedMany({ clientId, clientName, count: change.documents.length });
  await notify(uow, {
    area: 'client-space',
    kind: 'vault.shared',
    actor: change.actor,
    client: change.client.user,
    tell: { client: false, staff: true },
    texts: { staff: text },
    origin: change.info.origin,
    mailing: 'none',
  });
}

/**
 * Takes back the bells that named documents the client no longer shares (unshared or deleted), read or
 * not, and tells their holders' open tabs the new unread count: unsharing takes effect at once.
 */
export async function withdrawShareBells(uow: UnitOfWork, key: { practiceId: string; clientId: string }, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  const links = itemIds.map((itemId) => vaultNotices.shared({ clientId: key.clientId, clientName: '', itemId, name: '' }).link);
  const withdrawn = await uow.tx
    .delete(notifications)
    .where(and(eq(notifications.practiceId, key.practiceId), eq(notifications.kind, 'vault.shared'), inArray(notifications.link, links)))
    .returning({ userId: notifications.userId });
  const holders = [...new Set(withdrawn.map((bell) => bell.userId))];
  if (holders.length > 0) await publishUnreadCounts(uow, holders);
}
