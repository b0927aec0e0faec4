import { type AuditDescribers, recordOf, sentence, textOf } from '../shared/audit.ts';
import { type FeatureHelpKey, featureHelpCatalogue, featureHelpKeys } from './feature-helps.ts';

type FeatureHelpAudit = { key: FeatureHelpKey; title: string; text: string };

/** Every action on a feature help (entity kind `feature-help`; no practice: the helps are the platform's). */
export type FeatureHelpAuditEvents = {
  updated: { before: FeatureHelpAudit; after: FeatureHelpAudit };
};

export const helpAuditMessages = {
  'audit.featureHelp.updated': '{{actor}} rewrote the help “{{title}}”',
} as const;
type Key = keyof typeof helpAuditMessages;

function titleOf(side: unknown): string {
  const record = recordOf(side);
  const key = featureHelpKeys.find((known) => known === record.key);
  return textOf(record.title) ?? (key ? featureHelpCatalogue[key].title : 'a page');
}

export const featureHelpAuditSentences: AuditDescribers<FeatureHelpAuditEvents, Key> = {
  updated: (facts) => sentence<Key>('audit.featureHelp.updated', facts, { title: titleOf(facts.after) }),
};
