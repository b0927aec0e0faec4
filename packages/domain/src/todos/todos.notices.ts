import type { NoticeText } from '../notifications/notification-events.ts';
import { excerptOf, listOf } from '../shared/audit.ts';

/** The to-do events the other side of the list hears of (kinds of `clientSpaceNotificationKinds`). */
export type TodoNotificationKind = 'todos.created' | 'todos.completed';

export type TodoNoticeFacts = {
  clientId: string;
  clientName: string;
  /** Who added or completed it, as the bell names them. */
  actorName: string;
  /** The to-dos' titles: one, or several added at once (a meeting's action points), told of in one notice. */
  titles: readonly [string, ...string[]];
};

/** How a bell names a member of staff whose account is gone by the time it is written. */
export const unnamedStaffMember = 'Your adviser';

/** The longest part of a to-do's title a bell quotes. */
const titleMax = 80;
/** The most titles a notice of several to-dos quotes; the rest it counts. */
const quotedMax = 3;

/** “A”; “A”, “B” and “C”; or “A”, “B”, “C” and 2 more. */
function quoted(titles: readonly string[]): string {
  const shown = titles.slice(0, quotedMax).map((title) => `“${excerptOf(title, titleMax)}”`);
  const rest = titles.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : listOf(shown);
}

/** “A” to your list, or 3 to-dos to your list: “A”, “B” and “C”. */
function added(titles: readonly string[], list: string): string {
  return titles.length === 1 ? `${quoted(titles)} to ${list}` : `${titles.length} to-dos to ${list}: ${quoted(titles)}`;
}

/** Where each side keeps the list: the client's own page, or the client's under staff's client pages. */
export const todoListPathFor = {
  client: () => '/todos',
  staff: (clientId: string) => `/clients/${clientId}/todos`,
};

/**
 * The bell (and, for a new to-do, the e-mail) each side reads: the client when their staff changed their
 * list, the staff when the client did.
 */
export const todoNotices: Record<
  TodoNotificationKind,
  { client: (f: TodoNoticeFacts) => NoticeText; staff: (f: TodoNoticeFacts) => NoticeText }
> = {
  'todos.created': {
    client: (f) => ({
      title: f.titles.length === 1 ? 'New to-do' : 'New to-dos',
      body: `${f.actorName} added ${added(f.titles, 'your to-do list')}.`,
      link: todoListPathFor.client(),
    }),
    staff: (f) => ({
      title: f.titles.length === 1 ? 'New to-do' : 'New to-dos',
      body: `${f.clientName} added ${added(f.titles, 'their to-do list')}.`,
      link: todoListPathFor.staff(f.clientId),
    }),
  },
  'todos.completed': {
    client: (f) => ({
      title: 'To-do completed',
      body: `${f.actorName} completed ${quoted(f.titles)} on your to-do list.`,
      link: todoListPathFor.client(),
    }),
    staff: (f) => ({
      title: 'To-do completed',
      body: `${f.clientName} completed ${quoted(f.titles)} on their to-do list.`,
      link: todoListPathFor.staff(f.clientId),
    }),
  },
};
