import type { Actor, ClientAccountStatus, ClientListFilters, ClientListItem, ClientSortField } from '@advice/domain';
import { addressOf, usersEndpoints } from '@advice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { users } from '../../db/schema/index.ts';
import { fileVersion } from '../files/stored-files.ts';
import { clientScope, isWholePracticeScope } from './client-access.ts';

const clientName = [sql`lower(u.last_name)`, sql`lower(u.first_name)`];

/**
 * What each sort orders by, most significant first; each key takes the list's direction. The adviser's
 * name puts prospects still waiting for an adviser last either way, and each adviser's clients come A to
 * Z; the other columns keep PostgreSQL's own place for an empty value, so their indexes serve the order.
 */
const orderKeys: Record<ClientSortField, { keys: SQL[]; isNullsLast?: boolean; thenAscending?: SQL[] }> = {
  name: { keys: clientName },
  adviser: { keys: [sql`lower(adv.last_name)`, sql`lower(adv.first_name)`], isNullsLast: true, thenAscending: clientName },
  last_activity: { keys: [sql`cp.last_activity_at`] },
  est_total_case_size: { keys: [sql`cp.est_total_case_size`] },
  net_worth: { keys: [sql`cp.net_worth`] },
  created_at: { keys: [sql`cp.created_at`] },
  invited_at: { keys: [sql`u.invited_at`] },
};

function orderBy(filters: ClientListFilters): SQL {
  const direction = filters.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const { keys, isNullsLast = false, thenAscending = [] } = orderKeys[filters.sort];
  const nulls = isNullsLast ? sql` NULLS LAST` : sql``;
  return sql.join(
    [...keys.map((key) => sql`${key} ${direction}${nulls}`), ...thenAscending.map((key) => sql`${key} ASC`), sql`cp.user_id ${direction}`],
    sql`, `,
  );
}

/** The statement's users row of the client, for the one client scope. */
const listedClient = alias(users, 'u');

function tagFilter(tagIds: string[]): SQL {
  const ids = sql.join(
    tagIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`EXISTS (SELECT 1 FROM client_tag_assignments ta WHERE ta.client_id = cp.user_id AND ta.tag_id IN (${ids}))`;
}

/**
 * The status a client shows as, in the list and on the detail page alike: a prospect or client whose
 * invitation was cancelled is deactivated, but shows as the cancelled invitation it is. `user` is the
 * alias of the users row in the statement.
 */
export function shownClientStatus(user: SQL): SQL<ClientAccountStatus> {
  return sql<ClientAccountStatus>`CASE WHEN ${user}.status = 'deactivated' AND EXISTS (
           SELECT 1 FROM user_tokens ct WHERE ct.user_id = ${user}.id AND ct.kind = 'confirmation' AND ct.data ? 'cancelled')
         THEN 'invitation_cancelled' ELSE ${user}.status END`;
}

/** Narrowing the service adds beyond the public filters (e.g. pending invitations only). */
export type ListOnly = { status?: 'invited' | 'active' | 'deactivated' };

/** The WHERE clause of the list, its count and its export: one definition so they always agree. */
function listWhere(actor: Actor, filters: ClientListFilters, only: ListOnly): SQL {
  const parts: SQL[] = [sql`cp.practice_id = ${actor.practiceId}`, sql`u.role = 'client'`, clientScope(actor, 'client.view', listedClient)];
  if (only.status) parts.push(sql`u.status = ${only.status}`);
  if (filters.kind) parts.push(sql`cp.kind = ${filters.kind}`);
  if (filters.awaiting) parts.push(sql`cp.kind = 'prospect' AND u.adviser_id IS NULL AND u.status <> 'deactivated'`);
  if (filters.search) {
    parts.push(sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE ${`%${escapeLike(filters.search.toLowerCase())}%`}`);
  }
  if (filters.client_tag_ids?.length) parts.push(tagFilter(filters.client_tag_ids));
  return sql.join(parts, sql` AND `);
}

/** The list's page as one statement: filtered, sorted rows with their adviser's name and tags. */
export function clientListStatement(
  actor: Actor,
  filters: ClientListFilters,
  page: { limit: number; offset: number },
  only: ListOnly = {},
): SQL {
  return sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.avatar_file_id, u.adviser_id, u.invited_at,
           ${shownClientStatus(sql`u`)} AS status,
           cp.kind, cp.last_activity_at, cp.est_total_case_size, cp.net_worth, cp.created_at,
           adv.first_name || ' ' || adv.last_name AS adviser_name,
           coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name))
                       FROM client_tag_assignments ta JOIN client_tags t ON t.id = ta.tag_id
                      WHERE ta.client_id = u.id), '[]'::json) AS tags
      FROM client_profiles cp
      JOIN users u ON u.id = cp.user_id
      LEFT JOIN users adv ON adv.id = u.adviser_id
     WHERE ${listWhere(actor, filters, only)}
     ORDER BY ${orderBy(filters)}
     LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** Whether the filters need the users row; an unsearched count over the whole practice (a director's) reads client_profiles alone. */
function needsUsers(actor: Actor, filters: ClientListFilters, only: ListOnly): boolean {
  return !isWholePracticeScope(actor, 'client.view') || Boolean(filters.search || filters.awaiting || only.status);
}

export function clientCountStatement(actor: Actor, filters: ClientListFilters, only: ListOnly = {}): SQL {
  if (!needsUsers(actor, filters, only)) {
    const parts: SQL[] = [sql`cp.practice_id = ${actor.practiceId}`];
    if (filters.kind) parts.push(sql`cp.kind = ${filters.kind}`);
    if (filters.client_tag_ids?.length) parts.push(tagFilter(filters.client_tag_ids));
    return sql`SELECT count(*)::int AS total FROM client_profiles cp WHERE ${sql.join(parts, sql` AND `)}`;
  }
  return sql`SELECT count(*)::int AS total FROM client_profiles cp JOIN users u ON u.id = cp.user_id WHERE ${listWhere(actor, filters, only)}`;
}

const dialect = new PgDialect();
/** The statement's SQL text and parameters, so the benchmark can run the very same query through `pg`. */
export function toQuery(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}

type ListRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_file_id: string | null;
  status: string;
  adviser_id: string | null;
  invited_at: Date | string | null;
  kind: 'client' | 'prospect';
  last_activity_at: Date | string | null;
  est_total_case_size: string | number | null;
  net_worth: string | number | null;
  created_at: Date | string;
  adviser_name: string | null;
  tags: { id: string; name: string }[];
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

function present(row: ListRow): ClientListItem {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    avatar_url: row.avatar_file_id ? addressOf(usersEndpoints.getAvatar, { id: row.id }, { v: fileVersion(row.avatar_file_id) }) : null,
    kind: row.kind,
    status: row.status,
    adviser_id: row.adviser_id,
    adviser_name: row.adviser_name,
    last_activity_at: iso(row.last_activity_at),
    est_total_case_size: num(row.est_total_case_size),
    net_worth: num(row.net_worth),
    created_at: iso(row.created_at) ?? '',
    invited_at: iso(row.invited_at),
    tags: row.tags,
  };
}

export async function listClients(
  tx: Tx,
  actor: Actor,
  filters: ClientListFilters,
  page: { limit: number; offset: number },
  only: ListOnly = {},
): Promise<{ rows: ClientListItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    tx.execute<ListRow>(clientListStatement(actor, filters, page, only)),
    tx.execute<{ total: number }>(clientCountStatement(actor, filters, only)),
  ]);
  return { rows: rows.rows.map(present), total: count.rows[0]?.total ?? 0 };
}
