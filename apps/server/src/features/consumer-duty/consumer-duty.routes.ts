import type { Actor } from '@advice/domain';
import { type ConsumerDutyPack, type ConsumerDutyQuery, consumerDutyEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import type { Runtime } from '../../runtime.ts';
import { consumerDutyCsv, consumerDutyFileName } from './consumer-duty.documents.ts';
import { consumerDutyPdf, getClientConsumerDutyPack, getPracticeConsumerDutyPack } from './consumer-duty.service.ts';

/**
 * The pack in the format asked: JSON is the contract's answer; a CSV or PDF is sent here as a download (and
 * `serve`, finding the reply sent, adds nothing).
 */
async function answerIn(runtime: Runtime, actor: Actor, reply: FastifyReply, query: ConsumerDutyQuery, pack: ConsumerDutyPack) {
  if (query.format === 'csv')
    await sendDownload(reply, {
      body: consumerDutyCsv(pack),
      contentType: 'text/csv; charset=utf-8',
      fileName: consumerDutyFileName(pack, 'csv'),
    });
  if (query.format === 'pdf')
    await sendDownload(reply, {
      body: await consumerDutyPdf(runtime, actor, pack),
      contentType: 'application/pdf',
      fileName: consumerDutyFileName(pack, 'pdf'),
    });
  return pack;
}

/** The Consumer Duty evidence pack of a client and of the whole practice. */
export async function consumerDutyRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getClientConsumerDutyPack, async (request, reply) => {
    const actor = actorOf(request);
    const pack = await getClientConsumerDutyPack(runtime, actor, request.params.id, request.query);
    return answerIn(runtime, actor, reply, request.query, pack);
  });
  serve(app, endpoints.getPracticeConsumerDutyPack, async (request, reply) => {
    const actor = actorOf(request);
    const pack = await getPracticeConsumerDutyPack(runtime, actor, request.query);
    return answerIn(runtime, actor, reply, request.query, pack);
  });
}
