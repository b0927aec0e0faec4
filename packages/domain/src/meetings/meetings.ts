import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { mediaRegions } from '../practice/practice-settings.schemas.ts';
import { emailField, paginationQuery, requiredText } from '../shared/fields.ts';
import {
  assertTransition,
  availableMachineTransitions,
  type MachineRules,
  type MachineTransition,
  type StateMachine,
} from '../shared/machine.ts';
import { roles } from '../shared/roles.ts';

/**
 * Advice rooms (client meeting rooms, spec 1 §3–§7, spec 2): a meeting of a client with staff of the
 * practice and guests by e-mail, scheduled, then completed or cancelled.
 */
export const meetingRoomStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export type MeetingRoomStatus = (typeof meetingRoomStatuses)[number];

export const meetingRoomStatusLabels = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<MeetingRoomStatus, string>;

/** What a member of staff may do to a room: each is a row of the machine below. */
export const meetingRoomActions = ['edit', 'cancel', 'complete', 'resend'] as const;
export type MeetingRoomAction = (typeof meetingRoomActions)[number];

export const meetingRoomNameMax = 120;
export const meetingRoomAgendaMax = 5000;
export const meetingGuestNameMax = 120;
/** Durations the form offers: a quarter of an hour up to eight hours, in quarters (the date picker's 15-minute step). */
export const meetingDurationMin = 15;
export const meetingDurationMax = 480;
export const meetingDurationStep = 15;
/** The grid's nine tiles (spec 2 §2.2): attendees and guests together. */
export const meetingParticipantsMax = 9;
/** The client and one member of staff. */
export const meetingParticipantsMin = 2;
/** Spec 1 §6: a trusted guest may join up to 30 minutes before the start; an untrusted one from the start. */
export const trustedGuestEarlyMinutes = 30;
/** Home panels: staff see their clients' rooms of the next seven days. */
export const meetingUpcomingDays = 7;

/** Texts of advice rooms, shown by the server and early in the browser (en-GB). */
export const meetingRoomMessages = {
  'meetingRoom.notFound': 'This meeting does not exist, or you are not one of its attendees.',
  'meetingRoom.guestNotFound': 'This guest is not invited to this meeting.',
  'meetingRoom.guestLinkInvalid': 'This meeting link is not valid. Ask the person who invited you for a new invitation.',
  'meetingRoom.clientMustAttend': 'The client must be an attendee of the meeting.',
  'meetingRoom.tooFewParticipants': 'A meeting needs the client and at least one member of staff.',
  'meetingRoom.tooManyParticipants': `A meeting has at most ${meetingParticipantsMax} participants, guests included.`,
  'meetingRoom.notAParticipant':
    'Only the client and the advisers, directors and prime practice admins who may see the client can attend the meeting.',
  'meetingRoom.guestIsAttendee': 'This person is already an attendee of the meeting, so cannot also be a guest.',
  'meetingRoom.duplicateGuest': 'This guest is already invited to the meeting.',
  'meetingRoom.startInPast': 'Choose a start time in the future.',
  'meetingRoom.duration': `Choose a duration from ${meetingDurationMin} minutes to ${meetingDurationMax / 60} hours, in steps of ${meetingDurationStep} minutes.`,
  'meetingRoom.forbidden': 'You do not have permission to change this meeting.',
  'meetingRoom.created': 'Meeting scheduled. The invitations are on their way.',
  'meetingRoom.updated': 'Meeting saved',
  /** Spec 1 §4: the transitions' own messages. */
  'meetingRoom.completed': 'This meeting is now complete.',
  'meetingRoom.cancelled': 'This meeting is now cancelled.',
  'meetingRoom.invitationsResent': 'The invitations were sent again.',
  'meetingRoom.guestAdded': 'Guest invited',
  'meetingRoom.guestRemoved': 'Guest removed',
} as const;
type MessageKey = keyof typeof meetingRoomMessages;
const say = (key: MessageKey) => meetingRoomMessages[key];

const isoDateTime = z.iso.datetime({ offset: true });
const agendaField = z.string().trim().max(meetingRoomAgendaMax);
const durationField = z
  .number()
  .int()
  .min(meetingDurationMin, say('meetingRoom.duration'))
  .max(meetingDurationMax, say('meetingRoom.duration'))
  .multipleOf(meetingDurationStep, say('meetingRoom.duration'));
const userIdsField = z
  .array(z.uuid())
  .min(1, say('meetingRoom.tooFewParticipants'))
  .max(meetingParticipantsMax * 2);

/** A guest invited by e-mail: trusted guests see the room's documents and may display and share (spec 1 §6). */
export const meetingGuestBody = z.object({
  email: emailField,
  name: z.string().trim().max(meetingGuestNameMax).optional(),
  trusted: z.boolean().default(false),
});
export type MeetingGuestBody = z.output<typeof meetingGuestBody>;

/** A problem with who attends, on the field the form shows it beside. */
export type MeetingParticipantsProblem = { field: 'user_ids' | 'guests'; message: string };

/**
 * The attendance rules the payload alone can check (spec 1 §5): the client attends, at least one member
 * of staff does too, at most nine in all with the guests, and no guest twice. Whether each attendee may
 * attend, and whether a guest is an attendee by e-mail, needs the people: `meetingGuestConflictsOf`.
 */
export function meetingParticipantsProblems(input: {
  client_id: string;
  user_ids: readonly string[];
  guests: readonly { email: string }[];
}): MeetingParticipantsProblem[] {
  const problems: MeetingParticipantsProblem[] = [];
  const attendees = new Set(input.user_ids);
  if (!attendees.has(input.client_id)) problems.push({ field: 'user_ids', message: say('meetingRoom.clientMustAttend') });
  else if (attendees.size < meetingParticipantsMin) problems.push({ field: 'user_ids', message: say('meetingRoom.tooFewParticipants') });
  const emails = input.guests.map((guest) => guest.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) problems.push({ field: 'guests', message: say('meetingRoom.duplicateGuest') });
  if (attendees.size + emails.length > meetingParticipantsMax)
    problems.push({
      field: attendees.size > meetingParticipantsMax ? 'user_ids' : 'guests',
      message: say('meetingRoom.tooManyParticipants'),
    });
  return problems;
}

/** The guests' e-mails that are also attendees' (a guest cannot be an attendee, and the other way round). */
export function meetingGuestConflictsOf(guestEmails: readonly string[], attendeeEmails: readonly string[]): string[] {
  const attending = new Set(attendeeEmails.map((email) => email.toLowerCase()));
  return guestEmails.filter((email) => attending.has(email.toLowerCase()));
}

/** Whether the start is still to come: a scheduled room is created and moved only into the future. */
export function isFutureStart(startAt: string, now: Date = new Date()): boolean {
  return new Date(startAt).getTime() > now.getTime();
}

/** POST /client-meeting-rooms (spec 1 §7's create payload, plus the guests invited at once). */
export const meetingRoomBody = z
  .object({
    client_id: z.uuid(),
    name: requiredText(meetingRoomNameMax),
    /** Filled by the form from one of the practice's active agenda templates, then edited freely. */
    agenda: agendaField.default(''),
    /** Minutes. */
    duration: durationField,
    start_date: isoDateTime,
    media_region: z.enum(mediaRegions),
    /** The attendees: the client (required) and members of staff. */
    user_ids: userIdsField,
    /** Whether the organiser put it in their Outlook calendar themself: stored as given. */
    outlook_event_created: z.boolean().default(false),
    enable_meeting_summary: z.boolean().default(false),
    guests: z
      .array(meetingGuestBody)
      .max(meetingParticipantsMax * 2)
      .default([]),
  })
  .superRefine((body, context) => {
    for (const problem of meetingParticipantsProblems(body))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type MeetingRoomBody = z.output<typeof meetingRoomBody>;

/** PATCH /client-meeting-rooms/:id: the fields sent; guests change through the room's guest calls. */
export const meetingRoomPatch = z.object({
  name: requiredText(meetingRoomNameMax).optional(),
  agenda: agendaField.optional(),
  duration: durationField.optional(),
  start_date: isoDateTime.optional(),
  media_region: z.enum(mediaRegions).optional(),
  user_ids: userIdsField.optional(),
  outlook_event_created: z.boolean().optional(),
  enable_meeting_summary: z.boolean().optional(),
});
export type MeetingRoomPatch = z.output<typeof meetingRoomPatch>;

const clientRef = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() });

/** Someone who may attend (or attends) a room: the client or a member of staff. */
export const meetingParticipantSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>;

export const meetingAttendeeSchema = meetingParticipantSchema.omit({ email: true });
export type MeetingAttendee = z.infer<typeof meetingAttendeeSchema>;

export const meetingGuestSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  trusted: z.boolean(),
});
export type MeetingGuest = z.infer<typeof meetingGuestSchema>;

/** One room as its attendees and the client's staff read it. */
export const meetingRoomSchema = z.object({
  id: z.uuid(),
  client: clientRef,
  name: z.string(),
  agenda: z.string(),
  start_at: z.string(),
  duration_minutes: z.number().int(),
  media_region: z.enum(mediaRegions),
  status: z.enum(meetingRoomStatuses),
  enable_meeting_summary: z.boolean(),
  outlook_event_created: z.boolean(),
  attendees: z.array(meetingAttendeeSchema),
  guests: z.array(meetingGuestSchema),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do to it now (the machine's rows for their relation to the client). */
  actions: z.array(z.enum(meetingRoomActions)),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

/** A saved room with the sentence the change toasts. */
export const meetingRoomSavedSchema = meetingRoomSchema.extend({ message: z.string() });
export type MeetingRoomSaved = z.infer<typeof meetingRoomSavedSchema>;

/**
 * Which rooms a list holds: of one client, of a status, starting within [from, to), or only those still
 * to come (`upcoming`: scheduled and not yet ended). A client lists only their own; staff those of the
 * clients they may see. Soonest first when `upcoming`, else latest start first.
 */
export const meetingRoomListQuery = paginationQuery.extend({
  client_id: z.uuid().optional(),
  status: z.enum(meetingRoomStatuses).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  upcoming: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Only completed rooms whose summary is written and waits for staff to check and share it (the staff home). */
  summary_to_share: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type MeetingRoomListQuery = z.output<typeof meetingRoomListQuery>;

/** What the new-room form needs for one client: the practice's defaults and who may attend. */
export const meetingRoomOptionsQuery = z.object({ client_id: z.uuid() });
export const meetingRoomOptionsSchema = z.object({
  /** The practice's meeting server location (practice settings, client meeting rooms). */
  media_region: z.enum(mediaRegions),
  /** The practice's active agenda templates, to fill the agenda from. */
  agenda_templates: z.array(z.object({ id: z.string(), title: z.string(), template: z.string() })),
  /** The client first, then the staff who may attend. */
  participants: z.array(meetingParticipantSchema),
});
export type MeetingRoomOptions = z.infer<typeof meetingRoomOptionsSchema>;

/** A guest's token travels in the `x-guest-token` header, or as `token` in the link of their invitation. */
export const guestTokenHeader = 'x-guest-token';
export const guestRoomQuery = z.object({ token: z.string().max(200).optional() });

/** What a guest reads of the room their token is for (GET /guests/client-meeting-rooms/:id). */
export const guestMeetingRoomSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  start_at: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(meetingRoomStatuses),
  guest: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string(), trusted: z.boolean() }),
  /** When the guest may join: 30 minutes before the start when trusted, else the start. */
  join_opens_at: z.string(),
  may_join: z.boolean(),
});
export type GuestMeetingRoom = z.infer<typeof guestMeetingRoomSchema>;

/** The room's end: its start plus its duration. */
export function meetingEndOf(room: { start_at: string; duration_minutes: number }): Date {
  return new Date(new Date(room.start_at).getTime() + room.duration_minutes * 60_000);
}

/**
 * Who may make a room's transitions: the staff who manage the client's rooms ('meetingRoom.manage' in the
 * permission table: the client's advisers, a supporting admin and the directors; never the client).
 */
type MeetingRoomWho = 'managers';
/** The caller as the machine sees them: whether the permission table lets them manage this client's rooms. */
export type MeetingRoomViewer = { mayManage: boolean };
const managers: MeetingRoomWho = 'managers';

export type MeetingRoomTransition = MachineTransition<MeetingRoomStatus, MeetingRoomAction, MeetingRoomWho>;

/**
 * Spec 1 §4 'Meeting rooms': a scheduled room is completed or cancelled, for good. Only a scheduled one
 * is edited or has its invitations sent again: those stay where they are.
 */
export const meetingRoomMachine = {
  initial: 'scheduled',
  statuses: meetingRoomStatuses,
  transitions: [
    {
      action: 'edit',
      from: 'scheduled',
      to: 'scheduled',
      who: managers,
      guards: [],
      confirm: false,
      irreversible: false,
      effects: [],
      notify: { client: true, staff: true },
    },
    {
      action: 'resend',
      from: 'scheduled',
      to: 'scheduled',
      who: managers,
      guards: [],
      confirm: false,
      irreversible: false,
      effects: [],
      notify: { client: true, staff: true },
    },
    {
      action: 'complete',
      from: 'scheduled',
      to: 'completed',
      who: managers,
      guards: [],
      confirm: true,
      irreversible: true,
      effects: [],
      notify: { client: false, staff: false },
    },
    {
      action: 'cancel',
      from: 'scheduled',
      to: 'cancelled',
      who: managers,
      guards: [],
      confirm: true,
      irreversible: true,
      effects: [],
      notify: { client: true, staff: true },
    },
  ],
} as const satisfies StateMachine<MeetingRoomStatus, MeetingRoomAction, MeetingRoomWho>;

const meetingRoomActionLabels = {
  edit: 'Edit',
  cancel: 'Cancel meeting',
  complete: 'Complete meeting',
  resend: 'Resend invitations',
} as const satisfies Record<MeetingRoomAction, string>;

const meetingRoomMachineRules: MachineRules<MeetingRoomStatus, MeetingRoomAction, MeetingRoomWho, MeetingRoomViewer> = {
  noun: 'meeting',
  isAllowed: (_who, viewer) => viewer.mayManage,
  guardMessage: () => '',
  forbiddenMessage: say('meetingRoom.forbidden'),
  statusLabel: (status) => meetingRoomStatusLabels[status],
  actionLabel: (action) => meetingRoomActionLabels[action],
};

/** The transition to make for a room action, or the AppError refusing it (409 not scheduled, 403 not the client's staff). */
export function assertMeetingRoomTransition(
  from: MeetingRoomStatus,
  action: MeetingRoomAction,
  viewer: MeetingRoomViewer,
): MeetingRoomTransition {
  return assertTransition<MeetingRoomStatus, MeetingRoomAction, MeetingRoomWho, never, never, MeetingRoomViewer>(
    meetingRoomMachine,
    meetingRoomMachineRules,
    from,
    action,
    viewer,
  );
}

/** The room actions the viewer may take from `status`: what the room's page offers. */
export function availableMeetingRoomActions(status: MeetingRoomStatus, viewer: MeetingRoomViewer): MeetingRoomAction[] {
  return availableMachineTransitions(meetingRoomMachine, meetingRoomMachineRules, status, viewer).map((t) => t.action);
}

/** The facts a room's notifications name. */
export type MeetingRoomNoticeFacts = { roomId: string; clientId: string; name: string; startAt: string };

/** "December 2, 2026 at 2:30 pm": a room's start as notices and invitations name it (the app's 'MMMM d, yyyy' and 12-hour time, UK time). */
export function formatMeetingStart(startAt: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const part = Object.fromEntries(format.formatToParts(new Date(startAt)).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`;
}

/**
 * Where a room's page is in the web app: a client's meetings, or the room under its client for staff
 * (spec 1 §2). Notices and e-mails link there.
 */
export const meetingRoomPages = {
  client: (roomId: string) => `/meetings/client-meeting-rooms/${roomId}`,
  staff: (clientId: string, roomId: string) => `/clients/${clientId}/client-meeting-rooms/${roomId}`,
  /** The guest's page; their token follows as `?token=`. */
  guest: (roomId: string) => `/guests/client-meeting-rooms/${roomId}`,
} as const;

/** Who a notice is written for: the client, or a member of staff. */
export type MeetingNoticeAudience = 'client' | 'staff';

const pageFor = (f: MeetingRoomNoticeFacts, audience: MeetingNoticeAudience) =>
  audience === 'client' ? meetingRoomPages.client(f.roomId) : meetingRoomPages.staff(f.clientId, f.roomId);

/** en-GB texts of what attendees are told when they are invited to a room, when it changes, and when it is cancelled. */
export const meetingRoomNotices = {
  invited: (f: MeetingRoomNoticeFacts, audience: MeetingNoticeAudience): NoticeText => ({
    title: 'Meeting invitation',
    body: `You are invited to “${f.name}” on ${formatMeetingStart(f.startAt)}. The invitation with its calendar file is in your e-mail.`,
    link: pageFor(f, audience),
  }),
  changed: (f: MeetingRoomNoticeFacts, audience: MeetingNoticeAudience): NoticeText => ({
    title: 'Meeting changed',
    body: `“${f.name}” changed: it is now on ${formatMeetingStart(f.startAt)}.`,
    link: pageFor(f, audience),
  }),
  cancelled: (f: MeetingRoomNoticeFacts, audience: MeetingNoticeAudience): NoticeText => ({
    title: 'Meeting cancelled',
    body: `“${f.name}” on ${formatMeetingStart(f.startAt)} is cancelled.`,
    link: pageFor(f, audience),
  }),
} as const;
