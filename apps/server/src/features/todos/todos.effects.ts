import { type Actor, type TodoNotificationKind, todoNotices, unnamedStaffMember } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { ClientAccess } from '../people/client-access.ts';
import { findUser, fullNameOf } from '../users/users.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** A client's to-do list changed: an open list of it (the client's, a follower's) reads it again. */
    'todos.changed': { clientId: string };
  }
}

/** Tells the client and every member of staff who may see the list that it changed, once the change commits. */
export function publishTodosChanged(uow: UnitOfWork, client: ClientAccess): void {
  const practiceId = client.user.practiceId ?? '';
  const event = { type: 'todos.changed', clientId: client.user.id } as const;
  uow.publish({ kind: 'user', userId: client.user.id }, event);
  uow.publish({ kind: 'clientStaff', practiceId, clientId: client.user.id, action: 'todos.view' }, event);
}

/**
 * Tells the other side of the list: the client when their staff added or completed a to-do, the client's
 * staff when the client did. New to-dos are mailed at once, several added together in one notice; a completed
 * one rings the bell only.
 */
export async function tellOtherSide(
  uow: UnitOfWork,
  {
    actor,
    client,
    kind,
    titles,
    request,
  }: { actor: Actor; client: ClientAccess; kind: TodoNotificationKind; titles: readonly [string, ...string[]]; request: RequestInfo },
): Promise<void> {
  const practiceId = client.user.practiceId ?? '';
  const isClientActing = actor.userId === client.user.id;
  const actorRow = isClientActing ? client.user : await findUser(uow.tx, { id: actor.userId, practiceId });
  const facts = {
    clientId: client.user.id,
    clientName: fullNameOf(client.user),
    actorName: actorRow ? fullNameOf(actorRow) : unnamedStaffMember,
    titles,
  };
  const texts = todoNotices[kind];
  await notify(uow, {
    area: 'client-space',
    kind,
    actor: { userId: actor.userId, practiceId },
    client: client.user,
    tell: { client: !isClientActing, staff: isClientActing },
    texts: isClientActing ? { staff: texts.staff(facts) } : { client: texts.client(facts) },
    origin: request.origin,
    mailing: kind === 'todos.created' ? 'now' : 'none',
  });
}
