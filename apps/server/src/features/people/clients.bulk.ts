import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type BulkClientRow,
  type BulkImportResult,
  type BulkImportStatus,
  bulkClientExample,
  bulkClientHeaders,
  bulkClientRow,
  canStaff,
  clientMessages,
  interpolate,
  uploadPolicies,
} from '@advice/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, bulkImports, users } from '../../db/schema/index.ts';
import { inSavepoint, inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudits } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmations } from '../auth/auth.service.ts';
import { checkUpload } from '../files/files.check.ts';
import { findUser } from '../users/users.queries.ts';
import { assertEmailFree, insertClients, takenEmails } from './clients.service.ts';

/** At most this many rows per file; larger lists are split. */
export const maxBulkRows = 20_000;
/**
 * Rows per transaction: progress is recorded, and mail handed to delivery, after each. Each table takes one
 * insert a chunk, so a chunk this size spreads a transaction's fixed costs (commit, progress, the job insert)
 * thin; a chunk whose insert conflicts retries its rows one by one, which keeps it from being much larger.
 */
const chunkSize = 2000;

/** The e-mail of the template's example adviser when the practice has no active adviser yet. */
const exampleAdviserEmail = 'adviser@example.com';

/**
 * The template: its headers and one example client, whose adviser (and additional advisers, comma-separated)
 * are the practice's own active advisers, so the example shows exactly what a row of theirs looks like.
 */
export function bulkTemplateCsv(adviserEmails: readonly string[]): string {
  const [adviser = exampleAdviserEmail, ...others] = adviserEmails;
  const example: Record<(typeof bulkClientHeaders)[number], string> = {
    ...bulkClientExample,
    adviser_email: adviser,
    additional_adviser_emails: others.slice(0, 2).join(', '),
  };
  return stringify([[...bulkClientHeaders], bulkClientHeaders.map((header) => example[header])]);
}

/** The template for the actor's practice. */
export async function getBulkTemplate(runtime: Runtime, actor: Actor): Promise<string> {
  if (!actor.practiceId || !canStaff(actor, 'clients.createInBulk')) throw new AppError('auth.forbidden');
  const advisers = await runtime.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.practiceId, actor.practiceId), eq(users.role, 'adviser'), eq(users.status, 'active')))
    .orderBy(users.lastName, users.firstName)
    .limit(3);
  return bulkTemplateCsv(advisers.map((adviser) => adviser.email));
}

/** Reads the upload: a CSV whose first line is exactly the template's headers. Refuses the whole file otherwise. */
export function parseBulkCsv(file: Buffer): Record<string, string>[] {
  let records: string[][];
  try {
    records = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new AppError('request.invalid', {
      detail: interpolate(clientMessages['clients.bulk.unreadable'], { reason: (error as Error).message }),
      pointer: '/file',
    });
  }
  const [headers, ...rows] = records;
  if (!headers) throw new AppError('request.invalid', { detail: clientMessages['clients.bulk.empty'], pointer: '/file' });
  const expected: readonly string[] = bulkClientHeaders;
  const missing = expected.filter((h) => !headers.includes(h));
  const unknown = headers.filter((h) => !expected.includes(h));
  const problems = [
    missing.length ? interpolate(clientMessages['clients.bulk.missingHeaders'], { headers: missing.join(', ') }) : '',
    unknown.length ? interpolate(clientMessages['clients.bulk.unexpectedHeaders'], { headers: unknown.join(', ') }) : '',
    !missing.length && !unknown.length && headers.join(',') !== expected.join(',') ? clientMessages['clients.bulk.outOfOrder'] : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new AppError('request.invalid', {
      detail: interpolate(clientMessages['clients.bulk.headers'], { headers: expected.join(','), problems: problems.join('; ') }),
      pointer: '/file',
    });
  }
  if (rows.length === 0) throw new AppError('request.invalid', { detail: clientMessages['clients.bulk.noRows'], pointer: '/file' });
  if (rows.length > maxBulkRows)
    throw new AppError('request.invalid', {
      detail: interpolate(clientMessages['clients.bulk.tooManyRows'], { max: String(maxBulkRows) }),
      pointer: '/file',
    });
  return rows.map((cells) => Object.fromEntries(expected.map((h, i) => [h, cells[i] ?? ''])));
}

/** Starts a bulk creation: stores the rows and queues the job that imports them; the caller answers 202 with the id. */
export async function startBulkImport(runtime: Runtime, actor: Actor, upload: UploadedFile, request: RequestInfo): Promise<{ id: string }> {
  if (!actor.practiceId || !canStaff(actor, 'clients.createInBulk')) throw new AppError('auth.forbidden');
  // Checked by its policy (name, size, text content) but never stored: its rows are kept only until the import finishes.
  const { body } = await checkUpload(uploadPolicies.clientImport, upload);
  const rows = parseBulkCsv(body);
  const id = randomUUID();
  const practiceId = actor.practiceId;
  await inTransaction(runtime, async (uow) => {
    await uow.tx.insert(bulkImports).values({
      id,
      practiceId,
      createdBy: actor.userId,
      totalRows: rows.length,
      rows,
      origin: request.origin,
      ip: request.ip,
    });
    uow.enqueue('clients.bulk-import', { importId: id });
  });
  return { id };
}

async function activeAdvisersByEmail(tx: Tx, practiceId: string): Promise<Map<string, string>> {
  const rows = await tx
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
type ImportScope = { actor: Actor & { practiceId: string }; origin: string; ip: string | null };

/** Checks a row against the field rules and the practice's active advisers, before any write. */
function prepareRow(advisers: Map<string, string>, raw: Record<string, string>, rowNumber: number): Prepared | BulkImportResult {
  const email = (raw.email ?? '').trim().toLowerCase();
  if (email === bulkClientExample.email) {
    return { row: rowNumber, email, outcome: 'refused', reason: clientMessages['clients.bulk.exampleRow'] };
  }
  const parsed = bulkClientRow.safeParse(raw);
  if (!parsed.success) return { row: rowNumber, email, outcome: 'refused', reason: firstIssue(parsed.error) };
  const data = parsed.data;
  const adviserId = advisers.get(data.adviser_email);
  if (!adviserId)
    return {
      row: rowNumber,
      email,
      outcome: 'refused',
      reason: interpolate(clientMessages['clients.bulk.unknownAdviser'], { email: data.adviser_email }),
    };
  const extra: string[] = [];
  for (const address of data.additional_adviser_emails) {
    const id = advisers.get(address);
    if (!id)
      return {
        row: rowNumber,
        email,
        outcome: 'refused',
        reason: interpolate(clientMessages['clients.bulk.unknownAdviser'], { email: address }),
      };
    if (id !== adviserId) extra.push(id);
  }
  return { row: rowNumber, email, data, adviserId, extra };
}

/** Writes the clients of the given rows with one statement per table: accounts, profiles, follows, advisers, audit, tokens, mail. */
async function createClients(uow: UnitOfWork, scope: ImportScope, rows: Prepared[]): Promise<void> {
  const { actor } = scope;
  const clients = await insertClients(
    uow.tx,
    actor,
    actor.practiceId,
    rows.map((row) => ({
      firstName: row.data.first_name,
      lastName: row.data.last_name,
      email: row.data.email,
      phone: row.data.phone,
      kind: 'client' as const,
      adviserId: row.adviserId,
    })),
  );
  const extra = rows.flatMap((row, index) =>
    row.extra.map((adviserId) => ({ clientId: clients[index]?.id ?? '', adviserId, practiceId: actor.practiceId })),
  );
  if (extra.length > 0) await uow.tx.insert(additionalAdvisers).values(extra);
  await writeAudits(
    uow.tx,
    clients.map((client, index) => ({
      actor,
      practiceId: actor.practiceId,
      entityKind: 'client',
      entityId: client.id,
      action: 'created_in_bulk',
      after: { adviser_id: rows[index]?.adviserId ?? null, additional_adviser_ids: rows[index]?.extra ?? [] },
      ip: scope.ip,
    })),
  );
  await sendConfirmations(uow, clients, scope.origin);
}

/**
 * One chunk, in the caller's unit of work. Rows are checked first (fields, advisers, e-mails taken in
 * the practice or earlier in the file); the valid ones are then written together in a savepoint. If
 * that fails (another request took an e-mail meanwhile), each row is retried in its own savepoint,
 * so a refused row never leaves part of a client (or its mail) behind.
 */
async function importChunk(
  uow: UnitOfWork,
  scope: ImportScope,
  advisers: Map<string, string>,
  raws: Record<string, string>[],
  firstRow: number,
): Promise<BulkImportResult[]> {
  const results: BulkImportResult[] = [];
  const candidates: Prepared[] = [];
  for (const [offset, raw] of raws.entries()) {
    const prepared = prepareRow(advisers, raw, firstRow + offset);
    if ('outcome' in prepared) results.push(prepared);
    else candidates.push(prepared);
  }
  const taken = await takenEmails(
    uow.tx,
    scope.actor.practiceId,
    candidates.map((c) => c.data.email),
  );
  const seen = new Set<string>();
  const valid: Prepared[] = [];
  for (const candidate of candidates) {
    const reason = taken.get(candidate.data.email) ?? (seen.has(candidate.data.email) ? clientMessages['clients.emailTaken'] : undefined);
    seen.add(candidate.data.email);
    if (reason) results.push({ row: candidate.row, email: candidate.email, outcome: 'refused', reason });
    else valid.push(candidate);
  }
  try {
    await inSavepoint(uow, (savepoint) => createClients(savepoint, scope, valid));
    results.push(...valid.map((row) => ({ row: row.row, email: row.email, outcome: 'created' as const })));
  } catch {
    for (const row of valid) {
      try {
        await inSavepoint(uow, async (savepoint) => {
          await assertEmailFree(savepoint.tx, scope.actor.practiceId, row.data.email);
          await createClients(savepoint, scope, [row]);
        });
        results.push({ row: row.row, email: row.email, outcome: 'created' });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ row: row.row, email: row.email, outcome: 'refused', reason: error.detail });
      }
    }
  }
  return results.sort((a, b) => a.row - b.row);
}

/** Rows start+1 … start+count of the stored upload, sliced in the database so a chunk reads only its rows. */
async function storedRows(tx: Tx, importId: string, start: number, count: number): Promise<Record<string, string>[]> {
  const result = await tx.execute<{ rows: Record<string, string>[] }>(sql`
    SELECT coalesce(jsonb_agg(t.row ORDER BY t.n), '[]'::jsonb) AS rows
      FROM bulk_imports b, jsonb_array_elements(b.rows) WITH ORDINALITY AS t(row, n)
     WHERE b.id = ${importId} AND t.n > ${start} AND t.n <= ${start + count}`);
  return result.rows[0]?.rows ?? [];
}

/** The uploader, as they are now: an import stops if they lost the right to create clients meanwhile. */
async function uploaderOf(tx: Tx, userId: string, practiceId: string): Promise<(Actor & { practiceId: string }) | null> {
  const user = await findUser(tx, { id: userId, practiceId });
  if (user?.status !== 'active') return null;
  const actor = { userId: user.id, practiceId, role: user.role, adminLevel: user.adminLevel };
  return canStaff(actor, 'clients.createInBulk') ? actor : null;
}

/**
 * The bulk-import job. Each chunk is one transaction that also records its results and progress, so
 * a job interrupted by a restart resumes after the last committed chunk and never imports a row twice.
 * The stored rows are cleared when the import ends.
 */
export async function runBulkImport(runtime: Runtime, importId: string): Promise<void> {
  for (;;) {
    const more = await inTransaction(runtime, async (uow) => {
      const { tx } = uow;
      // Neither the stored rows nor the results so far: both are large, and each chunk would read them again.
      const { rows: _rows, results: _results, ...progress } = getTableColumns(bulkImports);
      const [job] = await tx.select(progress).from(bulkImports).where(eq(bulkImports.id, importId)).for('update');
      if (job?.status !== 'running') return false;
      const scope = { actor: await uploaderOf(tx, job.createdBy, job.practiceId), origin: job.origin, ip: job.ip };
      const finish = { rows: [], finishedAt: new Date() };
      if (!scope.actor) {
        await tx
          .update(bulkImports)
          .set({ status: 'failed', ...finish })
          .where(eq(bulkImports.id, importId));
        return false;
      }
      const start = job.processedRows;
      const raws = await storedRows(tx, importId, start, chunkSize);
      const advisers = await activeAdvisersByEmail(tx, job.practiceId);
      const results = await importChunk(uow, { ...scope, actor: scope.actor }, advisers, raws, start + 2);
      const created = results.filter((r) => r.outcome === 'created').length;
      const done = start + raws.length >= job.totalRows;
      await tx
        .update(bulkImports)
        .set({
          processedRows: start + raws.length,
          createdCount: job.createdCount + created,
          refusedCount: job.refusedCount + results.length - created,
          results: sql`${bulkImports.results} || ${JSON.stringify(results)}::jsonb`,
          ...(done ? { status: 'finished', ...finish } : {}),
        })
        .where(eq(bulkImports.id, importId));
      return !done;
    });
    if (!more) return;
  }
}

export async function getBulkImport(runtime: Runtime, actor: Actor, id: string): Promise<BulkImportStatus> {
  // Not the stored rows: the uploader polls this while the import runs, and the rows are the whole upload. Nor, while
  // it runs, the rows' outcomes so far: they grow to the whole file's, and the page shows them only once it has ended.
  const { rows: _rows, results, ...shown } = getTableColumns(bulkImports);
  const [row] = actor.practiceId
    ? await runtime.db
        .select({
          ...shown,
          results: sql<BulkImportResult[]>`CASE WHEN ${bulkImports.status} = 'running' THEN '[]'::jsonb ELSE ${results} END`,
        })
        .from(bulkImports)
        .where(and(eq(bulkImports.id, id), eq(bulkImports.practiceId, actor.practiceId)))
    : [];
  if (!row) throw new AppError('resource.not_found', { detail: clientMessages['clients.bulk.notFound'] });
  return {
    id: row.id,
    status: row.status,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    refused_count: row.refusedCount,
    results: row.results,
  };
}
