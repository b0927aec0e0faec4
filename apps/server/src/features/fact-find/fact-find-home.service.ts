import { type Actor, type FactFindSection, factFindSectionLabels, type Pagination } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { listFactFindsToReview as queryFactFindsToReview } from './fact-find-home.queries.ts';

/** GET /fact-finds/to-review: the fact finds with saves this member of staff has not reviewed, longest waiting first. */
export async function listFactFindsToReview(runtime: Runtime, actor: Actor, query: Pagination) {
  return queryFactFindsToReview(runtime.db, practiceActorOf(actor), pageOffset(query));
}

/**
 * Tells the client's staff that the client saved a section of their fact find, to review it. Only a
 * client's own save is told (staff know their own), and each person once while the bell is unread: a
 * client saving section after section rings a member of staff once, who then reviews everything at once.
 */
export async function notifyFactFindSaved(
  uow: UnitOfWork,
  input: { actor: Actor; client: UserRow; section: FactFindSection; request: RequestInfo },
): Promise<void> {
  const { actor, client, section, request } = input;
  if (actor.role !== 'client' || actor.userId !== client.id) return;
  await notify(uow, {
    area: 'fact-find',
    kind: 'fact_finds.updated',
    facts: {
      clientId: client.id,
      clientName: fullNameOf(client),
      sectionLabel: factFindSectionLabels[section],
    },
    actor: practiceActorOf(actor),
    client,
    tell: { client: false, staff: true },
    origin: request.origin,
    isOncePerUnread: true,
  });
}
