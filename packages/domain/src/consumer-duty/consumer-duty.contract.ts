import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam } from '../shared/fields.ts';
import { consumerDutyPackSchema, consumerDutyQuery, practiceConsumerDutyRoles } from './consumer-duty.ts';

export * from './consumer-duty.ts';

const tag = 'consumer-duty';

/**
 * The Consumer Duty evidence pack (issue 20): a client's, or the whole practice's, over a period, as JSON
 * (`format=json`, the default) or as a download (`format=csv`, `format=pdf` on the practice's letterhead).
 * Every figure names the audit events it was counted from.
 */
export const consumerDutyEndpoints = {
  getClientConsumerDutyPack: endpoint({
    method: 'GET',
    path: '/consumer-duty/clients/:id',
    tag,
    access: { roles: clientRolesFor('consumerDuty.view') },
    params: idParam,
    query: consumerDutyQuery,
    answer: answers.data(consumerDutyPackSchema),
  }),
  getPracticeConsumerDutyPack: endpoint({
    method: 'GET',
    path: '/consumer-duty/practice',
    tag,
    access: { roles: practiceConsumerDutyRoles },
    query: consumerDutyQuery,
    answer: answers.data(consumerDutyPackSchema),
  }),
};
