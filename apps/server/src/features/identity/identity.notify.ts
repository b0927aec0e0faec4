import { identityNotices } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { ClientAccess } from '../people/client-access.ts';
import { fullNameOf } from '../users/users.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** Something of the client's identification changed (details, a document, a lock, a copy request): open pages read it again. */
    'identity.changed': { clientId: string };
  }
}

/**
 * Tells the open pages the identification changed, at commit: the client, and every member of staff
 * who may see it. The event names no document, so it tells a reader nothing they may not see.
 */
export function publishIdentityChange(uow: UnitOfWork, client: ClientAccess): void {
  const practiceId = client.user.practiceId ?? '';
  const event = { type: 'identity.changed', clientId: client.user.id } as const;
  uow.publish({ kind: 'clientStaff', practiceId, clientId: client.user.id, action: 'identity.view' }, event);
  uow.publish({ kind: 'user', userId: client.user.id }, event);
}

/** Tells the client their adviser asked for a physical copy of a document: a bell and, when they have an adviser, a mail. */
export async function tellClientOfCopyRequest(
  uow: UnitOfWork,
  request: {
    actor: { userId: string; practiceId: string; firstName: string; lastName: string };
    client: ClientAccess;
    documentName: string;
    note: string;
    info: RequestInfo;
  },
): Promise<void> {
  await notify(uow, {
    area: 'client-space',
    kind: 'identity.copy_requested',
    actor: { userId: request.actor.userId, practiceId: request.actor.practiceId },
    client: request.client.user,
    tell: { client: true, staff: false },
    texts: {
      client: identityNotices.copyRequested({
        adviserName: fullNameOf(request.actor) || 'Your adviser',
        documentName: request.documentName,
        note: request.note,
      }),
    },
    origin: request.info.origin,
    mailing: 'now',
  });
}
