import { type Actor, meetingUpcomingDays, type Pagination } from '@advice/domain';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import { listRooms } from './meetings.queries.ts';

/**
 * The rooms still to come on the viewer's home, soonest (today's) first: for staff, the rooms of the
 * clients they may see starting in the next seven days; for a client, their next scheduled rooms.
 */
export function listUpcomingRooms(db: Db, actor: Actor, query: Pagination) {
  const member = practiceActorOf(actor);
  const startingBefore = member.role === 'client' ? undefined : new Date(Date.now() + meetingUpcomingDays * 24 * 60 * 60_000);
  return listRooms(db, member, { upcoming: true, startingBefore }, pageOffset(query));
}
