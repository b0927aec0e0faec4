import type { BodyOut, Endpoint, ParamsOut, QueryOut, ResultOf, SuccessStatus } from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { setPaginationHeaders } from './pagination.ts';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/**
 * The handler of one endpoint: it answers the value the contract's answer names (the `data`, a
 * page's rows and total, nothing for 204) and the envelope, status and pagination headers are
 * written here. A `file` answer sends its own reply with `sendDownload` or `sendMedia`.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['answer']['kind'] extends 'file' ? FastifyReply : ResultOf<E> | WithStatus<ResultOf<E>>>;

/** A value answered with another of the statuses the contract's `also` lists. */
export class WithStatus<T> {
  readonly status: SuccessStatus;
  readonly value: T;

  constructor(status: SuccessStatus, value: T) {
    this.status = status;
    this.value = value;
  }
}

/**
 * Route options the contract leaves to the server: a tighter rate limit, and a JSON body limit other than the
 * app's 1 MB (a signature's images).
 */
export type ServeOptions = { rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit']; bodyLimit?: number };

const multipartTypes = ['multipart/form-data'];

function responseSchema(endpoint: Endpoint): Record<number, z.ZodType> | undefined {
  const answer = endpoint.answer;
  switch (answer.kind) {
    case 'data': {
      const body = z.object({ data: answer.schema });
      return Object.fromEntries([answer.status, ...(answer.also ?? [])].map((status) => [status, body]));
    }
    case 'page':
      return { 200: z.object({ data: z.array(answer.schema) }) };
    case 'raw':
      return { 200: answer.schema };
    default:
      return undefined;
  }
}

function consumesOf(endpoint: Endpoint): string[] | undefined {
  if (!endpoint.upload) return undefined;
  return endpoint.upload.orJson ? ['application/json', ...multipartTypes] : multipartTypes;
}

/**
 * Registers the route of one contract endpoint: its method and path, who may call it, its flag,
 * the schemas Fastify validates and documents, and the handler. Every API route is served this way,
 * so a path, its schemas and its response type are written once, in the contract.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { answer } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      access: endpoint.access,
      ...(endpoint.feature ? { feature: endpoint.feature } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(consumesOf(endpoint) ? { consumes: consumesOf(endpoint) } : {}),
      ...(responseSchema(endpoint) ? { response: responseSchema(endpoint) } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      switch (answer.kind) {
        case 'data': {
          if (!(result instanceof WithStatus)) return reply.code(answer.status).send({ data: result });
          if (!answer.also?.includes(result.status)) throw new Error(`${endpoint.path} does not answer ${result.status}`);
          return reply.code(result.status).send({ data: result.value });
        }
        case 'page': {
          const { rows, total } = result as { rows: unknown[]; total: number };
          setPaginationHeaders(reply, request.query as { page: number; per_page: number }, total);
          return reply.send({ data: rows });
        }
        case 'empty':
          return reply.code(204).send();
        case 'raw':
          return reply.send(result);
        default:
          return result;
      }
    },
  });
}
