import { supportEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { parseFields } from '../../http/errors.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { checkSupportFiles, readSupportForm } from './support.files.ts';

import { sendSupportRequest } from './support.service.ts';

/** The technical support form: any signed-in member of a practice sends a request to the support desk. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(
    app,
    endpoints.sendSupportRequest,
    async (request) => {
      const actor = actorOf(request);
      const form = await readSupportForm(request);
      const fields = parseFields(endpoints.sendSupportRequest.upload.fields, form.fields);
      const files = await checkSupportFiles(form.files);
      return sendSupportRequest(runtime, actor, { fields, files }, requestInfo(request));
    },
    { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } },
  );
}
