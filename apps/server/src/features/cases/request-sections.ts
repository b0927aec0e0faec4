import {
  type Actor,
  AppError,
  type CaseSectionFacts,
  type CaseSectionLock,
  caseSectionLockOf,
  hasCaseSections,
  isClientReadOnly,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { type LoadedCase, loadCaseFor } from './cases.access.ts';

/** An Online Advice Request loaded for one of its sections: the case, the viewer as the domain's rule reads them, and its answer. */
export type RequestSection = LoadedCase & {
  facts: CaseSectionFacts;
  /** Why the viewer may not answer the request's sections now; `null` when they may. */
  lock: CaseSectionLock | null;
};

/**
 * Loads a request for one of its sections, the one way every section does: through the case's client
 * access (another practice's case, one of a client the actor has no relation to, or one the client cannot
 * see is 404; a write on a read-only account is refused), then a case that is not an Online Advice Request
 * is 404 with the section's own `missing` text. With it comes whether the viewer may answer now and, if
 * not, why; the section adds its own locks after that.
 */
export async function loadRequestSection(
  tx: Tx,
  actor: Actor,
  caseId: string,
  purpose: 'read' | 'write',
  missing: string,
): Promise<RequestSection> {
  const loaded = await loadCaseFor(tx, actor, caseId, purpose);
  const relation = loaded.subject.relation;
  if (!relation || !hasCaseSections(loaded.row.type)) throw new AppError('resource.not_found', { detail: missing });
  const facts: CaseSectionFacts = {
    caseType: loaded.row.type,
    caseStatus: loaded.row.status,
    relation,
    isClientReadOnly: isClientReadOnly(loaded.client.status),
  };
  return { ...loaded, facts, lock: caseSectionLockOf(facts) };
}

/**
 * Refuses to begin a section the viewer may not answer: a section is begun (its row created) by someone
 * who may answer it, so a closed request, a request with the adviser (for the client) or a read-only
 * account never gains one; until begun, it is not there to read (404 with the section's `missing` text).
 */
export function assertMayBeginSection(section: RequestSection, missing: string): void {
  if (section.lock !== null) throw new AppError('resource.not_found', { detail: missing });
}
