import {
  type CaseAction,
  type CaseStatus,
  type CaseType,
  caseStatusLabels,
  caseTypeLabels,
  isClientToldOf,
  type Transition,
} from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import type { UserRow } from '../users/users.queries.ts';
import { type CaseRow, listFollowers, type PracticeActor } from './cases.queries.ts';

/** How a mail names what happened to the case. */
const caseEvents: Record<CaseAction, string> = {
  submit: 'submitted',
  send: 'shared for your review',
  sendAgreed: 'shared as already accepted',
  sendConfirmed: 'shared as already confirmed',
  backToPrepare: 'taken back to be prepared again',
  acceptForClient: 'accepted on the client’s behalf',
  rejectForClient: 'marked as not accepted',
  accept: 'accepted by the client',
  reject: 'rejected by the client',
  confirm: 'confirmed',
  resend: 're-sent for your review',
  backToClient: 'sent back to you to continue',
  complete: 'completed',
  review: 'review complete',
  reopen: 'reopened for review',
  cancel: 'cancelled',
};

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Mails about a status change, queued in the transaction and delivered after commit: the client when the
 * change concerns a case they see (and they did not make it), following staff other than the actor.
 */
export async function notifyCaseChange(
  uow: UnitOfWork,
  input: {
    actor: PracticeActor;
    client: UserRow;
    row: CaseRow;
    transition: Pick<Transition, 'action' | 'to' | 'notify'>;
    wasShown: boolean;
    request: RequestInfo;
  },
): Promise<void> {
  const { actor, client, row, transition, wasShown, request } = input;
  const link = `${request.origin}/client-cases/${row.id}`;
  const event = caseEvents[transition.action];
  const statusLabel = caseStatusLabels[row.status as CaseStatus];
  if (isClientToldOf(row.type as CaseType, transition, wasShown) && actor.userId !== client.id && client.status === 'active') {
    await uow.mail({
      practiceId: actor.practiceId,
      to: client.email,
      template: 'caseUpdatedForClient',
      params: { firstName: client.firstName, caseName: row.name, event, statusLabel, link },
    });
  }
  if (transition.notify.staff) await mailFollowers(uow, { actor, client, row, event, link, statusLabel });
}

/** Following staff hear of a case the client requested. */
export async function notifyCaseRequested(
  uow: UnitOfWork,
  input: { actor: PracticeActor; client: UserRow; row: CaseRow; request: RequestInfo },
): Promise<void> {
  const { actor, client, row, request } = input;
  const event = `new ${caseTypeLabels[row.type as CaseType].toLowerCase()}`;
  await mailFollowers(uow, {
    actor,
    client,
    row,
    event,
    link: `${request.origin}/client-cases/${row.id}`,
    statusLabel: caseStatusLabels[row.status as CaseStatus],
  });
}

async function mailFollowers(
  uow: UnitOfWork,
  input: { actor: PracticeActor; client: UserRow; row: CaseRow; event: string; link: string; statusLabel: string },
): Promise<void> {
  const { actor, client, row } = input;
  const followers = await listFollowers(uow.tx, { practiceId: actor.practiceId, clientId: client.id, exceptId: actor.userId });
  for (const follower of followers) {
    await uow.mail({
      practiceId: actor.practiceId,
      to: follower.email,
      template: 'caseUpdatedForStaff',
      params: {
        firstName: follower.firstName,
        clientName: fullName(client),
        caseName: row.name,
        event: input.event,
        statusLabel: input.statusLabel,
        link: input.link,
      },
    });
  }
}
