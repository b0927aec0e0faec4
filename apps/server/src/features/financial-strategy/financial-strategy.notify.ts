import { financialStrategyNotices } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { ClientAccess } from '../people/client-access.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** One of the client's strategies changed (shared, unshared, edited, its document replaced, deleted): open lists read it again. */
    'financialStrategies.changed': { clientId: string; strategyId: string };
  }
}

/**
 * Tells the open pages a strategy changed, at commit: the client's staff always, the client
 * only when the change is one they can see (a strategy shared with them, before or after the change).
 */
export function publishStrategyChange(uow: UnitOfWork, client: ClientAccess, strategy: { id: string; isSeenByClient: boolean }): void {
  const practiceId = client.user.practiceId ?? '';
  const event = { type: 'financialStrategies.changed', clientId: client.user.id, strategyId: strategy.id } as const;
  uow.publish({ kind: 'clientStaff', practiceId, clientId: client.user.id, action: 'financialStrategy.view' }, event);
  if (strategy.isSeenByClient) uow.publish({ kind: 'user', userId: client.user.id }, event);
}

/**
 * Tells the client a strategy was shared with them (a bell and, when they have an adviser, a mail at once)
 * or no longer is (a bell); the producer never tells the actor, nor a client whose account is not active.
 */
export async function tellClientOfSharing(
  uow: UnitOfWork,
  change: {
    isShared: boolean;
    actor: { userId: string; practiceId: string };
    client: ClientAccess;
    strategy: { id: string; title: string };
    info: RequestInfo;
  },
): Promise<void> {
  const facts = { strategyId: change.strategy.id, title: change.strategy.title };
  await notify(uow, {
    area: 'client-space',
    kind: change.isShared ? 'financial_strategies.shared' : 'financial_strategies.unshared',
    actor: change.actor,
    client: change.client.user,
    tell: { client: true, staff: false },
    texts: { client: change.isShared ? financialStrategyNotices.shared(facts) : financialStrategyNotices.unshared(facts) },
    origin: change.info.origin,
    mailing: change.isShared ? 'now' : 'none',
  });
}
