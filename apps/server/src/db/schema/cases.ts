import {
  type CaseDocumentCategory,
  type CaseSection,
  type CaseStatus,
  type CaseType,
  caseDocumentCategories,
  caseSections as caseSectionNames,
  caseStatuses,
  caseTypes,
  type TopUpAccountType,
  type TopUpStatus,
  topUpAccountTypeKeys,
  topUpStatuses,
} from '@advice/domain';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { caseId, clientId, createdAt, createdBy, id, practiceId, timestamps, updatedAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';
import { practices } from './practice.ts';

/**
 * A client's case (spec 1 §3): one of the case types, moving through its state machine. Onboarding
 * creates the Online Advice Request; the cases area adds its own columns. Amounts are whole units
 * of their currency; `version` guards concurrent edits (optimistic concurrency).
 */
export const clientCases = pgTable(
  'client_cases',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    adviserId: uuid('adviser_id'),
    type: text('type').$type<CaseType>().notNull(),
    status: text('status').$type<CaseStatus>().notNull(),
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
    /** Whole units of the practice currency. */
    estimatedCaseSize: bigint('estimated_case_size', { mode: 'number' }),
    /** A pack's cover note; a meeting request's message from the client. */
    coverNote: text('cover_note').notNull().default(''),
    message: text('message').notNull().default(''),
    /** A review questionnaire's questions, and the option ids the client marked per question id. */
    questions: jsonb('questions').$type<{ id: string; text: string; options: { id: string; label: string }[] }[]>().notNull().default([]),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull().default({}),
    /** A review questionnaire's free-text answers (at most 100 characters each) per question id. */
    textAnswers: jsonb('text_answers').$type<Record<string, string>>().notNull().default({}),
    /** The adviser's note when sending an Online Advice Request back to the client. */
    returnNote: text('return_note').notNull().default(''),
    /** Set by signing when an envelope is drafted for the pack: it can no longer be sent as already agreed. */
    signingEnvelopeDraftedAt: timestamp('signing_envelope_drafted_at', { withTimezone: true }),
    clientConsentAt: timestamp('client_consent_at', { withTimezone: true }),
    /** Whether the client has been shown the case once (see the domain's isShownToClientAfter). */
    shownToClient: boolean('shown_to_client').notNull().default(true),
    /** The case image: a built-in image's key, or an image the practice uploaded (at most one of the two). */
    imageBuiltin: text('image_builtin'),
    imageId: uuid('image_id').references(() => caseImages.id),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('client_cases_practice_client_idx').on(t.practiceId, t.clientId),
    index('client_cases_practice_status_idx').on(t.practiceId, t.status),
    oneOf(t.type, caseTypes),
    oneOf(t.status, caseStatuses),
  ],
);

/** The completion of an Online Advice Request's sections; a section without a row is not complete. */
export const caseSections = pgTable(
  'case_sections',
  {
    caseId: caseId().notNull(),
    practiceId: uuid('practice_id').notNull(),
    section: text('section').$type<CaseSection>().notNull(),
    complete: boolean('complete').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.section] }), oneOf(t.section, caseSectionNames)],
);

/** A client's request to top up an account (spec 1 §3); the amount is whole units of `currency`. */
export const topUps = pgTable(
  'top_ups',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    accountType: text('account_type').$type<TopUpAccountType>().notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    clientComment: text('client_comment').notNull().default(''),
    /** The adviser's comment, written when completing. */
    comment: text('comment').notNull().default(''),
    status: text('status').$type<TopUpStatus>().notNull().default('submitted'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('top_ups_practice_client_idx').on(t.practiceId, t.clientId, t.createdAt),
    oneOf(t.accountType, topUpAccountTypeKeys),
    oneOf(t.status, topUpStatuses),
  ],
);

/** A document attached to a case or pack (spec 1 §3 'Document'); removing it keeps the row and the file for the audit trail. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: id(),
    practiceId: practiceId(),
    caseId: caseId().notNull(),
    name: text('name').notNull(),
    category: text('category').$type<CaseDocumentCategory>().notNull(),
    noteForClient: text('note_for_client').notNull().default(''),
    concealedFromClient: boolean('concealed_from_client').notNull().default(false),
    /** Spec 1 §3: the client is asked to sign it (electronically when `eSignature`); the client is e-mailed of a newer version. */
    signatureRequired: boolean('signature_required').notNull().default(false),
    eSignature: boolean('e_signature').notNull().default(false),
    autoEmailOnUpdate: boolean('auto_email_on_update').notNull().default(false),
    /** Versions: a newer upload points at the one it replaced, which is then deprecated (`supersededBy`). */
    version: integer('version').notNull().default(1),
    previousVersionId: uuid('previous_version_id').references((): AnyPgColumn => caseDocuments.id),
    supersededBy: uuid('superseded_by').references((): AnyPgColumn => caseDocuments.id),
    /** A PDF form's values as filled in the viewer (editablePdf), by field name, and when they were last saved. */
    formData: jsonb('form_data').$type<Record<string, string>>().notNull().default({}),
    formUpdatedAt: timestamp('form_updated_at', { withTimezone: true }),
    /** Documents copied into batch-created packs share the stored file of the one they were copied from. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('case_documents_practice_case_idx').on(t.practiceId, t.caseId, t.category),
    index('case_documents_file_idx').on(t.fileId),
    oneOf(t.category, caseDocumentCategories),
  ],
);

/** A note added to a case after the fact (an addendum); staff write them, the client reads them. */
export const caseAddenda = pgTable(
  'case_addenda',
  {
    id: id(),
    practiceId: practiceId(),
    caseId: caseId().notNull(),
    text: text('text').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('case_addenda_practice_case_idx').on(t.practiceId, t.caseId, t.createdAt)],
);

/** Case images a practice uploaded; any case of the practice may use one. */
export const caseImages = pgTable(
  'case_images',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('case_images_practice_idx').on(t.practiceId, t.createdAt), index('case_images_file_idx').on(t.fileId)],
);

/**
 * A file a staff member uploaded for the batch creation of packs, staged until a batch puts it into each
 * pack (then the packs' documents share its stored file and the row goes). Only its uploader may use it,
 * and only within a day (the domain's batchUploadLifetimeHours); older rows are swept with their files.
 */
export const caseBatchUploads = pgTable(
  'case_batch_uploads',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** Null once the uploader is gone: no one may use it any more, and the sweep removes it and its file. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The document name the file suggests (its own name without the extension, cleaned). */
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_batch_uploads_practice_created_idx').on(t.practiceId, t.createdAt),
    index('case_batch_uploads_file_idx').on(t.fileId),
  ],
);
