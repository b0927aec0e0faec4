import { answers, endpoint } from '../api/endpoint.ts';
import { practiceRoles } from '../shared/roles.ts';
import { supportRequestFields, supportRequestSent } from './support.ts';

const tag = 'support';

/** The technical support form's call (spec 1 §7: /technical-support send-request). */
export const supportEndpoints = {
  /**
   * Sends a request to the support team: a multipart form of the text fields (`supportRequestFields`), up to
   * five `screenshots` and one `file`, all files together at most 10 MB (`supportFilePolicies`). The files are
   * mailed on with the request and never stored, so they have no stored-file purpose.
   */
  sendSupportRequest: endpoint({
    method: 'POST',
    path: '/technical-support/send-request',
    tag,
    access: { roles: practiceRoles },
    upload: { purpose: [], fields: supportRequestFields },
    answer: answers.data(supportRequestSent, 201),
  }),
};
