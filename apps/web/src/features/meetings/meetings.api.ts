import { addressOf, type BodyIn, meetingEndpoints as endpoints, type MeetingRoomStatus } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every query of this area starts with this key, so a change (or a live event) reads them all again. */
export const meetingRoomsKey = ['meeting-rooms'] as const;

export const roomsPerPage = 20;

export type RoomsFilter = {
  /** One client's rooms; none: every room of the clients the viewer may see. */
  clientId?: string;
  status?: MeetingRoomStatus;
  /** Only those still to come, soonest first (else the latest start first). */
  isUpcoming?: boolean;
};

export function useMeetingRooms({ clientId, status, isUpcoming = false }: RoomsFilter, page: number, perPage = roomsPerPage) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'list', clientId ?? 'all', status ?? 'any', isUpcoming, page, perPage],
    queryFn: () =>
      api.page(endpoints.listMeetingRooms, page, perPage, {
        query: {
          ...(clientId ? { client_id: clientId } : {}),
          ...(status ? { status } : {}),
          ...(isUpcoming ? { upcoming: 'true' as const } : {}),
        },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The rooms still to come on the viewer's home (staff: their clients' next seven days; a client: their next). */
/** The completed rooms whose written summary waits for the staff member to check and share it (their home). */
export function useMeetingRoomsWithSummaryToShare(count: number) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'summary-to-share', count],
    queryFn: () => api.page(endpoints.listMeetingRooms, 1, count, { query: { summary_to_share: 'true' }, silent: true }),
    staleTime: 0,
  });
}

export function useUpcomingMeetingRooms(count: number) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'upcoming', count],
    queryFn: () => api.page(endpoints.listUpcomingMeetingRooms, 1, count, { silent: true }),
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}

/** One room as the viewer may see it (a room they may not see is a 404). */
export function readMeetingRoom(roomId: string) {
  return api.call(endpoints.getMeetingRoom, { params: { id: roomId }, silent: true });
}

export function useMeetingRoom(roomId: string) {
  return useQuery({ queryKey: [...meetingRoomsKey, 'one', roomId], queryFn: () => readMeetingRoom(roomId) });
}

/** What the new-room form offers for one client: the practice's media region, its active agenda templates, who may attend. */
export function useMeetingRoomOptions(clientId: string) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'options', clientId],
    queryFn: () => api.call(endpoints.getMeetingRoomOptions, { query: { client_id: clientId }, silent: true }),
  });
}

/** Who may attend an existing room (for its edit form). */
export function usePossibleParticipants(roomId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'participants', roomId],
    queryFn: () => api.call(endpoints.listMeetingRoomPossibleParticipants, { params: { id: roomId }, silent: true }),
    enabled: isEnabled,
  });
}

export function useMeetingRoomAuditTrail(roomId: string, page: number) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'audit-trail', roomId, page],
    queryFn: () => api.page(endpoints.listMeetingRoomAuditTrail, page, 20, { params: { id: roomId } }),
    placeholderData: keepPreviousData,
  });
}

export const meetingSummaryKey = (roomId: string) => [...meetingRoomsKey, 'summary', roomId] as const;

/** The meeting's summary, once written (404 while there is none, and for the client until it is shared). */
export function useMeetingRoomSummary(roomId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: meetingSummaryKey(roomId),
    queryFn: () => api.call(endpoints.getMeetingRoomSummary, { params: { id: roomId }, silent: true }),
    enabled: isEnabled,
  });
}

/** The meeting's transcript in the order it was said (for the client only once the summary is shared). */
export function useMeetingRoomTranscript(roomId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'transcript', roomId],
    queryFn: () => api.call(endpoints.listMeetingRoomTranscriptions, { params: { id: roomId }, silent: true }),
    enabled: isEnabled,
  });
}

/** How often the recordings are read again while one is being prepared (they are ready minutes after the meeting). */
export const recordingsPendingRefetchMillis = 10_000;

export const meetingRecordingsKey = (roomId: string) => [...meetingRoomsKey, 'recordings', roomId] as const;

/** The room's recordings, read again every few seconds while any is being prepared (and on the rooms' live change). */
export function useMeetingRoomRecordings(roomId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: meetingRecordingsKey(roomId),
    queryFn: () => api.call(endpoints.listMeetingRoomRecordings, { params: { id: roomId }, silent: true }),
    enabled: isEnabled,
    refetchInterval: (query) =>
      query.state.data?.some((recording) => recording.status === 'pending') ? recordingsPendingRefetchMillis : false,
  });
}

/** Where a ready recording's file downloads from (the browser streams it with the session's cookie). */
export const recordingFileUrl = (roomId: string, recordingId: string) =>
  addressOf(endpoints.downloadMeetingRoomRecording, { id: roomId, recordingId });

/** The room a guest's link is for, read with its token and without signing in. */
export function useGuestMeetingRoom(roomId: string, token: string) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'guest', roomId, token],
    queryFn: () => api.call(endpoints.getGuestMeetingRoom, { params: { id: roomId }, query: { token }, silent: true, authRedirect: false }),
    enabled: token !== '',
    retry: false,
  });
}

/** The room's recording state: an attendee's by their session, a guest's by their token. */
export function readRecordingState(roomId: string, guestToken: string | null) {
  return guestToken === null
    ? api.call(endpoints.getMeetingRoomRecordingState, { params: { id: roomId }, silent: true })
    : api.call(endpoints.getGuestMeetingRoomRecordingState, {
        params: { id: roomId },
        query: { token: guestToken },
        silent: true,
        authRedirect: false,
      });
}

const room = (roomId: string) => ({ params: { id: roomId }, silent: true });

/** The calls that change rooms; each caller shows the refusals itself (silent). */
export const meetingRoomCalls = {
  create: (body: BodyIn<typeof endpoints.createMeetingRoom>) => api.call(endpoints.createMeetingRoom, { body, silent: true }),
  update: (roomId: string, body: BodyIn<typeof endpoints.updateMeetingRoom>) =>
    api.call(endpoints.updateMeetingRoom, { ...room(roomId), body }),
  cancel: (roomId: string) => api.call(endpoints.cancelMeetingRoom, room(roomId)),
  complete: (roomId: string) => api.call(endpoints.completeMeetingRoom, room(roomId)),
  resend: (roomId: string) => api.call(endpoints.resendMeetingRoomInvitations, room(roomId)),
  addGuest: (roomId: string, body: BodyIn<typeof endpoints.addMeetingRoomGuest>) =>
    api.call(endpoints.addMeetingRoomGuest, { ...room(roomId), body }),
  setRecording: (roomId: string, body: BodyIn<typeof endpoints.updateMeetingRoomRecordingState>) =>
    api.call(endpoints.updateMeetingRoomRecordingState, { ...room(roomId), body }),
  writeSummary: (roomId: string) => api.call(endpoints.createMeetingRoomSummary, room(roomId)),
  updateSummary: (roomId: string, body: BodyIn<typeof endpoints.updateMeetingRoomSummary>) =>
    api.call(endpoints.updateMeetingRoomSummary, { ...room(roomId), body }),
  shareSummary: (roomId: string, body: BodyIn<typeof endpoints.shareMeetingRoomSummary>) =>
    api.call(endpoints.shareMeetingRoomSummary, { ...room(roomId), body }),
  composeRecording: (roomId: string, recordingId: string) =>
    api.call(endpoints.composeMeetingRoomRecording, { params: { id: roomId, recordingId }, silent: true }),
  removeGuest: (roomId: string, guestId: string) =>
    api.call(endpoints.removeMeetingRoomGuest, { params: { id: roomId, guestId }, silent: true }),
};
