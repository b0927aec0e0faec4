import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, recordOf, sentence, textOf, wordsOf } from '../shared/audit.ts';
import type { PracticeFilePurpose, PracticeSettingsSection, Service, ServiceBody } from './practice-settings.schemas.ts';

type Underscored<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Underscored<B>}` : S;
type SettingsAction<S extends string> = `settings_${Underscored<S>}_updated`;
/** The settings of one sub-page, keys in snake_case. */
type SettingsValues = Record<string, unknown>;
type PracticeFileAudit = { purpose: PracticeFilePurpose; file_id: string; file_name: string };

/** Every action on a practice (entity kind `practice`), with its payload; each settings sub-page has its own. */
export type PracticeAuditEvents = {
  [S in PracticeSettingsSection as SettingsAction<S>]: { before: SettingsValues; after: SettingsValues };
} & {
  /** Before the FAQ had rows of its own (faq-section events) it was a settings page; its events stay readable. */
  settings_faq_updated: { before: SettingsValues; after: SettingsValues };
  file_uploaded: { after: PracticeFileAudit };
  file_removed: { before: PracticeFileAudit };
};
export type PracticeSettingsAuditAction = SettingsAction<PracticeSettingsSection>;

/** Every action on a service the practice offers (entity kind `practice-service`), with its payload. */
export type PracticeServiceAuditEvents = {
  created: { after: ServiceBody };
  updated: { before: Service; after: ServiceBody };
  deleted: { before: Service };
};

/** The audit action of saving one settings sub-page: `client-media` → `settings_client_media_updated`. */
export function settingsAuditAction(section: PracticeSettingsSection): PracticeSettingsAuditAction {
  return `settings_${section.replace(/-/gu, '_')}_updated` as PracticeSettingsAuditAction;
}

export const practiceAuditMessages = {
  'audit.practice.settingsUpdated': '{{actor}} changed the {{section}} settings: {{fields}}',
  'audit.practice.settingsSaved': '{{actor}} saved the {{section}} settings unchanged',
  'audit.practice.fileUploaded': '{{actor}} uploaded {{file}} as the {{purpose}}',
  'audit.practice.fileRemoved': '{{actor}} removed {{file}}, the {{purpose}}',
  'audit.practice.fileChanged': '{{actor}} changed the {{purpose}}',
  'audit.service.created': '{{actor}} added the service “{{title}}”',
  'audit.service.updated': '{{actor}} changed the service “{{title}}”',
  'audit.service.deleted': '{{actor}} deleted the service “{{title}}”',
  'audit.service.changed': '{{actor}} changed a service',
} as const;
type Key = keyof typeof practiceAuditMessages;

function settingsSaved(section: string) {
  return (facts: AuditFacts<{ before: SettingsValues; after: SettingsValues }>) => {
    const fields = changedFieldsOf(facts.before, facts.after, {});
    return fields.length > 0
      ? sentence<Key>('audit.practice.settingsUpdated', facts, { section, fields: listOf(fields) })
      : sentence<Key>('audit.practice.settingsSaved', facts, { section });
  };
}

function practiceFile(payload: unknown, facts: AuditFacts<unknown>, key: 'audit.practice.fileUploaded' | 'audit.practice.fileRemoved') {
  const record = recordOf(payload);
  const purpose = wordsOf(textOf(record.purpose) ?? 'file');
  const file = textOf(record.file_name) ?? textOf(record.fileName);
  return file ? sentence<Key>(key, facts, { file, purpose }) : sentence<Key>('audit.practice.fileChanged', facts, { purpose });
}

const sectionWords = {
  general: 'general',
  'client-meeting-rooms': 'client meeting rooms',
  'client-media': 'client media',
  'requesting-advice': 'requesting advice',
  'prospect-onboarding': 'prospect onboarding',
  'landing-pages': 'landing pages',
} as const satisfies Record<PracticeSettingsSection, string>;

/** How each practice event reads: "Helen Ward changed the general settings: trading name". */
export const practiceAuditSentences = {
  settings_general_updated: settingsSaved(sectionWords.general),
  settings_client_meeting_rooms_updated: settingsSaved(sectionWords['client-meeting-rooms']),
  settings_client_media_updated: settingsSaved(sectionWords['client-media']),
  settings_requesting_advice_updated: settingsSaved(sectionWords['requesting-advice']),
  settings_prospect_onboarding_updated: settingsSaved(sectionWords['prospect-onboarding']),
  settings_landing_pages_updated: settingsSaved(sectionWords['landing-pages']),
  settings_faq_updated: settingsSaved('FAQ'),
  file_uploaded: (facts) => practiceFile(facts.after, facts, 'audit.practice.fileUploaded'),
  file_removed: (facts) => practiceFile(facts.before, facts, 'audit.practice.fileRemoved'),
} satisfies AuditDescribers<PracticeAuditEvents, Key>;

function service(key: Key, payload: unknown, facts: AuditFacts<unknown>) {
  const title = textOf(recordOf(payload).title);
  return title ? sentence<Key>(key, facts, { title }) : sentence<Key>('audit.service.changed', facts);
}

/** How each service event reads: "Helen Ward added the service “Pension review”". */
export const practiceServiceAuditSentences: AuditDescribers<PracticeServiceAuditEvents, Key> = {
  created: (facts) => service('audit.service.created', facts.after, facts),
  updated: (facts) => service('audit.service.updated', facts.after, facts),
  deleted: (facts) => service('audit.service.deleted', facts.before, facts),
};
