import { isFeatureOn, signingEndpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { listDocumentsFor } from './documents.service.ts';

/** The shared documents page's list (spec 1 §7 `/documents`): what the reader may see across cases and packs. */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, signingEndpoints.listDocuments, (request) =>
    listDocumentsFor(runtime, actorOf(request), request.query, {
      isSigningOn: isFeatureOn(request.practice?.featureFlags ?? {}, 'eSignature'),
    }),
  );
}
