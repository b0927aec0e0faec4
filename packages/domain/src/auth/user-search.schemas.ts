import { z } from 'zod';
import { emailField, paginationQuery, searchTerm } from '../shared/fields.ts';
import { practiceRoles } from '../shared/roles.ts';

/**
 * `GET /users/search`: a name or e-mail fragment of at least 3 characters (spec 1 §5). A missing
 * term reads as an empty one, so it gets the same catalogue message as one too short.
 */
export const userSearchQuery = paginationQuery.extend({
  query: z.preprocess((value) => (typeof value === 'string' ? value : ''), searchTerm),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

/** `GET /users/email_search`: one whole address, matched exactly whatever its case. */
export const userEmailSearchQuery = paginationQuery.extend({ email: emailField });
export type UserEmailSearchQuery = z.infer<typeof userEmailSearchQuery>;

/** A person the caller may see: enough to name them and pick them, nothing more. */
export const userSearchResultSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(practiceRoles),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
