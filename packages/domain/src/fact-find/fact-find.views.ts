import { z } from 'zod';
import { paginationQuery } from '../shared/fields.ts';
import { factFindChangeSchema } from './fact-find.changes.ts';
import { factFindPersons } from './fact-find.enums.ts';
import { guidanceTopics } from './fact-find.guidance.ts';
import { factFindAnswersSchema } from './fact-find.schemas.ts';
import { factFindSectionKeys, factFindSections } from './fact-find.sections.ts';

/*
 * What the fact-find endpoints take and answer: the current fact find with its sections' states (and,
 * for staff, the change list since their last review and the guidance), a section's save, versions,
 * changes, reviews and the documents section.
 */

/** A section's address slug (`personal-details`). */
export type FactFindSlug = (typeof factFindSections)[number]['slug'];
const sectionSlug = z.enum(factFindSections.map((section) => section.slug) as [FactFindSlug, ...FactFindSlug[]]);

/** `/clients/:id/fact-finds/sections/:section`: a section by its address slug (`personal-details`). */
export const factFindSectionParams = z.object({ id: z.uuid(), section: sectionSlug });
export const factFindDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

const personRef = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }).nullable();

/** What the viewer may do with the fact find: edit its sections and documents, mark it reviewed. */
export const factFindActions = ['edit', 'review'] as const;
export type FactFindAction = (typeof factFindActions)[number];

export const guidanceNoteSchema = z.object({ topic: z.enum(guidanceTopics), person: z.enum(factFindPersons).nullable(), text: z.string() });

export const factFindSectionStateSchema = z.object({
  key: z.enum(factFindSectionKeys),
  slug: sectionSlug,
  label: z.string(),
  saved: z.boolean(),
  /** Saved, and its save rules pass on what is stored now. */
  complete: z.boolean(),
});

/** The current fact find of a client (one per client, kept as versions; version 0: nothing saved yet). */
export const factFindViewSchema = z.object({
  client_id: z.uuid(),
  version: z.number().int(),
  saved_at: z.string().nullable(),
  saved_by: personRef,
  include_partner: z.boolean(),
  answers: factFindAnswersSchema,
  sections: z.array(factFindSectionStateSchema),
  /** The practice's currencies, which amounts may be in. */
  currencies: z.array(z.string()),
  actions: z.array(z.enum(factFindActions)),
  /** Staff only: the version this member of staff last reviewed, and what changed since (since nothing when never). */
  review: z
    .object({
      reviewed_version: z.number().int().nullable(),
      reviewed_at: z.string().nullable(),
      changes: z.array(factFindChangeSchema),
    })
    .nullable(),
  /** Staff only: the adviser's guidance beside each section. */
  guidance: z.record(z.enum(factFindSectionKeys), z.array(guidanceNoteSchema)).nullable(),
});
export type FactFindView = z.infer<typeof factFindViewSchema>;

/** The fact find reached from a case (its Online Advice Request's fact-find section), with whether that section is complete. */
export const caseFactFindViewSchema = factFindViewSchema.extend({ case_id: z.uuid(), case_section_complete: z.boolean() });
export type CaseFactFindView = z.infer<typeof caseFactFindViewSchema>;

/**
 * Saves one section: its answers (checked against the section's schema, then its save rules), and the
 * version the form was loaded at, so a save over someone else's newer save of the same section is refused.
 */
export const factFindSaveBody = z.object({
  version: z.number().int().min(0).max(1_000_000),
  answers: z.record(z.string().max(64), z.unknown()),
});
export type FactFindSaveBody = z.infer<typeof factFindSaveBody>;

export const factFindSavedSchema = z.object({ message: z.string(), version: z.number().int() });
export const caseFactFindSavedSchema = factFindSavedSchema.extend({ case_section_complete: z.boolean() });

export const factFindVersionSchema = z.object({
  version: z.number().int(),
  section: z.enum(factFindSectionKeys),
  section_label: z.string(),
  saved_by: personRef,
  saved_at: z.string(),
});
export type FactFindVersion = z.infer<typeof factFindVersionSchema>;

export const factFindChangesQuery = z.object({ since: z.coerce.number().int().min(0).max(1_000_000) });
export const factFindChangesSchema = z.object({
  since: z.number().int(),
  version: z.number().int(),
  changes: z.array(factFindChangeSchema),
});

export const factFindDocumentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: personRef,
  created_at: z.string(),
  download_url: z.string(),
});
export type FactFindDocument = z.infer<typeof factFindDocumentSchema>;

export const factFindDocumentListQuery = paginationQuery;
