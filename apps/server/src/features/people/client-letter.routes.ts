import { idParam, lettersOfAuthorityBody, staffRoles } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../http/download.ts';
import { actorOf } from '../../http/request-info.ts';
import { generateLetterOfAuthority, generateLettersOfAuthority } from './client-letter.service.ts';

const staff = { roles: staffRoles } as const;
const tags = ['clients'];

/** Ready-to-sign letters of authority, generated for one client or for many at once. */
export async function clientLetterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/clients/:id/letter-of-authority/template', {
    config: { access: staff },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const { file, filename } = await generateLetterOfAuthority(runtime, actorOf(request), request.params.id);
      return sendDownload(reply, { body: file, contentType: 'application/pdf', fileName: filename });
    },
  });

  app.post('/clients/letter-of-authority', {
    config: { access: staff },
    schema: { tags, body: lettersOfAuthorityBody },
    handler: async (request, reply) => {
      const { stream, filename } = await generateLettersOfAuthority(runtime, actorOf(request), request.body.client_ids);
      return sendDownload(reply, { body: stream, contentType: 'application/zip', fileName: filename });
    },
  });
}
