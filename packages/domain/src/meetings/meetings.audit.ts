import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, numberOf, sentence, textOf } from '../shared/audit.ts';

/**
 * What every event of a room carries: its name as it was (so the sentence names it whatever happens to
 * the room later) and its client, so a client's room events can be found.
 */
type Named = { name: string; client_id: string };
/**
 * A room's details as a change records them: `name` on both sides always, the others only when they
 * changed. Attendees are recorded by name, so the sentence still reads once an account is gone.
 */
type Change = Named & {
  start_at?: string;
  duration_minutes?: number;
  agenda?: string;
  media_region?: string;
  attendees?: string[];
  enable_meeting_summary?: boolean;
  outlook_event_created?: boolean;
};
type Guest = Named & { email: string; trusted: boolean };

/** Every audited action of advice rooms (entity kind `advice-room`), with its payload. */
export type MeetingRoomAuditEvents = {
  room_created: { after: Named & { start_at: string; duration_minutes: number; attendees: string[]; guests: string[] } };
  room_updated: { before: Change; after: Change };
  room_cancelled: { after: Named };
  room_completed: { after: Named };
  room_guest_added: { after: Guest };
  room_guest_removed: { before: Guest };
  /** The invitations went out again: `recipients` is how many e-mails. */
  room_invitations_resent: { after: Named & { recipients: number } };
  room_recording_started: { after: Named & { recording_type: string } };
  room_recording_switched: { before: { recording_type: string }; after: Named & { recording_type: string } };
  room_recording_stopped: { before: { recording_type: string }; after: Named };
  room_document_added: { after: Named & { file_name: string } };
  /** A document taken out of the room; its stored file went with it. */
  room_document_deleted: { before: Named & { file_name: string } };
  room_transcription_started: { after: Named };
  room_transcription_stopped: { after: Named };
  /** The summary was written from the transcript: by which engine, and how many points it found. */
  room_summary_written: { after: Named & { engine: string; key_points: number; action_points: number } };
  room_summary_edited: { after: Named & { key_points: number; action_points: number } };
  /** Shared with the client; `todos_filed` is how many action points became their to-dos. */
  room_summary_shared: { after: Named & { todos_filed: number } };
  /** A recording's media was composed into its one file, by the server (no actor). */
  room_recording_composed: {
    after: Named & { recording_id: string; recording_type: string; duration_seconds: number; size: number };
  };
  /** A recording's media was deleted by the practice's retention setting (no actor): kept `retention_days` after composing. */
  room_recording_deleted: { before: Named & { recording_id: string; recording_type: string }; after: { retention_days: number } };
};

export const meetingRoomAuditMessages = {
  'audit.meetingRoom.created': '{{actor}} scheduled the meeting “{{name}}”',
  'audit.meetingRoom.renamed': '{{actor}} renamed the meeting “{{from}}” to “{{name}}”',
  'audit.meetingRoom.renamedAndChanged': '{{actor}} renamed the meeting “{{from}}” to “{{name}}” and changed its {{fields}}',
  'audit.meetingRoom.changed': '{{actor}} changed the {{fields}} of the meeting “{{name}}”',
  'audit.meetingRoom.cancelled': '{{actor}} cancelled the meeting “{{name}}”',
  'audit.meetingRoom.completed': '{{actor}} completed the meeting “{{name}}”',
  'audit.meetingRoom.guestAdded': '{{actor}} invited {{guest}} to the meeting “{{name}}” as a guest',
  'audit.meetingRoom.trustedGuestAdded': '{{actor}} invited {{guest}} to the meeting “{{name}}” as a trusted guest',
  'audit.meetingRoom.guestRemoved': '{{actor}} removed the guest {{guest}} from the meeting “{{name}}”',
  'audit.meetingRoom.invitationsResent': '{{actor}} sent the invitations to the meeting “{{name}}” again',
  'audit.meetingRoom.recordingStarted': '{{actor}} started recording the meeting “{{name}}” ({{type}})',
  'audit.meetingRoom.recordingSwitched': '{{actor}} switched the recording of the meeting “{{name}}” to {{type}}',
  'audit.meetingRoom.recordingStopped': '{{actor}} stopped recording the meeting “{{name}}”',
  'audit.meetingRoom.documentAdded': '{{actor}} added the document “{{document}}” to the meeting “{{name}}”',
  'audit.meetingRoom.documentDeleted': '{{actor}} deleted the document “{{document}}” from the meeting “{{name}}”',
  'audit.meetingRoom.transcriptionStarted': '{{actor}} started transcribing the meeting “{{name}}”',
  'audit.meetingRoom.transcriptionStopped': '{{actor}} stopped transcribing the meeting “{{name}}”',
  'audit.meetingRoom.summaryWritten': '{{actor}} had the summary of the meeting “{{name}}” written {{engine}}',
  'audit.meetingRoom.summaryEdited': '{{actor}} edited the summary of the meeting “{{name}}”',
  'audit.meetingRoom.summaryShared': '{{actor}} shared the summary of the meeting “{{name}}” with the client',
  'audit.meetingRoom.summarySharedWithTodos':
    '{{actor}} shared the summary of the meeting “{{name}}” with the client and added {{count}} to their to-dos',
  'audit.meetingRoom.recordingComposed': 'The {{type}} recording of the meeting “{{name}}” was prepared ({{duration}})',
  'audit.meetingRoom.recordingDeleted':
    'The recording of the meeting “{{name}}” was deleted, as the practice keeps recordings for {{days}}',
  'audit.meetingRoom.unnamed': '{{actor}} changed a meeting',
} as const;
type Key = keyof typeof meetingRoomAuditMessages;

/** The room's details as a sentence names them. */
const fieldLabels: Readonly<Record<string, string>> = {
  name: 'name',
  start_at: 'start',
  duration_minutes: 'duration',
  agenda: 'agenda',
  media_region: 'media region',
  attendees: 'attendees',
  enable_meeting_summary: 'meeting summary',
  outlook_event_created: 'Outlook entry',
};

/** The name an event names: as it is after the event, else as it was. */
function nameOf(facts: AuditFacts<unknown>): string | undefined {
  return textOf((facts.after as { name?: unknown }).name) ?? textOf((facts.before as { name?: unknown }).name);
}

/** `key` with the room's name, or the unnamed sentence when a row lacks it. */
function named(facts: AuditFacts<unknown>, key: Key, params: Record<string, string> = {}) {
  const name = nameOf(facts);
  return name ? sentence<Key>(key, facts, { name, ...params }) : sentence<Key>('audit.meetingRoom.unnamed', facts);
}

/** A recording type as a sentence names it: "audio only", "audio and video". */
function recordingTypeOf(type: unknown): string {
  return type === 'video' ? 'audio and video' : 'audio only';
}

/** A length as a sentence says it: "45 seconds", "1 minute", "1 hour 5 minutes". */
function durationOf(seconds: unknown): string {
  const total = Math.max(0, Math.round(numberOf(seconds) ?? 0));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (total < 60) return plural(total, 'second');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours === 0 ? plural(minutes, 'minute') : [plural(hours, 'hour'), ...(minutes > 0 ? [plural(minutes, 'minute')] : [])].join(' ');
}

/** The guest as a sentence names them: their e-mail (a guest's name is theirs to give, and may be missing). */
function guestOf(facts: AuditFacts<unknown>): string {
  return textOf((facts.after as { email?: unknown }).email) ?? textOf((facts.before as { email?: unknown }).email) ?? 'a guest';
}

function describeUpdate(facts: AuditFacts<MeetingRoomAuditEvents['room_updated']>) {
  const from = textOf(facts.before.name);
  const to = textOf(facts.after.name);
  const others = changedFieldsOf(facts.before, facts.after, fieldLabels).filter((field) => field !== 'name');
  if (from && to && from !== to) {
    return others.length === 0
      ? sentence<Key>('audit.meetingRoom.renamed', facts, { from, name: to })
      : sentence<Key>('audit.meetingRoom.renamedAndChanged', facts, { from, name: to, fields: listOf(others) });
  }
  return named(facts, 'audit.meetingRoom.changed', { fields: listOf(others.length > 0 ? others : ['details']) });
}

/** How each room event reads: "Priya Shah cancelled the meeting “Annual review”". */
export const meetingRoomAuditSentences: AuditDescribers<MeetingRoomAuditEvents, Key> = {
  room_created: (facts) => named(facts, 'audit.meetingRoom.created'),
  room_updated: describeUpdate,
  room_cancelled: (facts) => named(facts, 'audit.meetingRoom.cancelled'),
  room_completed: (facts) => named(facts, 'audit.meetingRoom.completed'),
  room_guest_added: (facts) =>
    named(facts, facts.after.trusted === true ? 'audit.meetingRoom.trustedGuestAdded' : 'audit.meetingRoom.guestAdded', {
      guest: guestOf(facts),
    }),
  room_guest_removed: (facts) => named(facts, 'audit.meetingRoom.guestRemoved', { guest: guestOf(facts) }),
  room_invitations_resent: (facts) => named(facts, 'audit.meetingRoom.invitationsResent'),
  room_recording_started: (facts) =>
    named(facts, 'audit.meetingRoom.recordingStarted', { type: recordingTypeOf(facts.after.recording_type) }),
  room_recording_switched: (facts) =>
    named(facts, 'audit.meetingRoom.recordingSwitched', { type: recordingTypeOf(facts.after.recording_type) }),
  room_recording_stopped: (facts) => named(facts, 'audit.meetingRoom.recordingStopped'),
  room_document_added: (facts) =>
    named(facts, 'audit.meetingRoom.documentAdded', { document: textOf(facts.after.file_name) ?? 'a document' }),
  room_document_deleted: (facts) =>
    named(facts, 'audit.meetingRoom.documentDeleted', { document: textOf(facts.before.file_name) ?? 'a document' }),
  room_transcription_started: (facts) => named(facts, 'audit.meetingRoom.transcriptionStarted'),
  room_transcription_stopped: (facts) => named(facts, 'audit.meetingRoom.transcriptionStopped'),
  room_summary_written: (facts) =>
    named(facts, 'audit.meetingRoom.summaryWritten', {
      engine: facts.after.engine === 'ai' ? 'by the AI service' : 'automatically',
    }),
  room_summary_edited: (facts) => named(facts, 'audit.meetingRoom.summaryEdited'),
  room_summary_shared: (facts) => {
    const filed = numberOf(facts.after.todos_filed) ?? 0;
    return filed > 0
      ? named(facts, 'audit.meetingRoom.summarySharedWithTodos', { count: filed === 1 ? '1 action point' : `${filed} action points` })
      : named(facts, 'audit.meetingRoom.summaryShared');
  },
  room_recording_composed: (facts) =>
    named(facts, 'audit.meetingRoom.recordingComposed', {
      type: facts.after.recording_type === 'video' ? 'video' : 'audio',
      duration: durationOf(facts.after.duration_seconds),
    }),
  room_recording_deleted: (facts) => {
    const days = numberOf(facts.after.retention_days) ?? 0;
    return named(facts, 'audit.meetingRoom.recordingDeleted', { days: days === 1 ? '1 day' : `${days.toLocaleString('en-GB')} days` });
  },
};
