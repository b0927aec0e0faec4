import { type AuditEventView, formatWholeAmount, topUpAccountTypeKeys, topUpStatuses } from '@advice/domain';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { actionLabel } from '../../audit/audit-wording.ts';

type Translate = (key: CatalogueKey) => string;

const fieldLabels: Record<string, CatalogueKey> = {
  status: 'topUps.audit.field.status',
  account_type: 'topUps.audit.field.accountType',
  amount: 'topUps.audit.field.amount',
  currency: 'topUps.audit.field.currency',
  comment: 'topUps.audit.field.comment',
};
const fieldOrder = Object.keys(fieldLabels);

const actionLabels: Record<string, CatalogueKey> = {
  created: 'topUps.audit.action.created',
  complete: 'topUps.audit.action.complete',
  cancel: 'topUps.audit.action.cancel',
};

/** What happened, in words: 'Top-up cancelled'. */
export function describeTopUpAction(action: string, t: Translate): string {
  const key = actionLabels[action];
  return key ? t(key) : actionLabel(action);
}

function describeValue(field: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && topUpStatuses.includes(value as never)) return t(`topUps.status.${value as (typeof topUpStatuses)[number]}`);
  if (field === 'account_type' && topUpAccountTypeKeys.includes(value as never))
    return t(`topUps.accountType.${value as (typeof topUpAccountTypeKeys)[number]}`);
  if (field === 'amount' && typeof value === 'number') return formatWholeAmount(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Each field an event set or changed, as 'Status: Submitted → Cancelled', in a fixed order. */
export function describeTopUpChanges(event: Pick<AuditEventView, 'before' | 'after'>, t: Translate): string[] {
  const before = (event.before ?? {}) as Record<string, unknown>;
  const after = (event.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !field.endsWith('Id') && !field.endsWith('_id'))
    .sort((a, b) => (fieldOrder.indexOf(a) + 1 || 99) - (fieldOrder.indexOf(b) + 1 || 99));
  return fields.map((field) => {
    const label = fieldLabels[field] ? t(fieldLabels[field]) : actionLabel(field);
    if (!(field in before)) return `${label}: ${describeValue(field, after[field], t)}`;
    if (!(field in after)) return `${label}: ${describeValue(field, before[field], t)}`;
    return `${label}: ${describeValue(field, before[field], t)} → ${describeValue(field, after[field], t)}`;
  });
}
