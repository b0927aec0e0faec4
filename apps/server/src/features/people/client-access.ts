import {
  type Actor,
  type AdminRight,
  AppError,
  type ClientAccountStatus,
  type ClientAction,
  type ClientSubject,
  can,
  clientAccountMessages,
  isOpenOnClientAccount,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, adminAssignments, clientProfiles, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.queries.ts';

export type ClientRecord = { user: UserRow; profile: typeof clientProfiles.$inferSelect };

/** How the actor stands to a client, from the tables: the input every client permission check takes. */
export async function clientSubjectFor(tx: Tx, actor: Actor, client: UserRow): Promise<ClientSubject> {
  const none: ClientSubject = { relation: null, rights: [] };
  if (client.practiceId !== actor.practiceId) return none;
  if (actor.role === 'client') return actor.userId === client.id ? { relation: 'self', rights: [] } : none;
  if (actor.role === 'director') return { relation: 'director', rights: [] };
  if (actor.role === 'adviser') {
    if (client.adviserId === actor.userId) return { relation: 'own', rights: [] };
    const [extra] = await tx
      .select({ id: additionalAdvisers.adviserId })
      .from(additionalAdvisers)
      .where(and(eq(additionalAdvisers.clientId, client.id), eq(additionalAdvisers.adviserId, actor.userId)));
    return extra ? { relation: 'additional', rights: [] } : none;
  }
  if (actor.role === 'admin' && client.adviserId) {
    const [assignment] = await tx
      .select({ rights: adminAssignments.rights })
      .from(adminAssignments)
      .where(and(eq(adminAssignments.adminId, actor.userId), eq(adminAssignments.adviserId, client.adviserId)));
    return assignment ? { relation: 'supporting', rights: assignment.rights as AdminRight[] } : none;
  }
  return none;
}

/** The grants stored on the actor's account that permission checks need. */
async function canRemoveClients(tx: Tx, actor: Actor): Promise<boolean> {
  if (actor.role !== 'adviser') return false;
  const [row] = await tx.select({ value: users.canRemoveClients }).from(users).where(eq(users.id, actor.userId));
  return row?.value ?? false;
}

/**
 * Loads a client of the actor's practice and checks the action against the domain's tables.
 * A client the actor has no relation to answers 404 (so ids cannot be probed); a visible
 * client whose action is not allowed answers 403; a write on a deactivated, read-only account 409.
 */
export async function loadClientFor(
  tx: Tx,
  actor: Actor,
  clientId: string,
  action: ClientAction,
): Promise<ClientRecord & { subject: ClientSubject }> {
  const [row] = actor.practiceId
    ? await tx
        .select({ user: users, profile: clientProfiles })
        .from(users)
        .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(and(eq(users.id, clientId), eq(users.practiceId, actor.practiceId), eq(users.role, 'client')))
    : [];
  if (!row) throw new AppError('resource.not_found', { detail: 'This client does not exist.' });
  const subject = await clientSubjectFor(tx, actor, row.user);
  if (!subject.relation) throw new AppError('resource.not_found', { detail: 'This client does not exist.' });
  const permissionActor = { role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: await canRemoveClients(tx, actor) };
  if (!can(permissionActor, action, subject))
    throw new AppError('auth.forbidden', { detail: 'You do not have permission to do this for this client.' });
  if (!isOpenOnClientAccount(action, row.user.status as ClientAccountStatus))
    throw new AppError('client.read_only', { detail: clientAccountMessages['clients.readOnly'] });
  return { ...row, subject };
}
