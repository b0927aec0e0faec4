import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { practices } from './practice.ts';

/**
 * A client's case (spec 1 §3): one of the case types, moving through its state machine. Onboarding
 * creates the Online Advice Request; the cases area adds its own columns. Amounts are whole units
 * of their currency; `version` guards concurrent edits (optimistic concurrency).
 */
export const clientCases = pgTable(
  'client_cases',
  {
    id: uuid('id').primaryKey(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adviserId: uuid('adviser_id'),
    /** One of the domain's caseTypes. */
    type: text('type').notNull(),
    /** One of the domain's caseStatuses. */
    status: text('status').notNull(),
    name: text('name').notNull(),
    /** Titles of the practice's financial planning topics the client chose. */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    initialInvestment: bigint('initial_investment', { mode: 'number' }).notNull().default(0),
    initialInvestmentCurrency: text('initial_investment_currency'),
    monthlyContribution: bigint('monthly_contribution', { mode: 'number' }).notNull().default(0),
    monthlyContributionCurrency: text('monthly_contribution_currency'),
    /** Whole years. */
    investmentDuration: integer('investment_duration'),
    projectionType: text('projection_type').notNull().default('investments'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_cases_practice_client_idx').on(t.practiceId, t.clientId),
    index('client_cases_practice_status_idx').on(t.practiceId, t.status),
  ],
);
