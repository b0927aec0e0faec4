import { meetingEndpoints as endpoints, guestTokenHeader, uploadPolicies } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  deleteRoomDocument,
  listGuestRoomDocuments,
  listRoomDocuments,
  readGuestRoomDocument,
  readRoomDocument,
  uploadRoomDocument,
} from './meetings.documents.ts';
import { getGuestMeetingRoom } from './meetings.guests.ts';
import { getGuestRecordingState, getRecordingState, updateRecordingState } from './meetings.recording.ts';
import {
  addMeetingRoomGuest,
  cancelMeetingRoom,
  completeMeetingRoom,
  createMeetingRoom,
  getMeetingRoom,
  getMeetingRoomOptions,
  listMeetingRoomAuditTrail,
  listMeetingRoomGuests,
  listMeetingRoomPossibleParticipants,
  listMeetingRooms,
  removeMeetingRoomGuest,
  resendMeetingRoomInvitations,
  updateMeetingRoom,
} from './meetings.service.ts';
import { listUpcomingRooms } from './meetings-home.queries.ts';
import { recordingRoutes } from './recording/recording.routes.ts';
import { createSummary, getSummary, shareSummary, updateSummary } from './summary/summary.service.ts';
import {
  createGuestTranscription,
  createTranscription,
  getGuestStreamingAddress,
  getGuestTranscription,
  getStreamingAddress,
  getTranscription,
  listTranscriptions,
  updateTranscription,
} from './transcription/transcription.service.ts';

/** The guest's token: the header the guest page sends, else the `token` of the invitation's link. */
function guestTokenOf(request: FastifyRequest<{ Querystring: { token?: string | undefined } }>): string | undefined {
  const header = request.headers[guestTokenHeader];
  return (typeof header === 'string' && header) || request.query.token || undefined;
}

/** Advice rooms: staff schedule and run them for their clients; the client reads theirs; guests read theirs with a token. */
export async function meetingsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listMeetingRooms, (request) => listMeetingRooms(runtime, actorOf(request), request.query));
  serve(app, endpoints.createMeetingRoom, (request) => createMeetingRoom(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.listUpcomingMeetingRooms, (request) => listUpcomingRooms(runtime.db, actorOf(request), request.query));
  serve(app, endpoints.getMeetingRoomOptions, (request) => getMeetingRoomOptions(runtime, actorOf(request), request.query.client_id));
  serve(app, endpoints.getMeetingRoom, (request) => getMeetingRoom(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateMeetingRoom, (request) =>
    updateMeetingRoom(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.cancelMeetingRoom, (request) =>
    cancelMeetingRoom(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, endpoints.completeMeetingRoom, (request) =>
    completeMeetingRoom(runtime, actorOf(request), request.params.id, requestInfo(request), request.log),
  );
  serve(app, endpoints.resendMeetingRoomInvitations, (request) =>
    resendMeetingRoomInvitations(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, endpoints.listMeetingRoomPossibleParticipants, (request) =>
    listMeetingRoomPossibleParticipants(runtime, actorOf(request), request.params.id),
  );
  serve(app, endpoints.listMeetingRoomGuests, (request) => listMeetingRoomGuests(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.addMeetingRoomGuest, (request) =>
    addMeetingRoomGuest(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.removeMeetingRoomGuest, (request) =>
    removeMeetingRoomGuest(runtime, actorOf(request), request.params.id, request.params.guestId, requestInfo(request)),
  );
  serve(app, endpoints.listMeetingRoomAuditTrail, (request) =>
    listMeetingRoomAuditTrail(runtime, actorOf(request), request.params.id, request.query),
  );
  // Anyone with a link may try a token: the tighter limit of the sign-in routes keeps guessing slow.
  serve(
    app,
    endpoints.getGuestMeetingRoom,
    (request) => getGuestMeetingRoom(runtime, request.practice?.id ?? null, request.params.id, guestTokenOf(request)),
    { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } },
  );
  serve(app, endpoints.getMeetingRoomRecordingState, (request) => getRecordingState(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateMeetingRoomRecordingState, (request) =>
    updateRecordingState(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(
    app,
    endpoints.getGuestMeetingRoomRecordingState,
    (request) => getGuestRecordingState(runtime, request.practice?.id ?? null, request.params.id, guestTokenOf(request)),
    { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } },
  );
  transcriptionRoutes(app);
  recordingRoutes(app, guestTokenOf);
  serve(app, endpoints.listMeetingRoomDocuments, (request) => listRoomDocuments(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.uploadMeetingRoomDocument, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.meetingRoomDocument);
    return uploadRoomDocument(runtime, actorOf(request), request.params.id, file, requestInfo(request));
  });
  serve(app, endpoints.downloadMeetingRoomDocument, async (request, reply) =>
    sendDownload(reply, await readRoomDocument(runtime, actorOf(request), request.params.id, request.params.documentId)),
  );
  serve(app, endpoints.deleteMeetingRoomDocument, (request) =>
    deleteRoomDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request)),
  );
  serve(
    app,
    endpoints.listGuestMeetingRoomDocuments,
    (request) => listGuestRoomDocuments(runtime, request.practice?.id ?? null, request.params.id, guestTokenOf(request)),
    { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } },
  );
  serve(
    app,
    endpoints.downloadGuestMeetingRoomDocument,
    async (request, reply) =>
      sendDownload(
        reply,
        await readGuestRoomDocument(
          runtime,
          request.practice?.id ?? null,
          request.params.id,
          request.params.documentId,
          guestTokenOf(request),
        ),
      ),
    { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } },
  );
}

/** The room's transcription and its meeting summary (spec 2 §4, §7): the toggle, the streaming address, segments, the summary. */
function transcriptionRoutes(app: FastifyInstance): void {
  const { runtime } = app;
  // Anyone with a link may try a token: the tighter limit of the sign-in routes keeps guessing slow.
  const guestLimit = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };
  const practiceOf = (request: FastifyRequest) => request.practice?.id ?? null;

  serve(app, endpoints.getMeetingRoomTranscription, (request) => getTranscription(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateMeetingRoomTranscription, (request) =>
    updateTranscription(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.getMeetingRoomStreamingTranscriptionAddress, (request) =>
    getStreamingAddress(runtime, actorOf(request), request.params.id),
  );
  serve(app, endpoints.listMeetingRoomTranscriptions, (request) => listTranscriptions(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createMeetingRoomTranscription, (request) =>
    createTranscription(runtime, actorOf(request), request.params.id, request.body),
  );
  serve(
    app,
    endpoints.getGuestMeetingRoomTranscription,
    (request) => getGuestTranscription(runtime, practiceOf(request), request.params.id, guestTokenOf(request)),
    guestLimit,
  );
  serve(
    app,
    endpoints.getGuestMeetingRoomStreamingTranscriptionAddress,
    (request) => getGuestStreamingAddress(runtime, practiceOf(request), request.params.id, guestTokenOf(request)),
    guestLimit,
  );
  serve(
    app,
    endpoints.createGuestMeetingRoomTranscription,
    (request) => createGuestTranscription(runtime, practiceOf(request), request.params.id, guestTokenOf(request), request.body),
    guestLimit,
  );
  serve(app, endpoints.getMeetingRoomSummary, (request) => getSummary(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createMeetingRoomSummary, (request) =>
    createSummary(runtime, actorOf(request), request.params.id, requestInfo(request), request.log),
  );
  serve(app, endpoints.updateMeetingRoomSummary, (request) =>
    updateSummary(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.shareMeetingRoomSummary, (request) =>
    shareSummary(runtime, actorOf(request), request.params.id, request.body, {
      info: requestInfo(request),
      flags: request.practice?.featureFlags ?? {},
      log: request.log,
    }),
  );
}
