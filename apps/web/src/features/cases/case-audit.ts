import {
  type AuditEventView,
  type CaseAction,
  type CaseStatus,
  type CaseType,
  caseActionLabels,
  caseActions,
  caseStatusLabels,
  caseTypeLabels,
} from '@advice/domain';
import { actionLabel, changeLines } from '../audit/audit-wording.ts';

const effectLabels: Record<string, string> = {
  voidUnsignedSigningDocuments: 'Unsigned signing documents voided',
  recordClientConsent: 'Client consent recorded',
};

/** Bookkeeping a reader does not need: the row version, ids, and the answers (which the case page shows). */
const hiddenKeys = new Set(['version', 'client_id', 'effects']);

const statusLabel = (value: unknown) => caseStatusLabels[value as CaseStatus] ?? String(value);

/** What a case event did, in the words of the case page ('Complete the case' for confirm). */
export function caseEventTitle(action: string): string {
  return (caseActions as readonly string[]).includes(action) ? caseActionLabels[action as CaseAction] : actionLabel(action);
}

/** The changes of a case event as a person reads them: statuses and types by name, effects in words. */
export function caseEventLines(event: Pick<AuditEventView, 'action' | 'before' | 'after'>): string[] {
  if (event.action === 'answers_saved') return [];
  const before = (event.before ?? {}) as Record<string, unknown>;
  const after = (event.after ?? {}) as Record<string, unknown>;
  const lines: string[] = [];
  if ('status' in after)
    lines.push(
      'status' in before ? `Status: ${statusLabel(before.status)} → ${statusLabel(after.status)}` : `Status: ${statusLabel(after.status)}`,
    );
  if (typeof after.type === 'string') lines.push(`Type: ${caseTypeLabels[after.type as CaseType] ?? after.type}`);
  for (const effect of Array.isArray(after.effects) ? after.effects : []) lines.push(effectLabels[String(effect)] ?? String(effect));
  const rest = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => !hiddenKeys.has(key) && key !== 'status' && key !== 'type'));
  return [...lines, ...changeLines({ before: rest(before), after: rest(after) })];
}
