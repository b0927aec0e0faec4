import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { platformRoles, roles } from '../shared/roles.ts';
import { featureHelpBody, featureHelpParam, featureHelpSchema } from './feature-helps.ts';

/** The user's tour of their dashboard: done (finished or skipped), or to be shown again. */
export const tourGuideBody = z.object({ is_tour_guide_completed: z.boolean() }).strict();
export const tourGuideSchema = tourGuideBody;

/**
 * The helps shown beside the pages they explain (spec 1 §7 `/feature-helps`): everyone signed in reads them, a
 * platform admin rewrites them for every practice. And the guided tour's state, kept per user (spec 1 §7
 * `/users/{id}/update-tour-guide`): each person sets only their own.
 */
export const helpEndpoints = {
  listFeatureHelps: endpoint({
    method: 'GET',
    path: '/feature-helps',
    tag: 'help',
    access: { roles },
    answer: answers.data(z.array(featureHelpSchema)),
  }),
  updateFeatureHelp: endpoint({
    method: 'PATCH',
    path: '/feature-helps/:key',
    tag: 'help',
    access: { roles: platformRoles },
    params: featureHelpParam,
    body: featureHelpBody,
    answer: answers.data(featureHelpSchema),
  }),
  updateTourGuide: endpoint({
    method: 'PATCH',
    path: '/users/:id/update-tour-guide',
    tag: 'users',
    access: { roles, self: true },
    params: idParam,
    body: tourGuideBody,
    answer: answers.data(tourGuideSchema),
  }),
};
