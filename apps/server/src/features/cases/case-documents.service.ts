import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type CaseDocument,
  type CaseDocumentEditBody,
  type CaseDocumentListQuery,
  type CaseDocumentUploadFields,
  type CaseDocumentVersionFields,
  caseDocumentMessages,
  caseDocumentsPerCaseMax,
  checkDocumentChange,
  isVisibleToClient,
  type PdfForm,
  type PdfFormBody,
  pdfFormLockOf,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { caseDocuments } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { fillAndFlattenPdf } from '../signing/pdf/pdf-form.ts';
import { PdfNotSignableError } from '../signing/pdf/signing-pdf.ts';
import { tellDocumentUpdated } from '../signing/signing.notify.ts';
import { voidUnsignedEnvelopeOfDocument } from '../signing/signing.service.ts';
import { fileBaseOf, safeFileBase, storeCaseDocumentFile } from './case-documents.files.ts';
import {
  type CaseDocumentRow,
  countLiveDocuments,
  findCaseDocument,
  listCaseDocuments,
  lockCase,
  presentWithUploader,
} from './case-documents.queries.ts';
import { type LoadedCase, loadCaseFor } from './cases.access.ts';
import { caseDocumentAuditOf } from './cases.writer.ts';

const documentNotFound = () => new AppError('resource.not_found', { detail: caseDocumentMessages['caseDocuments.notFound'] });
const isClient = (loaded: LoadedCase) => loaded.subject.relation === 'self';

/** Refuses a change of the case's documents the domain rule does not allow: 403 for the wrong person, 409 when locked. */
function assertDocumentChange(loaded: LoadedCase, isOwnDocument: boolean): void {
  const check = checkDocumentChange({
    relation: loaded.subject.relation,
    type: loaded.row.type,
    status: loaded.row.status,
    isOwnDocument,
  });
  if (!check.ok)
    throw new AppError(check.reason === 'forbidden' ? 'auth.forbidden' : 'state.illegal_transition', { detail: check.message });
}

/** Locks the case row, then loads it, so the change is checked on what is now committed. */
async function loadForChange(tx: Tx, actor: Actor, caseId: string): Promise<LoadedCase> {
  await lockCase(tx, { practiceId: practiceActorOf(actor, 'case').practiceId, id: caseId });
  return loadCaseFor(tx, actor, caseId, 'write');
}

/** The documents of a loaded case the actor may see: all for staff, none concealed for the client. */
export async function listDocumentsOf(db: Db | Tx, loaded: LoadedCase): Promise<CaseDocument[]> {
  const { rows: items } = await listCaseDocuments(db, {
    practiceId: loaded.actor.practiceId,
    caseId: loaded.row.id,
    forClient: isClient(loaded),
    readerId: loaded.actor.userId,
  });
  return items;
}

export async function listDocuments(runtime: Runtime, actor: Actor, caseId: string, query: CaseDocumentListQuery) {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'read');
  return listCaseDocuments(runtime.db, {
    practiceId: loaded.actor.practiceId,
    caseId,
    forClient: isClient(loaded),
    readerId: loaded.actor.userId,
    category: query.category,
    ...pageOffset(query),
  });
}

/** Checks the caller may add a document to this case now, before the upload's body is read. */
export async function assertCaseDocumentUpload(runtime: Runtime, actor: Actor, caseId: string): Promise<LoadedCase> {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'write');
  assertDocumentChange(loaded, true);
  return loaded;
}

/**
 * Adds a document to a case: who may is checked first, then the file by its policy (name, size, content),
 * which is stored before the row and its audit event are written; a file whose row is refused is pointed
 * at by nothing, and the orphan sweep deletes it.
 */
export async function uploadCaseDocument(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  fields: CaseDocumentUploadFields,
  file: UploadedFile,
  info: RequestInfo,
): Promise<CaseDocument> {
  const first = await assertCaseDocumentUpload(runtime, actor, caseId);
  const practiceId = first.actor.practiceId;
  const stored = await storeCaseDocumentFile(runtime, file, { practiceId, ownerId: first.row.clientId, createdBy: actor.userId });
  const saved = await inTransaction(runtime, async ({ tx }) => {
    const loaded = await loadForChange(tx, actor, caseId);
    assertDocumentChange(loaded, true);
    if ((await countLiveDocuments(tx, { practiceId, caseId })) >= caseDocumentsPerCaseMax)
      throw new AppError('rule.violated', { detail: caseDocumentMessages['caseDocuments.tooMany'] });
    const [created] = await tx
      .insert(caseDocuments)
      .values({
        id: randomUUID(),
        practiceId,
        caseId,
        name: fields.name || fileBaseOf(file.fileName),
        category: fields.category,
        noteForClient: fields.note,
        concealedFromClient: isClient(loaded) ? false : fields.concealed,
        signatureRequired: isClient(loaded) ? false : fields.signature_required,
        eSignature: isClient(loaded) ? false : fields.e_signature,
        autoEmailOnUpdate: isClient(loaded) ? false : fields.auto_email_on_update,
        ...stored,
        uploadedBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('document insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'document_added',
      after: caseDocumentAuditOf(created),
      ip: info.ip,
    });
    return created;
  });
  return presentWithUploader(runtime.db, saved);
}

/**
 * Uploads a newer version of a document: a new row with the old one's name, category, visibility and
 * settings (and its note unless a new one is given), numbered on; the old one is deprecated (still readable,
 * offering the newest) and changes no more.
 */
export async function uploadCaseDocumentVersion(
  runtime: Runtime,
  actor: Actor,
  target: { caseId: string; documentId: string },
  fields: CaseDocumentVersionFields,
  file: UploadedFile,
  info: RequestInfo,
): Promise<CaseDocument> {
  const first = await assertCaseDocumentUpload(runtime, actor, target.caseId);
  const practiceId = first.actor.practiceId;
  const stored = await storeCaseDocumentFile(runtime, file, { practiceId, ownerId: first.row.clientId, createdBy: actor.userId });
  const saved = await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const { loaded, row } = await loadDocumentForChange(tx, actor, target.caseId, target.documentId);
    const [created] = await tx
      .insert(caseDocuments)
      .values({
        id: randomUUID(),
        practiceId,
        caseId: row.caseId,
        name: row.name,
        category: row.category,
        noteForClient: fields.note ?? row.noteForClient,
        concealedFromClient: row.concealedFromClient,
        signatureRequired: row.signatureRequired,
        eSignature: row.eSignature,
        autoEmailOnUpdate: row.autoEmailOnUpdate,
        version: row.version + 1,
        previousVersionId: row.id,
        ...stored,
        uploadedBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('document insert returned nothing');
    await tx
      .update(caseDocuments)
      .set({ supersededBy: created.id })
      .where(and(eq(caseDocuments.id, row.id), eq(caseDocuments.practiceId, practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client-case',
      entityId: row.caseId,
      action: 'document_version_added',
      after: { ...caseDocumentAuditOf(created), version: created.version, previous_id: row.id },
      ip: info.ip,
    });
    await voidUnsignedEnvelopeOfDocument(uow, { runtime, actor, document: row, client: loaded.client, info });
    if (created.autoEmailOnUpdate && !created.concealedFromClient && isVisibleToClient(loaded.row.type, loaded.row.status))
      await tellDocumentUpdated(uow, {
        actor: { userId: actor.userId, practiceId },
        document: { id: created.id, name: created.name },
        client: loaded.client,
        origin: info.origin,
      });
    return created;
  });
  return presentWithUploader(runtime.db, saved);
}

async function loadDocumentForChange(tx: Tx, actor: Actor, caseId: string, documentId: string) {
  const loaded = await loadForChange(tx, actor, caseId);
  const row = await findCaseDocument(tx, { practiceId: loaded.actor.practiceId, caseId, id: documentId, forClient: isClient(loaded) });
  if (!row) throw documentNotFound();
  assertDocumentChange(loaded, row.uploadedBy === actor.userId);
  if (row.supersededBy !== null)
    throw new AppError('state.illegal_transition', { detail: caseDocumentMessages['caseDocuments.deprecated'] });
  return { loaded, row };
}

/** The fields only staff set: concealment and what the client is asked or told about the document. */
function staffOnlyValues(body: CaseDocumentEditBody): Partial<CaseDocumentRow> {
  return {
    ...(body.concealed !== undefined ? { concealedFromClient: body.concealed } : {}),
    ...(body.signature_required !== undefined ? { signatureRequired: body.signature_required } : {}),
    ...(body.e_signature !== undefined ? { eSignature: body.e_signature } : {}),
    ...(body.auto_email_on_update !== undefined ? { autoEmailOnUpdate: body.auto_email_on_update } : {}),
  };
}

/** Renames, recategorises, re-notes or conceals a document; the client may not conceal. */
export async function editCaseDocument(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  documentId: string,
  body: CaseDocumentEditBody,
  info: RequestInfo,
): Promise<CaseDocument> {
  const updated = await inTransaction(runtime, async ({ tx }) => {
    const { loaded, row } = await loadDocumentForChange(tx, actor, caseId, documentId);
    const values: Partial<CaseDocumentRow> = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.note !== undefined ? { noteForClient: body.note } : {}),
      ...(isClient(loaded) ? {} : staffOnlyValues(body)),
    };
    if (Object.keys(values).length === 0) return row;
    const [next] = await tx
      .update(caseDocuments)
      .set(values)
      .where(and(eq(caseDocuments.id, row.id), eq(caseDocuments.practiceId, row.practiceId)))
      .returning();
    if (!next) throw documentNotFound();
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'document_edited',
      before: caseDocumentAuditOf(row),
      after: caseDocumentAuditOf(next),
      ip: info.ip,
    });
    return next;
  });
  return presentWithUploader(runtime.db, updated);
}

/** Removes a document from the case; the row and the file stay for the audit trail, out of every list. */
export async function removeCaseDocument(runtime: Runtime, actor: Actor, caseId: string, documentId: string, info: RequestInfo) {
  await inTransaction(runtime, async ({ tx }) => {
    const { row } = await loadDocumentForChange(tx, actor, caseId, documentId);
    await tx
      .update(caseDocuments)
      .set({ removedAt: new Date() })
      .where(and(eq(caseDocuments.id, row.id), eq(caseDocuments.practiceId, row.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'document_removed',
      before: caseDocumentAuditOf(row),
      ip: info.ip,
    });
  });
}

/** A PDF document the reader may see, with its case: a form is only ever a PDF's. */
async function loadPdfDocument(db: Db | Tx, actor: Actor, caseId: string, documentId: string) {
  const loaded = await loadCaseFor(db, actor, caseId, 'read');
  const row = await findCaseDocument(db, { practiceId: loaded.actor.practiceId, caseId, id: documentId, forClient: isClient(loaded) });
  if (!row) throw documentNotFound();
  if (row.contentType !== 'application/pdf')
    throw new AppError('rule.violated', { detail: caseDocumentMessages['caseDocuments.formNotPdf'] });
  return { loaded, row };
}

function presentForm(loaded: LoadedCase, row: CaseDocumentRow): PdfForm {
  const lock = pdfFormLockOf({ type: loaded.row.type, status: loaded.row.status, supersededById: row.supersededBy });
  return { pdf_data: row.formData, updated_at: row.formUpdatedAt?.toISOString() ?? null, editable: lock === null };
}

/** A PDF form's values as last saved, and whether the reader may fill it now. */
export async function getPdfForm(runtime: Runtime, actor: Actor, caseId: string, documentId: string): Promise<PdfForm> {
  const { loaded, row } = await loadPdfDocument(runtime.db, actor, caseId, documentId);
  return presentForm(loaded, row);
}

/**
 * Saves a PDF form's values as the client or their adviser fills it in the viewer (the whole set each time),
 * while the document is current and its case's documents may change; each save is audited.
 */
export async function savePdfForm(
  runtime: Runtime,
  actor: Actor,
  target: { caseId: string; documentId: string },
  body: PdfFormBody,
  info: RequestInfo,
): Promise<PdfForm> {
  return inTransaction(runtime, async ({ tx }) => {
    await lockCase(tx, { practiceId: practiceActorOf(actor, 'case').practiceId, id: target.caseId });
    const { loaded, row } = await loadPdfDocument(tx, actor, target.caseId, target.documentId);
    const lock = pdfFormLockOf({ type: loaded.row.type, status: loaded.row.status, supersededById: row.supersededBy });
    if (lock) throw new AppError('state.illegal_transition', { detail: lock });
    const [saved] = await tx
      .update(caseDocuments)
      .set({ formData: body.pdf_data, formUpdatedAt: new Date() })
      .where(and(eq(caseDocuments.id, row.id), eq(caseDocuments.practiceId, row.practiceId)))
      .returning();
    if (!saved) throw documentNotFound();
    await writeAudit(tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client-case',
      entityId: row.caseId,
      action: 'document_form_saved',
      after: { document_id: row.id, name: row.name, file_name: row.fileName, fields: Object.keys(body.pdf_data).length },
      ip: info.ip,
    });
    return presentForm(loaded, saved);
  });
}

/** The PDF with its saved form values filled in and flattened, for download. */
export async function readFilledPdf(runtime: Runtime, actor: Actor, caseId: string, documentId: string) {
  const { row } = await loadPdfDocument(runtime.db, actor, caseId, documentId);
  const file = await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId });
  if (!file) throw documentNotFound();
  const filled = await fillAndFlattenPdf(file.body, row.formData).catch((error: unknown) => {
    if (error instanceof PdfNotSignableError)
      throw new AppError('rule.violated', { detail: caseDocumentMessages['caseDocuments.formNotPdf'] });
    throw error;
  });
  return { body: Buffer.from(filled), contentType: 'application/pdf', fileName: `${safeFileBase(row.name)} (filled in).pdf` };
}

/** The download name: the document's name with the extension of its content. */
export function downloadNameOf(row: CaseDocumentRow): string {
  const ext = /\.([a-z0-9]+)$/u.exec(row.fileName)?.[1] ?? 'bin';
  return `${safeFileBase(row.name)}.${ext}`;
}

/**
 * A document's bytes for its download or the viewer; the client never reaches a concealed one. Each time the
 * client opens one is recorded (`document_viewed`): the evidence that they read it, which a practice may ask
 * for before a recommendation is accepted.
 */
export async function readCaseDocument(runtime: Runtime, actor: Actor, caseId: string, documentId: string, info: RequestInfo) {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'read');
  const row = await findCaseDocument(runtime.db, {
    practiceId: loaded.actor.practiceId,
    caseId,
    id: documentId,
    forClient: isClient(loaded),
  });
  const file = row ? await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId }) : null;
  if (!row || !file) throw documentNotFound();
  if (isClient(loaded))
    await inTransaction(runtime, ({ tx }) =>
      writeAudit(tx, {
        actor,
        practiceId: row.practiceId,
        entityKind: 'client-case',
        entityId: row.caseId,
        action: 'document_viewed',
        after: { document_id: row.id, name: row.name, file_name: row.fileName },
        ip: info.ip,
      }),
    );
  return { body: file.body, contentType: row.contentType, fileName: downloadNameOf(row) };
}
