import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, recordOf, sentence, textOf } from '../shared/audit.ts';
import { roleLabel, roles } from '../shared/roles.ts';
import { featureFlagName } from './feature-flag-catalogue.ts';
import { type PracticeType, practiceTypeLabels } from './platform-admin.ts';

type PracticeFacts = { name: string; hosts: string[]; practice_type: PracticeType };

/**
 * What the provider's support does in a practice (entity kind `practice`, the practice's id), each written on
 * the practice so its director reads it in the practice's audit trail. Flag names are in snake_case.
 */
export type PlatformAdminAuditEvents = {
  practice_created: { after: PracticeFacts & { director_name: string; director_email: string } };
  practice_configured: { before: Partial<PracticeFacts>; after: Partial<PracticeFacts> };
  practice_suspended: { before: { status: 'active' }; after: { status: 'suspended' } };
  practice_reactivated: { before: { status: 'suspended' }; after: { status: 'active' } };
  feature_flags_updated: { before: Record<string, boolean>; after: Record<string, boolean> };
  account_reactivated: {
    before: { status: 'deactivated' };
    after: { user_id: string; name: string; role: string; reason: string; status: string };
  };
};

export const platformAdminAuditMessages = {
  'audit.platform.practiceCreated': '{{actor}} (platform support) created the practice {{name}} and invited {{director}} as its director',
  'audit.platform.practiceConfigured': '{{actor}} (platform support) changed the practice’s {{fields}}',
  'audit.platform.practiceSaved': '{{actor}} (platform support) saved the practice unchanged',
  'audit.platform.practiceSuspended': '{{actor}} (platform support) suspended the practice',
  'audit.platform.practiceReactivated': '{{actor}} (platform support) reactivated the practice',
  'audit.platform.flagsTurned': '{{actor}} (platform support) turned {{changes}}',
  'audit.platform.flagsSaved': '{{actor}} (platform support) saved the feature flags unchanged',
  'audit.platform.accountReactivated': '{{actor}} (platform support) reactivated the account of {{name}} ({{role}}): {{reason}}',
} as const;
type Key = keyof typeof platformAdminAuditMessages;

const fieldLabels = { name: 'name', hosts: 'host names', practice_type: 'practice type' };

const snakeToFlag = (key: string) => key.replace(/_([a-z0-9])/gu, (_, c: string) => c.toUpperCase());

/** "off Blog" and "on Editable FAQ and Notes": each flag that changed, by its name. */
function flagChanges(before: unknown, after: unknown): string[] {
  const was = recordOf(before);
  const changes = Object.entries(recordOf(after)).filter(([flag, on]) => typeof on === 'boolean' && was[flag] !== on);
  const turned = (on: boolean) => changes.filter(([, value]) => value === on).map(([flag]) => featureFlagName(snakeToFlag(flag)));
  return [
    ...(turned(false).length > 0 ? [`off ${listOf(turned(false))}`] : []),
    ...(turned(true).length > 0 ? [`on ${listOf(turned(true))}`] : []),
  ];
}

function roleWords(value: unknown): string {
  return (roles as readonly unknown[]).includes(value) ? roleLabel(value as (typeof roles)[number]) : (textOf(value) ?? 'account');
}

function typeWords(value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(practiceTypeLabels, value) ? practiceTypeLabels[value as PracticeType] : undefined;
}

function describeConfigured(facts: AuditFacts<PlatformAdminAuditEvents['practice_configured']>) {
  const fields = changedFieldsOf(facts.before, facts.after, fieldLabels);
  if (fields.length === 0) return sentence<Key>('audit.platform.practiceSaved', facts);
  const type = typeWords(facts.after.practice_type);
  const named = fields.map((field) => (field === fieldLabels.practice_type && type ? `practice type (now ${type})` : field));
  return sentence<Key>('audit.platform.practiceConfigured', facts, { fields: listOf(named) });
}

/** How each action of the provider's support reads: "Sara Mills (platform support) turned off Blog". */
export const platformAdminAuditSentences: AuditDescribers<PlatformAdminAuditEvents, Key> = {
  practice_created: (facts) =>
    sentence<Key>('audit.platform.practiceCreated', facts, {
      name: textOf(facts.after.name) ?? 'a practice',
      director: textOf(facts.after.director_name) ?? textOf(facts.after.director_email) ?? 'a director',
    }),
  practice_configured: describeConfigured,
  practice_suspended: (facts) => sentence<Key>('audit.platform.practiceSuspended', facts),
  practice_reactivated: (facts) => sentence<Key>('audit.platform.practiceReactivated', facts),
  feature_flags_updated: (facts) => {
    const changes = flagChanges(facts.before, facts.after);
    return changes.length > 0
      ? sentence<Key>('audit.platform.flagsTurned', facts, { changes: changes.join(' and turned ') })
      : sentence<Key>('audit.platform.flagsSaved', facts);
  },
  account_reactivated: (facts) =>
    sentence<Key>('audit.platform.accountReactivated', facts, {
      name: textOf(facts.after.name) ?? 'someone',
      role: roleWords(facts.after.role),
      reason: textOf(facts.after.reason) ?? '',
    }),
};
