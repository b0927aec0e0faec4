import { readPracticeSettings } from '@advice/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents, caseDocuments } from '../../db/schema/index.ts';
import { getPracticeSettings } from '../users/users.queries.ts';
import type { CaseRow } from './cases.queries.ts';

/**
 * Whether the client has opened every document of a recommendation pack they can see (its newest versions),
 * as their `document_viewed` audit events record it. True for other cases, and for every case while the
 * practice does not ask for it (requesting advice: `documentsOpenedBeforeAccepting`).
 */
export async function hasClientOpenedEveryDocument(db: Db | Tx, row: CaseRow): Promise<boolean> {
  if (row.type !== 'recommendation_pack_case') return true;
  const practice = await getPracticeSettings(db, row.practiceId);
  if (!readPracticeSettings(practice.settings)['requesting-advice'].documentsOpenedBeforeAccepting) return true;
  const documents = await db
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(
      and(
        eq(caseDocuments.practiceId, row.practiceId),
        eq(caseDocuments.caseId, row.id),
        isNull(caseDocuments.removedAt),
        isNull(caseDocuments.supersededBy),
        eq(caseDocuments.concealedFromClient, false),
      ),
    );
  if (documents.length === 0) return true;
  const opened = await db
    .selectDistinct({ id: sql<string>`${auditEvents.after}->>'document_id'` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityKind, 'client-case'),
        eq(auditEvents.entityId, row.id),
        eq(auditEvents.action, 'document_viewed'),
        eq(auditEvents.actorId, row.clientId),
        inArray(
          sql`${auditEvents.after}->>'document_id'`,
          documents.map((document) => document.id),
        ),
      ),
    );
  return opened.length === documents.length;
}
