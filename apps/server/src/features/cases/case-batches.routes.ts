import { batchPacksBody, batchPacksResultSchema, type FeatureFlag, staffRoles } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { type BatchPackType, createPacksInBatch } from './case-batches.service.ts';

const result = z.object({ data: batchPacksResultSchema });

/**
 * Document packs and recommendation packs for many clients at once: 201 when at least one pack was
 * created, 200 when every client was refused; either way the answer says which, and why.
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
}
