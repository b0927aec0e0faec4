import { addressOf, meetingEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meetingRoomsKey } from '../meetings.api.ts';

/** The room's documents: an attendee's by their session, a trusted guest's by their token. */
export function useRoomDocuments(roomId: string, guestToken: string | null) {
  return useQuery({
    queryKey: [...meetingRoomsKey, 'documents', roomId, guestToken ?? 'attendee'],
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

/** Where the viewer reads a room's document from: with the session's cookie, or with a guest's token. */
export function roomDocumentUrl(roomId: string, documentId: string, guestToken: string | null): string {
  const params = { id: roomId, documentId };
  return guestToken === null
    ? addressOf(endpoints.downloadMeetingRoomDocument, params)
    : addressOf(endpoints.downloadGuestMeetingRoomDocument, params, { token: guestToken });
}
