import { type CaseAction, caseActionLabels, caseActions } from '@advice/domain';
import { actionLabel } from '../audit/audit-wording.ts';

/** What a case event did, at a glance, in the words of the case page ('Complete the case' for confirm). */
export function caseEventTitle(action: string): string {
  return (caseActions as readonly string[]).includes(action) ? caseActionLabels[action as CaseAction] : actionLabel(action);
}
