import { type Actor, AppError } from '@advice/domain';
import type { FastifyRequest } from 'fastify';
import type { RequestInfo } from '../features/auth/auth.service.ts';

/**
 * Where links in mails point: the practice's own host (known, since the practice was found by it),
 * else the configured default origin.
 */
export function requestInfo(request: FastifyRequest): RequestInfo {
  const config = request.server.runtime.config;
  const origin = request.practice
    ? `${request.protocol}://${request.headers.host}`
    : `${config.publicUrlScheme}://localhost:${config.port}`;
  return { practiceId: request.practice?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'], origin };
}

/** The signed-in actor; routes that declare roles always have one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('auth.unauthenticated');
  return request.actor;
}
