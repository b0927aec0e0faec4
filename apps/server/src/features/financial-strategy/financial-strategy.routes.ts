import { financialStrategyEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import {
  createFinancialStrategy,
  deleteFinancialStrategy,
  getFinancialStrategy,
  listFinancialStrategies,
  listFinancialStrategyAuditTrail,
  shareFinancialStrategy,
  unshareFinancialStrategy,
  updateFinancialStrategy,
} from './financial-strategy.service.ts';
import { assertStrategyDocumentUpload, readStrategyDocument, uploadStrategyDocument } from './financial-strategy-documents.service.ts';
import { listStrategiesToShare } from './financial-strategy-home.queries.ts';

/** A client's financial strategies: staff write, upload, share and unshare them; the client reads the shared ones. */
export async function financialStrategyRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listFinancialStrategies, (request) =>
    listFinancialStrategies(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.createFinancialStrategy, (request) =>
    createFinancialStrategy(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.getFinancialStrategy, (request) =>
    getFinancialStrategy(runtime, actorOf(request), request.params.id, request.params.strategyId),
  );
  serve(app, endpoints.updateFinancialStrategy, (request) =>
    updateFinancialStrategy(runtime, actorOf(request), request.params.id, request.params.strategyId, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteFinancialStrategy, (request) =>
    deleteFinancialStrategy(runtime, actorOf(request), request.params.id, request.params.strategyId, requestInfo(request)),
  );
  serve(app, endpoints.uploadFinancialStrategyDocument, async (request) => {
    const { id, strategyId } = request.params;
    await assertStrategyDocumentUpload(runtime, actorOf(request), id, strategyId);
    const { file } = await readUpload(request, uploadPolicies.financialStrategyDocument);
    return uploadStrategyDocument(runtime, actorOf(request), id, strategyId, file, requestInfo(request));
  });
  serve(app, endpoints.downloadFinancialStrategyDocument, async (request, reply) =>
    sendDownload(
      reply,
      await readStrategyDocument(runtime, actorOf(request), request.params.id, request.params.strategyId, requestInfo(request)),
    ),
  );
  serve(app, endpoints.shareFinancialStrategy, (request) =>
    shareFinancialStrategy(runtime, actorOf(request), request.params.id, request.params.strategyId, requestInfo(request)),
  );
  serve(app, endpoints.unshareFinancialStrategy, (request) =>
    unshareFinancialStrategy(runtime, actorOf(request), request.params.id, request.params.strategyId, requestInfo(request)),
  );
  serve(app, endpoints.listFinancialStrategyAuditTrail, (request) =>
    listFinancialStrategyAuditTrail(runtime, actorOf(request), request.params.id, request.params.strategyId, request.query),
  );
  serve(app, endpoints.listFinancialStrategiesToShare, (request) =>
    listStrategiesToShare(runtime.db, practiceActorOf(actorOf(request)), pageOffset(request.query)),
  );
}
