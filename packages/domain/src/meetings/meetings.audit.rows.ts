import type { AuditRow } from '../audit/audit-row.ts';

const clientId = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const name = 'Annual review';
const recordingId = '5b0c9d8e-7f6a-4b5c-9d8e-7f6a5b4c3d2e';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const meetingRoomAuditRows: AuditRow[] = [
  {
    kind: 'advice-room',
    action: 'room_created',
    after: {
      name,
      client_id: clientId,
      start_at: '2026-12-02T14:30:00.000Z',
      duration_minutes: 60,
      attendees: ['Charlotte Hughes', 'Priya Shah'],
      guests: ['sam@example.com'],
    },
    expected: 'Priya Shah scheduled the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_updated',
    before: { name, client_id: clientId, start_at: '2026-12-02T14:30:00.000Z', duration_minutes: 60 },
    after: { name, client_id: clientId, start_at: '2026-12-03T10:00:00.000Z', duration_minutes: 90 },
    expected: 'Priya Shah changed the start and duration of the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_updated',
    before: { name: 'Review', client_id: clientId },
    after: { name, client_id: clientId },
    expected: 'Priya Shah renamed the meeting “Review” to “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_updated',
    before: { name: 'Review', client_id: clientId, attendees: ['Charlotte Hughes', 'Priya Shah'] },
    after: { name, client_id: clientId, attendees: ['Charlotte Hughes', 'Priya Shah', 'Tom Baker'] },
    expected: 'Priya Shah renamed the meeting “Review” to “Annual review” and changed its attendees',
  },
  {
    kind: 'advice-room',
    action: 'room_cancelled',
    after: { name, client_id: clientId },
    expected: 'Priya Shah cancelled the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_completed',
    after: { name, client_id: clientId },
    expected: 'Priya Shah completed the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_guest_added',
    after: { name, client_id: clientId, email: 'sam@example.com', trusted: false },
    expected: 'Priya Shah invited sam@example.com to the meeting “Annual review” as a guest',
  },
  {
    kind: 'advice-room',
    action: 'room_guest_added',
    after: { name, client_id: clientId, email: 'accountant@example.com', trusted: true },
    expected: 'Priya Shah invited accountant@example.com to the meeting “Annual review” as a trusted guest',
  },
  {
    kind: 'advice-room',
    action: 'room_guest_removed',
    before: { name, client_id: clientId, email: 'sam@example.com', trusted: false },
    expected: 'Priya Shah removed the guest sam@example.com from the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_invitations_resent',
    after: { name, client_id: clientId, recipients: 3 },
    expected: 'Priya Shah sent the invitations to the meeting “Annual review” again',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_started',
    after: { name, client_id: clientId, recording_type: 'audio' },
    expected: 'Priya Shah started recording the meeting “Annual review” (audio only)',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_switched',
    before: { recording_type: 'audio' },
    after: { name, client_id: clientId, recording_type: 'video' },
    expected: 'Priya Shah switched the recording of the meeting “Annual review” to audio and video',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_stopped',
    before: { recording_type: 'video' },
    after: { name, client_id: clientId },
    expected: 'Priya Shah stopped recording the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_document_added',
    after: { name, client_id: clientId, file_name: 'Pension options.pdf' },
    expected: 'Priya Shah added the document “Pension options.pdf” to the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_document_deleted',
    before: { name, client_id: clientId, file_name: 'Pension options.pdf' },
    expected: 'Priya Shah deleted the document “Pension options.pdf” from the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_transcription_started',
    after: { name, client_id: clientId },
    expected: 'Priya Shah started transcribing the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_transcription_stopped',
    after: { name, client_id: clientId },
    expected: 'Priya Shah stopped transcribing the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_written',
    after: { name, client_id: clientId, engine: 'automatic', key_points: 3, action_points: 2 },
    expected: 'Priya Shah had the summary of the meeting “Annual review” written automatically',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_written',
    after: { name, client_id: clientId, engine: 'ai', key_points: 3, action_points: 2 },
    expected: 'Priya Shah had the summary of the meeting “Annual review” written by the AI service',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_edited',
    after: { name, client_id: clientId, key_points: 2, action_points: 2 },
    expected: 'Priya Shah edited the summary of the meeting “Annual review”',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_shared',
    after: { name, client_id: clientId, todos_filed: 0 },
    expected: 'Priya Shah shared the summary of the meeting “Annual review” with the client',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_shared',
    after: { name, client_id: clientId, todos_filed: 2 },
    expected: 'Priya Shah shared the summary of the meeting “Annual review” with the client and added 2 action points to their to-dos',
  },
  {
    kind: 'advice-room',
    action: 'room_summary_shared',
    after: { name, client_id: clientId, todos_filed: 1 },
    expected: 'Priya Shah shared the summary of the meeting “Annual review” with the client and added 1 action point to their to-dos',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_composed',
    actor: null,
    after: { name, client_id: clientId, recording_id: recordingId, recording_type: 'video', duration_seconds: 3725.4, size: 48_000_000 },
    expected: 'The video recording of the meeting “Annual review” was prepared (1 hour 2 minutes)',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_composed',
    actor: null,
    after: { name, client_id: clientId, recording_id: recordingId, recording_type: 'audio', duration_seconds: 42, size: 700_000 },
    expected: 'The audio recording of the meeting “Annual review” was prepared (42 seconds)',
  },
  {
    kind: 'advice-room',
    action: 'room_recording_deleted',
    actor: null,
    before: { name, client_id: clientId, recording_id: recordingId, recording_type: 'video' },
    after: { retention_days: 90 },
    expected: 'The recording of the meeting “Annual review” was deleted, as the practice keeps recordings for 90 days',
  },
  {
    kind: 'advice-room',
    action: 'room_cancelled',
    after: {},
    expected: 'Priya Shah changed a meeting',
  },
];
