import { addressOf, meetingEndpoints as endpoints } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dispatchAreaEvent, useRealtimeEvent } from '../../shell/realtime.ts';
import { meetingRoomsKey } from '../meetings.api.ts';

/** Every list of the room's documents, whoever reads it. */
export const roomDocumentsKey = (roomId: string) => [...meetingRoomsKey, 'documents', roomId] as const;

/**
 * The topic the server publishes to the room's staff and attendees when a document is added or deleted; the call's
 * socket passes the same on as `document.list` (for guests too, who have no signed-in socket).
 */
const documentsTopic = 'meetingRooms.documents';

/** Hands a `document.list` heard on the call's socket to the open lists, as the signed-in socket's event would. */
export function announceRoomDocumentsChange(roomId: string): void {
  dispatchAreaEvent({ type: documentsTopic, roomId });
}

/** The room's documents: an attendee's by their session, a trusted guest's by their token; read again when they change. */
export function useRoomDocuments(roomId: string, guestToken: string | null) {
  const queryClient = useQueryClient();
  useRealtimeEvent(documentsTopic, (event) => {
    if (event.roomId === roomId) void queryClient.invalidateQueries({ queryKey: roomDocumentsKey(roomId) });
  });
  return useQuery({
    queryKey: [...roomDocumentsKey(roomId), guestToken ?? 'attendee'],
    queryFn: () =>
      guestToken === null
        ? api.call(endpoints.listMeetingRoomDocuments, { params: { id: roomId }, silent: true })
        : api.call(endpoints.listGuestMeetingRoomDocuments, {
            params: { id: roomId },
            query: { token: guestToken },
            silent: true,
            authRedirect: false,
          }),
    // Someone else in the call may have just added one: the panel reads the list afresh each time it opens.
    staleTime: 0,
  });
}

/** Adds a PDF to the room (attendees), reporting the upload's progress. */
export function uploadRoomDocument(roomId: string, form: FormData, onProgress: (fraction: number) => void) {
  return api.send(endpoints.uploadMeetingRoomDocument, form, { params: { id: roomId }, silent: true, onProgress });
}

/** Deletes one of the room's documents (its staff attendees, and whoever added it). */
export function deleteRoomDocument(roomId: string, documentId: string) {
  return api.call(endpoints.deleteMeetingRoomDocument, { params: { id: roomId, documentId }, silent: true });
}

/** Where the viewer reads a room's document from: with the session's cookie, or with a guest's token. */
export function roomDocumentUrl(roomId: string, documentId: string, guestToken: string | null): string {
  const params = { id: roomId, documentId };
  return guestToken === null
    ? addressOf(endpoints.downloadMeetingRoomDocument, params)
    : addressOf(endpoints.downloadGuestMeetingRoomDocument, params, { token: guestToken });
}
