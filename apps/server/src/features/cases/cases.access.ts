import {
  type Actor,
  AppError,
  type ClientSubject,
  caseMessages,
  clientAccountMessages,
  isCaseVisibleToClient,
  isClientReadOnly,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import { findClientAccess } from '../people/client-access.ts';
import type { UserRow } from '../users/users.queries.ts';
import { type CaseRow, findCase } from './cases.queries.ts';

export type LoadedCase = { row: CaseRow; client: UserRow; subject: ClientSubject; actor: PracticeActor };

const notFound = () => new AppError('resource.not_found', { detail: caseMessages['cases.notFound'] });

/** The client a case or top-up belongs to, and how the actor stands to them (the client loader's subject); `null` for a stranger. */
export async function relationTo(
  tx: Tx,
  actor: PracticeActor,
  clientId: string,
): Promise<{ client: UserRow; subject: ClientSubject } | null> {
  const access = await findClientAccess(tx, actor, clientId);
  return access?.subject.relation ? { client: access.user, subject: access.subject } : null;
}

/**
 * Loads a case of the actor's practice with the actor's relation to its client. Another practice's
 * case, a case of a client the actor has no relation to, and a case the client cannot see yet are 404.
 * A case loaded to be written refuses a read-only client (deactivated, or whose invitation was cancelled).
 */
export async function loadCaseFor(tx: Tx, actor: Actor, caseId: string, purpose: 'read' | 'write'): Promise<LoadedCase> {
  const member = practiceActorOf(actor, 'case');
  const row = await findCase(tx, { practiceId: member.practiceId, id: caseId });
  if (!row) throw notFound();
  const relation = await relationTo(tx, member, row.clientId);
  if (!relation) throw notFound();
  if (relation.subject.relation === 'self' && !isCaseVisibleToClient(row.type, row.status, row.shownToClient)) throw notFound();
  if (purpose === 'write' && isClientReadOnly(relation.client.status))
    throw new AppError('client.read_only', { detail: clientAccountMessages['clients.readOnly'] });
  return { row, ...relation, actor: member };
}

/** Staff of the client (their advisers, supporting admins, directors): who may edit a case's fields. */
export function isClientStaff(subject: ClientSubject): boolean {
  return subject.relation !== null && subject.relation !== 'self';
}
