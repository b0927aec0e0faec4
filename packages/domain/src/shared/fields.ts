import { z } from 'zod';
import { messages } from './messages.ts';
import { whenMissing } from './validation.ts';

/** Standard local@domain shape (spec 1 §5); bounded, trimmed and lower-cased. */
export const emailField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .min(1, messages['errors.required'])
  .max(254)
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u, messages['errors.email'])
  .transform((value) => value.toLowerCase());

/** Required text: empty or whitespace-only fails. */
export function requiredText(max: number) {
  return z
    .string({ error: whenMissing(messages['errors.required']) })
    .trim()
    .min(1, messages['errors.required'])
    .max(max);
}

export const idParam = z.object({ id: z.uuid() });

/** The answer of a call whose result is a sentence for the person who made it ("Invitation sent."). */
export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type Pagination = z.infer<typeof paginationQuery>;

/** Search terms must be at least 3 characters (spec 1 §5). */
export const searchTerm = z.string().trim().min(3, messages['errors.searchMin']).max(100);
