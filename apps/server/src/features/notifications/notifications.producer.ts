import { randomUUID } from 'node:crypto';
import {
  type CaseNoticeFacts,
  type CaseNotificationKind,
  type ClientSpaceNotificationKind,
  caseNotices,
  caseStatusLabels,
  type FactFindNoticeFacts,
  type FactFindNotificationKind,
  factFindNotices,
  type MeetingNotificationKind,
  type NoticeText,
  type NotificationKind,
  notificationTexts,
  type SecurityNotificationKind,
  type SigningNoticeFacts,
  type SigningNotificationKind,
  signingNotices,
  type TopUpNoticeFacts,
  type TopUpNotificationKind,
  topUpNotices,
} from '@advice/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { listStaffToTell, type StaffToTell } from '../people/client-followers.ts';
import type { UserRow } from '../users/users.queries.ts';
import { fullNameOf } from '../users/users.queries.ts';

declare module '../../realtime/hub.ts' {
  interface RealtimeTopics {
    /** The user's unread count changed; every open tab's bell shows it. */
    'notifications.count': { count: number };
  }
}

/** A change to how the account holder signs in: a bell for them alone, in the change's transaction. */
export type SecurityEvent = { kind: SecurityNotificationKind; user: { id: string; practiceId: string | null } };

type CaseAbout = { kind: CaseNotificationKind; facts: CaseNoticeFacts };
type TopUpAbout = { kind: TopUpNotificationKind; facts: TopUpNoticeFacts };
type FactFindAbout = { kind: FactFindNotificationKind; facts: FactFindNoticeFacts };

/**
 * Something that happened to a client's case, top-up or fact find (later: message, meeting).
 * `tell` is the area's rule for who hears of it (the transition table's `notify`); the producer decides
 * who among them gets a bell, an e-mail, or both.
 */
export type ClientEvent = {
  actor: { userId: string; practiceId: string };
  client: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'status' | 'adviserId'>;
  tell: { client: boolean; staff: boolean };
  /** The site the links in mails point at. */
  origin: string;
  /**
   * Tell each person once while they have not read it: skip whoever still has an unread notification of
   * this kind with the same link (a client saving section after section rings once, not at every save).
   */
  isOncePerUnread?: boolean;
} & (({ area: 'cases' } & CaseAbout) | ({ area: 'top-ups' } & TopUpAbout) | ({ area: 'fact-find' } & FactFindAbout));

/** Someone named on a document's signing: an account holder (a bell and a mail) or a partner without one (a mail). */
export type DocumentPerson = {
  userId: string | null;
  email: string;
  firstName: string;
  /** A client with no adviser receives no automatic e-mail (spec 1 §6); the bell still rings. */
  isClientWithoutAdviser: boolean;
  /** The person's own address for this notice, in place of the notice's page (a signing link mailed to a partner). */
  link?: string;
};

/**
 * Something that happened to a client's document (its signing, a newer version): told to the people it
 * names (the signer whose turn it is, everyone on the envelope, the adviser) and, when `clientStaff` is
 * given, to the client's staff under the follow rule (bells to their advisers and followers, mails to
 * followers). A reminder mails again without a new bell.
 */
export type DocumentEvent = {
  area: 'documents';
  kind: SigningNotificationKind;
  facts: SigningNoticeFacts;
  /** Who acted; null for the system (a reminder). */
  actor: { userId: string | null; practiceId: string };
  people: readonly DocumentPerson[];
  clientStaff?: { clientId: string };
  origin: string;
  /** The adviser's message with a request to sign, in the mail's body only. */
  message?: string;
  isReminder?: boolean;
};

/**
 * Something in a client's own space (a message, a to-do, a comment, a shared strategy): the area gives the
 * bell's texts per audience. `tell` says who hears of it: the client, and/or the staff who may see the
 * client (bells to their advisers and followers, mails to followers only). `mailing` 'now' mails each
 * bell's words at once; 'none' rings bells only (an area that batches its mails sends them itself).
 */
export type ClientSpaceEvent = {
  area: 'client-space';
  kind: ClientSpaceNotificationKind;
  actor: { userId: string; practiceId: string };
  client: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'status' | 'adviserId'>;
  tell: { client: boolean; staff: boolean };
  texts: { client?: NoticeText; staff?: NoticeText };
  origin: string;
  mailing: 'now' | 'none';
  /**
   * Tell each person once while they have not read it: skip whoever still has an unread notification of
   * this kind with the same link (a burst of messages rings once, not at every message).
   */
  isOncePerUnread?: boolean;
};

/**
 * Something that happened to an advice room, told to its attendees (never the actor) by a bell with the
 * text for their side; the room's invitation e-mails, with their calendar file, are the area's own.
 */
export type MeetingEvent = {
  area: 'meetings';
  kind: MeetingNotificationKind;
  actor: { userId: string; practiceId: string };
  attendees: readonly { id: string; role: string; status: string }[];
  texts: { client: NoticeText; staff: NoticeText };
};

export type NotificationEvent = SecurityEvent | ClientEvent | DocumentEvent | ClientSpaceEvent | MeetingEvent;

type Bell = { userId: string; practiceId: string | null; kind: NotificationKind } & NoticeText;

/**
 * The one notification producer every area calls inside its unit of work: it writes the in-app
 * notifications, publishes each recipient's new unread count (delivered at commit), and mails under the
 * spec's rules: the actor is never told of their own action; staff are mailed only about clients they
 * follow and may see; a client with no adviser receives no automatic e-mail.
 */
export async function notify(uow: UnitOfWork, event: NotificationEvent): Promise<void> {
  if ('user' in event) {
    const texts = notificationTexts[event.kind];
    await ring(uow, [{ userId: event.user.id, practiceId: event.user.practiceId, kind: event.kind, ...texts }]);
    return;
  }
  if (event.area === 'documents') {
    await notifyDocumentPeople(uow, event);
    return;
  }
  if (event.area === 'client-space') {
    await notifyClientSpace(uow, event);
    return;
  }
  if (event.area === 'meetings') {
    const { actor, kind, texts } = event;
    const told = event.attendees.filter((person) => person.id !== actor.userId && person.status === 'active');
    await ring(
      uow,
      told.map((person) => ({
        userId: person.id,
        practiceId: actor.practiceId,
        kind,
        ...(person.role === 'client' ? texts.client : texts.staff),
      })),
    );
    return;
  }
  const { actor, client, tell } = event;
  const isClientTold = tell.client && client.id !== actor.userId && client.status === 'active';
  const told = tell.staff
    ? (await listStaffToTell(uow.tx, { practiceId: actor.practiceId, clientId: client.id })).filter((s) => s.id !== actor.userId)
    : [];
  const texts = textsOf(event);
  const kind = event.kind;
  const unread = event.isOncePerUnread ? await holdersOfUnread(uow.tx, kind, texts) : new Set<string>();
  const staff = told.filter((member) => !unread.has(member.id));
  const isClientBelled = isClientTold && !unread.has(client.id);
  const bells: Bell[] = [];
  if (isClientBelled && texts.client) bells.push({ userId: client.id, practiceId: actor.practiceId, kind, ...texts.client });
  if (texts.staff) for (const member of staff) bells.push({ userId: member.id, practiceId: actor.practiceId, kind, ...texts.staff });
  await ring(uow, bells);
  await mail(uow, event, { isClientMailed: isClientBelled && client.adviserId !== null, staff: staff.filter((s) => s.isFollowing) });
}

async function notifyClientSpace(uow: UnitOfWork, event: ClientSpaceEvent): Promise<void> {
  const { actor, client, tell, texts, kind } = event;
  const practiceId = actor.practiceId;
  const unread = event.isOncePerUnread ? await holdersOfUnread(uow.tx, kind, texts) : new Set<string>();
  const isClientTold =
    tell.client && client.id !== actor.userId && client.status === 'active' && texts.client !== undefined && !unread.has(client.id);
  const staff = tell.staff
    ? (await listStaffToTell(uow.tx, { practiceId, clientId: client.id })).filter(
        (member) => member.id !== actor.userId && !unread.has(member.id),
      )
    : [];
  const bells: Bell[] = [];
  if (isClientTold && texts.client) bells.push({ userId: client.id, practiceId, kind, ...texts.client });
  if (texts.staff) for (const member of staff) bells.push({ userId: member.id, practiceId, kind, ...texts.staff });
  await ring(uow, bells);
  if (event.mailing === 'none') return;
  const mails = [
    ...(isClientTold && texts.client && client.adviserId !== null ? [{ to: client, text: texts.client }] : []),
    ...(texts.staff ? staff.filter((member) => member.isFollowing).map((member) => ({ to: member, text: texts.staff as NoticeText })) : []),
  ];
  for (const { to, text } of mails)
    await uow.mail({
      practiceId,
      to: to.email,
      template: 'clientSpaceNotice',
      params: { firstName: to.firstName, title: text.title, body: text.body, link: `${event.origin}${text.link}` },
    });
}

function textsOf(event: ClientEvent): { client?: NoticeText | undefined; staff?: NoticeText | undefined } {
  if (event.area === 'cases') return noticeOf(caseNotices[event.kind], event.facts);
  if (event.area === 'top-ups') return noticeOf(topUpNotices[event.kind], event.facts);
  return noticeOf(factFindNotices[event.kind], event.facts);
}

type DocumentRecipient = { userId: string | null; email: string; firstName: string; isMailed: boolean; link?: string | undefined };

/** The named people, then the client's staff under the follow rule, each once, never the actor. */
async function documentRecipientsOf(uow: UnitOfWork, event: DocumentEvent): Promise<DocumentRecipient[]> {
  const { actor } = event;
  const named = event.people.map((person) => ({
    userId: person.userId,
    email: person.email,
    firstName: person.firstName,
    isMailed: !person.isClientWithoutAdviser,
    link: person.link,
  }));
  const staff = event.clientStaff
    ? (await listStaffToTell(uow.tx, { practiceId: actor.practiceId, clientId: event.clientStaff.clientId })).map((member) => ({
        userId: member.id,
        email: member.email,
        firstName: member.firstName,
        isMailed: member.isFollowing,
      }))
    : [];
  const seen = new Set<string>();
  return [...named, ...staff].filter((person) => {
    const key = person.userId ?? `mail:${person.email.toLowerCase()}`;
    if (person.userId !== null && person.userId === actor.userId) return false;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function notifyDocumentPeople(uow: UnitOfWork, event: DocumentEvent): Promise<void> {
  const recipients = await documentRecipientsOf(uow, event);
  const text = signingNotices[event.kind](event.facts);
  const practiceId = event.actor.practiceId;
  if (!event.isReminder)
    await ring(
      uow,
      recipients.flatMap((person) => (person.userId ? [{ userId: person.userId, practiceId, kind: event.kind, ...text }] : [])),
    );
  for (const person of recipients.filter((recipient) => recipient.isMailed))
    await uow.mail({
      practiceId,
      to: person.email,
      template: event.isReminder ? 'documentSigningReminder' : 'documentNotice',
      params: {
        firstName: person.firstName,
        title: text.title,
        body: text.body,
        documentName: event.facts.documentName,
        message: event.message,
        link: person.link ?? `${event.origin}${text.link}`,
      },
    });
}

/** Who already holds an unread notification of this kind with one of these links. */
async function holdersOfUnread(tx: Tx, kind: NotificationKind, texts: ReturnType<typeof textsOf>): Promise<Set<string>> {
  const links = [texts.client?.link, texts.staff?.link].filter((link): link is string => link !== undefined);
  if (links.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(eq(notifications.kind, kind), inArray(notifications.link, links), isNull(notifications.seenAt), isNull(notifications.archivedAt)),
    );
  return new Set(rows.map((row) => row.userId));
}

function noticeOf<F>(texts: { client?: (facts: F) => NoticeText; staff?: (facts: F) => NoticeText }, facts: F) {
  return { client: texts.client?.(facts), staff: texts.staff?.(facts) };
}

/** Writes the notifications in one insert and tells each recipient's open tabs their new unread count. */
async function ring(uow: UnitOfWork, bells: Bell[]): Promise<void> {
  if (bells.length === 0) return;
  await uow.tx.insert(notifications).values(bells.map((bell) => ({ id: randomUUID(), ...bell })));
  await publishUnreadCounts(uow, [...new Set(bells.map((bell) => bell.userId))]);
}

/** The users' unread counts as this transaction sees them, published to each of them. */
export async function publishUnreadCounts(uow: UnitOfWork, userIds: string[]): Promise<void> {
  const counts = await unreadCounts(uow.tx, userIds);
  for (const userId of userIds) uow.publish({ kind: 'user', userId }, { type: 'notifications.count', count: counts.get(userId) ?? 0 });
}

async function unreadCounts(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ userId: notifications.userId, value: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.seenAt), isNull(notifications.archivedAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}

export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt), isNull(notifications.archivedAt)));
  return row?.value ?? 0;
}

async function mail(uow: UnitOfWork, event: ClientEvent, to: { isClientMailed: boolean; staff: StaffToTell[] }): Promise<void> {
  const { actor, client, origin } = event;
  const practiceId = actor.practiceId;
  if (event.area === 'cases') {
    const { facts } = event;
    const statusLabel = caseStatusLabels[facts.status];
    const link = `${origin}/client-cases/${facts.caseId}`;
    if (to.isClientMailed)
      await uow.mail({
        practiceId,
        to: client.email,
        template: 'caseUpdatedForClient',
        params: { firstName: client.firstName, caseName: facts.caseName, event: facts.event, note: facts.note, statusLabel, link },
      });
    for (const member of to.staff)
      await uow.mail({
        practiceId,
        to: member.email,
        template: 'caseUpdatedForStaff',
        params: {
          firstName: member.firstName,
          clientName: fullNameOf(client),
          caseName: facts.caseName,
          event: facts.event,
          note: facts.note,
          statusLabel,
          link,
        },
      });
    return;
  }
  if (event.area === 'fact-find') {
    const { facts } = event;
    for (const member of to.staff)
      await uow.mail({
        practiceId,
        to: member.email,
        template: 'factFindUpdatedForStaff',
        params: {
          firstName: member.firstName,
          clientName: fullNameOf(client),
          sectionLabel: facts.sectionLabel,
          link: `${origin}/clients/${client.id}/fact-find`,
        },
      });
    return;
  }
  const { facts } = event;
  if (to.isClientMailed)
    await uow.mail({
      practiceId,
      to: client.email,
      template: 'topUpUpdatedForClient',
      params: { firstName: client.firstName, amount: facts.amount, event: facts.event, link: `${origin}/top-ups/${facts.topUpId}` },
    });
  for (const member of to.staff)
    await uow.mail({
      practiceId,
      to: member.email,
      template: 'topUpUpdatedForStaff',
      params: {
        firstName: member.firstName,
        clientName: fullNameOf(client),
        amount: facts.amount,
        event: facts.event,
        link: `${origin}/clients/${client.id}/top-ups/${facts.topUpId}`,
      },
    });
}
