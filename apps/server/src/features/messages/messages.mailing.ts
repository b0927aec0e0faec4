import {
  type Actor,
  isFeatureOn,
  type MailingList,
  messageMailGraceSeconds,
  messageThreadLink,
  senderNamesOf,
  type staffRoles,
} from '@advice/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { messages, practiceHosts, practices, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { loadClientFor } from '../people/client-access.ts';
import { visibleFollowerIds } from '../people/client-followers.ts';
import { fullNameOf } from '../users/users.queries.ts';

/**
 * Messages are mailed in batches, each person once per pass about each thread with messages they have not
 * seen: a burst of ten is one e-mail. A message waits `messageMailGraceSeconds` first, so someone reading
 * live (who marks it seen) is not mailed. Messages older than this are not mailed any more: a person who
 * starts following a client is not mailed the thread's history.
 */
const lookbackMillis = 60 * 60 * 1000;

/** Who is mailed about a client's messages: following staff who may see them, and the client unless they have no adviser. */
export async function getMailingList(runtime: Runtime, actor: Actor, clientId: string): Promise<MailingList> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'messages.view');
  const practiceId = access.user.practiceId ?? '';
  const staff = await runtime.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), sql`${users.id} in (${visibleFollowerIds({ practiceId, clientId })})`))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return {
    staff: staff.map((member) => ({
      id: member.id,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      role: member.role as (typeof staffRoles)[number],
    })),
    is_client_mailed: access.user.status === 'active' && access.user.adviserId !== null,
  };
}

/**
 * Where a mail's link points: the practice's named host (a name before an address), with the server's port
 * on a local one (`localhost`, `*.localhost`), which has no proxy in front of it.
 */
export async function practiceOrigin(runtime: Runtime, practiceId: string): Promise<string> {
  const [row] = await runtime.db
    .select({ host: practiceHosts.host })
    .from(practiceHosts)
    .where(eq(practiceHosts.practiceId, practiceId))
    .orderBy(sql`${practiceHosts.host} ~ '^[0-9.:]+$'`, asc(practiceHosts.host))
    .limit(1);
  const host = row?.host ?? 'localhost';
  const { publicUrlScheme, port } = runtime.config;
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || /^[0-9.]+$/u.test(host);
  return `${publicUrlScheme}://${host}${isLocal ? `:${port}` : ''}`;
}

type Batch = { user_id: string; is_staff: boolean; email: string; first_name: string; count: number; authors: string[]; latest: string };

/** Each recipient of one thread and their unseen messages in the window, with who wrote them. */
async function listBatches(
  db: Tx,
  thread: { practiceId: string; clientId: string; notesOn: boolean },
  window: { since: Date; until: Date },
) {
  const { practiceId, clientId, notesOn } = thread;
  const result = await db.execute<Batch>(sql`
    with recipients as (
      select staff_id as user_id, true as is_staff from (${visibleFollowerIds({ practiceId, clientId })}) f
      union
      select c.id, false from users c
       where c.id = ${clientId}::uuid and c.practice_id = ${practiceId}::uuid and c.status = 'active' and c.adviser_id is not null
    )
    select r.user_id, r.is_staff, u.email, u.first_name, count(m.id)::int as count,
           array_agg(coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), 'Someone') order by m.created_at) as authors,
           max(m.created_at)::text as latest
      from recipients r
      join users u on u.id = r.user_id
      join messages m on m.practice_id = ${practiceId}::uuid and m.client_id = ${clientId}::uuid
       and (m.kind = 'client_note' or (r.is_staff and ${notesOn} and m.kind = 'practice_note'))
       and m.author_id is distinct from r.user_id
       and m.created_at <= ${window.until.toISOString()}::timestamptz
       and m.created_at > greatest(${window.since.toISOString()}::timestamptz,
             coalesce((select mm.mailed_up_to from message_mailings mm where mm.user_id = r.user_id and mm.client_id = ${clientId}::uuid), '-infinity'))
       and not exists (select 1 from message_reads mr where mr.message_id = m.id and mr.user_id = r.user_id)
      left join users a on a.id = m.author_id
     group by r.user_id, r.is_staff, u.email, u.first_name`);
  return result.rows;
}

/**
 * Mails one thread's recipients their batch, and remembers how far each one's mails went (the newest message
 * mailed), in one unit of work.
 */
async function mailThread(
  runtime: Runtime,
  thread: { practiceId: string; clientId: string; notesOn: boolean },
  window: { since: Date; until: Date },
  origin: string,
): Promise<number> {
  return inTransaction(runtime, async (uow) => {
    // Two passes at once (a slow one, the next minute's) mail a thread one after the other, the second finding it done.
    await uow.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`messages.mail:${thread.clientId}`}, 0))`);
    const [client] = await uow.tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, thread.clientId));
    if (!client) return 0;
    const batches = await listBatches(uow.tx, thread, window);
    for (const batch of batches) {
      await uow.mail({
        practiceId: thread.practiceId,
        to: batch.email,
        template: 'messagesDigest',
        params: {
          firstName: batch.first_name,
          count: batch.count,
          senders: senderNamesOf(batch.authors),
          clientName: batch.is_staff ? fullNameOf(client) : undefined,
          link: `${origin}${messageThreadLink(!batch.is_staff, thread.clientId)}`,
        },
      });
      await uow.tx.execute(sql`
        insert into message_mailings (user_id, client_id, mailed_up_to)
        values (${batch.user_id}::uuid, ${thread.clientId}::uuid, ${batch.latest}::timestamptz)
        on conflict (user_id, client_id) do update set mailed_up_to = greatest(message_mailings.mailed_up_to, excluded.mailed_up_to)`);
    }
    return batches.length;
  });
}

/**
 * The pass of the mailing job: every thread with a message in the last hour (older than the grace) in a
 * practice whose messages are on; answers how many e-mails it wrote.
 */
export async function mailUnseenMessages(runtime: Runtime, now: Date = new Date()): Promise<number> {
  const until = new Date(now.getTime() - messageMailGraceSeconds * 1000);
  const window = { since: new Date(until.getTime() - lookbackMillis), until };
  const threads = await runtime.db
    .selectDistinct({ practiceId: messages.practiceId, clientId: messages.clientId, flags: practices.featureFlags })
    .from(messages)
    .innerJoin(practices, eq(practices.id, messages.practiceId))
    .where(and(gt(messages.createdAt, window.since), lte(messages.createdAt, window.until)));
  const origins = new Map<string, string>();
  let mailed = 0;
  for (const thread of threads) {
    const flags = thread.flags as Record<string, unknown>;
    if (!isFeatureOn(flags, 'messages')) continue;
    const origin = origins.get(thread.practiceId) ?? (await practiceOrigin(runtime, thread.practiceId));
    origins.set(thread.practiceId, origin);
    mailed += await mailThread(runtime, { ...thread, notesOn: isFeatureOn(flags, 'notes') }, window, origin);
  }
  return mailed;
}
