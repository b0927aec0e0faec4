export type Pagination = {
  total: number;
  totalPages: number;
  prevPage: number | null;
  nextPage: number | null;
};

function toPage(value: string | null): number | null {
  if (!value) return null;
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : null;
}

/** The list headers every paginated endpoint answers with (spec 1 §3). */
export function readPagination(headers: Headers): Pagination {
  return {
    total: Number(headers.get('x-total') ?? 0) || 0,
    totalPages: Number(headers.get('x-total-pages') ?? 1) || 1,
    prevPage: toPage(headers.get('x-prev-page')),
    nextPage: toPage(headers.get('x-next-page')),
  };
}
