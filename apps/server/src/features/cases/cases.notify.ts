import { type CaseTransition, caseEventWords, caseNotificationKind, caseRequestedWords, isClientToldOf } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';
import { fullNameOf } from '../users/users.queries.ts';
import type { CaseRow, PracticeActor } from './cases.queries.ts';

function factsOf(row: CaseRow, client: UserRow, event: string, note?: string | null) {
  return {
    caseId: row.id,
    caseName: row.name,
    caseType: row.type,
    status: row.status,
    clientId: client.id,
    clientName: fullNameOf(client),
    event,
    ...(note?.trim() ? { note } : {}),
  };
}

/**
 * Tells people of a status change: the client when the change concerns a case they see (the transition
 * table's `notify.client`), the client's staff when the table says so (`notify.staff`). A case sent back
 * with a note carries the note as its own fact, for the bell's and the mail's body (never the subject).
 */
export async function notifyCaseChange(
  uow: UnitOfWork,
  input: {
    actor: PracticeActor;
    client: UserRow;
    row: CaseRow;
    transition: Pick<CaseTransition, 'action' | 'to' | 'notify'>;
    wasShown: boolean;
    request: RequestInfo;
    note?: string | null;
  },
): Promise<void> {
  const { actor, client, row, transition, wasShown, request } = input;
  await notify(uow, {
    area: 'cases',
    kind: caseNotificationKind(transition.action),
    facts: factsOf(row, client, caseEventWords[transition.action], input.note),
    actor,
    client,
    tell: { client: isClientToldOf(row.type, transition, wasShown), staff: transition.notify.staff },
    origin: request.origin,
  });
}

/** The client's staff hear of a case the client requested. */
export async function notifyCaseRequested(
  uow: UnitOfWork,
  input: { actor: PracticeActor; client: UserRow; row: CaseRow; request: RequestInfo },
): Promise<void> {
  const { actor, client, row, request } = input;
  await notify(uow, {
    area: 'cases',
    kind: 'cases.requested',
    facts: factsOf(row, client, caseRequestedWords(row.type)),
    actor,
    client,
    tell: { client: false, staff: true },
    origin: request.origin,
  });
}
