import type { MessageKind, MessagesSummaryQuery, MessagesSummaryRow, Role, UnreadMessages } from '@advice/domain';
import { and, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { messageReads, messages, notifications, users } from '../../db/schema/index.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { aliased, clientScope } from '../people/client-access.ts';

/** The reader and whether their practice keeps practice notes (the `notes` flag): what counts as theirs to read. */
export type ReaderScope = { actor: PracticeActor; notesOn: boolean };

/** Threads per answer of the unread counts: the latest ones, however many the reader has unseen messages in. */
const unreadThreadsMax = 500;

type ClientRow = ReturnType<typeof alias<typeof users, string>>;

/** Which messages of a client row the reader may read: client notes, and practice notes for staff while the flag is on. */
function readableKinds(scope: ReaderScope, client: ClientRow, kind: SQL | typeof messages.kind = messages.kind): SQL {
  if (!scope.notesOn) return sql`${kind} = 'client_note'`;
  return sql`(${kind} = 'client_note' or (${kind} = 'practice_note' and ${clientScope(scope.actor, 'practiceNotes.view', client)}))`;
}

/**
 * Messages the reader has not seen, in the threads they may read: of a client of their practice they may
 * see, not their own (a reader's own messages are never unread to them), with no read of theirs.
 */
function unseenWhere(scope: ReaderScope, client: ClientRow): SQL | undefined {
  const { actor } = scope;
  return and(
    eq(messages.practiceId, actor.practiceId),
    clientScope(actor, 'messages.view', client),
    readableKinds(scope, client),
    sql`${messages.authorId} is distinct from ${actor.userId}::uuid`,
    sql`not exists (select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${actor.userId}::uuid)`,
  );
}

/** The reader's unseen messages: in all, and per thread with any, latest first. */
export async function countUnread(tx: Tx, scope: ReaderScope): Promise<UnreadMessages> {
  const client = alias(users, 'unread_client');
  const latest = sql`max(${messages.createdAt})`;
  const rows = await tx
    .select({ clientId: messages.clientId, count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(client, eq(client.id, messages.clientId))
    .where(unseenWhere(scope, client))
    .groupBy(messages.clientId)
    .orderBy(desc(latest), messages.clientId);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    clients: rows.slice(0, unreadThreadsMax).map((row) => ({ client_id: row.clientId, count: row.count })),
  };
}

/**
 * Marks the reader's unseen messages seen, all of them or those of one thread (up to now, or the ids named):
 * a read per message, once. Answers how many it marked.
 */
export async function insertReads(
  tx: Tx,
  scope: ReaderScope,
  only?: { clientId: string; kind: MessageKind; ids?: readonly string[] | undefined },
): Promise<number> {
  const client = alias(users, 'read_client');
  const parts = [unseenWhere(scope, client)];
  if (only) parts.push(eq(messages.clientId, only.clientId), eq(messages.kind, only.kind), lte(messages.createdAt, sql`now()`));
  if (only?.ids) parts.push(inArray(messages.id, [...only.ids]));
  const result = await tx.execute(sql`
    insert into ${messageReads} (message_id, user_id)
    select ${messages.id}, ${scope.actor.userId}::uuid from ${messages} join ${aliased(client)} on ${client.id} = ${messages.clientId}
     where ${and(...parts)}
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** Marks the reader's unseen message bells seen: those of one thread's page, or all. Answers how many it marked. */
export async function markMessageBellsSeen(tx: Tx, userId: string, link?: string): Promise<number> {
  const marked = await tx
    .update(notifications)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'messages.received'),
        isNull(notifications.seenAt),
        link === undefined ? undefined : eq(notifications.link, link),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

type SummaryRecord = {
  id: string;
  first_name: string;
  last_name: string;
  message_id: string | null;
  kind: MessageKind | null;
  body: string | null;
  created_at: string | Date | null;
  author_id: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_role: Role | null;
  attachment_count: number;
  unread_count: number;
};

/** The summary's rows before paging: each client the reader may see, their latest readable message and unseen count. */
function summaryStatement(scope: ReaderScope, query: MessagesSummaryQuery): SQL {
  const { actor } = scope;
  const client = alias(users, 'summary_client');
  const latest = sql.raw('lm');
  const filters: SQL[] = [
    sql`${client.practiceId} = ${actor.practiceId}::uuid`,
    sql`${client.role} = 'client'`,
    clientScope(actor, 'messages.view', client),
  ];
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    filters.push(sql`lower(${client.firstName} || ' ' || ${client.lastName} || ' ' || ${client.email}) like ${pattern}`);
  }
  const kinds = (alias: string) => readableKinds(scope, client, sql.raw(`${alias}.kind`));
  return sql`
    select ${client.id} as id, ${client.firstName} as first_name, ${client.lastName} as last_name,
           ${latest}.id as message_id, ${latest}.kind, ${latest}.body, ${latest}.created_at, ${latest}.author_id,
           (select count(*)::int from message_attachments ma where ma.message_id = ${latest}.id) as attachment_count,
           (select count(*)::int from messages um
             where um.practice_id = ${actor.practiceId}::uuid and um.client_id = ${client.id} and ${kinds('um')}
               and um.author_id is distinct from ${actor.userId}::uuid
               and not exists (select 1 from message_reads mr where mr.message_id = um.id and mr.user_id = ${actor.userId}::uuid)) as unread_count
      from ${aliased(client)}
      left join lateral (
        select m.id, m.kind, m.body, m.created_at, m.author_id from messages m
         where m.practice_id = ${actor.practiceId}::uuid and m.client_id = ${client.id} and ${kinds('m')}
         order by m.created_at desc, m.id desc limit 1) ${latest} on true
     where ${sql.join(filters, sql` and `)}`;
}

function summaryFilter(query: MessagesSummaryQuery): SQL {
  if (query.filter === 'unread') return sql`listed.unread_count > 0`;
  if (query.filter === 'with_messages') return sql`listed.message_id is not null`;
  return sql`true`;
}

/** The staff's summary of their clients' threads, latest message first (clients without one last, by name). */
export async function listSummary(
  tx: Tx,
  scope: ReaderScope,
  query: MessagesSummaryQuery,
  excerpt: (body: string, attachments: number) => string,
): Promise<{ rows: MessagesSummaryRow[]; total: number }> {
  const { limit, offset } = pageOffset(query);
  const listed = summaryStatement(scope, query);
  const where = summaryFilter(query);
  const [page, counted] = await Promise.all([
    tx.execute<SummaryRecord>(sql`
      with listed as (${listed})
      select listed.*, a.first_name as author_first_name, a.last_name as author_last_name, a.role as author_role
        from listed left join users a on a.id = listed.author_id
       where ${where}
       order by listed.created_at desc nulls last, lower(listed.last_name), lower(listed.first_name), listed.id
       limit ${limit} offset ${offset}`),
    tx.execute<{ total: number }>(sql`with listed as (${listed}) select count(*)::int as total from listed where ${where}`),
  ]);
  return {
    rows: page.rows.map((row) => ({
      client: { id: row.id, first_name: row.first_name, last_name: row.last_name },
      last_message:
        row.message_id && row.kind && row.created_at
          ? {
              id: row.message_id,
              kind: row.kind,
              excerpt: excerpt(row.body ?? '', row.attachment_count),
              created_at: new Date(row.created_at).toISOString(),
              author:
                row.author_id && row.author_role
                  ? {
                      id: row.author_id,
                      name: `${row.author_first_name ?? ''} ${row.author_last_name ?? ''}`.trim(),
                      role: row.author_role,
                    }
                  : null,
              attachment_count: row.attachment_count,
            }
          : null,
      unread_count: row.unread_count,
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}
