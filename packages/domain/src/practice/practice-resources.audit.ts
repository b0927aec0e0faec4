import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, recordOf, sentence, textOf } from '../shared/audit.ts';
import type { AgendaTemplateKind } from './agenda-templates.ts';

/** An agenda template as its events keep it: its text too, which is short enough to keep whole. */
export type AgendaTemplateAudit = { title: string; kind: AgendaTemplateKind; active: boolean; template: string };
/** A charter as its events keep it; its image by file name. */
export type ServiceCharterAudit = { title: string; available_from: string | null; image: string | null };
/**
 * A FAQ section as its events keep it: its title and the questions' wording; answers are long, so an update's
 * after side only says `answers_changed: true` when one was changed.
 */
export type FaqSectionAudit = { title: string; questions: string[]; answers_changed?: true };

type Crud<T> = {
  created: { after: T };
  updated: { before: T; after: T };
  deleted: { before: T };
};
/** Every action on an agenda template (entity kind `agenda-template`). */
export type AgendaTemplateAuditEvents = Crud<AgendaTemplateAudit>;
/** Every action on a service charter (entity kind `service-charter`). */
export type ServiceCharterAuditEvents = Crud<ServiceCharterAudit>;
/** Every action on a section of the FAQ (entity kind `faq-section`). */
export type FaqSectionAuditEvents = Crud<FaqSectionAudit>;

export const practiceResourcesAuditMessages = {
  'audit.agendaTemplate.created': '{{actor}} added the agenda template “{{title}}”',
  'audit.agendaTemplate.changed': '{{actor}} changed the {{fields}} of the agenda template “{{title}}”',
  'audit.agendaTemplate.switchedOn': '{{actor}} switched on the agenda template “{{title}}”',
  'audit.agendaTemplate.switchedOff': '{{actor}} switched off the agenda template “{{title}}”',
  'audit.agendaTemplate.saved': '{{actor}} saved the agenda template “{{title}}” unchanged',
  'audit.agendaTemplate.deleted': '{{actor}} deleted the agenda template “{{title}}”',
  'audit.serviceCharter.created': '{{actor}} added the service charter “{{title}}”',
  'audit.serviceCharter.changed': '{{actor}} changed the {{fields}} of the service charter “{{title}}”',
  'audit.serviceCharter.saved': '{{actor}} saved the service charter “{{title}}” unchanged',
  'audit.serviceCharter.deleted': '{{actor}} deleted the service charter “{{title}}”',
  'audit.faqSection.created': '{{actor}} added the FAQ section “{{title}}”',
  'audit.faqSection.changed': '{{actor}} changed the {{fields}} of the FAQ section “{{title}}”',
  'audit.faqSection.saved': '{{actor}} saved the FAQ section “{{title}}” unchanged',
  'audit.faqSection.deleted': '{{actor}} deleted the FAQ section “{{title}}”',
} as const;
type Key = keyof typeof practiceResourcesAuditMessages;
type Noun = 'agendaTemplate' | 'serviceCharter' | 'faqSection';

const titleOf = (...sides: unknown[]) => sides.map((side) => textOf(recordOf(side).title)).find(Boolean) ?? 'untitled';

/** The payload's fields in the editor's order: stored as jsonb, an event's keys come back in an order of its own. */
function inOrder(payload: unknown, order: readonly string[]): Record<string, unknown> {
  const record = recordOf(payload);
  return Object.fromEntries(order.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key]]));
}

/** "changed the title and text of …"; a save that changed nothing says so. */
function describeChange(noun: Noun, order: readonly string[], labels: Record<string, string>) {
  return (facts: AuditFacts<{ before: object; after: object }>) => {
    const title = titleOf(facts.after, facts.before);
    const fields = changedFieldsOf(inOrder(facts.before, order), inOrder(facts.after, order), labels);
    if (fields.length === 0) return sentence<Key>(`audit.${noun}.saved`, facts, { title });
    return sentence<Key>(`audit.${noun}.changed`, facts, { fields: listOf(fields), title });
  };
}

function describers<E extends Crud<object>>(noun: Noun, order: readonly string[], labels: Record<string, string>): AuditDescribers<E, Key> {
  return {
    created: (facts) => sentence<Key>(`audit.${noun}.created`, facts, { title: titleOf(facts.after) }),
    updated: describeChange(noun, order, labels),
    deleted: (facts) => sentence<Key>(`audit.${noun}.deleted`, facts, { title: titleOf(facts.before) }),
  } as AuditDescribers<E, Key>;
}

const agendaTemplateDescribers = describers<AgendaTemplateAuditEvents>('agendaTemplate', ['title', 'template', 'active', 'kind'], {
  template: 'text',
  active: 'active setting',
});

/** A change of the active switch alone reads as switching the template on or off. */
export const agendaTemplateAuditSentences: AuditDescribers<AgendaTemplateAuditEvents, Key> = {
  ...agendaTemplateDescribers,
  updated: (facts) => {
    const fields = changedFieldsOf(facts.before, facts.after, {});
    const active = recordOf(facts.after).active;
    if (fields.length === 1 && fields[0] === 'active' && typeof active === 'boolean') {
      const title = titleOf(facts.after, facts.before);
      return sentence<Key>(active ? 'audit.agendaTemplate.switchedOn' : 'audit.agendaTemplate.switchedOff', facts, { title });
    }
    return agendaTemplateDescribers.updated(facts);
  },
};
export const serviceCharterAuditSentences = describers<ServiceCharterAuditEvents>('serviceCharter', ['title', 'available_from', 'image'], {
  available_from: 'availability date',
});
export const faqSectionAuditSentences = describers<FaqSectionAuditEvents>('faqSection', ['title', 'questions', 'answers_changed'], {
  answers_changed: 'answers',
});
