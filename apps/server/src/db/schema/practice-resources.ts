import { type AgendaTemplateKind, agendaTemplateKinds } from '@advice/domain';
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { oneOf } from './one-of.ts';
import { practiceFiles } from './practice.ts';

/** An agenda a meeting room can start from (spec 1 §3): the six standard kinds every practice starts with, and its own. */
export const agendaTemplates = pgTable(
  'agenda_templates',
  {
    id: id(),
    practiceId: practiceId(),
    kind: text('kind').$type<AgendaTemplateKind>().notNull().default('custom'),
    title: text('title').notNull(),
    template: text('template').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('agenda_templates_practice_idx').on(t.practiceId, t.position), oneOf(t.kind, agendaTemplateKinds)],
);

/** A service charter the practice publishes ('our-service-charters'); shown from `available_from` on. */
export const serviceCharters = pgTable(
  'service_charters',
  {
    id: id(),
    practiceId: practiceId(),
    title: text('title').notNull(),
    availableFrom: date('available_from', { mode: 'string' }),
    /** Removing the practice file leaves the charter without an image. */
    imageFileId: uuid('image_file_id').references(() => practiceFiles.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('service_charters_practice_idx').on(t.practiceId, t.position), index('service_charters_image_idx').on(t.imageFileId)],
);

/** A section of the practice's FAQ; its questions are rows of their own, saved with it. */
export const faqSections = pgTable(
  'faq_sections',
  {
    id: id(),
    practiceId: practiceId(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('faq_sections_practice_idx').on(t.practiceId, t.position)],
);

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: id(),
    practiceId: practiceId(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_questions_section_idx').on(t.sectionId, t.position)],
);
