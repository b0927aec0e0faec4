import { type NoticeText, type VerificationAuthority, type VerificationNoticeFacts, verificationNotices } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** One of the client's identity verifications changed: open lists and pages read it again. */
    'identityVerifications.changed': { clientId: string; verificationId: string };
  }
}

type Client = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'status' | 'adviserId' | 'practiceId'>;

/** Tells the open pages of the client and of every member of staff who may see it that a verification changed, at commit. */
export function publishVerificationChange(uow: UnitOfWork, client: Client, verificationId: string): void {
  const practiceId = client.practiceId ?? '';
  const event = { type: 'identityVerifications.changed', clientId: client.id, verificationId } as const;
  uow.publish({ kind: 'clientStaff', practiceId, clientId: client.id, action: 'verification.view' }, event);
  uow.publish({ kind: 'user', userId: client.id }, event);
}

type Happened = 'requested' | 'submitted' | 'completed' | 'cancelled';

const kinds = {
  requested: 'identity.verification_requested',
  submitted: 'identity.verification_submitted',
  completed: 'identity.verification_completed',
  cancelled: 'identity.verification_cancelled',
} as const satisfies Record<Happened, string>;

/**
 * Who hears of what (by bell and mail): the client of a new request, of its completion and of a cancellation by
 * staff; the staff who may see the client of a submission and of a cancellation by the client. The producer never
 * tells the actor.
 */
function textsOf(happened: Happened, isClientActor: boolean, facts: VerificationNoticeFacts): { client?: NoticeText; staff?: NoticeText } {
  switch (happened) {
    case 'requested':
      return { client: verificationNotices.requested(facts) };
    case 'submitted':
      return { staff: verificationNotices.submitted(facts) };
    case 'completed':
      return { client: verificationNotices.completed(facts) };
    case 'cancelled':
      return isClientActor
        ? { staff: verificationNotices.cancelledForStaff(facts) }
        : { client: verificationNotices.cancelledForClient(facts) };
  }
}

export async function tellOfVerification(
  uow: UnitOfWork,
  change: {
    happened: Happened;
    actor: { userId: string; practiceId: string };
    client: Client;
    verification: { id: string; authority: VerificationAuthority };
    origin: string;
  },
): Promise<void> {
  const { happened, actor, client, verification } = change;
  const facts: VerificationNoticeFacts = {
    verificationId: verification.id,
    clientId: client.id,
    clientName: `${client.firstName} ${client.lastName}`.trim(),
    authority: verification.authority,
  };
  const texts = textsOf(happened, actor.userId === client.id, facts);
  await notify(uow, {
    area: 'client-space',
    kind: kinds[happened],
    actor,
    client,
    tell: { client: texts.client !== undefined, staff: texts.staff !== undefined },
    texts,
    origin: change.origin,
    mailing: 'now',
  });
}
