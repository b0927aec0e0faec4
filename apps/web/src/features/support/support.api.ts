import { supportEndpoints as endpoints } from '@advice/domain';
import { api } from '../../lib/api.ts';

/** Sends the form (fields, screenshots and file) as one multipart request; the caller shows the refusals (silent). */
export function sendSupportRequest(form: FormData) {
  return api.send(endpoints.sendSupportRequest, form, { silent: true });
}
