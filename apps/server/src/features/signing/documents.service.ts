import type { Actor, DocumentListItem, DocumentListQuery } from '@advice/domain';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listVisibleDocuments } from './documents.queries.ts';

/**
 * The shared documents page: what the actor may see across cases and packs, newest first, or only what
 * waits for their signature. While the practice's eSignature flag is off nothing is signed in the product,
 * so no document carries a signing summary and none waits for a signature.
 */
export async function listDocumentsFor(
  runtime: Runtime,
  actor: Actor,
  query: DocumentListQuery,
  { isSigningOn }: { isSigningOn: boolean },
): Promise<{ rows: DocumentListItem[]; total: number }> {
  const member = practiceActorOf(actor, 'document');
  const isAwaitingOnly = query.filter === 'awaiting_signature';
  if (isAwaitingOnly && !isSigningOn) return { rows: [], total: 0 };
  return listVisibleDocuments(runtime.db, member, { isAwaitingOnly, withSigning: isSigningOn, ...pageOffset(query) });
}
