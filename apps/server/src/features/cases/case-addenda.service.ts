import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type CaseAddendum, type CaseAddendumBody, caseMessages, type Pagination } from '@advice/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { caseAddenda, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { isClientStaff, loadCaseFor } from './cases.access.ts';

type AddendumRow = typeof caseAddenda.$inferSelect;

function present(row: AddendumRow, author: { id: string | null; firstName: string | null; lastName: string | null }): CaseAddendum {
  return {
    id: row.id,
    case_id: row.caseId,
    text: row.text,
    created_by: author.id ? { id: author.id, first_name: author.firstName ?? '', last_name: author.lastName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Staff of the client add an addendum to a case, in any status: an agreed pack is reference-only, and an
 * addendum is how something is added to it afterwards.
 */
export async function addAddendum(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  body: CaseAddendumBody,
  info: RequestInfo,
): Promise<CaseAddendum> {
  const row = await inTransaction(runtime, async ({ tx }) => {
    const loaded = await loadCaseFor(tx, actor, caseId, 'write');
    if (!isClientStaff(loaded.subject)) throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
    const [created] = await tx
      .insert(caseAddenda)
      .values({ id: randomUUID(), practiceId: loaded.actor.practiceId, caseId, text: body.text, createdBy: actor.userId })
      .returning();
    if (!created) throw new Error('addendum insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId: loaded.actor.practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'addendum_added',
      after: { addendum_id: created.id, text: created.text },
      ip: info.ip,
    });
    return created;
  });
  const [author] = await runtime.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  return present(row, author ?? { id: null, firstName: null, lastName: null });
}

/** The case's addenda, oldest first; the client reads those of the cases they see. */
export async function listAddenda(runtime: Runtime, actor: Actor, caseId: string, query: Pagination) {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'read');
  const where = and(eq(caseAddenda.practiceId, loaded.actor.practiceId), eq(caseAddenda.caseId, caseId));
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    runtime.db
      .select({ addendum: caseAddenda, id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(caseAddenda)
      .leftJoin(users, eq(users.id, caseAddenda.createdBy))
      .where(where)
      .orderBy(asc(caseAddenda.createdAt), asc(caseAddenda.id))
      .limit(limit)
      .offset(offset),
    runtime.db.select({ value: count() }).from(caseAddenda).where(where),
  ]);
  return { rows: rows.map((r) => present(r.addendum, r)), total: total?.value ?? 0 };
}
