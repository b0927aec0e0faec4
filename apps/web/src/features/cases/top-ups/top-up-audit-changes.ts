import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { actionLabel } from '../../audit/audit-wording.ts';

type Translate = (key: CatalogueKey) => string;

const actionLabels: Record<string, CatalogueKey> = {
  created: 'topUps.audit.action.created',
  complete: 'topUps.audit.action.complete',
  cancel: 'topUps.audit.action.cancel',
};

/** What happened, at a glance: 'Top-up cancelled' (the event's sentence says who did it, and how). */
export function describeTopUpAction(action: string, t: Translate): string {
  const key = actionLabels[action];
  return key ? t(key) : actionLabel(action);
}
