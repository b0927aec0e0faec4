import { AppError, platformAdminMessages } from '@advice/domain';
import type { FastifyRequest } from 'fastify';

/**
 * A suspended practice's people cannot sign in or call the API (403 `practice.suspended`, a text that says so). What a
 * visitor's page needs to say the site is unavailable (the public practice, its images) still answers, and the
 * provider's own admins, who belong to no practice, still work on its hosts.
 */
export function assertPracticeOpen(request: FastifyRequest): void {
  if (!request.practice?.suspendedAt) return;
  if (request.actor && request.actor.practiceId === null) return;
  const access = request.routeOptions.config.access;
  if (request.method === 'GET' && access && 'public' in access) return;
  throw new AppError('practice.suspended', { detail: platformAdminMessages['platformAdmin.practiceSuspended'] });
}
