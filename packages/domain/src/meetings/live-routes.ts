/**
 * Where the live room is: its pages in the web app, its sockets on the server, and the routes and hash links the
 * signed-in shell reads. Free of schemas, so the app's first download (which reads these) carries no validation code.
 */

/** Where the live room is in the web app and its socket on the server. */
export const liveRoomPages = {
  staff: (clientId: string, roomId: string) => `/clients/${clientId}/client-meeting-rooms/${roomId}/meeting`,
  client: (roomId: string) => `/meetings/client-meeting-rooms/${roomId}/meeting`,
  guest: (roomId: string, token: string) => `/guests/client-meeting-rooms/${roomId}/meeting?token=${encodeURIComponent(token)}`,
} as const;
/**
 * Spec 1 §2 shell behaviour: the four meeting-room routes (the client's and the staff's variants of test-setup and
 * meeting), on which the floating meeting control is hidden.
 */
const meetingRoomRoute = /^\/(?:clients\/[^/]+\/client-meeting-rooms|meetings\/client-meeting-rooms)\/[^/]+\/(?:test-setup|meeting)\/?$/iu;

export function isMeetingRoomRoute(pathname: string): boolean {
  return meetingRoomRoute.test(pathname);
}

const roomHash = /^#\/client-meeting-rooms\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/iu;

/**
 * Spec 1 §2: a hash URL of the form `#/client-meeting-rooms/{id}` (on any page) names a room; its id, lower-cased,
 * or null for any other hash, a malformed id included.
 */
export function liveRoomIdOfHash(hash: string): string | null {
  return roomHash.exec(hash)?.[1]?.toLowerCase() ?? null;
}

export const liveRoomSockets = {
  attendee: (roomId: string) => `/api/v1/client-meeting-rooms/${roomId}/live`,
  guest: (roomId: string, token: string) => `/api/v1/guests/client-meeting-rooms/${roomId}/live?token=${encodeURIComponent(token)}`,
} as const;
