import type { NoticeText } from '../notifications/notification-events.ts';
import { excerptOf } from '../shared/audit.ts';

/** The to-do events the other side of the list hears of (kinds of `clientSpaceNotificationKinds`). */
export type TodoNotificationKind = 'todos.created' | 'todos.completed';

export type TodoNoticeFacts = {
  clientId: string;
  clientName: string;
  /** Who added or completed it, as the bell names them. */
  actorName: string;
  title: string;
};

/** How a bell names a member of staff whose account is gone by the time it is written. */
export const unnamedStaffMember = 'Your adviser';

/** The longest part of a to-do's title a bell quotes. */
const titleMax = 80;

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
      title: 'New to-do',
      body: `${f.actorName} added “${excerptOf(f.title, titleMax)}” to your to-do list.`,
      link: todoListPathFor.client(),
    }),
    staff: (f) => ({
      title: 'New to-do',
      body: `${f.clientName} added “${excerptOf(f.title, titleMax)}” to their to-do list.`,
      link: todoListPathFor.staff(f.clientId),
    }),
  },
  'todos.completed': {
    client: (f) => ({
      title: 'To-do completed',
      body: `${f.actorName} completed “${excerptOf(f.title, titleMax)}” on your to-do list.`,
      link: todoListPathFor.client(),
    }),
    staff: (f) => ({
      title: 'To-do completed',
      body: `${f.clientName} completed “${excerptOf(f.title, titleMax)}” on their to-do list.`,
      link: todoListPathFor.staff(f.clientId),
    }),
  },
};
