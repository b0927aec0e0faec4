import { type ShareLink, shareLinkStatusOf } from '@advice/domain';
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, storedFiles, users, vaultItems, vaultShareLinks, vaultShareLinkViews } from '../../db/schema/index.ts';
import { hashToken } from '../auth/sessions.ts';

export type VaultItemRow = typeof vaultItems.$inferSelect;
export type ShareLinkRow = typeof vaultShareLinks.$inferSelect;
export type StoredFileRef = Pick<typeof storedFiles.$inferSelect, 'id' | 'fileName' | 'mediaType' | 'sizeBytes'>;

/** How many views a link's entry lists; the count covers them all. */
const viewsShown = 20;

/** One item of a client's vault, with its file's record when it has one; null when the client has no such item. */
export async function findVaultItem(
  db: Tx,
  { practiceId, clientId, id }: { practiceId: string; clientId: string; id: string },
): Promise<{ item: VaultItemRow; file: StoredFileRef | null } | null> {
  const [row] = await db
    .select({
      item: vaultItems,
      file: { id: storedFiles.id, fileName: storedFiles.fileName, mediaType: storedFiles.mediaType, sizeBytes: storedFiles.sizeBytes },
    })
    .from(vaultItems)
    .leftJoin(storedFiles, and(eq(storedFiles.id, vaultItems.fileId), eq(storedFiles.practiceId, practiceId)))
    .where(and(eq(vaultItems.id, id), eq(vaultItems.practiceId, practiceId), eq(vaultItems.clientId, clientId)));
  if (!row) return null;
  const file = row.file;
  if (!file?.id || file.fileName === null || file.mediaType === null) return { item: row.item, file: null };
  return { item: row.item, file: { id: file.id, fileName: file.fileName, mediaType: file.mediaType, sizeBytes: file.sizeBytes } };
}

const creatorName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/**
 * A document's links (or the one `id` names), newest first, each with its latest views and how many there
 * are. The viewer's id and `isOwner` (the client) decide which the viewer may revoke.
 */
export async function listShareLinks(
  db: Tx,
  key: { practiceId: string; itemId: string; limit: number; offset: number; id?: string },
  viewer: { userId: string; isOwner: boolean },
  now: Date = new Date(),
): Promise<{ rows: ShareLink[]; total: number }> {
  const where = and(
    eq(vaultShareLinks.practiceId, key.practiceId),
    eq(vaultShareLinks.itemId, key.itemId),
    key.id ? eq(vaultShareLinks.id, key.id) : undefined,
  );
  const links = await db
    .select({ link: vaultShareLinks, creatorId: users.id, creatorName })
    .from(vaultShareLinks)
    .leftJoin(users, eq(users.id, vaultShareLinks.createdBy))
    .where(where)
    .orderBy(desc(vaultShareLinks.createdAt), desc(vaultShareLinks.id))
    .limit(key.limit)
    .offset(key.offset);
  const [total] = await db.select({ value: count() }).from(vaultShareLinks).where(where);
  const views = await listViews(
    db,
    links.map((row) => row.link.id),
  );
  const rows = links.map(({ link, creatorId, creatorName: name }) => {
    const own = views.get(link.id) ?? { latest: [], total: 0 };
    return {
      id: link.id,
      recipient_name: link.recipientName,
      recipient_email: link.recipientEmail,
      status: shareLinkStatusOf(link, now),
      expires_at: link.expiresAt.toISOString(),
      revoked_at: link.revokedAt?.toISOString() ?? null,
      created_at: link.createdAt.toISOString(),
      created_by: creatorId ? { id: creatorId, name: name ?? '' } : null,
      views: own.latest.map((view) => ({ at: view.at.toISOString(), user_agent: view.userAgent })),
      view_count: own.total,
      can_revoke: link.revokedAt === null && (viewer.isOwner || link.createdBy === viewer.userId),
    };
  });
  return { rows, total: total?.value ?? 0 };
}

type ViewsOfLink = { latest: { at: Date; userAgent: string | null }[]; total: number };

/** The latest views of each link and how many it has, in one read however many there are. */
async function listViews(db: Tx, linkIds: string[]): Promise<Map<string, ViewsOfLink>> {
  const byLink = new Map<string, ViewsOfLink>();
  if (linkIds.length === 0) return byLink;
  const views = vaultShareLinkViews;
  const ranked = db
    .select({
      linkId: views.linkId,
      at: views.at,
      userAgent: views.userAgent,
      rank: sql<number>`row_number() over (partition by ${views.linkId} order by ${views.at} desc, ${views.id} desc)`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${views.linkId}))::int`.as('total'),
    })
    .from(views)
    .where(inArray(views.linkId, linkIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, viewsShown)).orderBy(ranked.linkId, ranked.rank);
  for (const row of rows) {
    const entry = byLink.get(row.linkId) ?? { latest: [], total: Number(row.total) };
    entry.latest.push({ at: row.at, userAgent: row.userAgent });
    byLink.set(row.linkId, entry);
  }
  return byLink;
}

/** One link of a document, locked for the change about to be made. */
export async function findShareLinkForUpdate(
  tx: Tx,
  { practiceId, itemId, id }: { practiceId: string; itemId: string; id: string },
): Promise<ShareLinkRow | null> {
  const [row] = await tx
    .select()
    .from(vaultShareLinks)
    .where(and(eq(vaultShareLinks.id, id), eq(vaultShareLinks.practiceId, practiceId), eq(vaultShareLinks.itemId, itemId)))
    .for('update');
  return row ?? null;
}

/** The link a token stands for on this practice's host, with its document (locked when `lock`); null when none. */
export async function findLinkByToken(
  db: Tx,
  { practiceId, token }: { practiceId: string; token: string },
  { lock = false }: { lock?: boolean } = {},
): Promise<{ link: ShareLinkRow; item: VaultItemRow } | null> {
  const query = db
    .select({ link: vaultShareLinks, item: vaultItems })
    .from(vaultShareLinks)
    .innerJoin(vaultItems, eq(vaultItems.id, vaultShareLinks.itemId))
    .where(
      and(
        eq(vaultShareLinks.tokenHash, hashToken(token)),
        eq(vaultShareLinks.practiceId, practiceId),
        eq(vaultItems.practiceId, practiceId),
        eq(vaultItems.clientId, vaultShareLinks.clientId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: vaultShareLinks }) : await query;
  return row ?? null;
}

/** How many passcodes a link sent in the last hour, read from its audit events (one per passcode sent). */
export async function countPasscodesLastHour(db: Tx, link: Pick<ShareLinkRow, 'id' | 'practiceId' | 'itemId'>): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.practiceId, link.practiceId),
        eq(auditEvents.entityKind, 'document-vault'),
        eq(auditEvents.entityId, link.itemId),
        eq(auditEvents.action, 'vault_link_passcode_sent'),
        gt(auditEvents.createdAt, sql`now() - interval '1 hour'`),
        sql`${auditEvents.after} ->> 'link_id' = ${link.id}`,
      ),
    );
  return row?.sent ?? 0;
}

/** The full name of a user of the practice, or null when there is no such user. */
export async function findUserName(db: Tx, { practiceId, id }: { practiceId: string; id: string | null }): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ name: creatorName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.practiceId, practiceId)));
  return row?.name ?? null;
}
