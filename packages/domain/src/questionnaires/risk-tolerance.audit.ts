import { type AuditDescribers, type AuditFacts, numberOf, sentence } from '../shared/audit.ts';
import { type RiskLevel, riskLevels } from './questionnaires.states.ts';
import { riskLevelLabels } from './risk-tolerance.messages.ts';

/**
 * Every action recorded on a case's risk assessment (entity kind `client-case`, the case's id), with its
 * payload. Moving between questions is progress, not a change, so only starting, each answer given or
 * changed, and the score are recorded; `number` is the question's place in the assessment (1 to 12).
 */
export type RiskToleranceAuditEvents = {
  risk_assessment_started: { after: { assessment_id: string } };
  risk_assessment_answered: {
    before: { value: number | null };
    after: { assessment_id: string; question: string; number: number; value: number };
  };
  risk_assessment_completed: { after: { assessment_id: string; score: number; level: RiskLevel } };
};

export const riskToleranceAuditMessages = {
  'audit.riskTolerance.started': '{{actor}} started the risk assessment',
  'audit.riskTolerance.answered': '{{actor}} answered question {{number}} of the risk assessment',
  'audit.riskTolerance.changed': '{{actor}} changed the answer to question {{number}} of the risk assessment',
  'audit.riskTolerance.answeredUnknown': '{{actor}} answered a question of the risk assessment',
  'audit.riskTolerance.completed': '{{actor}} completed the risk assessment with a score of {{score}} ({{level}})',
  'audit.riskTolerance.completedUnknown': '{{actor}} completed the risk assessment',
} as const;
type Key = keyof typeof riskToleranceAuditMessages;

function levelWords(value: unknown): string | undefined {
  return typeof value === 'string' && (riskLevels as readonly string[]).includes(value) ? riskLevelLabels[value as RiskLevel] : undefined;
}

function answered(facts: AuditFacts<RiskToleranceAuditEvents['risk_assessment_answered']>) {
  const number = numberOf(facts.after.number);
  if (number === undefined) return sentence<Key>('audit.riskTolerance.answeredUnknown', facts);
  const isChange = numberOf(facts.before.value) !== undefined;
  return sentence<Key>(isChange ? 'audit.riskTolerance.changed' : 'audit.riskTolerance.answered', facts, { number: String(number) });
}

/** How each risk assessment event reads: "Charlotte Hughes completed the risk assessment with a score of 38 (Medium)". */
export const riskToleranceAuditSentences: AuditDescribers<RiskToleranceAuditEvents, Key> = {
  risk_assessment_started: (facts) => sentence<Key>('audit.riskTolerance.started', facts),
  risk_assessment_answered: answered,
  risk_assessment_completed: (facts) => {
    const score = numberOf(facts.after.score);
    const level = levelWords(facts.after.level);
    return score === undefined || !level
      ? sentence<Key>('audit.riskTolerance.completedUnknown', facts)
      : sentence<Key>('audit.riskTolerance.completed', facts, { score: String(score), level });
  },
};
