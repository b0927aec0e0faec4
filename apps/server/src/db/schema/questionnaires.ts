import {
  type QuestionnaireStatus,
  questionnaireStatuses,
  type RiskAssessmentStep,
  type RiskLevel,
  riskAssessmentSteps,
  riskLevels,
  type TaxHealthCheckVersion,
  taxHealthCheckVersions,
} from '@advice/domain';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientCases } from './cases.ts';
import { caseId, clientId, createdBy, id, practiceId, timestamps, updatedAt, updatedBy } from './columns.ts';
import { oneOf } from './one-of.ts';

/*
 * The questionnaires of an Online Advice Request (spec 3 §3, §4), each held against the client and, when it
 * was answered for a request, its case. Answers are JSON keyed by the questionnaire's own question keys, which
 * the domain's content modules define and check; each keeps the previous answers it is compared with.
 */

/** One risk tolerance assessment: where the client is, each answer on the 5-point scale with the time spent, and the result. */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    caseId: caseId(),
    status: text('status').$type<QuestionnaireStatus>().notNull().default('in_progress'),
    step: text('step').$type<RiskAssessmentStep>().notNull().default('begin'),
    /** The question the client is on (0-based), so progress survives a reload. */
    currentQuestion: integer('current_question').notNull().default(0),
    /** Per question key: the answer on the scale (1 to 5) and the milliseconds spent on it. */
    answers: jsonb('answers').$type<Record<string, { value: number; duration_ms: number }>>().notNull().default({}),
    score: integer('score'),
    level: text('level').$type<RiskLevel>(),
    createdBy: createdBy(),
    ...timestamps(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('risk_assessments_practice_client_idx').on(t.practiceId, t.clientId),
    index('risk_assessments_case_idx').on(t.caseId),
    oneOf(t.status, questionnaireStatuses),
    oneOf(t.step, riskAssessmentSteps),
    oneOf(t.level, riskLevels),
  ],
);

/** One tax health check (Personal Financial Audit) of a tax year, answered alone or with the partner. */
export const financialAudits = pgTable(
  'financial_audits',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    caseId: caseId(),
    version: text('version').$type<TaxHealthCheckVersion>().notNull(),
    /** The first day (6 April) of the tax year it was created in; it can be changed only during that year. */
    taxYearStart: date('tax_year_start', { mode: 'string' }).notNull(),
    /** Chosen before answering: null until chosen. */
    withPartner: boolean('with_partner'),
    /** Per question key, the option letters ticked ('A' to 'F'). */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull().default({}),
    /** The answers of the client's previous check, which the summary compares with. */
    previousAnswers: jsonb('previous_answers').$type<Record<string, string[]>>().notNull().default({}),
    status: text('status').$type<QuestionnaireStatus>().notNull().default('in_progress'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The adviser who marked a past year's unfinished check complete (the spec's message says so). */
    markedCompleteBy: uuid('marked_complete_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('financial_audits_practice_client_idx').on(t.practiceId, t.clientId),
    index('financial_audits_case_idx').on(t.caseId),
    oneOf(t.version, taxHealthCheckVersions),
    oneOf(t.status, questionnaireStatuses),
  ],
);

/** One personal financial planning health check (UK v1) of a tax year, with its tax-planning question set. */
export const financialPlanningHealthChecks = pgTable(
  'financial_planning_health_checks',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    caseId: caseId(),
    taxYearStart: date('tax_year_start', { mode: 'string' }).notNull(),
    /** Per question key, the answer (a choice, an amount, a word), as the domain's content defines. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    previousAnswers: jsonb('previous_answers').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<QuestionnaireStatus>().notNull().default('in_progress'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    markedCompleteBy: uuid('marked_complete_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('financial_planning_health_checks_practice_client_idx').on(t.practiceId, t.clientId),
    index('financial_planning_health_checks_case_idx').on(t.caseId),
    oneOf(t.status, questionnaireStatuses),
  ],
);

/** A client's financial planning goal: a name, a whole amount of a currency, and a duration in whole years. */
export const financialPlanningGoals = pgTable(
  'financial_planning_goals',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    /** The request whose goals section it was added in, if any. */
    caseId: uuid('case_id').references(() => clientCases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountCurrency: text('amount_currency').notNull(),
    duration: integer('duration').notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [index('financial_planning_goals_practice_client_idx').on(t.practiceId, t.clientId)],
);

/** The goals' notes of a client: the adviser's overview note, and the note about this client shown in the adviser's view. */
export const financialPlanningGoalNotes = pgTable('financial_planning_goal_notes', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceId: practiceId(),
  overviewNote: text('overview_note').notNull().default(''),
  clientNote: text('client_note').notNull().default(''),
  updatedBy: updatedBy(),
  updatedAt: updatedAt(),
});
