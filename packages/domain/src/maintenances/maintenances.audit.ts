import { type AuditDescribers, type AuditFacts, listOf, sentence, textOf } from '../shared/audit.ts';
import type { MaintenanceScope } from './maintenances.ts';

/** A maintenance as its events name it. */
export type MaintenanceAuditName = { maintenance_id: string; title: string };

/** A maintenance's fields as the audit trail keeps them: times as ISO instants, the chosen practices by name. */
export type MaintenanceAuditContent = MaintenanceAuditName & {
  message: string;
  starts_at: string;
  ends_at: string;
  notice_hours: number;
  scope: MaintenanceScope;
  practices: string[];
};
export const maintenanceAuditFields = ['title', 'message', 'starts_at', 'ends_at', 'notice_hours', 'scope', 'practices'] as const;
export type MaintenanceAuditField = (typeof maintenanceAuditFields)[number];
type Changed = Partial<MaintenanceAuditContent> & MaintenanceAuditName;

/** Every audited action of maintenances (entity kind `maintenance`, no practice: they are the platform's), with its payload. */
export type MaintenanceAuditEvents = {
  maintenance_created: { after: MaintenanceAuditContent };
  maintenance_updated: { before: Changed; after: Changed & { fields: MaintenanceAuditField[] } };
  maintenance_deleted: { before: MaintenanceAuditName };
};

export const maintenanceAuditMessages = {
  'audit.maintenances.createdForAll': '{{actor}} scheduled the maintenance “{{title}}” for all practices',
  'audit.maintenances.createdFor': '{{actor}} scheduled the maintenance “{{title}}” for {{practices}}',
  'audit.maintenances.changed': '{{actor}} changed the {{fields}} of the maintenance “{{title}}”',
  'audit.maintenances.edited': '{{actor}} edited the maintenance “{{title}}”',
  'audit.maintenances.deleted': '{{actor}} deleted the maintenance “{{title}}”',
} as const;
type Key = keyof typeof maintenanceAuditMessages;

const fieldLabels: Record<MaintenanceAuditField, string> = {
  title: 'title',
  message: 'message',
  starts_at: 'start',
  ends_at: 'end',
  notice_hours: 'notice period',
  scope: 'practices',
  practices: 'practices',
};

const titleOf = (side: { readonly title?: unknown }, other: { readonly title?: unknown } = {}) =>
  textOf(side.title) ?? textOf(other.title) ?? 'a maintenance';

function namesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
}

/** The changed fields in words, each once (scope and practices both read as "practices"). */
function changedLabels(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const known = value.filter((field): field is MaintenanceAuditField => typeof field === 'string' && Object.hasOwn(fieldLabels, field));
  return [...new Set(known.map((field) => fieldLabels[field]))];
}

function describeCreate(facts: AuditFacts<MaintenanceAuditEvents['maintenance_created']>) {
  const title = titleOf(facts.after);
  const practices = namesOf(facts.after.practices);
  if (facts.after.scope === 'all' || practices.length === 0) return sentence<Key>('audit.maintenances.createdForAll', facts, { title });
  return sentence<Key>('audit.maintenances.createdFor', facts, { title, practices: listOf(practices) });
}

function describeEdit(facts: AuditFacts<MaintenanceAuditEvents['maintenance_updated']>) {
  const title = titleOf(facts.after, facts.before);
  const fields = changedLabels(facts.after.fields);
  if (fields.length === 0) return sentence<Key>('audit.maintenances.edited', facts, { title });
  return sentence<Key>('audit.maintenances.changed', facts, { fields: listOf(fields), title });
}

export const maintenanceAuditSentences: AuditDescribers<MaintenanceAuditEvents, Key> = {
  maintenance_created: describeCreate,
  maintenance_updated: describeEdit,
  maintenance_deleted: (facts) => sentence<Key>('audit.maintenances.deleted', facts, { title: titleOf(facts.before) }),
};
