import { meetingEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../../http/download.ts';
import { serve } from '../../../http/endpoint.ts';
import { readUpload } from '../../../http/multipart.ts';
import { actorOf } from '../../../http/request-info.ts';
import { listRoomRecordings, readRoomRecording, retryRoomRecording } from './recording.service.ts';
import {
  createAttendeeTrack,
  createGuestTrack,
  getAttendeeTrack,
  getGuestTrack,
  uploadAttendeePiece,
  uploadGuestPiece,
} from './recording.tracks.ts';

type GuestTokenOf = (request: FastifyRequest<{ Querystring: { token?: string | undefined } }>) => string | undefined;

/**
 * A room's recorded media (issue 16): the recordings its viewers list and download, the staff's retry, and the tracks
 * and pieces each participant's browser sends (attendees signed in, guests with their token).
 */
export function recordingRoutes(app: FastifyInstance, guestTokenOf: GuestTokenOf): void {
  const { runtime } = app;
  const practiceOf = (request: FastifyRequest) => request.practice?.id ?? null;
  const readPiece = (request: FastifyRequest) => async () => (await readUpload(request, uploadPolicies.meetingRecordingPiece)).file;
  // Anyone with a link may try a token: the sign-in routes' limit keeps guessing slow. A guest's browser sends a piece
  // every few seconds (and again what failed), so its pieces have a limit of their own.
  const guestLimit = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };
  const guestPieceLimit = { rateLimit: { max: Math.max(runtime.config.authRateLimit, 120), timeWindow: '1 minute' } };

  serve(app, endpoints.listMeetingRoomRecordings, (request) => listRoomRecordings(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.downloadMeetingRoomRecording, async (request, reply) =>
    sendDownload(reply, await readRoomRecording(runtime, actorOf(request), request.params.id, request.params.recordingId)),
  );
  serve(app, endpoints.composeMeetingRoomRecording, (request) =>
    retryRoomRecording(runtime, actorOf(request), request.params.id, request.params.recordingId),
  );
  serve(app, endpoints.createMeetingRoomRecordingTrack, (request) =>
    createAttendeeTrack(runtime, actorOf(request), request.params.id, request.body),
  );
  serve(app, endpoints.getMeetingRoomRecordingTrack, (request) =>
    getAttendeeTrack(runtime, actorOf(request), request.params.id, request.params.trackId),
  );
  serve(app, endpoints.uploadMeetingRoomRecordingPiece, (request) =>
    uploadAttendeePiece(runtime, actorOf(request), request.params, readPiece(request)),
  );
  serve(
    app,
    endpoints.createGuestMeetingRoomRecordingTrack,
    (request) => createGuestTrack(runtime, practiceOf(request), request.params.id, guestTokenOf(request), request.body),
    guestLimit,
  );
  serve(
    app,
    endpoints.getGuestMeetingRoomRecordingTrack,
    (request) => getGuestTrack(runtime, practiceOf(request), request.params.id, request.params.trackId, guestTokenOf(request)),
    guestLimit,
  );
  serve(
    app,
    endpoints.uploadGuestMeetingRoomRecordingPiece,
    (request) => uploadGuestPiece(runtime, practiceOf(request), request.params, guestTokenOf(request), readPiece(request)),
    guestPieceLimit,
  );
}
