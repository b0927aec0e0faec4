import { type CaseTransition, caseEventWords, caseNotificationKind, caseRequestedWords, excerptOf, isClientToldOf } from '@advice/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';
import type { CaseRow, PracticeActor } from './cases.queries.ts';

function factsOf(row: CaseRow, client: UserRow, event: string) {
  return {
    caseId: row.id,
    caseName: row.name,
    caseType: row.type,
    status: row.status,
    clientId: client.id,
    clientName: `${client.firstName} ${client.lastName}`.trim(),
    event,
  };
}

/** The longest part of a note the bell and the mail's subject carry; the case shows it whole. */
const noteInWordsMax = 160;

/** What happened, in words: a case sent back with a note says the note, which the client reads in the bell and the mail. */
function eventWordsOf(action: CaseTransition['action'], note: string | null): string {
  const words = caseEventWords[action];
  return note ? `${words}, with this note from your adviser: “${excerptOf(note, noteInWordsMax)}”` : words;
}

/**
 * Tells people of a status change: the client when the change concerns a case they see (the transition
 * table's `notify.client`), the client's staff when the table says so (`notify.staff`). A case sent back
 * with a note carries the note in the words of the event.
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
    facts: factsOf(row, client, eventWordsOf(transition.action, input.note ?? null)),
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
