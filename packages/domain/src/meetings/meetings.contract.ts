import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import {
  meetingSummaryPatch,
  meetingSummarySavedSchema,
  meetingSummarySchema,
  meetingSummaryShareBody,
  meetingTranscriptionBody,
  meetingTranscriptionSavedSchema,
  meetingTranscriptionStateSchema,
  streamingTranscriptionAddressSchema,
  transcriptionSegmentBody,
  transcriptionSegmentSchema,
} from './meeting-summary.ts';
import {
  guestMeetingRoomSchema,
  guestRoomQuery,
  meetingGuestBody,
  meetingGuestSchema,
  meetingParticipantSchema,
  meetingRoomBody,
  meetingRoomListQuery,
  meetingRoomOptionsQuery,
  meetingRoomOptionsSchema,
  meetingRoomPatch,
  meetingRoomSavedSchema,
  meetingRoomSchema,
} from './meetings.ts';
import { meetingRecordingBody, meetingRecordingStateSchema } from './recording.ts';
import {
  meetingRecordingSchema,
  recordingParams,
  recordingPieceParams,
  recordingPieceSavedSchema,
  recordingTrackBody,
  recordingTrackParams,
  recordingTrackSchema,
} from './recording-media.ts';
import { roomDocumentParams, roomDocumentSavedSchema, roomDocumentSchema } from './shared-document.ts';

const tag = 'client-meeting-rooms';
const feature = 'adviceRoom';
/** The client (their own rooms) and the staff who may see the client; the relation table decides per client. */
const viewers = { roles: clientRolesFor('meetingRoom.view') } as const;
/** Staff schedule, change, cancel and complete rooms; a client never does. */
const managers = { roles: clientRolesFor('meetingRoom.manage') } as const;
const guestParams = z.object({ id: z.uuid(), guestId: z.uuid() });

/** A saved guest, with the sentence the change toasts. */
export const meetingGuestSavedSchema = meetingGuestSchema.extend({ message: z.string() });
export type MeetingGuestSaved = z.infer<typeof meetingGuestSavedSchema>;

/** Advice rooms (spec 1 §7 `/client-meeting-rooms` and `/guests`): scheduling, attendees, guests, invitations, audit trail. */
export const meetingEndpoints = {
  listMeetingRooms: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms',
    tag,
    feature,
    access: viewers,
    query: meetingRoomListQuery,
    answer: answers.page(meetingRoomSchema),
  }),
  createMeetingRoom: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms',
    tag,
    feature,
    access: managers,
    body: meetingRoomBody,
    answer: answers.data(meetingRoomSavedSchema, 201),
  }),
  /**
   * The rooms still to come on the viewer's home: for staff, those of their clients in the next seven
   * days (today's first); for a client, their next scheduled rooms.
   */
  listUpcomingMeetingRooms: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/upcoming',
    tag,
    feature,
    access: viewers,
    query: paginationQuery,
    answer: answers.page(meetingRoomSchema),
  }),
  /** What the new-room form needs for one client: the default media region, active agenda templates, who may attend. */
  getMeetingRoomOptions: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/options',
    tag,
    feature,
    access: managers,
    query: meetingRoomOptionsQuery,
    answer: answers.data(meetingRoomOptionsSchema),
  }),
  getMeetingRoom: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(meetingRoomSchema),
  }),
  /** Changes a scheduled room; a change of its time, duration or name sends everyone the updated calendar file. */
  updateMeetingRoom: endpoint({
    method: 'PATCH',
    path: '/client-meeting-rooms/:id',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingRoomPatch,
    answer: answers.data(meetingRoomSavedSchema),
  }),
  /** Cancels a scheduled room ('This meeting is now cancelled.'); everyone receives the calendar's cancellation. */
  cancelMeetingRoom: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/cancel',
    tag,
    feature,
    access: managers,
    params: idParam,
    answer: answers.data(meetingRoomSavedSchema),
  }),
  /** Completes a scheduled room ('This meeting is now complete.'). */
  completeMeetingRoom: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/complete',
    tag,
    feature,
    access: managers,
    params: idParam,
    answer: answers.data(meetingRoomSavedSchema),
  }),
  /** Sends every attendee (but the caller) and every guest their invitation again. */
  resendMeetingRoomInvitations: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/resend-invitations',
    tag,
    feature,
    access: managers,
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  /** The client and the staff who may attend the room (advisers, directors, prime practice admins who may see the client). */
  listMeetingRoomPossibleParticipants: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/possible-participants',
    tag,
    feature,
    access: managers,
    params: idParam,
    answer: answers.data(z.array(meetingParticipantSchema)),
  }),
  listMeetingRoomGuests: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/guests',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(z.array(meetingGuestSchema)),
  }),
  /** Invites a guest to a scheduled room: they receive their join link and the calendar file. */
  addMeetingRoomGuest: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/guests',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingGuestBody,
    answer: answers.data(meetingGuestSavedSchema, 201),
  }),
  /** Removes a guest of a scheduled room: their link stops working and their calendar entry is cancelled. */
  removeMeetingRoomGuest: endpoint({
    method: 'DELETE',
    path: '/client-meeting-rooms/:id/guests/:guestId',
    tag,
    feature,
    access: managers,
    params: guestParams,
    answer: answers.data(messageSchema),
  }),
  /** The room's recording state (spec 2 §7), for everyone who may see the room; refetched when a participant leaves. */
  getMeetingRoomRecordingState: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/recording-state',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(meetingRecordingStateSchema),
  }),
  /** Staff start, switch or stop the room's recording while its room is open (spec 2 §4); everyone in the call sees it at once. */
  updateMeetingRoomRecordingState: endpoint({
    method: 'PATCH',
    path: '/client-meeting-rooms/:id/recording-state',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingRecordingBody,
    answer: answers.data(meetingRecordingStateSchema.extend({ message: z.string() })),
  }),
  /** The room's documents (PDFs), which anyone in the call may show to everyone at the same page (shared-document.ts). */
  listMeetingRoomDocuments: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/documents',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(z.array(roomDocumentSchema)),
  }),
  /** Adds a PDF to the room, checked by its upload policy; the client and the staff of the room add them. */
  uploadMeetingRoomDocument: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/documents',
    tag,
    feature,
    access: viewers,
    params: idParam,
    upload: { purpose: 'meetingRoomDocument' },
    answer: answers.data(roomDocumentSavedSchema, 201),
  }),
  /** One of the room's documents as a download (the room's viewer reads it too). */
  downloadMeetingRoomDocument: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/documents/:documentId',
    tag,
    feature,
    access: viewers,
    params: roomDocumentParams,
    answer: answers.file,
  }),
  /**
   * Deletes one of the room's documents with its stored file: the room's staff attendees and whoever added it
   * (mayDeleteRoomDocument), else 403; shown in the call at the time, it closes for everyone.
   */
  deleteMeetingRoomDocument: endpoint({
    method: 'DELETE',
    path: '/client-meeting-rooms/:id/documents/:documentId',
    tag,
    feature,
    access: viewers,
    params: roomDocumentParams,
    answer: answers.data(messageSchema),
  }),
  /** The room's transcription (spec 2 §4): whether it is on, and whether this server can transcribe at all. */
  getMeetingRoomTranscription: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/transcription',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(meetingTranscriptionStateSchema),
  }),
  /**
   * Staff turn the room's transcription on (after its confirmation) or cancel it, while the room is open; everyone in
   * the call is told at once. Sets the room's enableMeetingSummary (spec 2 §4).
   */
  updateMeetingRoomTranscription: endpoint({
    method: 'PATCH',
    path: '/client-meeting-rooms/:id/transcription',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingTranscriptionBody,
    answer: answers.data(meetingTranscriptionSavedSchema),
  }),
  /** Spec 2 §7: where the caller's browser streams its microphone while the room is transcribed (409 when it is not). */
  getMeetingRoomStreamingTranscriptionAddress: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/streaming-transcription-address',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(streamingTranscriptionAddressSchema),
  }),
  /** The room's transcript, in the order it was said: for its staff, and for its client once the summary is shared. */
  listMeetingRoomTranscriptions: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/transcriptions',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(z.array(transcriptionSegmentSchema)),
  }),
  /** Spec 2 §7 "Transcription segment (staff)": a segment the caller's browser recognised, spoken by the caller. */
  createMeetingRoomTranscription: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/transcriptions',
    tag,
    feature,
    access: viewers,
    params: idParam,
    body: transcriptionSegmentBody,
    answer: answers.data(transcriptionSegmentSchema, 201),
  }),
  /** The meeting's summary with its action points: for its staff, and for its client once shared (404 before). */
  getMeetingRoomSummary: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/meeting-summary',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(meetingSummarySchema),
  }),
  /** Writes the summary of a completed meeting from its transcript (again, when not yet shared). */
  createMeetingRoomSummary: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/meeting-summary',
    tag,
    feature,
    access: managers,
    params: idParam,
    answer: answers.data(meetingSummarySavedSchema, 201),
  }),
  /** The adviser's edits of the summary: points reworded, reassigned, redated or removed; each still links to its span. */
  updateMeetingRoomSummary: endpoint({
    method: 'PATCH',
    path: '/client-meeting-rooms/:id/meeting-summary',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingSummaryPatch,
    answer: answers.data(meetingSummarySavedSchema),
  }),
  /** Shares the summary with the client (who is notified), filing its action points as their to-dos when asked. */
  shareMeetingRoomSummary: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/meeting-summary/share',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: meetingSummaryShareBody,
    answer: answers.data(meetingSummarySavedSchema),
  }),
  /** The room's recordings (one per start to stop), each pending until composed after the room completes. */
  listMeetingRoomRecordings: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/recordings',
    tag,
    feature,
    access: viewers,
    params: idParam,
    answer: answers.data(z.array(meetingRecordingSchema)),
  }),
  /** A ready recording's one file (the videos in a grid, the audio mixed), for the room's client and staff. */
  downloadMeetingRoomRecording: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/recordings/:recordingId/file',
    tag,
    feature,
    access: viewers,
    params: recordingParams,
    answer: answers.file,
  }),
  /** Staff try again to compose a recording that failed (after installing ffmpeg, say). */
  composeMeetingRoomRecording: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/recordings/:recordingId/compose',
    tag,
    feature,
    access: managers,
    params: recordingParams,
    answer: answers.data(meetingRecordingSchema.extend({ message: z.string() })),
  }),
  /** The caller's browser starts recording its own media for the room's current recording (409 when it is not recording). */
  createMeetingRoomRecordingTrack: endpoint({
    method: 'POST',
    path: '/client-meeting-rooms/:id/recording-tracks',
    tag,
    feature,
    access: viewers,
    params: idParam,
    body: recordingTrackBody,
    answer: answers.data(recordingTrackSchema, 201),
  }),
  /** The caller's track with the pieces the server holds, so a browser that lost its connection resumes. */
  getMeetingRoomRecordingTrack: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/recording-tracks/:trackId',
    tag,
    feature,
    access: viewers,
    params: recordingTrackParams,
    answer: answers.data(recordingTrackSchema),
  }),
  /** One piece of the caller's track (a whole WebM file of a few seconds); sending a piece again replaces it. */
  uploadMeetingRoomRecordingPiece: endpoint({
    method: 'PUT',
    path: '/client-meeting-rooms/:id/recording-tracks/:trackId/pieces/:index',
    tag,
    feature,
    access: viewers,
    params: recordingPieceParams,
    upload: { purpose: 'meetingRecordingPiece' },
    answer: answers.data(recordingPieceSavedSchema),
  }),
  /** The room's events as sentences, newest first: a staff page. */
  listMeetingRoomAuditTrail: endpoint({
    method: 'GET',
    path: '/client-meeting-rooms/:id/audit-trail',
    tag,
    feature,
    access: { roles: clientRolesFor('client.viewAuditTrail') },
    params: idParam,
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
  /**
   * The room a guest's token is for, without signing in: the token in the `x-guest-token` header or the
   * `token` query. A wrong token, or another room's id, is a 404.
   */
  getGuestMeetingRoom: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    answer: answers.data(guestMeetingRoomSchema),
  }),
  /** The recording state for a guest, read with their token as the guest room is (spec 2 §7). */
  getGuestMeetingRoomRecordingState: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/recording-state',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    answer: answers.data(meetingRecordingStateSchema),
  }),
  /** The room's transcription state for a guest, with their token, so their call shows the notice too. */
  getGuestMeetingRoomTranscription: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/transcription',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    answer: answers.data(meetingTranscriptionStateSchema),
  }),
  /** Spec 2 §7 "Streaming transcription address" for a guest (token). */
  getGuestMeetingRoomStreamingTranscriptionAddress: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/streaming-transcription-address',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    answer: answers.data(streamingTranscriptionAddressSchema),
  }),
  /** Spec 2 §7 "Transcription segment (guest)": the segment and the guest's token. */
  createGuestMeetingRoomTranscription: endpoint({
    method: 'POST',
    path: '/guests/client-meeting-rooms/:id/transcriptions',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    body: transcriptionSegmentBody,
    answer: answers.data(transcriptionSegmentSchema, 201),
  }),
  /** A guest's browser starts recording its media, with their token (spec: each participant's media is its own track). */
  createGuestMeetingRoomRecordingTrack: endpoint({
    method: 'POST',
    path: '/guests/client-meeting-rooms/:id/recording-tracks',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    body: recordingTrackBody,
    answer: answers.data(recordingTrackSchema, 201),
  }),
  getGuestMeetingRoomRecordingTrack: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/recording-tracks/:trackId',
    tag,
    feature,
    access: { public: true },
    params: recordingTrackParams,
    query: guestRoomQuery,
    answer: answers.data(recordingTrackSchema),
  }),
  uploadGuestMeetingRoomRecordingPiece: endpoint({
    method: 'PUT',
    path: '/guests/client-meeting-rooms/:id/recording-tracks/:trackId/pieces/:index',
    tag,
    feature,
    access: { public: true },
    params: recordingPieceParams,
    query: guestRoomQuery,
    upload: { purpose: 'meetingRecordingPiece' },
    answer: answers.data(recordingPieceSavedSchema),
  }),
  /** The room's documents for a trusted guest, with their token; an untrusted guest's token is refused (403). */
  listGuestMeetingRoomDocuments: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/documents',
    tag,
    feature,
    access: { public: true },
    params: idParam,
    query: guestRoomQuery,
    answer: answers.data(z.array(roomDocumentSchema)),
  }),
  downloadGuestMeetingRoomDocument: endpoint({
    method: 'GET',
    path: '/guests/client-meeting-rooms/:id/documents/:documentId',
    tag,
    feature,
    access: { public: true },
    params: roomDocumentParams,
    query: guestRoomQuery,
    answer: answers.file,
  }),
};
