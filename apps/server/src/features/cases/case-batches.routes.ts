import { batchPacksBody, batchPacksResultSchema, batchUploadSchema, type FeatureFlag, staffRoles, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { type BatchPackType, createPacksInBatch } from './case-batches.service.ts';
import { stageBatchUpload } from './case-batches.uploads.ts';

const result = z.object({ data: batchPacksResultSchema });
const upload = z.object({ data: batchUploadSchema });
/** Staging files serves both batch pages: it exists while either kind of pack is on for the practice. */
const batchFeatures = ['documentsPack', 'recommendationPack'] as const satisfies readonly FeatureFlag[];

/**
 * Document packs and recommendation packs for many clients at once: 201 when at least one pack was
 * created, 200 when every client was refused; either way the answer says which, and why. New files for
 * the packs are staged first, one upload each, and named in the batch by the id the upload answers.
 */
export async function caseBatchesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const batches: [string, BatchPackType, FeatureFlag][] = [
    ['/clients/new-document-packs', 'document_pack_case', 'documentsPack'],
    ['/clients/new-recommendation-packs', 'recommendation_pack_case', 'recommendationPack'],
  ];
  for (const [url, type, feature] of batches) {
    app.post(url, {
      config: { access: { roles: staffRoles }, feature },
      schema: { tags: ['cases'], body: batchPacksBody, response: { 200: result, 201: result } },
      handler: async (request, reply) => {
        const data = await createPacksInBatch(runtime, actorOf(request), type, request.body, requestInfo(request));
        return reply.code(data.created.length > 0 ? 201 : 200).send({ data });
      },
    });
  }

  app.post('/clients/new-packs/uploads', {
    config: { access: { roles: staffRoles }, feature: batchFeatures },
    schema: { tags: ['cases'], consumes: ['multipart/form-data'], response: { 201: upload } },
    handler: async (request, reply) => {
      const { file } = await readUpload(request, uploadPolicies.caseDocument);
      const data = await stageBatchUpload(runtime, actorOf(request), file);
      return reply.code(201).send({ data });
    },
  });
}
