import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { paginationQuery } from '../shared/fields.ts';

/** A client as a home panel names them. */
const clientRef = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() });

/**
 * A client whose fact find has versions this member of staff has not reviewed: saves by someone else
 * after the version they last marked reviewed (or any, when they never did).
 */
export const factFindToReviewSchema = z.object({
  client: clientRef,
  /** The current version. */
  version: z.number().int(),
  /** The version this member of staff last marked reviewed; null when never. */
  reviewed_version: z.number().int().nullable(),
  /** When the current version was saved. */
  saved_at: z.string(),
  /** When the oldest save they have not reviewed was made: the list's order, longest waiting first. */
  waiting_since: z.string(),
});
export type FactFindToReview = z.infer<typeof factFindToReviewSchema>;

/** What waits on a member of staff in the fact finds of their clients (their home's panel). */
export const factFindHomeEndpoints = {
  listFactFindsToReview: endpoint({
    method: 'GET',
    path: '/fact-finds/to-review',
    tag: 'fact-find',
    // Those who may mark a fact find reviewed; the list is scoped to the clients they may review.
    access: { roles: clientRolesFor('factFind.review') },
    query: paginationQuery,
    answer: answers.page(factFindToReviewSchema),
  }),
};
