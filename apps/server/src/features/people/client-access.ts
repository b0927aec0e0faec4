import {
  type Actor,
  type ActorCondition,
  type AdminRight,
  AppError,
  type ClientAction,
  type ClientRelation,
  type ClientSubject,
  can,
  clientAccountMessages,
  clientAccountStatuses,
  clientMessages,
  clientRelations,
  isOpenOnClientAccount,
  meetsCondition,
  type PermissionActor,
  type PermissionRule,
  permissionRuleFor,
  type Role,
  type StaffSubject,
  type StaffSubjectAction,
  staffSubjectOf,
} from '@advice/domain';
import { and, eq, getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, adminAssignments, clientProfiles, users } from '../../db/schema/index.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { UserRow } from '../users/users.queries.ts';

/*
 * Client access, in one place: how an actor stands to a client (and to a member of staff) is written
 * once, as SQL terms per relation; the domain's table turns them into a list scope ("the clients this
 * actor may <action>") and the loader reads the same terms for one client and asks the domain's `can`.
 * client-access.property.test.ts checks the two agree for every relation and action.
 */

/** A term of a condition: SQL, or a truth known before the query is sent (the actor's role, say). */
type Term = SQL | boolean;

function allOf(...terms: Term[]): Term {
  if (terms.includes(false)) return false;
  const parts = terms.filter((term): term is SQL => term !== true);
  return parts.length === 0 ? true : (and(...parts) ?? true);
}

function anyOf(...terms: Term[]): Term {
  if (terms.includes(true)) return true;
  const parts = terms.filter((term): term is SQL => term !== false);
  return parts.length === 0 ? false : (or(...parts) ?? false);
}

const toSql = (term: Term): SQL => (term === true ? sql`true` : term === false ? sql`false` : term);

/** An alias of `users` in a FROM clause: drizzle renders an aliased table in raw SQL by its alias alone. */
export function aliased(table: ReturnType<typeof alias<typeof users, string>>): SQL {
  return sql`${users} ${sql.identifier(getTableName(table))}`;
}

/** The actor as SQL: the signed-in actor (values known before the query) or a users row of the statement. */
type ActorTerms = { id: SQL; practiceId: SQL; is: (role: Role) => Term; meets: (condition: ActorCondition) => Term };

function signedInActor(actor: PracticeActor): ActorTerms {
  const permissionActor: PermissionActor = { role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: false };
  return {
    id: sql`${actor.userId}::uuid`,
    practiceId: sql`${actor.practiceId}::uuid`,
    is: (role) => actor.role === role,
    // The removal grant lives on the adviser's row, which the session does not carry.
    meets: (condition) =>
      condition === 'primeAdmin'
        ? meetsCondition(permissionActor, condition)
        : actor.role === 'adviser' &&
          sql`exists (select 1 from users grantee where grantee.id = ${actor.userId}::uuid and grantee.can_remove_clients)`,
  };
}

type UsersRef = { id: AnyPgColumn; practiceId: AnyPgColumn; role: AnyPgColumn; adviserId: AnyPgColumn; status: AnyPgColumn };
type StaffRef = UsersRef & { adminLevel: AnyPgColumn; canRemoveClients: AnyPgColumn };

function actorRow(row: StaffRef): ActorTerms {
  return {
    id: sql`${row.id}`,
    practiceId: sql`${row.practiceId}`,
    is: (role) => eq(row.role, role),
    meets: (condition) =>
      condition === 'primeAdmin'
        ? toSql(allOf(eq(row.role, 'admin'), eq(row.adminLevel, 'prime')))
        : toSql(allOf(eq(row.role, 'adviser'), eq(row.canRemoveClients, true))),
  };
}

/** An admin supporting the adviser `adviserId`, holding `right` when one is named. */
function supports(actor: ActorTerms, adviserId: SQL | AnyPgColumn, right?: AdminRight): SQL {
  const holds = right ? sql` and ${adminAssignments.rights} ? ${right}` : sql``;
  return sql`exists (select 1 from ${adminAssignments} where ${adminAssignments.adminId} = ${actor.id} and ${adminAssignments.adviserId} = ${adviserId}${holds})`;
}

/** The actor stands to the client row in `relation` (and, supporting, holds `right`). */
function clientRelationTerm(relation: ClientRelation, actor: ActorTerms, client: UsersRef, right?: AdminRight): Term {
  switch (relation) {
    case 'self':
      return allOf(actor.is('client'), sql`${client.id} = ${actor.id}`);
    case 'own':
      return allOf(actor.is('adviser'), sql`${client.adviserId} = ${actor.id}`);
    case 'additional':
      // The client's own adviser is 'own' even if a stale row also lists them as additional.
      return allOf(
        actor.is('adviser'),
        sql`${client.adviserId} is distinct from ${actor.id}`,
        sql`exists (select 1 from ${additionalAdvisers} where ${additionalAdvisers.clientId} = ${client.id} and ${additionalAdvisers.adviserId} = ${actor.id})`,
      );
    case 'supporting':
      return allOf(actor.is('admin'), supports(actor, client.adviserId, right));
    case 'director':
      return actor.is('director');
  }
}

/** The actor stands to the staff row in `relation`: themself, an admin supporting that adviser, or a director. */
function staffRelationTerm(relation: ClientRelation, actor: ActorTerms, member: UsersRef, right?: AdminRight): Term {
  if (relation === 'self') return sql`${member.id} = ${actor.id}`;
  if (relation === 'supporting')
    return allOf(actor.is('admin'), sql`${member.id} is distinct from ${actor.id}`, supports(actor, member.id, right));
  if (relation === 'director') return allOf(actor.is('director'), sql`${member.id} is distinct from ${actor.id}`);
  return false;
}

type RelationTerm = (relation: ClientRelation, actor: ActorTerms, row: UsersRef, right?: AdminRight) => Term;

/** The table's rule for one relation as a term: the relation holds, and so does the rule's right or condition. */
function ruleTerm(rule: PermissionRule | undefined, relation: ClientRelation, actor: ActorTerms, row: UsersRef, term: RelationTerm): Term {
  if (rule === undefined) return false;
  if (rule === true) return term(relation, actor, row);
  if (typeof rule === 'string') return allOf(term(relation, actor, row), actor.meets(rule));
  return relation === 'supporting' ? term(relation, actor, row, rule.right) : false;
}

/** The account statuses on which the action stays open: a read-only (deactivated) account refuses every write. */
function openTerm(action: ClientAction, client: UsersRef): Term {
  const open = clientAccountStatuses.filter((status) => isOpenOnClientAccount(action, status));
  return open.length === clientAccountStatuses.length || inArray(client.status, open);
}

function clientScopeTerm(actor: ActorTerms, action: ClientAction, client: UsersRef): Term {
  const relations = clientRelations.map((relation) =>
    ruleTerm(permissionRuleFor(action, relation), relation, actor, client, clientRelationTerm),
  );
  return allOf(sql`${client.practiceId} = ${actor.practiceId}`, eq(client.role, 'client'), openTerm(action, client), anyOf(...relations));
}

/**
 * The one list scope: a condition on a users row (`users` itself, or an alias of it) that holds exactly
 * for the clients the actor may take `action` on: of their practice, related as the domain's table
 * allows, and open to the action (a deactivated account is out of every write's scope).
 */
export function clientScope(actor: Actor, action: ClientAction, client: UsersRef = users): SQL {
  if (!actor.practiceId) return sql`false`;
  return toSql(clientScopeTerm(signedInActor(actor as PracticeActor), action, client));
}

/**
 * Whether the scope is every client of the actor's practice (a director viewing, say), so a list already
 * filtered to the practice's clients needs no further condition.
 */
export function isWholePracticeScope(actor: Actor, action: ClientAction): boolean {
  if (!actor.practiceId) return false;
  const actorTerms = signedInActor(actor as PracticeActor);
  const relations = clientRelations.map((relation) =>
    ruleTerm(permissionRuleFor(action, relation), relation, actorTerms, users, clientRelationTerm),
  );
  return anyOf(...relations) === true && openTerm(action, users) === true;
}

/**
 * The scope as a condition on a client id column of rows the caller has already filtered to the actor's
 * practice (cases, top-ups): those rows always name a client of that practice.
 */
export function clientIdScope(actor: Actor, action: ClientAction, clientId: AnyPgColumn): SQL {
  if (isWholePracticeScope(actor, action)) return sql`true`;
  const client = alias(users, 'scoped_client');
  return sql`${clientId} in (select ${client.id} from ${aliased(client)} where ${clientScope(actor, action, client)})`;
}

/**
 * Members of staff (`staff`, a users row of the statement) who may take `action` on the client row
 * `client`: the same relations, read from the other side (who auto-follows a new client).
 */
export function staffMayActOn(staff: StaffRef, action: ClientAction, client: UsersRef): SQL {
  return toSql(clientScopeTerm(actorRow(staff), action, client));
}

export type ClientRecord = { user: UserRow; profile: typeof clientProfiles.$inferSelect };
export type ClientAccess = ClientRecord & { subject: ClientSubject; actor: PermissionActor };

const notFound = () => new AppError('resource.not_found', { detail: clientMessages['clients.notFound'] });

/** The CASE naming the first relation whose term holds, as the loader reads it; `null` when none does. */
function relationCase(actor: ActorTerms, row: UsersRef, term: RelationTerm): SQL<ClientRelation | null> {
  const branches = clientRelations.flatMap((relation) => {
    const holds = term(relation, actor, row);
    return holds === false ? [] : [sql`when ${toSql(holds)} then ${relation}::text`];
  });
  return branches.length === 0 ? sql`null::text` : sql`case ${sql.join(branches, sql` `)} else null end`;
}

/** The rights of the actor's assignment to the adviser `adviserId`, when the actor is an admin supporting them. */
function supportRights(actor: PracticeActor, adviserId: AnyPgColumn): SQL<AdminRight[] | null> {
  if (actor.role !== 'admin') return sql`null::jsonb`;
  return sql`(select ${adminAssignments.rights} from ${adminAssignments} where ${adminAssignments.adminId} = ${actor.userId}::uuid and ${adminAssignments.adviserId} = ${adviserId})`;
}

/**
 * A client of the actor's practice with how the actor stands to them (a `null` relation: none), read
 * with the scope's own terms; `null` when the practice has no such client (another practice's included).
 */
export async function findClientAccess(tx: Tx, actor: Actor, clientId: string): Promise<ClientAccess | null> {
  if (!actor.practiceId) return null;
  const member = actor as PracticeActor;
  const terms = signedInActor(member);
  const [row] = await tx
    .select({
      user: users,
      profile: clientProfiles,
      relation: relationCase(terms, users, clientRelationTerm),
      rights: supportRights(member, users.adviserId),
      canRemoveClients: sql<boolean>`${toSql(terms.meets('canRemoveClients'))}`,
    })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, clientId), eq(users.practiceId, member.practiceId), eq(users.role, 'client')));
  if (!row) return null;
  const subject: ClientSubject = { relation: row.relation, rights: row.relation === 'supporting' ? (row.rights ?? []) : [] };
  const permissionActor = { role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: row.canRemoveClients === true };
  return { user: row.user, profile: row.profile, subject, actor: permissionActor };
}

/** How the loader answers a member of the practice with no relation to the client. */
type LoadOptions = { unrelated?: 'not_found' | 'forbidden' };

/**
 * The loader's check, apart from its read: 404 for no such client (another practice's included) or no
 * relation, 403 for a related actor the table does not allow, 409 for a write on a read-only account.
 */
export function assertClientAction(
  access: ClientAccess | null,
  action: ClientAction,
  { unrelated = 'not_found' }: LoadOptions = {},
): asserts access is ClientAccess {
  if (!access || (!access.subject.relation && unrelated === 'not_found')) throw notFound();
  if (!can(access.actor, action, access.subject))
    throw new AppError('auth.forbidden', { detail: clientAccountMessages['clients.forbidden'] });
  if (!isOpenOnClientAccount(action, access.user.status))
    throw new AppError('client.read_only', { detail: clientAccountMessages['clients.readOnly'] });
}

/**
 * The one loader: a client of the actor's practice, checked against the domain's table. A client the
 * actor has no relation to answers 404 (so ids cannot be probed), another practice's included; a
 * related client whose action is not allowed answers 403; a write on a deactivated, read-only account 409.
 * `unrelated: 'forbidden'` is for the user-account routes (unblock, resend confirmation), which have always
 * told a member of the practice 403 for a client not theirs; another practice's client is a 404 all the same.
 */
export async function loadClientFor(
  tx: Tx,
  actor: Actor,
  clientId: string,
  action: ClientAction,
  options: LoadOptions = {},
): Promise<ClientAccess> {
  const access = await findClientAccess(tx, actor, clientId);
  assertClientAction(access, action, options);
  return access;
}

/**
 * How the actor stands to a member of staff of their practice (`staffId`): themself, a director, or a
 * practice admin supporting that adviser with the rights they granted. Whether the member exists is the caller's.
 */
export async function findStaffSubject(tx: Tx, actor: Actor, staffId: string): Promise<StaffSubject> {
  const member = practiceActorOf(actor);
  const [assignment] =
    actor.role === 'admin' && staffId !== actor.userId
      ? await tx
          .select({ rights: adminAssignments.rights })
          .from(adminAssignments)
          .where(and(eq(adminAssignments.adminId, actor.userId), eq(adminAssignments.adviserId, staffId)))
      : [];
  return staffSubjectOf(member, staffId, (assignment?.rights as AdminRight[] | undefined) ?? null);
}

/** Refuses (403) a staff-page action the domain's table does not give the actor; a member of the practice is no secret. */
export function assertStaffSubject(
  actor: Actor,
  action: StaffSubjectAction,
  subject: StaffSubject,
  detail: string,
  pointer?: string,
): void {
  if (!can({ role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: false }, action, subject))
    throw new AppError('auth.forbidden', pointer ? { detail, pointer } : { detail });
}

/** The members of staff (a users row of the statement) the actor may take a staff-page action on, by the same table. */
export function staffScope(actor: Actor, action: StaffSubjectAction, member: UsersRef = users): SQL {
  if (!actor.practiceId) return sql`false`;
  const terms = signedInActor(actor as PracticeActor);
  const relations = clientRelations.map((relation) =>
    ruleTerm(permissionRuleFor(action, relation), relation, terms, member, staffRelationTerm),
  );
  return toSql(allOf(sql`${member.practiceId} = ${terms.practiceId}`, anyOf(...relations)));
}
