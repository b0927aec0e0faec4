import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';

/** A question of a section; a question saved before keeps its id, a new one has none yet. */
export const faqQuestionBody = z
  .object({
    id: z.uuid().optional(),
    question: requiredText(500),
    answer: requiredText(5000),
  })
  .strict();

/** One section of the practice's FAQ with its questions, in their order: saved together. */
export const faqSectionBody = z
  .object({
    title: requiredText(200),
    questions: z.array(faqQuestionBody).max(100),
  })
  .strict();
export type FaqSectionBody = z.infer<typeof faqSectionBody>;

export const faqSectionSchema = z.object({
  id: z.uuid(),
  title: z.string().max(200),
  position: z.number().int(),
  questions: z.array(z.object({ id: z.uuid(), question: z.string().max(500), answer: z.string().max(5000) })),
  updated_at: z.string(),
});
export type FaqSection = z.infer<typeof faqSectionSchema>;
