import type { Pagination } from '@advice/domain';
import type { FastifyReply } from 'fastify';

/** Sets the four pagination headers the web app reads (spec 1 §3). */
export function setPaginationHeaders(reply: FastifyReply, { page, per_page }: Pagination, total: number): void {
  const totalPages = Math.max(1, Math.ceil(total / per_page));
  reply.header('x-total', String(total));
  reply.header('x-total-pages', String(totalPages));
  reply.header('x-prev-page', page > 1 ? String(Math.min(page - 1, totalPages)) : '');
  reply.header('x-next-page', page < totalPages ? String(page + 1) : '');
}

export function pageOffset({ page, per_page }: Pagination): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}
