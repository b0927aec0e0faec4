import type { ClientDetail, CurrentUser } from '@advice/domain';

/** The estate summary on the adviser's client page: its state and a link to it. */
export function EstateSummaryClientSection(_props: { client: ClientDetail; user: CurrentUser }) {
  return null;
}
