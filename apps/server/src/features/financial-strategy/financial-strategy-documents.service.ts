import { type Actor, AppError, financialStrategyMessages, uploadPolicies } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { financialStrategies } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { storedFileName } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { loadClientFor } from '../people/client-access.ts';
import { publishStrategyChange } from './financial-strategy.notify.ts';
import { findStrategy } from './financial-strategy.queries.ts';
import { isClientViewer, keyOf, loadStrategyForUpdate, namedOf, presentSaved, strategyNotFound } from './financial-strategy.service.ts';

/** Checks the caller may upload the strategy's document now, before the upload's body is read. */
export async function assertStrategyDocumentUpload(runtime: Runtime, actor: Actor, clientId: string, strategyId: string): Promise<void> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'financialStrategy.manage');
  if (!(await findStrategy(runtime.db, keyOf(client), strategyId, { isSharedOnly: false }))) throw strategyNotFound();
}

/**
 * Uploads the strategy's document, replacing the one it had: the file is checked by its policy and stored,
 * then the strategy points at it in one transaction with its audit event. The replaced file (or this one,
 * if the transaction fails) is pointed at by nothing and the orphan sweep deletes it.
 */
export async function uploadStrategyDocument(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  strategyId: string,
  upload: UploadedFile,
  info: RequestInfo,
) {
  await assertStrategyDocumentUpload(runtime, actor, clientId, strategyId);
  const checked = await checkUpload(uploadPolicies.financialStrategyDocument, upload);
  const fileName = storedFileName(upload.fileName, checked.ext);
  const stored = await storeFile(runtime, {
    practiceId: actor.practiceId,
    ownerId: clientId,
    purpose: 'financialStrategyDocument',
    fileName,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, clientId, 'financialStrategy.manage');
    const row = await loadStrategyForUpdate(uow.tx, client, strategyId);
    await uow.tx
      .update(financialStrategies)
      .set({ fileId: stored.id, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(financialStrategies.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'financial-strategy',
      entityId: row.id,
      action: 'strategy_document_uploaded',
      after: { ...namedOf(row), file_name: fileName, size_bytes: checked.body.length, replaced: row.fileId !== null },
      ip: info.ip,
    });
    publishStrategyChange(uow, client, { id: row.id, isSeenByClient: row.sharedAt !== null });
    return presentSaved(uow.tx, client, row.id, 'financialStrategy.uploaded');
  });
}

/**
 * The document's bytes, for its download or the PDF viewer; the client reaches only a shared strategy's.
 * Each time the client opens it is recorded (`strategy_opened`): the evidence that they read it.
 */
export async function readStrategyDocument(runtime: Runtime, actor: Actor, clientId: string, strategyId: string, info: RequestInfo) {
  const client = await loadClientFor(runtime.db, actor, clientId, 'financialStrategy.view');
  const isClient = isClientViewer(client);
  const row = await findStrategy(runtime.db, keyOf(client), strategyId, { isSharedOnly: isClient });
  if (!row) throw strategyNotFound();
  const file = await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: financialStrategyMessages['financialStrategy.noDocument'] });
  if (isClient)
    await inTransaction(runtime, ({ tx }) =>
      writeAudit(tx, {
        actor,
        practiceId: row.practiceId,
        entityKind: 'financial-strategy',
        entityId: row.id,
        action: 'strategy_opened',
        after: namedOf(row),
        ip: info.ip,
      }),
    );
  return file;
}
