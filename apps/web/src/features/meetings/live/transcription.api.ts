import { meetingEndpoints as endpoints } from '@advice/domain';
import { api } from '../../../lib/api.ts';

/** The calls of the room's transcription (spec 2 §4, §7); each caller shows the failures itself (silent). */

/** Whether the room is transcribed now and whether this server can transcribe: an attendee's by their session, a guest's by their token. */
export function readTranscriptionState(roomId: string, guestToken: string | null) {
  return guestToken === null
    ? api.call(endpoints.getMeetingRoomTranscription, { params: { id: roomId }, silent: true })
    : api.call(endpoints.getGuestMeetingRoomTranscription, {
        params: { id: roomId },
        query: { token: guestToken },
        silent: true,
        authRedirect: false,
      });
}

/** Staff turn the room's transcription on (after the confirmation) or off; the answer carries the new state and a message. */
export function setTranscription(roomId: string, enabled: boolean) {
  return api.call(endpoints.updateMeetingRoomTranscription, { params: { id: roomId }, body: { enabled }, silent: true });
}

/** Where this browser streams its microphone while the room is transcribed (a 409 once it is not). */
export function readStreamingTranscriptionAddress(roomId: string, guestToken: string | null) {
  return guestToken === null
    ? api.call(endpoints.getMeetingRoomStreamingTranscriptionAddress, { params: { id: roomId }, silent: true })
    : api.call(endpoints.getGuestMeetingRoomStreamingTranscriptionAddress, {
        params: { id: roomId },
        query: { token: guestToken },
        silent: true,
        authRedirect: false,
      });
}
