import type { AuditEventView } from '@advice/domain';

/** 'details_updated' reads as 'Details updated': the fallback for an action or field no area names. */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/gu, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Old → new for each field an event changed. */
export function changeLines(event: Pick<AuditEventView, 'before' | 'after'>): string[] {
  const before = (event.before ?? {}) as Record<string, unknown>;
  const after = (event.after ?? {}) as Record<string, unknown>;
  // Ids mean nothing to a reader; the names beside them say the same.
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !key.endsWith('Id'));
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${describeValue(after[key])}`;
    if (!(key in after)) return `${key}: ${describeValue(before[key])}`;
    return `${key}: ${describeValue(before[key])} → ${describeValue(after[key])}`;
  });
}
