import type { ClientDetail, CurrentUser } from '@advice/domain';

/** The fact find on the adviser's client page: its state and a link to it. */
export function FactFindClientSection(_props: { client: ClientDetail; user: CurrentUser }) {
  return null;
}
