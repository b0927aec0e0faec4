import { type AuditDescribers, type AuditFacts, recordOf, sentence, textOf } from '../shared/audit.ts';
import type { TaxHealthCheckVersion } from './questionnaires.states.ts';

/** Per question key, the option letters ticked, as the audit events record them. */
type AnswersAudit = Record<string, string[]>;

/**
 * Every action recorded on a case's tax health check (entity kind `client-case`, the case's id), with its
 * payload: a save records the questions it set, before and after; the others what the check became.
 */
export type TaxHealthCheckAuditEvents = {
  tax_health_check_started: { after: { check_id: string; version: TaxHealthCheckVersion; tax_year: string } };
  tax_health_check_partner_chosen: { before: { with_partner: boolean | null }; after: { with_partner: boolean } };
  tax_health_check_answered: { before: { answers: AnswersAudit }; after: { answers: AnswersAudit } };
  tax_health_check_completed: { after: { with_partner: boolean; tax_year: string } };
  tax_health_check_marked_complete: { after: { tax_year: string } };
};

export const taxHealthCheckAuditMessages = {
  'audit.taxHealthCheck.started': '{{actor}} started the Tax Health Check for the {{taxYear}} tax year',
  'audit.taxHealthCheck.startedUnknown': '{{actor}} started the Tax Health Check',
  'audit.taxHealthCheck.withPartner': '{{actor}} chose to complete the Tax Health Check with the partner',
  'audit.taxHealthCheck.alone': '{{actor}} chose to complete the Tax Health Check alone',
  'audit.taxHealthCheck.answered': '{{actor}} answered {{questions}} of the Tax Health Check',
  'audit.taxHealthCheck.changed': '{{actor}} changed {{answers}} in the Tax Health Check',
  'audit.taxHealthCheck.answeredAndChanged': '{{actor}} answered {{questions}} and changed {{answers}} in the Tax Health Check',
  'audit.taxHealthCheck.saved': '{{actor}} saved the Tax Health Check',
  'audit.taxHealthCheck.completedWithPartner': '{{actor}} completed the Tax Health Check with the partner',
  'audit.taxHealthCheck.completedAlone': '{{actor}} completed the Tax Health Check alone',
  'audit.taxHealthCheck.completed': '{{actor}} completed the Tax Health Check',
  'audit.taxHealthCheck.markedComplete': '{{actor}} marked the unfinished Tax Health Check of the {{taxYear}} tax year complete',
  'audit.taxHealthCheck.markedCompleteUnknown': '{{actor}} marked the unfinished Tax Health Check complete',
} as const;
type Key = keyof typeof taxHealthCheckAuditMessages;

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function hasLetters(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/** A save's sentence: how many questions it answered for the first time, and how many answers it changed. */
function answered(facts: AuditFacts<TaxHealthCheckAuditEvents['tax_health_check_answered']>) {
  const before = recordOf(facts.before.answers);
  const keys = Object.keys(recordOf(facts.after.answers));
  const changed = keys.filter((key) => hasLetters(before[key])).length;
  const fresh = keys.length - changed;
  const questions = counted(fresh, 'question', 'questions');
  const answers = counted(changed, 'answer', 'answers');
  if (fresh > 0 && changed > 0) return sentence<Key>('audit.taxHealthCheck.answeredAndChanged', facts, { questions, answers });
  if (changed > 0) return sentence<Key>('audit.taxHealthCheck.changed', facts, { answers });
  if (fresh > 0) return sentence<Key>('audit.taxHealthCheck.answered', facts, { questions });
  return sentence<Key>('audit.taxHealthCheck.saved', facts);
}

/** How each tax health check event reads: "Charlotte Hughes completed the Tax Health Check with the partner". */
export const taxHealthCheckAuditSentences: AuditDescribers<TaxHealthCheckAuditEvents, Key> = {
  tax_health_check_started: (facts) => {
    const taxYear = textOf(facts.after.tax_year);
    return taxYear
      ? sentence<Key>('audit.taxHealthCheck.started', facts, { taxYear })
      : sentence<Key>('audit.taxHealthCheck.startedUnknown', facts);
  },
  tax_health_check_partner_chosen: (facts) =>
    sentence<Key>(facts.after.with_partner === true ? 'audit.taxHealthCheck.withPartner' : 'audit.taxHealthCheck.alone', facts),
  tax_health_check_answered: answered,
  tax_health_check_completed: (facts) => {
    if (facts.after.with_partner === true) return sentence<Key>('audit.taxHealthCheck.completedWithPartner', facts);
    if (facts.after.with_partner === false) return sentence<Key>('audit.taxHealthCheck.completedAlone', facts);
    return sentence<Key>('audit.taxHealthCheck.completed', facts);
  },
  tax_health_check_marked_complete: (facts) => {
    const taxYear = textOf(facts.after.tax_year);
    return taxYear
      ? sentence<Key>('audit.taxHealthCheck.markedComplete', facts, { taxYear })
      : sentence<Key>('audit.taxHealthCheck.markedCompleteUnknown', facts);
  },
};
