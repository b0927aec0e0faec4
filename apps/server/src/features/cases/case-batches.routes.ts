import { casesEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve, WithStatus } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { createPacksInBatch } from './case-batches.service.ts';
import { stageBatchUpload } from './case-batches.uploads.ts';

/**
 * Document packs and recommendation packs for many clients at once: 201 when at least one pack was
 * created, 200 when every client was refused; either way the answer says which, and why. New files for
 * the packs are staged first, one upload each, and named in the batch by the id the upload answers.
 */
export async function caseBatchesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const batches = [
    [endpoints.createDocumentPacks, 'document_pack_case'],
    [endpoints.createRecommendationPacks, 'recommendation_pack_case'],
  ] as const;
  for (const [endpoint, type] of batches) {
    serve(app, endpoint, async (request) => {
      const data = await createPacksInBatch(runtime, actorOf(request), type, request.body, requestInfo(request));
      return data.created.length === 0 ? new WithStatus(200, data) : data;
    });
  }

  serve(app, endpoints.stageBatchUpload, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.caseDocument);
    return stageBatchUpload(runtime, actorOf(request), file);
  });
}
