import {
  isFutureStart,
  type MediaRegion,
  type MeetingRoom,
  meetingDurationMax,
  meetingDurationMin,
  meetingDurationStep,
  meetingRoomBody,
  meetingRoomMessages,
  messages,
} from '@advice/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The room form's values as the person fills them (a local date and time, a duration chosen from a list), and
 * how they become the create payload. The shared body schema checks them before anything is sent, so the
 * domain's rules show beside the fields at once.
 */
export type RoomFormValues = {
  name: string;
  agenda: string;
  date: string;
  time: string;
  duration: string;
  media_region: MediaRegion;
  user_ids: string[];
  guests: { email: string; name: string; trusted: boolean }[];
  enable_meeting_summary: boolean;
};

export const durationChoices: number[] = Array.from(
  { length: (meetingDurationMax - meetingDurationMin) / meetingDurationStep + 1 },
  (_, index) => meetingDurationMin + index * meetingDurationStep,
);

const pad = (value: number) => String(value).padStart(2, '0');

/** A start's local date and time as the date and time inputs take them. */
export function localDateAndTime(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  return {
    date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** The next whole hour from now, tomorrow: where a new meeting starts until the person moves it. */
export function defaultStart(now: Date = new Date()): { date: string; time: string } {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  return localDateAndTime(start.toISOString());
}

/** The local date and time as an ISO instant; null while either is missing or not a date. */
export function startOf(values: Pick<RoomFormValues, 'date' | 'time'>): string | null {
  if (!values.date || !values.time) return null;
  const start = new Date(`${values.date}T${values.time}`);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

/** The create payload for the form's values. */
export function bodyOf(values: RoomFormValues, clientId: string) {
  return {
    client_id: clientId,
    name: values.name,
    agenda: values.agenda,
    duration: Number(values.duration),
    start_date: startOf(values) ?? '',
    media_region: values.media_region,
    user_ids: values.user_ids,
    outlook_event_created: false,
    enable_meeting_summary: values.enable_meeting_summary,
    guests: values.guests.map((guest) => ({
      email: guest.email,
      ...(guest.name.trim() ? { name: guest.name } : {}),
      trusted: guest.trusted,
    })),
  };
}

/** The form's field for a path of the payload: the start is the date field; the rest keep their names. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'start_date') return 'date';
  // A rule of the guests as a whole (a duplicate, too many) sits at the list's root.
  if (head === 'guests' && rest.length === 0) return 'guests.root';
  return [head, ...rest].join('.');
}

type ResolverOptions = {
  clientId: string;
  /** The room being edited: its guests count towards the limit and its start may stay in the past. */
  room?: MeetingRoom;
};

/**
 * Checks the values with the shared create schema (and the rule that a start is in the future), putting each
 * problem beside its field. An edit checks the same rules with the room's guests, who change elsewhere.
 */
export function roomFormResolver({ clientId, room }: ResolverOptions): Resolver<RoomFormValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const put = (field: string, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    const body = bodyOf(values, clientId);
    const checked = room ? { ...body, guests: room.guests.map((guest) => ({ email: guest.email, trusted: guest.trusted })) } : body;
    const result = meetingRoomBody.safeParse(checked);
    if (!values.date) put('date', messages['errors.required']);
    if (!values.time) put('time', messages['errors.required']);
    const start = startOf(values);
    const isStartMoved = !room || start !== new Date(room.start_at).toISOString();
    if (start && isStartMoved && !isFutureStart(start)) put('date', meetingRoomMessages['meetingRoom.startInPast']);
    if (!result.success)
      for (const issue of result.error.issues) {
        if (room && issue.path[0] === 'guests') continue;
        put(fieldOfPath(issue.path), issue.message);
      }
    if (Object.keys(errors).length > 0) return { values: {}, errors: nest(errors) as FieldErrors<RoomFormValues> };
    return { values, errors: {} };
  };
}

/** react-hook-form reads errors as a tree ('guests.0.email' is errors.guests[0].email). */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = tree;
    for (const [index, key] of keys.slice(0, -1).entries()) {
      node[key] ??= /^\d+$/u.test(keys[index + 1] ?? '') ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = error;
  }
  return tree;
}
