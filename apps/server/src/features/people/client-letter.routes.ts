import { clientsEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { generateLetterOfAuthority, generateLettersOfAuthority } from './client-letter.service.ts';

/** Ready-to-sign letters of authority, generated for one client or for many at once. */
export async function clientLetterRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getLetterOfAuthorityTemplate, async (request, reply) => {
    const { file, filename } = await generateLetterOfAuthority(runtime, actorOf(request), request.params.id);
    return sendDownload(reply, { body: file, contentType: 'application/pdf', fileName: filename });
  });

  serve(app, endpoints.generateLettersOfAuthority, async (request, reply) => {
    const { stream, filename } = await generateLettersOfAuthority(runtime, actorOf(request), request.body.client_ids);
    return sendDownload(reply, { body: stream, contentType: 'application/zip', fileName: filename });
  });
}
