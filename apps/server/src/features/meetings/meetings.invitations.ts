import { formatMeetingStart, liveJoinWindow, type MailAttachment, meetingRoomPages, trustedGuestEarlyMinutes } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import { meetingRoomGuests } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { hashToken, randomToken } from '../auth/sessions.ts';
import type { AttendeeRow, GuestRow, RoomRow } from './meetings.queries.ts';

/*
 * A room's invitations: an e-mail to each attendee (never the person who made the change) and each guest,
 * with a calendar file. The file's UID is the room's, so a calendar keeps one entry per room; its
 * SEQUENCE is the room's, raised on every change of time, duration or name, so the newer file replaces
 * the entry; a cancellation is METHOD:CANCEL.
 */

/** What a calendar file does to the recipient's calendar: add or update the entry, or remove it. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The calendar UID of a room: the same in every file about it. */
export const calendarUidOf = (roomId: string) => `${roomId}@advice-portal`;

type Person = { name: string; email: string };
type CalendarRoom = Pick<RoomRow, 'id' | 'name' | 'agenda' | 'startAt' | 'durationMinutes' | 'sequence'>;

/** The room's calendar file for one recipient (RFC 5545, made by `ics`). */
export function calendarFileOf(
  room: CalendarRoom,
  method: CalendarMethod,
  people: { organiser: Person; recipient: Person; link?: string | undefined },
): MailAttachment {
  const { organiser, recipient, link } = people;
  const { error, value } = createEvent({
    productId: 'advice-portal/meetings',
    method,
    uid: calendarUidOf(room.id),
    sequence: room.sequence,
    start: room.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(room.durationMinutes / 60), minutes: room.durationMinutes % 60 },
    title: room.name,
    description: [room.agenda.trim(), link ? `Join: ${link}` : ''].filter(Boolean).join('\n\n'),
    ...(link ? { url: link } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: organiser.name, email: organiser.email },
    attendees: [{ name: recipient.name || recipient.email, email: recipient.email, rsvp: method === 'REQUEST', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return {
    file_name: method === 'CANCEL' ? 'cancellation.ics' : 'invitation.ics',
    content_type: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}

/** Someone a room's mail goes to, with their own way in: the room's page, or a guest's join link. */
export type InvitationRecipient = Person & { link: string; joinNote?: string | undefined };

/** What every mail about one change of a room shares. */
export type InvitationContext = { room: RoomRow; organiser: Person; origin: string };

/** The attendees as recipients: each with the room's page for their side (the client's, or the staff's). */
export function attendeeRecipients(context: InvitationContext, attendees: readonly AttendeeRow[]): InvitationRecipient[] {
  const { room, origin } = context;
  return attendees.map((person) => ({
    name: person.first_name,
    email: person.email,
    link: `${origin}${person.role === 'client' ? meetingRoomPages.client(room.id) : meetingRoomPages.staff(room.clientId, room.id)}`,
  }));
}

/** A new guest token: the token for the link, and the hash that is all the database keeps. */
export function newGuestToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
}

/** The guest's join link and when they may join, for the mail. */
export function guestRecipientOf(context: InvitationContext, guest: Pick<GuestRow, 'name' | 'email' | 'trusted'>, token: string) {
  const { room, origin } = context;
  const facts = { start_at: room.startAt.toISOString(), duration_minutes: room.durationMinutes, status: room.status };
  const opens = liveJoinWindow(facts, { kind: 'guest', trusted: guest.trusted }).opensAt.toISOString();
  return {
    name: guest.name ?? '',
    email: guest.email,
    link: `${origin}${meetingRoomPages.guest(room.id)}?token=${token}`,
    joinNote: guest.trusted
      ? `You can join from ${trustedGuestEarlyMinutes} minutes before the start (${formatMeetingStart(opens)}).`
      : 'You can join from the start of the meeting.',
  } satisfies InvitationRecipient;
}

/**
 * The guests as recipients of a mail with their link. Only a token's hash is stored, so each mailed link
 * carries a new token, which replaces the guest's one: the newest mail's link is the one that works.
 */
export async function guestRecipients(
  uow: UnitOfWork,
  context: InvitationContext,
  guests: readonly GuestRow[],
): Promise<InvitationRecipient[]> {
  const recipients: InvitationRecipient[] = [];
  for (const guest of guests) {
    const { token, tokenHash } = newGuestToken();
    await uow.tx.update(meetingRoomGuests).set({ tokenHash }).where(eq(meetingRoomGuests.id, guest.id));
    recipients.push(guestRecipientOf(context, guest, token));
  }
  return recipients;
}

/** Which mail: a first invitation, the room changed, or it is cancelled (or the recipient no longer invited). */
export type InvitationKind = 'invitation' | 'update' | 'cancellation';

/** Mails each recipient the room's news with its calendar file, in the unit of work (sent after commit). */
export async function mailInvitations(
  uow: UnitOfWork,
  context: InvitationContext,
  recipients: readonly InvitationRecipient[],
  kind: InvitationKind,
): Promise<void> {
  const { room, organiser } = context;
  const method: CalendarMethod = kind === 'cancellation' ? 'CANCEL' : 'REQUEST';
  const when = formatMeetingStart(room.startAt.toISOString());
  for (const recipient of recipients) {
    const link = kind === 'cancellation' ? undefined : recipient.link;
    const attachments = [calendarFileOf(room, method, { organiser, recipient, link })];
    const common = { name: recipient.name, roomName: room.name, when, durationMinutes: room.durationMinutes, organiser: organiser.name };
    if (kind === 'cancellation') {
      await uow.mail({ practiceId: room.practiceId, to: recipient.email, template: 'meetingCancelled', params: common, attachments });
      continue;
    }
    await uow.mail({
      practiceId: room.practiceId,
      to: recipient.email,
      template: kind === 'invitation' ? 'meetingInvitation' : 'meetingUpdated',
      params: { ...common, agenda: room.agenda, link: recipient.link, joinNote: recipient.joinNote },
      attachments,
    });
  }
}
