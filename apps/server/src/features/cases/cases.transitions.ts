import {
  type Actor,
  AppError,
  assertCaseTransition,
  type CaseAction,
  type CaseDetail,
  type CaseEffect,
  type CaseTransitionBody,
  caseMessages,
  isShownToClientAfter,
} from '@advice/domain';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { voidUnsignedEnvelopesOfCase } from '../signing/signing.service.ts';
import { hasClientOpenedEveryDocument } from './case-reading.ts';
import { type LoadedCase, loadCaseFor } from './cases.access.ts';
import { notifyCaseChange } from './cases.notify.ts';
import { guardFactsOf } from './cases.presenter.ts';
import { type CaseRow, updateCaseAtVersion } from './cases.queries.ts';
import { detailOf, sectionsStateOf } from './cases.service.ts';

type EffectContext = { runtime: Runtime; actor: Actor; current: LoadedCase; request: RequestInfo };

/** Effects that change rows beyond the case's, in the transition's transaction: "back to prepare" voids every unsigned envelope. */
const effectWork: Partial<Record<CaseEffect, (uow: UnitOfWork, context: EffectContext) => Promise<unknown>>> = {
  voidUnsignedSigningDocuments: (uow, { runtime, actor, current, request }) =>
    voidUnsignedEnvelopesOfCase(uow, {
      runtime,
      actor,
      practiceId: current.actor.practiceId,
      caseId: current.row.id,
      client: current.client,
      info: request,
    }),
};

/**
 * What each effect writes on the case row besides the status; voiding the unsigned signing documents
 * changes the envelopes instead, in the same transaction (`effectWork`).
 */
const effectValues: Record<CaseEffect, (row: CaseRow) => Partial<CaseRow>> = {
  voidUnsignedSigningDocuments: () => ({}),
  recordClientConsent: () => ({ clientConsentAt: new Date() }),
};

/**
 * Makes one lifecycle action on a case. The caller sends the version they saw: a stale view, or a
 * change committed by someone else meanwhile, answers 409 with the reload message; the status change
 * and its audit event are written together; mails follow the commit.
 */
export async function transitionCase(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  action: CaseAction,
  body: CaseTransitionBody,
  request: RequestInfo,
): Promise<CaseDetail> {
  const loaded = await inTransaction(runtime, async (uow): Promise<LoadedCase> => {
    const current = await loadCaseFor(uow.tx, actor, caseId, 'write');
    const { row, subject, client, actor: member } = current;
    if (row.version !== body.version) throw new AppError('resource.conflict', { detail: caseMessages['cases.changedElsewhere'] });
    const facts = guardFactsOf(row, await sectionsStateOf(uow.tx, row), body.consent, await hasClientOpenedEveryDocument(uow.tx, row));
    const transition = assertCaseTransition(row.type, row.status, action, subject, facts);
    // Sending back keeps the adviser's note (or clears an older one) for the client to read on the case.
    const note = action === 'backToClient' ? (body.note ?? '') : null;
    const values = Object.assign(
      { status: transition.to, shownToClient: isShownToClientAfter(row.type, transition, row.shownToClient) },
      note === null ? {} : { returnNote: note },
      ...transition.effects.map((effect) => effectValues[effect](row)),
    );
    const updated = await updateCaseAtVersion(uow.tx, { practiceId: member.practiceId, id: row.id, version: body.version }, values);
    await writeAudit(uow.tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'client-case',
      entityId: row.id,
      action,
      before: { status: row.status, version: row.version },
      after: { status: transition.to, version: updated.version, effects: transition.effects, ...(note ? { note } : {}) },
      ip: request.ip,
    });
    for (const effect of transition.effects) await effectWork[effect]?.(uow, { runtime, actor, current, request });
    await notifyCaseChange(uow, { actor: member, client, row: updated, transition, wasShown: row.shownToClient, request, note });
    return { ...current, row: updated };
  });
  return detailOf(runtime, loaded);
}
