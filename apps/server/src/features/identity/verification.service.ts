import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  assertVerificationTransition,
  availableVerificationActions,
  type ClientAction,
  can,
  isFeatureOn,
  isOpenOnClientAccount,
  type Verification,
  type VerificationAction,
  type VerificationAuditQuery,
  type VerificationCreateBody,
  type VerificationListQuery,
  type VerificationMessageKey,
  type VerificationSaved,
  verificationAuditActions,
  verificationMessage,
} from '@advice/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents, identityVerifications } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { publishVerificationChange, tellOfVerification } from './verification.notify.ts';
import {
  detailsOfRow,
  findNamedVerification,
  findVerificationForUpdate,
  listVerificationRows,
  type NamedVerificationRow,
  type VerificationKey,
  type VerificationRow,
} from './verification.queries.ts';

/*
 * A client's identity verifications. Every function goes through the one client loader with a
 * `verification.*` action and the domain's machine for the status; each change writes its audit event (entity
 * kind `client`, entity id the client's, the verification's id in the payload) in its transaction. The sign-in
 * at the authority (its start and its return) is in verification.flow.ts.
 */

export type FeatureFlags = Record<string, unknown>;

export function verificationNotFound(): AppError {
  return new AppError('resource.not_found', { detail: verificationMessage('verification.notFound') });
}

export const keyOf = (client: ClientAccess): VerificationKey => ({ practiceId: client.user.practiceId ?? '', clientId: client.user.id });

const clientActionOf = {
  submit: 'verification.submit',
  complete: 'verification.complete',
  cancel: 'verification.cancel',
} as const satisfies Record<VerificationAction, ClientAction>;

/** The actions the viewer may take now: the machine's, those the relation table allows, none on a read-only account. */
function actionsFor(row: VerificationRow, client: ClientAccess): VerificationAction[] {
  return availableVerificationActions(row.status, client.subject).filter((action) => {
    const clientAction = clientActionOf[action];
    return can(client.actor, clientAction, client.subject) && isOpenOnClientAccount(clientAction, client.user.status);
  });
}

const personOf = (person: { id: string; name: string | null } | null) => (person ? { id: person.id, name: person.name ?? '' } : null);

/** One verification as its viewer reads it: never a raw row (the pending sign-in stays inside). */
export function present(named: NamedVerificationRow, client: ClientAccess): Verification {
  const row = named.verification;
  return {
    id: row.id,
    client_id: row.clientId,
    authority: row.authority,
    status: row.status,
    cover_note: row.coverNote,
    details: detailsOfRow(row),
    created_by: personOf(named.createdBy),
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: personOf(named.completedBy),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelled_by: personOf(named.cancelledBy),
    actions: actionsFor(row, client),
  };
}

export async function presentSaved(
  db: Db | Tx,
  client: ClientAccess,
  id: string,
  message: VerificationMessageKey,
): Promise<VerificationSaved> {
  const named = await findNamedVerification(db, keyOf(client), id);
  if (!named) throw verificationNotFound();
  return { ...present(named, client), message: verificationMessage(message) };
}

/** The verification, locked for a change; a 404 when the client has none of that id. */
export async function loadVerificationForUpdate(tx: Tx, client: ClientAccess, id: string): Promise<VerificationRow> {
  const row = await findVerificationForUpdate(tx, keyOf(client), id);
  if (!row) throw verificationNotFound();
  return row;
}

/** What every event of a verification names: which one, and through which authority. */
export const refOf = (row: Pick<VerificationRow, 'id' | 'authority'>) => ({ verification_id: row.id, authority: row.authority });

export async function listIdentityVerifications(runtime: Runtime, actor: Actor, clientId: string, query: VerificationListQuery) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'verification.view');
  const { rows, total } = await listVerificationRows(runtime.db, keyOf(client), { status: query.status, ...pageOffset(query) });
  return { rows: rows.map((row) => present(row, client)), total };
}

export async function getIdentityVerification(runtime: Runtime, actor: Actor, clientId: string, id: string): Promise<Verification> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'verification.view');
  const named = await findNamedVerification(runtime.db, keyOf(client), id);
  if (!named) throw verificationNotFound();
  return present(named, client);
}

/** The adviser asks the client to verify: through an authority the practice has switched on; the client is told. */
export async function createIdentityVerification(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: VerificationCreateBody,
  info: RequestInfo,
  flags: FeatureFlags,
): Promise<VerificationSaved> {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'verification.create');
    if (!isFeatureOn(flags, body.authority))
      throw new AppError('rule.violated', {
        detail: verificationMessage('verification.authorityOff', body.authority),
        pointer: '/authority',
      });
    const key = keyOf(client);
    const id = randomUUID();
    await uow.tx
      .insert(identityVerifications)
      .values({ id, ...key, authority: body.authority, coverNote: body.cover_note, createdBy: actor.userId });
    await writeAudit(uow.tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: key.clientId,
      action: 'verification_created',
      after: { ...refOf({ id, authority: body.authority }), cover_note: body.cover_note },
      ip: info.ip,
    });
    const practiceActor = { userId: actor.userId, practiceId: key.practiceId };
    await tellOfVerification(uow, {
      happened: 'requested',
      actor: practiceActor,
      client: client.user,
      verification: { id, authority: body.authority },
      origin: info.origin,
    });
    publishVerificationChange(uow, client.user, id);
    return presentSaved(uow.tx, client, id, 'verification.created');
  });
}

/**
 * The adviser completes a submitted verification, or either side cancels one (for good): the machine says
 * which moves are open, the relation table who may make them; the other side is told.
 */
export async function moveIdentityVerification(
  runtime: Runtime,
  actor: Actor,
  target: { clientId: string; id: string; action: 'complete' | 'cancel' },
  info: RequestInfo,
): Promise<VerificationSaved> {
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, target.clientId, clientActionOf[target.action]);
    const row = await loadVerificationForUpdate(uow.tx, client, target.id);
    const transition = assertVerificationTransition(row.status, target.action, client.subject);
    const now = new Date();
    const isComplete = target.action === 'complete';
    await uow.tx
      .update(identityVerifications)
      .set({
        status: transition.to,
        updatedAt: now,
        ...(isComplete ? { completedAt: now, completedBy: actor.userId } : { cancelledAt: now, cancelledBy: actor.userId, flow: null }),
      })
      .where(eq(identityVerifications.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client',
      entityId: row.clientId,
      action: isComplete ? 'verification_completed' : 'verification_cancelled',
      before: { status: row.status },
      after: { ...refOf(row), status: transition.to },
      ip: info.ip,
    });
    await tellOfVerification(uow, {
      happened: isComplete ? 'completed' : 'cancelled',
      actor: { userId: actor.userId, practiceId: row.practiceId },
      client: client.user,
      verification: row,
      origin: info.origin,
    });
    publishVerificationChange(uow, client.user, row.id);
    return presentSaved(uow.tx, client, row.id, isComplete ? 'verification.completed' : 'verification.cancelled');
  });
}

/** The client's verification events as sentences, newest first; of one verification when the query names it. */
export async function listIdentityVerificationAuditTrail(runtime: Runtime, actor: Actor, clientId: string, query: VerificationAuditQuery) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'verification.view');
  const verificationId = query.verification_id;
  const otherVerification = verificationId
    ? sql`coalesce(${auditEvents.after}->>'verification_id', ${auditEvents.before}->>'verification_id', '') <> ${verificationId}`
    : undefined;
  return listEntityAudit(runtime.db, {
    practiceId: keyOf(client).practiceId,
    entityKind: 'client',
    entityId: client.user.id,
    actions: verificationAuditActions,
    except: otherVerification,
    ...pageOffset(query),
  });
}
