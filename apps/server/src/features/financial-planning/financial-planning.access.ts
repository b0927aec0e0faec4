import { type Actor, AppError, type CaseSectionFacts, hasFinancialPlanningSections, isClientReadOnly } from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { type LoadedCase, loadCaseFor } from '../cases/cases.access.ts';

/**
 * Loads a case through client access (another practice's, or one of a client the actor has no relation
 * to, is a 404) and refuses a case that has no such section: only an Online Advice Request has them.
 */
export async function loadSectionCase(
  tx: Tx,
  actor: Actor,
  caseId: string,
  purpose: 'read' | 'write',
  missing: string,
): Promise<LoadedCase & { relation: NonNullable<LoadedCase['subject']['relation']> }> {
  const loaded = await loadCaseFor(tx, actor, caseId, purpose);
  const relation = loaded.subject.relation;
  if (!relation || !hasFinancialPlanningSections(loaded.row.type)) throw new AppError('resource.not_found', { detail: missing });
  return { ...loaded, relation };
}

/** The case and the viewer, as the domain's rules read them. */
export function sectionFactsOf(loaded: LoadedCase & { relation: CaseSectionFacts['relation'] }): CaseSectionFacts {
  return {
    relation: loaded.relation,
    caseType: loaded.row.type,
    caseStatus: loaded.row.status,
    isClientReadOnly: isClientReadOnly(loaded.client.status),
  };
}
