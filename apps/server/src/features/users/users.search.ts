import type { Actor, Pagination, UserEmailSearchQuery, UserSearchQuery, UserSearchResult } from '@advice/domain';
import { staffRoles } from '@advice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { users } from '../../db/schema/index.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { aliased, clientScope } from '../people/client-access.ts';

/** The statement's users row of a person found. */
const person = alias(users, 'found');

type SearchPage = { rows: UserSearchResult[]; total: number };

/**
 * Whom the actor may find: the clients the one client access rule lets them view (a client: themself
 * alone), and for staff, every member of staff of their own practice; never anyone of another practice.
 */
function visibleTo(actor: Actor): SQL {
  const clients = clientScope(actor, 'client.view', person);
  if (!(staffRoles as readonly string[]).includes(actor.role)) return clients;
  const roles = sql.join(
    staffRoles.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(${clients} OR (${person.practiceId} = ${actor.practiceId}::uuid AND ${person.role} IN (${roles})))`;
}

/** One page of the people the actor may see who meet `matches`, by surname then first name, and how many there are. */
async function findVisiblePeople(tx: Tx, actor: Actor, matches: SQL, pagination: Pagination): Promise<SearchPage> {
  const where = sql`${person.practiceId} = ${actor.practiceId}::uuid AND ${visibleTo(actor)} AND ${matches}`;
  const { limit, offset } = pageOffset(pagination);
  const [found, counted] = await Promise.all([
    tx.execute<UserSearchResult>(sql`
      SELECT ${person.id} AS id, ${person.firstName} AS first_name, ${person.lastName} AS last_name,
             ${person.email} AS email, ${person.role} AS role
        FROM ${aliased(person)}
       WHERE ${where}
       ORDER BY lower(${person.lastName}), lower(${person.firstName}), ${person.id}
       LIMIT ${limit} OFFSET ${offset}`),
    tx.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${aliased(person)} WHERE ${where}`),
  ]);
  return { rows: found.rows, total: counted.rows[0]?.total ?? 0 };
}

/** `GET /users/search`: the people the actor may see whose name or e-mail holds the term, whatever its case. */
export async function searchUsers(runtime: Runtime, actor: Actor, query: UserSearchQuery): Promise<SearchPage> {
  const member = practiceActorOf(actor);
  const pattern = `%${escapeLike(query.query.toLowerCase())}%`;
  const matches = sql`lower(${person.firstName} || ' ' || ${person.lastName} || ' ' || ${person.email}) LIKE ${pattern}`;
  return findVisiblePeople(runtime.db, member, matches, query);
}

/** `GET /users/email_search`: the person the actor may see with exactly this address, whatever its case. */
export async function searchUsersByEmail(runtime: Runtime, actor: Actor, query: UserEmailSearchQuery): Promise<SearchPage> {
  const member = practiceActorOf(actor);
  return findVisiblePeople(runtime.db, member, sql`lower(${person.email}) = ${query.email.toLowerCase()}`, query);
}
