import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type BulkClientRow,
  type BulkImportStatus,
  bulkClientHeaders,
  bulkClientRow,
  canStaff,
} from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, bulkImports, users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { assertEmailFree, insertClient } from './clients.service.ts';

type RowResult = { row: number; email: string; outcome: 'created' | 'refused'; reason?: string };

/** At most this many rows per file; larger lists are split. */
export const maxBulkRows = 20_000;
const progressEvery = 50;

export function bulkTemplateCsv(): string {
  return stringify([[...bulkClientHeaders]]);
}

/** Reads the upload: a CSV whose first line is exactly the template's headers. Refuses the whole file otherwise. */
export function parseBulkCsv(file: Buffer): Record<string, string>[] {
  let records: string[][];
  try {
    records = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new AppError('request.invalid', { detail: `The file is not a readable CSV: ${(error as Error).message}`, pointer: '/file' });
  }
  const [headers, ...rows] = records;
  if (!headers) throw new AppError('request.invalid', { detail: 'The file is empty. Start from the template.', pointer: '/file' });
  const expected: readonly string[] = bulkClientHeaders;
  const missing = expected.filter((h) => !headers.includes(h));
  const unknown = headers.filter((h) => !expected.includes(h));
  const problems = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unexpected ${unknown.join(', ')}` : '',
    !missing.length && !unknown.length && headers.join(',') !== expected.join(',') ? 'the columns are out of order' : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new AppError('request.invalid', {
      detail: `Keep the template's headers (${expected.join(',')}): ${problems.join('; ')}.`,
      pointer: '/file',
    });
  }
  if (rows.length === 0) throw new AppError('request.invalid', { detail: 'The file has headers but no clients.', pointer: '/file' });
  if (rows.length > maxBulkRows)
    throw new AppError('request.invalid', { detail: `At most ${maxBulkRows} clients per file.`, pointer: '/file' });
  return rows.map((cells) => Object.fromEntries(expected.map((h, i) => [h, cells[i] ?? ''])));
}

/** Starts a bulk creation: records it, then imports in the background; the caller answers 202 with the id. */
export async function startBulkImport(
  runtime: Runtime,
  actor: Actor,
  file: Buffer,
  request: RequestInfo,
  logFailure: (error: unknown) => void,
): Promise<{ id: string; done: Promise<void> }> {
  if (!actor.practiceId || !canStaff(actor, 'clients.createInBulk')) throw new AppError('auth.forbidden');
  const rows = parseBulkCsv(file);
  const id = randomUUID();
  await runtime.db.insert(bulkImports).values({ id, practiceId: actor.practiceId, createdBy: actor.userId, totalRows: rows.length });
  const done = runBulkImport(runtime, actor, id, rows, request).catch(async (error: unknown) => {
    logFailure(error);
    await runtime.db.update(bulkImports).set({ status: 'failed', finishedAt: new Date() }).where(eq(bulkImports.id, id));
  });
  return { id, done };
}

async function activeAdvisersByEmail(runtime: Runtime, practiceId: string): Promise<Map<string, string>> {
  const rows = await runtime.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), eq(users.role, 'adviser'), eq(users.status, 'active')));
  return new Map(rows.map((r) => [r.email, r.id]));
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `${String(issue.path[0] ?? 'row')}: ${issue.message}` : 'Invalid row';
}

type Prepared = { row: number; email: string; data: BulkClientRow; adviserId: string; extra: string[] };

/** Checks a row against the field rules and the practice's active advisers, before any write. */
function prepareRow(advisers: Map<string, string>, raw: Record<string, string>, rowNumber: number): Prepared | RowResult {
  const email = (raw.email ?? '').trim().toLowerCase();
  const parsed = bulkClientRow.safeParse(raw);
  if (!parsed.success) return { row: rowNumber, email, outcome: 'refused', reason: firstIssue(parsed.error) };
  const data = parsed.data;
  const adviserId = advisers.get(data.adviser_email);
  if (!adviserId) return { row: rowNumber, email, outcome: 'refused', reason: `No active adviser with the e-mail ${data.adviser_email}` };
  const extra: string[] = [];
  for (const address of data.additional_adviser_emails) {
    const id = advisers.get(address);
    if (!id) return { row: rowNumber, email, outcome: 'refused', reason: `No active adviser with the e-mail ${address}` };
    if (id !== adviserId) extra.push(id);
  }
  return { row: rowNumber, email, data, adviserId, extra };
}

/** Writes one row inside its own savepoint: a refusal rolls back everything the row wrote, and only its mail ids survive a success. */
async function createRow(
  runtime: Runtime,
  tx: Tx,
  actor: Actor & { practiceId: string },
  row: Prepared,
  request: RequestInfo,
  mailIds: string[],
): Promise<RowResult> {
  const rowMails: string[] = [];
  try {
    await tx.transaction(async (sp) => {
      const uow: UnitOfWork = { tx: sp, mail: async (mail) => void rowMails.push(await queueMail(sp, mail, runtime.config.mailFrom)) };
      await assertEmailFree(sp, actor.practiceId, row.data.email);
      const client = await insertClient(sp, actor, actor.practiceId, {
        firstName: row.data.first_name,
        lastName: row.data.last_name,
        email: row.data.email,
        phone: row.data.phone,
        kind: 'client',
        adviserId: row.adviserId,
      });
      if (row.extra.length > 0) {
        await sp
          .insert(additionalAdvisers)
          .values(row.extra.map((id) => ({ clientId: client.id, adviserId: id, practiceId: actor.practiceId })));
      }
      await writeAudit(sp, {
        actor,
        practiceId: actor.practiceId,
        entityKind: 'client',
        entityId: client.id,
        action: 'created_in_bulk',
        after: { adviser_id: row.adviserId, additional_adviser_ids: row.extra },
        ip: request.ip,
      });
      await sendConfirmation(uow, client, request.origin);
    });
    mailIds.push(...rowMails);
    return { row: row.row, email: row.email, outcome: 'created' };
  } catch (error) {
    if (error instanceof AppError) return { row: row.row, email: row.email, outcome: 'refused', reason: error.detail };
    throw error;
  }
}

/**
 * Imports in chunks: each chunk is one transaction (one commit) holding one savepoint a row, so a
 * refused row leaves nothing behind while commits stay few. Progress is written after each chunk.
 */
async function runBulkImport(runtime: Runtime, actor: Actor, id: string, rows: Record<string, string>[], request: RequestInfo) {
  const scoped = { ...actor, practiceId: actor.practiceId ?? '' };
  const advisers = await activeAdvisersByEmail(runtime, scoped.practiceId);
  for (let start = 0; start < rows.length; start += progressEvery) {
    const mailIds: string[] = [];
    const isLast = start + progressEvery >= rows.length;
    await runtime.db.transaction(async (tx) => {
      const batch: RowResult[] = [];
      for (const [offset, raw] of rows.slice(start, start + progressEvery).entries()) {
        const prepared = prepareRow(advisers, raw, start + offset + 2);
        batch.push('outcome' in prepared ? prepared : await createRow(runtime, tx, scoped, prepared, request, mailIds));
      }
      const created = batch.filter((r) => r.outcome === 'created').length;
      await tx
        .update(bulkImports)
        .set({
          processedRows: sql`${bulkImports.processedRows} + ${batch.length}`,
          createdCount: sql`${bulkImports.createdCount} + ${created}`,
          refusedCount: sql`${bulkImports.refusedCount} + ${batch.length - created}`,
          results: sql`${bulkImports.results} || ${JSON.stringify(batch)}::jsonb`,
          ...(isLast ? { status: 'finished', finishedAt: new Date() } : {}),
        })
        .where(eq(bulkImports.id, id));
    });
    if (mailIds.length > 0) await runtime.jobs.deliverMails(mailIds);
  }
}

export async function getBulkImport(runtime: Runtime, actor: Actor, id: string): Promise<BulkImportStatus> {
  const [row] = actor.practiceId
    ? await runtime.db
        .select()
        .from(bulkImports)
        .where(and(eq(bulkImports.id, id), eq(bulkImports.practiceId, actor.practiceId)))
    : [];
  if (!row) throw new AppError('resource.not_found', { detail: 'This import does not exist.' });
  return {
    id: row.id,
    status: row.status as BulkImportStatus['status'],
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    refused_count: row.refusedCount,
    results: row.results,
  };
}
